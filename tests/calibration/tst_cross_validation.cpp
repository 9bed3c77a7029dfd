// The held-out published measurements and the leave-one-source-out validation over them: the
// set's shape (rows, online rows, GPU generations, a source, engine and date on every row), the
// CSV format's quoting and MLPerf Server targets, and that a row's own figure never reaches the
// factors that predict it. Prints the cross-validated figures the README quotes.
#include "core/calibration/cross_validation.h"
#include "core/calibration/model_error.h"
#include "core/calibration/published_points.h"
#include "core/catalog.h"
#include "core/inputs.h"
#include "core/sim/point_prediction.h"

#include <QTest>

#include <cmath>
#include <cstdio>
#include <set>
#include <sstream>

using namespace capstan;
using namespace capstan::calibration;

namespace {

std::vector<MeasuredPoint> all_points()
{
    auto training = parse_measured_points(published_points_csv(), kPublishedPointsName);
    auto held_out = parse_measured_points(held_out_points_csv(), kHeldOutPointsName);
    if (!training || !held_out)
        qFatal("built-in points do not parse: %s", (!training ? training.error() : held_out.error()).message().c_str());
    training->insert(training->end(), held_out->begin(), held_out->end());
    return *training;
}

} // namespace

class TstCrossValidation final : public QObject {
    Q_OBJECT

private slots:
    void heldOutSetShape();
    void quotedFieldsAndServerTargets();
    void badServerTargetsNameTheColumn();
    void rowsArePredictedOutOfSample();
    void crossValidatedFigures();
    void fittedFactorsInsidePhysicalBounds();
    void factorSpreadNamesTheExtremes();
    void typicalErrorOfTheGenerationOrTheUse();
};

void TstCrossValidation::heldOutSetShape()
{
    // The build embeds the files as literals cut every 30,000 bytes: plain ASCII keeps every cut
    // between whole characters.
    for (const std::string_view text : {held_out_points_csv(), published_points_csv()})
        for (const char c : text)
            QVERIFY(static_cast<unsigned char>(c) < 128);
    const auto held_out = parse_measured_points(held_out_points_csv(), kHeldOutPointsName);
    QVERIFY(held_out.has_value());
    QVERIFY(held_out->size() >= 60);
    const std::vector<MeasuredPoint> points = all_points();
    QVERIFY(points.size() >= 90);
    int online = 0;
    std::set<std::string> generations;
    for (const MeasuredPoint& p : *held_out) {
        QVERIFY2(!p.source.empty() && !p.engine.empty() && !p.date.empty(), p.id.c_str());
        QVERIFY2(Catalog::builtin().find_model(p.model) != nullptr, p.id.c_str());
        QVERIFY2(Catalog::builtin().find_gpu(p.gpu) != nullptr, p.id.c_str());
    }
    for (const MeasuredPoint& p : points) {
        online += p.mode == "online_rate" || p.mode == "online_concurrency" || p.mode == "server_p99";
        generations.insert(Catalog::builtin().find_gpu(p.gpu)->generation);
    }
    std::printf("  %zu rows (%zu held out), %d online or Server rows, %zu GPU generations\n", points.size(),
                held_out->size(), online, generations.size());
    QVERIFY(online >= 20);
    QVERIFY(generations.size() >= 4);
}

void TstCrossValidation::quotedFieldsAndServerTargets()
{
    const char* csv =
        "id,source,model,weight_bits,kv_bits,gpu,gpus,tp,isl,osl,mode,load,metric,value,unit,notes,engine,date\n"
        "s1,\"MLPerf v5.1, \"\"closed\"\"\",llama-2-70b,8,8,h200-sxm,8,1,,294.45,server_p99,"
        "ttft_p99_ms=2000;tpot_p99_ms=200,output_tok_s,29228.2,tok/s,\"a, b\",TensorRT-LLM 0.12,2024-08-28\n";
    const auto points = parse_measured_points(csv, "t.csv");
    QVERIFY2(points.has_value(), points ? "" : points.error().message().c_str());
    const MeasuredPoint& p = points->front();
    QCOMPARE(p.source, std::string("MLPerf v5.1, \"closed\""));
    QCOMPARE(source_group(p), std::string("MLPerf v5.1"));
    QCOMPARE(p.isl, 0);   // not published
    QCOMPARE(p.osl, 294);
    QCOMPARE(p.ttft_slo_ms, 2000.0);
    QCOMPARE(p.tpot_slo_ms, 200.0);
    QCOMPARE(p.notes, std::string("a, b"));
    QCOMPARE(p.engine, std::string("TensorRT-LLM 0.12"));
    QCOMPARE(p.date, std::string("2024-08-28"));
    // No input length: neither model predicts it, and the reason says so.
    const auto predicted = predict_analytic(p, default_scenario());
    QVERIFY(predicted.has_value() && !predicted->has_value());
}

