// A scenario knows the calibration profile its factors came from: apply_profile() names it, the
// scenario file carries it (optional, strictly typed, old files still load), and moving one of
// the five factors by hand clears it, so no figure claims a fit it no longer has.
#include "core/calibration/fit.h"
#include "core/calibration/profile.h"
#include "core/calibration/published_points.h"
#include "core/inputs.h"
#include "core/scenario_codec.h"

#include <QTest>

using namespace capstan;
using namespace capstan::calibration;

namespace {

CalibrationProfile fitted_profile(const std::string& name)
{
    const Expected<std::vector<MeasuredPoint>> points = parse_measured_points(published_points_csv(), "pp.csv");
    const Expected<FitResult> fit = fit_factors(*points, default_scenario(), {{"deploy.bw_efficiency"}, 200});
    return make_profile(name, *fit, {"pp.csv"});
}

} // namespace

class TestScenarioCalibration final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void applyNamesTheProfile();
    void codecRoundTrip();
    void oldFilesLoadUncalibrated();
    void wrongTypeIsRejected_data();
    void wrongTypeIsRejected();
    void movingAFactorClearsIt_data();
    void movingAFactorClearsIt();
};

void TestScenarioCalibration::applyNamesTheProfile()
{
    Scenario s = default_scenario();
    QVERIFY(s.calibration.empty());
    const CalibrationProfile profile = fitted_profile("h100-fit");
    QVERIFY(apply_profile(s, profile));
    QCOMPARE(s.calibration, std::string("h100-fit"));
    QCOMPARE(s.deploy.bw_efficiency, profile.factors.front().second);

    // A bad profile changes nothing, the name included.
    CalibrationProfile bad = profile;
    bad.name = "bad";
    bad.factors.front().second = 7;   // bandwidth efficiency above 1
    Scenario before = default_scenario();
    const Status refused = apply_profile(before, bad);
    QVERIFY(!refused);
    QVERIFY(before.calibration.empty());
    QCOMPARE(scenario_to_json(before), scenario_to_json(default_scenario()));
}

void TestScenarioCalibration::codecRoundTrip()
{
    Scenario s = default_scenario();
    QVERIFY(apply_profile(s, fitted_profile("h100 fit, ünïcode")));
    const std::string json = scenario_to_json(s);
    QVERIFY(json.find("\"calibration\": \"h100 fit, ünïcode\"") != std::string::npos);
    const Expected<Scenario> read = scenario_from_json(json, "s.json");
    QVERIFY2(read, read ? "" : read.error().message().c_str());
    QCOMPARE(read->calibration, s.calibration);
    QCOMPARE(read->deploy.bw_efficiency, s.deploy.bw_efficiency);
    QCOMPARE(scenario_to_json(*read), json);

    // Uncalibrated: no key at all, so the file is what it always was.
    QVERIFY(scenario_to_json(default_scenario()).find("calibration") == std::string::npos);
}

void TestScenarioCalibration::oldFilesLoadUncalibrated()
{
    const Expected<Scenario> read = scenario_from_json(
        R"({"schema_version": 1, "name": "old", "inputs": {"deploy.bw_efficiency": 0.7}})", "old.json");
    QVERIFY2(read, read ? "" : read.error().message().c_str());
    QVERIFY(read->calibration.empty());
    QCOMPARE(read->deploy.bw_efficiency, 0.7);
    const Expected<Scenario> bare = scenario_from_json(R"({"schema_version": 1, "calibration": "x"})", "bare.json");
    QVERIFY2(bare, bare ? "" : bare.error().message().c_str());
    QCOMPARE(bare->calibration, std::string("x"));
}

void TestScenarioCalibration::wrongTypeIsRejected_data()
{
    QTest::addColumn<QString>("value");
    QTest::addRow("number") << QStringLiteral("3");
    QTest::addRow("null") << QStringLiteral("null");
    QTest::addRow("object") << QStringLiteral("{\"name\": \"x\"}");
    QTest::addRow("array") << QStringLiteral("[\"x\"]");
}

void TestScenarioCalibration::wrongTypeIsRejected()
{
    QFETCH(QString, value);
    const std::string text = R"({"schema_version": 1, "calibration": )" + value.toStdString() + "}";
    const Expected<Scenario> read = scenario_from_json(text, "bad.json");
    QVERIFY(!read);
    QCOMPARE(read.error().field, std::string("bad.json: calibration"));
    QVERIFY2(read.error().message().find("a string") != std::string::npos, read.error().message().c_str());
}

void TestScenarioCalibration::movingAFactorClearsIt_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("clears");
    QTest::addRow("bw_efficiency moved") << QStringLiteral("deploy.bw_efficiency") << QStringLiteral("0.5") << true;
    QTest::addRow("compute_efficiency moved") << QStringLiteral("deploy.compute_efficiency") << QStringLiteral("0.5")
                                              << true;
    QTest::addRow("low_precision moved") << QStringLiteral("deploy.low_precision_efficiency") << QStringLiteral("0.5")
                                         << true;
    QTest::addRow("step_overhead moved") << QStringLiteral("deploy.step_overhead_ms") << QStringLiteral("9") << true;
    QTest::addRow("allreduce moved") << QStringLiteral("deploy.allreduce_latency_us") << QStringLiteral("99") << true;
    QTest::addRow("not a factor: isl") << QStringLiteral("workload.isl") << QStringLiteral("4000") << false;
    QTest::addRow("not a factor: gpu") << QStringLiteral("gpu.preset") << QStringLiteral("h200-sxm") << false;
    QTest::addRow("out of range: nothing changes") << QStringLiteral("deploy.bw_efficiency") << QStringLiteral("2")
                                                   << false;
}

void TestScenarioCalibration::movingAFactorClearsIt()
{
    QFETCH(QString, path);
    QFETCH(QString, value);
    QFETCH(bool, clears);
    Scenario s = default_scenario();
    QVERIFY(apply_profile(s, fitted_profile("fit")));
    // Setting a factor to the value it already has is no edit.
    const std::string same = get_input(s, path.toStdString());
    QVERIFY(set_input(s, path.toStdString(), same));
    QCOMPARE(s.calibration, std::string("fit"));
    (void)set_input(s, path.toStdString(), value.toStdString());
    QCOMPARE(s.calibration.empty(), clears);
}

QTEST_APPLESS_MAIN(TestScenarioCalibration)
#include "tst_scenario_calibration.moc"
