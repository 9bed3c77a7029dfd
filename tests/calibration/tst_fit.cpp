// The least-squares fit of the model's factors: recovery of known factors from points the model
// generated (exactly without noise, within the fit's own standard errors with 3% noise), and
// held-out validation on the published points (fit to one GPU and model, judge the GPU's other
// rows). Prints before and after.
#include "core/calibration/fit.h"
#include "core/calibration/point_check.h"
#include "core/calibration/published_points.h"
#include "core/inputs.h"

#include <QTest>

#include <cmath>
#include <numbers>
#include <random>
#include <set>

using namespace capstan;
using namespace capstan::calibration;

namespace {

// Factors far enough from the defaults (0.85, 0.68, 0.70, 1.5 ms, 15 us, 0 us) that recovering
// them means the fit moved.
Scenario true_factors()
{
    Scenario s = default_scenario();
    s.deploy.bw_efficiency = 0.78;
    s.deploy.compute_efficiency = 0.62;
    s.deploy.low_precision_efficiency = 0.80;
    s.deploy.step_overhead_ms = 2.2;
    s.deploy.allreduce_latency_us = 22;
    s.deploy.expert_overhead_us = 8;
    s.deploy.moe_gemm_efficiency = 0.66;
    s.deploy.gemm_overlap_loss = 0.45;
    s.deploy.fp4_efficiency = 0.75;
    return s;
}

// Points the model itself predicts under `truth`, times (1 + noise x N(0, 1)): ten hardware
// setups (bf16, fp8 and fp4 on Blackwell's FP4 tensor cores, TP 1 to 8, dense, MoE of 8 and of 128 experts) x the four analytic modes at several loads,
// so that each factor moves some points more than others.
std::vector<MeasuredPoint> generated_points(const Scenario& truth, double noise, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    // Box-Muller on the raw 64-bit draws: std::normal_distribution differs between libraries.
    auto uniform = [&] { return (double(rng() >> 11) + 0.5) * 0x1.0p-53; };
    auto normal = [&] { return std::sqrt(-2 * std::log(uniform())) * std::cos(2 * std::numbers::pi * uniform()); };
    struct Setup final { const char* model; const char* gpu; int bits; int tp; };
    const Setup setups[] = {{"llama-3.1-8b", "h100-sxm", 16, 1},  {"llama-3.1-8b", "h100-sxm", 8, 1},
                            {"llama-3.1-70b", "h100-sxm", 8, 2},  {"llama-3.1-70b", "h100-sxm", 16, 4},
                            {"llama-2-7b", "a100-80gb", 16, 1},   {"mixtral-8x7b", "h200-sxm", 8, 2},
                            {"llama-3.1-70b", "h200-sxm", 8, 8},  {"llama-4-maverick", "h200-sxm", 8, 8},
                            {"llama-3.1-70b", "b200", 4, 1},      {"mixtral-8x7b", "b200", 4, 1}};
    struct Run final { const char* mode; const char* metric; int isl; int osl; double load; };
    const Run runs[] = {{"offline", "output_tok_s", 128, 128, 0},       {"offline", "output_tok_s", 1000, 1000, 0},
                        {"offline", "output_tok_s", 2048, 256, 0},      {"static_batch", "output_tok_s", 128, 128, 1},
                        {"static_batch", "output_tok_s", 128, 128, 16}, {"static_batch", "output_tok_s", 128, 128, 256},
                        {"ttft_batch1", "ttft_ms", 512, 1, 1},          {"ttft_batch1", "ttft_ms", 4096, 1, 1},
                        {"ttft_batch1", "ttft_ms", 64, 1, 1},           {"latency_batch", "e2e_ms_mean", 32, 128, 1},
                        {"latency_batch", "e2e_ms_mean", 32, 128, 8},   {"latency_batch", "e2e_ms_mean", 1024, 256, 64}};
    std::vector<MeasuredPoint> points;
    for (const Setup& setup : setups)
        for (const Run& run : runs) {
            MeasuredPoint p;
            p.id = "g" + std::to_string(points.size() + 1);
            p.model = setup.model;
            p.gpu = setup.gpu;
            p.weight_bits = setup.bits;
            p.kv_bits = std::max(setup.bits, 8);   // FP4 weights keep an FP8 KV cache
            p.tp = p.gpus = setup.tp;
            p.isl = run.isl;
            p.osl = run.osl;
            p.mode = run.mode;
            p.metric = run.metric;
            p.load = run.load;
            const Expected<std::optional<double>> predicted = predict_analytic(p, truth);
            if (!predicted || !*predicted)
                continue;
            p.value = **predicted * (1 + noise * normal());
            points.push_back(std::move(p));
        }
    return points;
}

std::vector<MeasuredPoint> published()
{
    Expected<std::vector<MeasuredPoint>> points = parse_measured_points(published_points_csv(), kPublishedPointsName);
    return points ? *points : std::vector<MeasuredPoint>();
}

void print_factors(const FitResult& fit, const Scenario* truth)
{
    for (const FittedFactor& f : fit.factors) {
        const double true_value = truth ? find_input(f.path)->get(*truth) : std::nan("");
        qInfo("  %-32s start %7.4g  fitted %8.5g +- %-9.3g true %7.4g%s", f.path.c_str(), f.before, f.after,
              f.std_error, true_value, f.at_bound ? "  (at bound)" : "");
    }
}

} // namespace

