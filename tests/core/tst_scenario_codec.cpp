// The input table and the scenario file format: ranges, presets, round trips.
#include "core/inputs.h"
#include "core/scenario_codec.h"

#include <QFile>
#include <QTest>

#include <cmath>

using namespace capstan;

class TestScenarioCodec final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyInputRoundTrips();
    void badValueChangesNothing_data();
    void badValueChangesNothing();
    void presetsFirstThenRefinements();
    void customModelRoundTrips();
    void rejectsUnknownKeys();
    void previousSchemaOpensWithDefaultControls();
    void chartControlsRoundTrip();
    void numbersByIdRefusePresets();
};

void TestScenarioCodec::everyInputRoundTrips()
{
    Scenario s = default_scenario();
    QVERIFY(set_input(s, "workload.isl", "3333"));
    QVERIFY(set_input(s, "gpu.bw_tbs", "4.1"));
    QVERIFY(set_input(s, "deploy.n_plus_one", "true"));
    QVERIFY(set_input(s, "cost.api_usd_per_mtok", "0.2"));
    const std::string text = scenario_to_json(s);
    Expected<Scenario> back = scenario_from_json(text, "round-trip.json");
    QVERIFY2(back, back ? "" : back.error().message().c_str());
    for (const InputSpec& spec : input_specs())
        QCOMPARE(get_input(*back, spec.path), get_input(s, spec.path));
    QCOMPARE(scenario_to_json(*back), text);
    QVERIFY(*back == s);   // every field, not only the ones the file names
    Scenario moved = s;
    QVERIFY(set_input(moved, "workload.cache_hit", "0.31"));
    QVERIFY(!(moved == s));
}

void TestScenarioCodec::badValueChangesNothing_data()
{
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<QByteArray>("value");
    QTest::addRow("ISL below 1") << QByteArray("workload.isl") << QByteArray("0");
    QTest::addRow("ISL fractional") << QByteArray("workload.isl") << QByteArray("12.5");
    QTest::addRow("hit above 1") << QByteArray("workload.cache_hit") << QByteArray("1.01");
    QTest::addRow("NaN") << QByteArray("gpu.bw_tbs") << QByteArray("nan");
    QTest::addRow("infinity") << QByteArray("gpu.bw_tbs") << QByteArray("inf");
    QTest::addRow("trailing garbage") << QByteArray("deploy.tp") << QByteArray("2x");
    QTest::addRow("bool not a bool") << QByteArray("deploy.n_plus_one") << QByteArray("2");
    QTest::addRow("kv bits 4") << QByteArray("model.kv_bits") << QByteArray("4");
    QTest::addRow("unknown GPU") << QByteArray("gpu.preset") << QByteArray("tpu-v9");
}

void TestScenarioCodec::badValueChangesNothing()
{
    QFETCH(QByteArray, path);
    QFETCH(QByteArray, value);
    Scenario s = default_scenario();
    const Scenario before = s;
    const Status status = set_input(s, path.toStdString(), value.toStdString());
    QVERIFY(!status);
    QVERIFY(s == before);
    const std::string message = status.error().message();
    QVERIFY2(message.find(path.toStdString()) != std::string::npos, message.c_str());
    QVERIFY2(message.find(value.toStdString()) != std::string::npos, message.c_str());
    QVERIFY2(message.find("allowed") != std::string::npos, message.c_str());
}

void TestScenarioCodec::presetsFirstThenRefinements()
{
    // The file lists the explicit ISL before the use case; the use case still applies first.
    const char* text = R"({"schema_version": 1, "inputs": {"workload.isl": 777, "workload.use_case": "agent"}})";
    Expected<Scenario> s = scenario_from_json(text, "order.json");
    QVERIFY(s);
    QCOMPARE(s->workload.isl, 777);
    QCOMPARE(s->workload.osl, 2000);   // from the agent preset
}

void TestScenarioCodec::customModelRoundTrips()
{
    const char* text = R"({"schema_version": 1, "inputs": {"model.preset": "custom", "deploy.tp": 1},
        "model_spec": {"id": "tiny", "name": "Tiny-1B", "layers": 16, "hidden": 2048, "heads": 32,
                       "kv_heads": 8, "head_dim": 64, "ffn": 8192, "vocab": 128256, "params_b": 1.24}})";
    Expected<Scenario> s = scenario_from_json(text, "custom.json");
    QVERIFY2(s, s ? "" : s.error().message().c_str());
    QCOMPARE(s->model.spec.layers, 16);
    Expected<Scenario> back = scenario_from_json(scenario_to_json(*s), "again.json");
    QVERIFY2(back, back ? "" : back.error().message().c_str());
    QCOMPARE(back->model.spec.params_total, s->model.spec.params_total);
    QVERIFY(*back == *s);
}