void TstCrossValidation::badServerTargetsNameTheColumn()
{
    const char* csv =
        "id,source,model,weight_bits,kv_bits,gpu,gpus,tp,isl,osl,mode,load,metric,value,unit,notes,engine,date\n"
        "s1,src,llama-2-70b,8,8,h200-sxm,8,1,300,294,server_p99,ttft_p99_ms=2000,output_tok_s,1,tok/s,,e,d\n";
    const auto points = parse_measured_points(csv, "t.csv");
    QVERIFY(!points.has_value());
    const std::string message = points.error().message();
    QVERIFY2(message.find("t.csv:2 column load") != std::string::npos, message.c_str());
    QVERIFY2(message.find("tpot_p99_ms") != std::string::npos, message.c_str());
}

void TstCrossValidation::rowsArePredictedOutOfSample()
{
    // Scale one source's measured figures tenfold: its rows' predictions must not move (the fit
    // that predicts them never saw them), while other sources' may.
    std::vector<MeasuredPoint> points = all_points();
    const std::string target = source_group(points.front());
    const auto before = cross_validate(points, default_scenario(), {});
    for (MeasuredPoint& p : points)
        if (source_group(p) == target)
            p.value *= 10;
    const auto after = cross_validate(points, default_scenario(), {});
    QVERIFY(before.has_value() && after.has_value());
    int compared = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (source_group(points[i]) != target || !before->rows[i].predicted)
            continue;
        QCOMPARE(*after->rows[i].predicted, *before->rows[i].predicted);
        ++compared;
    }
    QVERIFY(compared >= 5);
}

void TstCrossValidation::crossValidatedFigures()
{
    const auto cv = cross_validate(all_points(), default_scenario(), sim::predict_simulated);
    QVERIFY2(cv.has_value(), cv ? "" : cv.error().message().c_str());
    std::printf("  leave-one-source-out over %d sources: %d of %zu rows answered, median |error| %.1f%%, "
                "worst %.1f%%\n",
                cv->folds, cv->answered, cv->rows.size(), cv->median_abs_error * 100, cv->worst_abs_error * 100);
    for (const ClassError& c : cv->classes)
        std::printf("    %-10s %-19s %6.1f%% (%d rows)\n", c.dimension.c_str(), c.name.c_str(),
                    c.median_abs_error * 100, c.rows);
    for (const CrossValidatedRow& r : cv->rows) {
        if (r.error) {
            QVERIFY(std::isfinite(*r.error));
            QCOMPARE(r.fold, source_group(r.point));
        } else {
            QVERIFY2(!r.unanswered.empty(), r.point.id.c_str());
        }
    }
    // Every fold's factors are reported, each inside its physical bounds; their spread is printed.
    QCOMPARE(int(cv->fold_factors.size()), cv->folds);
    for (const FoldFactors& f : cv->fold_factors) {
        QCOMPARE(f.factors.size(), std::size(kFactorPaths));
        QVERIFY2(f.training_rows > 0, f.fold.c_str());
        for (const auto& [path, value] : f.factors) {
            const FactorBounds b = physical_bounds(path);
            QVERIFY2(value >= b.min && value <= b.max, (f.fold + ": " + path).c_str());
        }
    }
    for (const FactorSpread& f : factor_spread(cv->fold_factors))
        std::printf("    %-34s %8.4g .. %8.4g .. %8.4g over the folds\n", f.path.c_str(), f.min, f.median, f.max);
    // validate answers at least 90% of the rows (all 169 since the MLPerf rows carry
    // their datasets' mean prompt lengths).
    QVERIFY(cv->answered * 10 >= int(cv->rows.size()) * 9);
    QVERIFY(std::isfinite(cv->median_abs_error));
    // The goal is 10% (a test at 12%); the model reaches 12.5% today over all 169 rows (18.1%
    // before the MLPerf Server rows were judged as the benchmark judges a run, by the p99s over
    // a 2,400 s run with its completed throughput reported: 16.8%; then the Ada kernel factor:
    // 16.2%; then the input embedding as a gather and no LM head on prompt tokens: 14.9%; then
    // the MI300X's power-capped GEMM clock: 14.2%; then the grouped expert GEMMs' arithmetic
    // efficiency: 13.2%; then the GEMMs' read/compute overlap loss: 12.7%; then the length-biased
    // context of the sequences in flight, at the MLPerf datasets' length spreads: 12.3%; then
    // the simulator drawing those rows' lengths lognormal at the same spreads, as the workbench
    // simulates a scenario, where it had drawn them fixed at their means: 12.6%; then the fitted
    // first-token latency: 12.6%, online TTFT 20.6% to 7.3%, latency rows 19.8% to 15.7%; then
    // GPUStack's rows at their engines' default caps, not the scenario's 256: 12.5%).
    // This holds the ground gained until the rest of the mechanisms land.
    QVERIFY2(cv->median_abs_error <= 0.13, std::to_string(cv->median_abs_error).c_str());

    // The table the workbench quotes is this run's: regenerate it with
    // `capstan-cli validate --cv --error-table > resources/calibration/model-error.csv`.
    std::istringstream fresh(model_error_table(*cv));
    std::istringstream built_in{std::string(model_error_csv())};
    for (std::string a, b; std::getline(fresh, a);) {
        QVERIFY2(std::getline(built_in, b), ("missing from model-error.csv: " + a).c_str());
        const auto cut = [](const std::string& line) { return line.substr(0, line.rfind(',')); };
        QCOMPARE(cut(b), cut(a));   // same class, same rows
        if (a.starts_with("dimension,"))
            continue;   // the header
        QVERIFY2(std::abs(std::stod(b.substr(b.rfind(',') + 1)) - std::stod(a.substr(a.rfind(',') + 1))) < 0.002,
                 ("model-error.csv is stale: " + b + " against " + a).c_str());
    }
}

