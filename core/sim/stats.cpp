#include "stats.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace capstan::sim {

namespace {

const double kInvLogGrowth = 1.0 / std::log(LogHistogram::kGrowth);

// Student t quantiles at 0.975 for 1 .. 19 degrees of freedom (kBatches - 1 at most).
constexpr double kT975[] = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
                            2.201,  2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093};
static_assert(std::size(kT975) == MetricStats::kBatches - 1);

double half_width(const std::vector<double>& values)
{
    if (values.size() < 2)
        return 0;
    Welford w;
    for (double v : values)
        w.add(v);
    return t975(int(values.size()) - 1) * std::sqrt(w.variance() / double(values.size()));
}

} // namespace

double t975(int degrees_of_freedom)
{
    return kT975[std::size_t(std::clamp<int>(degrees_of_freedom, 1, int(std::size(kT975)))) - 1];
}

LogHistogram::LogHistogram() : counts_(kBuckets, 0) {}

void LogHistogram::add(double x)
{
    x = std::max(0.0, x);
    if (n_ == 0) {
        min_ = max_ = x;
    } else {
        min_ = std::min(min_, x);
        max_ = std::max(max_, x);
    }
    ++n_;
    int bucket = 0;
    if (x >= kMin)
        bucket = std::min(kBuckets - 1, 1 + int(std::log(x / kMin) * kInvLogGrowth));
    ++counts_[std::size_t(bucket)];
}

double LogHistogram::quantile(double q) const
{
    if (n_ == 0)
        return NAN;
    const auto rank = std::max<std::int64_t>(1, std::int64_t(std::ceil(std::clamp(q, 0.0, 1.0) * double(n_))));
    std::int64_t seen = 0;
    for (int bucket = 0; bucket < kBuckets; ++bucket) {
        seen += counts_[std::size_t(bucket)];
        if (seen < rank)
            continue;
        if (bucket == 0)
            return min_;
        // Geometric middle of [kMin g^(b-1), kMin g^b).
        const double middle = kMin * std::pow(kGrowth, bucket - 0.5);
        return std::clamp(middle, min_, max_);
    }
    return max_;
}

double MetricSummary::at(double percentile) const
{
    for (const PercentileValue& p : percentiles)
        if (p.percentile == percentile)
            return p.value;
    return NAN;
}

double MetricSummary::ci95_at(double percentile) const
{
    for (const PercentileValue& p : percentiles)
        if (p.percentile == percentile)
            return p.ci95;
    return NAN;
}

MetricStats::MetricStats(std::int64_t expected_samples)
    : batch_length_(std::max<std::int64_t>(1, (expected_samples + kBatches - 1) / kBatches)),
      batches_(kBatches), batch_moments_(kBatches)
{
}

void MetricStats::add(double x)
{
    const auto batch = std::size_t(std::min<std::int64_t>(kBatches - 1, all_moments_.count() / batch_length_));
    all_moments_.add(x);
    all_.add(x);
    batches_[batch].add(x);
    batch_moments_[batch].add(x);
}

MetricSummary MetricStats::summarize(double extra_percentile) const
{
    MetricSummary s;
    s.count = all_moments_.count();
    s.mean = all_moments_.mean();
    s.stddev = std::sqrt(all_moments_.variance());

    // Only batches at least half full count as observations.
    std::vector<const LogHistogram*> full;
    std::vector<double> means;
    for (int b = 0; b < kBatches; ++b) {
        if (2 * batches_[std::size_t(b)].count() < batch_length_ || batches_[std::size_t(b)].count() == 0)
            continue;
        full.push_back(&batches_[std::size_t(b)]);
        means.push_back(batch_moments_[std::size_t(b)].mean());
    }
    s.mean_ci95 = half_width(means);

    std::vector<double> wanted(kReportedPercentiles.begin(), kReportedPercentiles.end());
    if (std::find(wanted.begin(), wanted.end(), extra_percentile) == wanted.end() && extra_percentile > 0)
        wanted.push_back(extra_percentile);
    std::vector<double> per_batch;
    for (double p : wanted) {
        per_batch.clear();
        for (const LogHistogram* h : full)
            per_batch.push_back(h->quantile(p / 100.0));
        s.percentiles.push_back({p, all_.quantile(p / 100.0), half_width(per_batch)});
    }
    return s;
}

} // namespace capstan::sim