class TestFit final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void factorList_data();
    void factorList();
    void recoversExactFactorsWithoutNoise();
    void recoversFactorsWithinThreePercentNoise_data();
    void recoversFactorsWithinThreePercentNoise();
    void staysInsideTheInputRanges();
    void heldOutRowsOfTheSameGpu();
    void heldOutSurveyOfEveryGpuAndModel();
    void nothingToFitIsAnError();
};

void TestFit::factorList_data()
{
    QTest::addColumn<QString>("list");
    QTest::addColumn<int>("count");
    QTest::addRow("empty = all twelve") << "" << 12;
    QTest::addRow("all") << "all" << 12;
    QTest::addRow("short names") << "bw_efficiency,step_overhead_ms" << 2;
    QTest::addRow("paths, repeated") << "deploy.compute_efficiency,compute_efficiency" << 1;
    QTest::addRow("not a factor") << "bw_efficiency,workload.isl" << -1;
}

void TestFit::factorList()
{
    QFETCH(QString, list);
    QFETCH(int, count);
    const Expected<std::vector<std::string>> paths = parse_factor_list(list.toStdString());
    QCOMPARE(paths ? int(paths->size()) : -1, count);
    if (!paths)
        QVERIFY(paths.error().message().find("workload.isl") != std::string::npos);
}

void TestFit::recoversExactFactorsWithoutNoise()
{
    const Scenario truth = true_factors();
    const std::vector<MeasuredPoint> points = generated_points(truth, 0.0, 1);
    QVERIFY(points.size() >= 80);
    const Expected<FitResult> fit = fit_factors(points, default_scenario());
    QVERIFY2(fit, fit ? "" : fit.error().message().c_str());
    qInfo("%zu noise-free points; median |error| %.2f%% -> %.5f%% in %d iterations", fit->points.size(),
          fit->median_abs_error_before * 100, fit->median_abs_error_after * 100, fit->iterations);
    print_factors(*fit, &truth);
    QVERIFY(fit->converged);
    for (const FittedFactor& f : fit->factors) {
        const double true_value = find_input(f.path)->get(truth);
        QVERIFY2(std::abs(f.after / true_value - 1) < 1e-4, f.path.c_str());
    }
    QVERIFY(fit->median_abs_error_after < 1e-5);
}

void TestFit::recoversFactorsWithinThreePercentNoise_data()
{
    QTest::addColumn<quint64>("seed");
    for (const quint64 seed : {1u, 2u, 3u, 4u})
        QTest::addRow("3%% noise, seed %llu", static_cast<unsigned long long>(seed)) << seed;
}

