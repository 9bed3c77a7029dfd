#include "knee.h"

#include <algorithm>
#include <cmath>

namespace capstan {

KneePoint knee_point(const Roofline& roofline, int batch)
{
    const StepTime step = roofline.mixed_step(batch);
    // With speculative decoding a step yields tokens_per_step tokens per sequence (1 without).
    const double token_s = step.total_s / roofline.tokens_per_step();
    KneePoint point;
    point.batch = batch;
    point.step_ms = token_s * 1e3;
    point.per_user_tok_s = 1.0 / token_s;
    point.aggregate_tok_s = batch / token_s;
    point.bound = step.bound;
    return point;
}

std::vector<int> knee_batches(int max_batch, int min_points, const std::vector<int>& extra)
{
    max_batch = std::max(1, max_batch);
    std::vector<int> batches;
    if (max_batch <= 2 * min_points) {
        for (int b = 1; b <= max_batch; ++b)
            batches.push_back(b);
    } else {
        // Every batch up to min_points / 2, then log-spaced to max_batch; rounding merges
        // neighbours, so add log points until the distinct count reaches min_points.
        const int dense = std::max(1, min_points / 2);
        for (int log_points = min_points - dense; batches.size() < std::size_t(min_points); log_points += 8) {
            batches.clear();
            for (int b = 1; b <= dense; ++b)
                batches.push_back(b);
            const double ratio = std::pow(double(max_batch) / dense, 1.0 / log_points);
            for (int i = 1; i <= log_points; ++i)
                batches.push_back(std::min(max_batch, int(std::lround(dense * std::pow(ratio, i)))));
            batches.push_back(max_batch);
            batches.erase(std::unique(batches.begin(), batches.end()), batches.end());
        }
    }
    for (int b : extra)
        if (b >= 1)
            batches.push_back(b);
    std::sort(batches.begin(), batches.end());
    batches.erase(std::unique(batches.begin(), batches.end()), batches.end());
    return batches;
}

std::string_view to_string(BatchLimit limit)
{
    switch (limit) {
    case BatchLimit::Memory: return "memory";
    case BatchLimit::MaxBatch: return "max_batch";
    case BatchLimit::Slo: return "slo";
    case BatchLimit::FixedBatch: return "fixed_batch";
    }
    return "memory";
}

namespace {

OperatingPoint at_batch(const Roofline& roofline, int batch, BatchLimit limit)
{
    OperatingPoint op;
    op.point = knee_point(roofline, batch);
    if (roofline.disaggregated()) {
        // The prefill pool streams the first token once the KV has landed on this replica.
        op.ttft_ms = roofline.handoff_s() * 1e3;
    } else {
        const StepTime prefill = roofline.prefill(roofline.uncached_prompt_tokens(),
                                                  roofline.cached_prompt_tokens());
        // Waiting for the batch is one engine step: tokens_per_step output-token times.
        op.ttft_ms = (prefill.total_s * 1e3) + op.point.step_ms * roofline.tokens_per_step();
    }
    // Every request's first token also pays the fixed first-token latency.
    op.ttft_ms += roofline.first_token_s() * 1e3;
    op.limit = limit;
    return op;
}

bool meets(const OperatingPoint& op, double tpot_slo_ms, double ttft_slo_ms)
{
    return op.point.step_ms <= tpot_slo_ms && op.ttft_ms <= ttft_slo_ms;
}

} // namespace

OperatingPoint operating_point(const Roofline& roofline, int batch_cap, BatchLimit cap_reason,
                               double tpot_slo_ms, double ttft_slo_ms)
{
    batch_cap = std::max(1, batch_cap);
    OperatingPoint best = at_batch(roofline, batch_cap, cap_reason);
    if (meets(best, tpot_slo_ms, ttft_slo_ms))
        return best;
    OperatingPoint lowest = at_batch(roofline, 1, BatchLimit::Slo);
    if (!meets(lowest, tpot_slo_ms, ttft_slo_ms)) {
        lowest.slo_met = false;
        return lowest;
    }
    int good = 1;
    int bad = batch_cap;
    while (bad - good > 1) {
        const int mid = good + (bad - good) / 2;
        if (meets(at_batch(roofline, mid, BatchLimit::Slo), tpot_slo_ms, ttft_slo_ms))
            good = mid;
        else
            bad = mid;
    }
    return at_batch(roofline, good, BatchLimit::Slo);
}

} // namespace capstan