void TstCrossValidation::fittedFactorsInsidePhysicalBounds()
{
    // The bounds themselves are physical: no efficiency above 1, overheads of 0-5 ms per step.
    for (std::string_view path : kFactorPaths) {
        const FactorBounds b = physical_bounds(path);
        QVERIFY2(b.min >= 0 && b.min < b.max, std::string(path).c_str());
        if (path.find("efficiency") != std::string_view::npos)
            QVERIFY2(b.max <= 1 && b.min > 0, std::string(path).c_str());
        if (path == "deploy.step_overhead_ms")
            QVERIFY(b.max <= 5);
    }
    // Every fit over the whole set (least squares and the robust one) stays inside them.
    for (const FitOptions& options : {FitOptions{}, robust_fit()}) {
        const auto fit = fit_factors(all_points(), default_scenario(), options);
        QVERIFY2(fit.has_value(), fit ? "" : fit.error().message().c_str());
        QCOMPARE(fit->factors.size(), std::size(kFactorPaths));
        for (const FittedFactor& f : fit->factors) {
            const FactorBounds b = physical_bounds(f.path);
            std::printf("  %-34s %8.4g  [%g, %g]%s\n", f.path.c_str(), f.after, b.min, b.max,
                        f.at_bound ? "  at its bound" : "");
            QVERIFY2(f.after >= b.min && f.after <= b.max, f.path.c_str());
            QCOMPARE(f.min, b.min);
            QCOMPARE(f.max, b.max);
        }
    }
}

void TstCrossValidation::factorSpreadNamesTheExtremes()
{
    const std::vector<FoldFactors> folds = {
        {"a", 10, {{"deploy.bw_efficiency", 0.80}, {"deploy.step_overhead_ms", 2.0}}},
        {"b", 12, {{"deploy.bw_efficiency", 0.70}, {"deploy.step_overhead_ms", 1.0}}},
        {"c", 11, {{"deploy.bw_efficiency", 0.90}, {"deploy.step_overhead_ms", 1.5}}},
        {"d", 9, {{"deploy.bw_efficiency", 0.85}, {"deploy.step_overhead_ms", 0.5}}},
    };
    const std::vector<FactorSpread> spread = factor_spread(folds);
    QCOMPARE(spread.size(), std::size_t(2));
    QCOMPARE(spread[0].path, std::string("deploy.bw_efficiency"));
    QCOMPARE(spread[0].min, 0.70);
    QCOMPARE(spread[0].min_fold, std::string("b"));
    QCOMPARE(spread[0].max, 0.90);
    QCOMPARE(spread[0].max_fold, std::string("c"));
    QVERIFY(std::abs(spread[0].median - 0.825) < 1e-12);   // the mean of the middle two of four
    QCOMPARE(spread[1].min_fold, std::string("d"));
    QCOMPARE(spread[1].max_fold, std::string("a"));
    QVERIFY(std::abs(spread[1].median - 1.25) < 1e-12);
    QVERIFY(factor_spread({}).empty());
}

void TstCrossValidation::typicalErrorOfTheGenerationOrTheUse()
{
    // Hopper has enough held-out throughput rows for its own figure; CDNA3 has fewer than
    // kMinClassRows latency rows, so the figure is every generation's.
    Scenario hopper = default_scenario();
    QVERIFY(set_input(hopper, "gpu.preset", "h100-sxm").has_value());
    const auto own = typical_error(hopper, "throughput");
    QVERIFY(own.has_value());
    QCOMPARE(own->generation, std::string("hopper"));
    QVERIFY(own->rows >= kMinClassRows && own->median_abs_error > 0 && own->median_abs_error < 1);
    Scenario mi300x = default_scenario();
    QVERIFY(set_input(mi300x, "gpu.preset", "mi300x").has_value());
    const auto fallback = typical_error(mi300x, "latency");
    QVERIFY(fallback.has_value());
    QVERIFY(fallback->generation.empty());
    QVERIFY(fallback->rows >= kMinClassRows);
    QVERIFY(!typical_error(hopper, "no such use").has_value());
}

QTEST_APPLESS_MAIN(TstCrossValidation)
#include "tst_cross_validation.moc"