void TestScenarioCodec::rejectsUnknownKeys()
{
    Expected<Scenario> s = scenario_from_json(R"({"schema_version": 1, "inputz": {}})", "typo.json");
    QVERIFY(!s);
    QVERIFY(s.error().message().find("typo.json: inputz") != std::string::npos);
}

// A file the previous schema (1) wrote: every input but the charts' controls. It opens with the
// controls at their defaults and every other input as written.
void TestScenarioCodec::previousSchemaOpensWithDefaultControls()
{
    QFile file(qEnvironmentVariable("CAPSTAN_TEST_DATA") + QStringLiteral("/scenario-schema1.json"));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    const QByteArray text = file.readAll();
    QVERIFY(text.contains("\"schema_version\": 1"));
    QVERIFY(!text.contains("plan.horizon_months"));
    Expected<Scenario> s = scenario_from_json(std::string_view(text.constData(), std::size_t(text.size())), "v1.json");
    QVERIFY2(s, s ? "" : s.error().message().c_str());
    Scenario defaults = default_scenario();
    // Written when the AMD kernel factor's default was 0.68 (before the MI300X's GEMM clock was
    // modelled): an input as written, not a control.
    QCOMPARE(s->deploy.cdna_efficiency, 0.68);
    defaults.deploy.cdna_efficiency = 0.68;
    QCOMPARE(s->name, std::string("Chatbot 70B"));
    QVERIFY(s->view == defaults.view);
    QVERIFY(s->plan == defaults.plan);
    QVERIFY(s->pool == defaults.pool);
    for (const InputSpec& spec : input_specs())
        QCOMPARE(get_input(*s, spec.path), get_input(defaults, spec.path));
    // Written again, it is a file of the current schema that names the controls.
    const std::string again = scenario_to_json(*s);
    QVERIFY(again.find("\"schema_version\": " + std::to_string(kScenarioSchemaVersion)) != std::string::npos);
    QVERIFY(again.find("\"pool.story\": \"noise-evictor\"") != std::string::npos);
}

void TestScenarioCodec::chartControlsRoundTrip()
{
    Scenario s = default_scenario();
    QVERIFY(set_input(s, "view.knee_overlay", "precisions"));
    QVERIFY(set_input(s, "plan.horizon_months", "18"));
    QVERIFY(set_input(s, "plan.contract_months", "36"));
    QVERIFY(set_input(s, "plan.monthly_growth", "-0.02"));
    QVERIFY(set_input(s, "pool.story", "golden-idler"));   // the story brings its window and share
    QCOMPARE(s.pool.window, std::string("week"));
    QCOMPARE(s.pool.eviction_share, 0.25);
    QVERIFY(set_input(s, "pool.eviction_share", "0.4"));
    QVERIFY(same_model_inputs(s, default_scenario()));   // none of them moves the model
    QVERIFY(!(s == default_scenario()));
    Expected<Scenario> back = scenario_from_json(scenario_to_json(s), "controls.json");
    QVERIFY2(back, back ? "" : back.error().message().c_str());
    QVERIFY(*back == s);
    QCOMPARE(back->pool.eviction_share, 0.4);   // the explicit share refines the story's
    QCOMPARE(back->view.knee_overlay, KneeOverlayKind::Precisions);

    const Status bad = set_input(s, "pool.window", "month");
    QVERIFY(!bad);
    QVERIFY2(bad.error().message().find("hour") != std::string::npos, bad.error().message().c_str());
    const Status far = set_input(s, "plan.horizon_months", "61");
    QVERIFY(!far);
    QVERIFY2(far.error().message().find("60") != std::string::npos, far.error().message().c_str());
}

void TestScenarioCodec::numbersByIdRefusePresets()
{
    Scenario s = default_scenario();
    const Scenario before = s;
    for (const char* path : {"gpu.preset", "model.preset", "workload.use_case", "pool.story", "view.knee_overlay"}) {
        const std::optional<InputId> id = input_id(path);
        QVERIFY2(id, path);
        QVERIFY(std::isnan(get_number(s, *id)));
        const Status set = set_number(s, *id, 1);
        QVERIFY2(!set, path);
        QVERIFY2(set.error().message().find(path) != std::string::npos, set.error().message().c_str());
    }
    QVERIFY(s == before);
    const std::optional<InputId> months = input_id("plan.horizon_months");
    QVERIFY(months);
    QCOMPARE(get_number(s, *months), 24.0);
    QVERIFY(set_number(s, *months, 36));
    QCOMPARE(s.plan.horizon_months, 36);
    QVERIFY(!set_number(s, *months, 0));
    QCOMPARE(s.plan.horizon_months, 36);
    QVERIFY(!input_id("plan.horizon"));
}

QTEST_APPLESS_MAIN(TestScenarioCodec)
#include "tst_scenario_codec.moc"