void TestFit::recoversFactorsWithinThreePercentNoise()
{
    QFETCH(quint64, seed);
    const Scenario truth = true_factors();
    const std::vector<MeasuredPoint> points = generated_points(truth, 0.03, seed);
    // The generated points are on NVIDIA datacenter GPUs: the AMD and Ada kernel efficiencies are
    // not theirs to tell.
    FitOptions options;
    for (std::string_view path : kFactorPaths)
        if (path != "deploy.cdna_efficiency" && path != "deploy.ada_efficiency")
            options.factors.emplace_back(path);
    const Expected<FitResult> fit = fit_factors(points, default_scenario(), options);
    QVERIFY2(fit, fit ? "" : fit.error().message().c_str());
    qInfo("%zu points with 3%% noise; median |error| %.2f%% -> %.2f%% in %d iterations", fit->points.size(),
          fit->median_abs_error_before * 100, fit->median_abs_error_after * 100, fit->iterations);
    print_factors(*fit, &truth);
    // What is left is the noise: a median |N(0, 3%)| is 2.0%.
    QVERIFY(fit->median_abs_error_after < 0.03);
    for (const FittedFactor& f : fit->factors) {
        const double true_value = find_input(f.path)->get(truth);
        QVERIFY2(std::isfinite(f.std_error) && f.std_error > 0, f.path.c_str());
        // Within three of the fit's own standard errors, and the fit is informative (the
        // standard error is a few percent of the value at most). The overlap loss, a share of
        // 0..1 that only the steps near the ridge reveal, is judged on its range, not its value:
        // these points pin it to about +-0.03.
        const double scale = f.path == "deploy.gemm_overlap_loss" ? 1.0 : true_value;
        QVERIFY2(std::abs(f.after - true_value) <= 3 * f.std_error, f.path.c_str());
        QVERIFY2(f.std_error <= 0.05 * scale, f.path.c_str());
        QVERIFY2(std::abs(f.after - true_value) <= 0.10 * scale, f.path.c_str());
    }
}

void TestFit::staysInsideTheInputRanges()
{
    // Measured figures no factor setting can reach: the fit runs into the bounds and stops there.
    std::vector<MeasuredPoint> points = generated_points(default_scenario(), 0.0, 1);
    for (MeasuredPoint& p : points)
        p.value *= p.metric == "output_tok_s" ? 100.0 : 0.01;
    const Expected<FitResult> fit = fit_factors(points, default_scenario());
    QVERIFY(fit);
    print_factors(*fit, nullptr);
    bool any_at_bound = false;
    for (const FittedFactor& f : fit->factors) {
        const InputSpec* spec = find_input(f.path);
        QVERIFY(f.after >= spec->min && f.after <= spec->max);
        any_at_bound = any_at_bound || f.at_bound;
    }
    QVERIFY(any_at_bound);
}

