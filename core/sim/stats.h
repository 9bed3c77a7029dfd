#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace capstan::sim {

// Streaming statistics: memory is fixed by the configuration, never by the number of samples.

// Welford's running mean and variance.
class Welford final {
public:
    void add(double x)
    {
        ++n_;
        const double delta = x - mean_;
        mean_ += delta / double(n_);
        m2_ += delta * (x - mean_);
    }
    [[nodiscard]] std::int64_t count() const { return n_; }
    [[nodiscard]] double mean() const { return mean_; }
    [[nodiscard]] double variance() const { return n_ > 1 ? m2_ / double(n_ - 1) : 0.0; }

private:
    std::int64_t n_ = 0;
    double mean_ = 0;
    double m2_ = 0;
};

// Log-bucketed histogram of non-negative values: buckets grow by 1%, so a quantile read back
// is within 0.5% of the sample quantile. Values below kMin share bucket 0.
class LogHistogram final {
public:
    static constexpr double kMin = 1e-3;   // 1 microsecond when the unit is ms
    static constexpr double kGrowth = 1.01;
    static constexpr int kBuckets = 2560;  // kMin x 1.01^2559 > 1e8 (28 hours in ms)

    LogHistogram();
    void add(double x);
    [[nodiscard]] std::int64_t count() const { return n_; }
    // The smallest value v with a share >= q of samples at or below it; q in [0, 1].
    [[nodiscard]] double quantile(double q) const;

private:
    std::vector<std::uint32_t> counts_;
    std::int64_t n_ = 0;
    double min_ = 0;
    double max_ = 0;
};

// Student's t quantile at 0.975 for 1 .. 19 degrees of freedom (19 beyond).
double t975(int degrees_of_freedom);

// The percentiles every summary reports, plus one caller-chosen (the SLO percentile).
inline constexpr std::array<double, 4> kReportedPercentiles{50, 90, 95, 99};

struct PercentileValue final {
    double percentile = 0;   // e.g. 99
    double value = 0;        // over all measured samples
    double ci95 = 0;         // half-width of the 95% interval, from batch percentiles
};

struct MetricSummary final {
    std::int64_t count = 0;
    double mean = 0;
    double mean_ci95 = 0;    // half-width, batch means
    double stddev = 0;
    std::vector<PercentileValue> percentiles;   // kReportedPercentiles, then the extra one

    // The value at a reported percentile (50, 90, 95, 99 or the extra), else NaN.
    [[nodiscard]] double at(double percentile) const;
    [[nodiscard]] double ci95_at(double percentile) const;
};

// One metric of a run. Confidence intervals by the method of batch means: the measured samples
// are split, in completion order, into kBatches consecutive batches; each batch's mean and
// percentile is one observation, and the half-width is t(0.975, k-1) x sd / sqrt(k). Batches
// of a few hundred requests are long against the correlation time of a stable queue, which is
// what makes the batch statistics nearly independent.
class MetricStats final {
public:
    static constexpr int kBatches = 20;

    // expected_samples sets the batch length; extra samples fold into the last batch.
    explicit MetricStats(std::int64_t expected_samples = 0);
    void add(double x);
    [[nodiscard]] std::int64_t count() const { return all_moments_.count(); }
    [[nodiscard]] MetricSummary summarize(double extra_percentile) const;

private:
    std::int64_t batch_length_ = 1;
    Welford all_moments_;
    LogHistogram all_;
    std::vector<LogHistogram> batches_;
    std::vector<Welford> batch_moments_;
};

} // namespace capstan::sim
