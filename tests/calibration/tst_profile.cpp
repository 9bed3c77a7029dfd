// Calibration profiles: JSON round trip, application to a scenario, and strict rejection of a
// malformed or truncated profile with the source, the JSON path and the expectation.
#include "calibration_support.h"

#include "core/calibration/fit.h"
#include "core/calibration/profile.h"
#include "core/calibration/published_points.h"
#include "core/evaluate.h"
#include "core/inputs.h"

#include <QTest>

#include <cmath>

using namespace capstan;
using namespace capstan::calibration;

namespace {

// A real profile: all five factors fitted to the built-in published points.
CalibrationProfile published_profile()
{
    const Expected<std::vector<MeasuredPoint>> points = parse_measured_points(published_points_csv(), "pp.csv");
    const Expected<FitResult> fit = fit_factors(*points, default_scenario());
    return make_profile("published, all factors", *fit, {"pp.csv"});
}

} // namespace

class TestProfile final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTrip();
    void applySetsTheFactors();
    void rejects_data();
    void rejects();
    void truncated();
};

void TestProfile::roundTrip()
{
    const CalibrationProfile profile = published_profile();
    QCOMPARE(profile.factors.size(), std::size(kFactorPaths));
    // The rows the analytic model answers: 18, and the closed-loop rows c22..c25.
    QCOMPARE(profile.points.size(), std::size_t(22));
    QCOMPARE(profile.skipped.size(), std::size_t(5));   // Poisson-rate rows: c17..c21
    qInfo("published points, all factors: median |error| %.1f%% -> %.1f%%", profile.median_abs_error_before * 100,
          profile.median_abs_error_after * 100);
    const std::string json = profile_to_json(profile);
    const Expected<CalibrationProfile> read = profile_from_json(json, "profile.json");
    QVERIFY2(read, read ? "" : read.error().message().c_str());
    QCOMPARE(read->name, profile.name);
    QCOMPARE(read->factors, profile.factors);
    QCOMPARE(read->points.size(), profile.points.size());
    QCOMPARE(read->fitted.size(), profile.fitted.size());
    QCOMPARE(read->sources, profile.sources);
    QCOMPARE(read->median_abs_error_after, profile.median_abs_error_after);
    QCOMPARE(profile_to_json(*read), json);   // stable: the second trip writes the same bytes
}

void TestProfile::applySetsTheFactors()
{
    CalibrationProfile profile;
    profile.name = "slow";
    profile.factors = {{"deploy.bw_efficiency", 0.5}, {"deploy.step_overhead_ms", 4.0}};
    Scenario scenario = default_scenario();
    const Expected<Result> before = evaluate(scenario);
    QVERIFY(apply_profile(scenario, profile));
    QCOMPARE(scenario.deploy.bw_efficiency, 0.5);
    QCOMPARE(scenario.deploy.step_overhead_ms, 4.0);
    QCOMPARE(scenario.deploy.compute_efficiency, default_scenario().deploy.compute_efficiency);
    const Expected<Result> after = evaluate(scenario);
    QVERIFY(before && after);
    QVERIFY(after->single_user_tok_s < before->single_user_tok_s);   // less bandwidth, more overhead

    profile.factors = {{"deploy.bw_efficiency", 0.7}, {"deploy.step_overhead_ms", 500.0}};
    const Scenario unchanged = scenario;
    const Status status = apply_profile(scenario, profile);
    QVERIFY(!status);
    QVERIFY(status.error().message().find("deploy.step_overhead_ms") != std::string::npos);
    QCOMPARE(scenario.deploy.bw_efficiency, unchanged.deploy.bw_efficiency);   // nothing applied
}

void TestProfile::rejects_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("expected");
    QTest::addRow("newer schema") << R"("schema_version": 1)" << R"("schema_version": 2)" << "$.schema_version" << "1";
    QTest::addRow("another kind") << R"("kind": "capstan-calibration-profile")" << R"("kind": "scenario")" << "$.kind"
                                  << "capstan-calibration-profile";
    QTest::addRow("factor out of range") << R"("deploy.bw_efficiency": )" << R"("deploy.bw_efficiency": 7, "x": )"
                                         << "deploy.bw_efficiency" << "0.05 .. 1";
    QTest::addRow("not a factor") << R"("deploy.bw_efficiency": )" << R"("workload.isl": 7, "deploy.bw_efficiency": )"
                                  << "workload.isl" << "deploy.bw_efficiency";
    QTest::addRow("name missing") << R"("name": "published, all factors",)" << "" << "$.name" << "a value";
    QTest::addRow("points not an array") << R"("points": [)" << R"("points": {"a": [)" << "byte" << "";
    QTest::addRow("tp a fraction") << R"("tp": 2)" << R"("tp": 2.5)" << ".tp" << "a whole number";
}

void TestProfile::rejects()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, where);
    QFETCH(QString, expected);
    std::string json = profile_to_json(published_profile());
    const auto at = json.find(from.toStdString());
    QVERIFY2(at != std::string::npos, qPrintable(from));
    json.replace(at, std::size_t(from.toUtf8().size()), to.toStdString());
    const Expected<CalibrationProfile> read = profile_from_json(json, "bad.json");
    QVERIFY(!read);
    const QString message = QString::fromStdString(read.error().message());
    qInfo("%s", qPrintable(message));
    QVERIFY2(message.startsWith(QStringLiteral("bad.json: ")), qPrintable(message));
    QVERIFY2(message.contains(where), qPrintable(message));
    QVERIFY2(message.contains(expected), qPrintable(message));
}

void TestProfile::truncated()
{
    const std::string json = profile_to_json(published_profile());
    for (const double fraction : {0.0, 0.1, 0.3, 0.5, 0.7, 0.9, 0.999}) {
        const std::size_t cut = std::size_t(double(json.rfind('}')) * fraction);
        const Expected<CalibrationProfile> read = profile_from_json(json.substr(0, cut), "cut.json");
        QVERIFY2(!read, qPrintable(QStringLiteral("cut at %1 was read").arg(cut)));
        QVERIFY2(read.error().message().rfind("cut.json: byte ", 0) == 0, read.error().message().c_str());
    }
}

QTEST_APPLESS_MAIN(TestProfile)
#include "tst_profile.moc"