void TestFit::heldOutRowsOfTheSameGpu()
{
    // Fit the factors to the H100 Llama-2-7B rows (c12: static batch 768, c14: batch-1 TTFT
    // at ISL 2048), then judge the other H100 rows the analytic model answers (c01, c04, c05,
    // c07, c09, c10, c13, c16, c26): Llama-3.1 8B/70B, Llama-2-70B and Mixtral on H100.
    const std::vector<MeasuredPoint> points = published();
    QVERIFY(!points.empty());
    std::vector<MeasuredPoint> train, held_out;
    for (const MeasuredPoint& p : points)
        if (p.gpu == "h100-sxm")
            (p.model == "llama-2-7b" ? train : held_out).push_back(p);
    const Scenario base = default_scenario();
    const Expected<FitResult> fit = fit_factors(train, base);
    QVERIFY2(fit, fit ? "" : fit.error().message().c_str());
    print_factors(*fit, nullptr);
    const Expected<std::vector<PointCheck>> before = check_points(held_out, base);
    const Expected<std::vector<PointCheck>> after = check_points(held_out, fit->fitted);
    QVERIFY(before && after);
    qInfo("%-4s %-14s %-13s %-20s %10s %10s %8s %10s %8s", "id", "model", "mode", "metric", "measured", "before",
          "error", "after", "error");
    for (std::size_t i = 0; i < before->size(); ++i) {
        const PointCheck& b = (*before)[i];
        const PointCheck& a = (*after)[i];
        if (!b.error)
            continue;
        qInfo("%-4s %-14s %-13s %-20s %10.1f %10.1f %+7.1f%% %10.1f %+7.1f%%", b.point.id.c_str(),
              b.point.model.c_str(), b.point.mode.c_str(), b.point.metric.c_str(), b.point.value, *b.predicted,
              *b.error * 100, *a.predicted, *a.error * 100);
    }
    const double median_before = median_abs_error(*before);
    const double median_after = median_abs_error(*after);
    qInfo("fitted to %zu rows (median |error| %.1f%% -> %.1f%%); held-out H100 rows: median |error| %.1f%% -> %.1f%%",
          fit->points.size(), fit->median_abs_error_before * 100, fit->median_abs_error_after * 100,
          median_before * 100, median_after * 100);
    QVERIFY(fit->points.size() == 2);
    QVERIFY(fit->median_abs_error_after < fit->median_abs_error_before);
    // Since the rows carry their engines' batch caps, the default factors describe the other
    // H100 rows (8.3%) better than seven factors fitted to two rows do (10.1%): such a fit can
    // overfit, and whether fitted factors carry over is judged leave-one-source-out over every
    // source (tst_cross_validation). Here: the two-row fit must not wreck the GPU's other rows.
    QVERIFY2(median_after < 0.15, "a two-row fit moved the GPU's other rows beyond 15% median error");
}

void TestFit::heldOutSurveyOfEveryGpuAndModel()
{
    // Not an assertion: the same held-out check for every GPU and model of the file, so the
    // report shows where a per-model fit carries over to the GPU's other models and where the
    // model's per-model bias (8B under-, Mixtral over-predicted) makes it overfit.
    const std::vector<MeasuredPoint> points = published();
    std::set<std::pair<std::string, std::string>> setups;
    for (const MeasuredPoint& p : points)
        setups.insert({p.gpu, p.model});
    const Scenario base = default_scenario();
    qInfo("%-10s %-14s %5s %16s %16s", "gpu", "model", "rows", "fitted rows", "held-out rows");
    for (const auto& [gpu, model] : setups) {
        std::vector<MeasuredPoint> train, held_out;
        for (const MeasuredPoint& p : points)
            if (p.gpu == gpu)
                (p.model == model ? train : held_out).push_back(p);
        const Expected<FitResult> fit = fit_factors(train, base);
        if (!fit)
            continue;   // only online rows for this model
        const Expected<std::vector<PointCheck>> before = check_points(held_out, base);
        const Expected<std::vector<PointCheck>> after = check_points(held_out, fit->fitted);
        QVERIFY(before && after);
        qInfo("%-10s %-14s %5zu %6.1f%% -> %5.1f%% %6.1f%% -> %5.1f%%", gpu.c_str(), model.c_str(), fit->points.size(),
              fit->median_abs_error_before * 100, fit->median_abs_error_after * 100,
              median_abs_error(*before) * 100, median_abs_error(*after) * 100);
    }
}

void TestFit::nothingToFitIsAnError()
{
    // Poisson-rate rows: only the simulator answers them (closed loops have an analytic answer).
    std::vector<MeasuredPoint> online;
    for (const MeasuredPoint& p : published())
        if (p.mode == "online_rate")
            online.push_back(p);
    QVERIFY(!online.empty());
    const Expected<FitResult> fit = fit_factors(online, default_scenario());
    QVERIFY(!fit);
    QVERIFY(fit.error().message().find("no point the analytic model answers") != std::string::npos);
}

QTEST_APPLESS_MAIN(TestFit)
#include "tst_fit.moc"
