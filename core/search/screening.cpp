#include "core/search/screening.h"

#include "core/evaluate.h"
#include "core/memory.h"
#include "core/money.h"
#include "core/parallelism.h"
#include "core/sim/percentile_sizing.h"

#include <chrono>

namespace capstan::search {

std::string_view to_string(RankBasis basis)
{
    return basis == RankBasis::Own ? "own" : "rent";
}

std::optional<RankBasis> rank_basis_from(std::string_view id)
{
    if (id == "own")
        return RankBasis::Own;
    if (id == "rent")
        return RankBasis::Rent;
    return std::nullopt;
}

std::string refusal_code(const Scenario& s, const Error& error)
{
    if (s.deploy.tp > 0 && s.model.spec.heads % s.deploy.tp != 0)
        return "tp_heads";
    if (error.field == "deploy.pp")
        return "pp_layers";
    if (error.field == "deploy.ep")
        return "ep_experts";
    if (error.field == "deploy.prefill_tp")
        return "prefill_layout";
    if (!plan_memory(s).fits)
        return "memory";
    return error.field;
}

Expected<std::optional<Screened>> screen_layout(const Scenario& base, const ConfigSpace& space, const Layout& layout)
{
    const Scenario s = apply_layout(base, space, layout);
    Expected<Result> evaluated = evaluate(s);
    if (!evaluated)
        return evaluated.error();
    Result& r = *evaluated;
    // The peak rate percentile sizing simulates (PercentileSizingOptions::rate_rps = 0).
    const sim::TailModelSizing tail = sim::tail_model_sizing(s, r.traffic.peak_rps);
    if (tail.replicas <= 0)
        return std::optional<Screened>{};

    // Priced as sim::adopt prices a simulated count: the analytic result with the tail's count.
    TailSizing counted;
    counted.met = true;
    counted.replicas = tail.replicas;
    counted.percentile = s.slo.percentile;
    adopt_tail_sizing(s, r.sizing, counted, r.sizing.binding);
    r.money = price_fleet(s, r.sizing, r.traffic);

    Screened c;
    c.layout = layout;
    c.replicas = r.sizing.replicas;
    c.gpus = r.sizing.gpus;
    c.prefill_replicas = r.sizing.prefill_replicas;
    c.prefill_gpus = r.sizing.prefill_gpus;
    c.usd_month_own = r.money.monthly_own_usd;
    c.usd_month_rent = r.money.monthly_rent_usd;
    const double decode_replicas = std::max(1, r.sizing.replicas);
    c.tok_s_per_gpu = r.operating.point.aggregate_tok_s / (replica_gpus(s) + r.sizing.prefill_gpus / decode_replicas);
    c.tok_s_per_user = r.operating.point.per_user_tok_s;
    c.operating_batch = r.operating.point.batch;
    c.binding = r.sizing.binding;
    c.limit = r.operating.limit;
    c.ttft_ms_at_slo = tail.estimate.ttft_ms.at_slo;
    c.tpot_ms_at_slo = tail.estimate.tpot_ms.at_slo;
    return std::optional<Screened>{c};
}

Screening screen(const Scenario& base, const ConfigSpace& space)
{
    const auto start = std::chrono::steady_clock::now();
    Screening out;
    for (const Layout& layout : enumerate(space)) {
        ++out.screened;
        Expected<std::optional<Screened>> screened = screen_layout(base, space, layout);
        if (!screened) {
            ++out.refused;
            ++out.refusals[refusal_code(apply_layout(base, space, layout), screened.error())];
            continue;
        }
        ++out.feasible;
        if (screened->has_value())
            out.passed.push_back(**screened);
        else
            ++out.slo_missed;
    }
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out;
}

} // namespace capstan::search
