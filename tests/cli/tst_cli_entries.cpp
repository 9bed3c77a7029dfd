// A GPU and a model of the user's own: --gpu-file and --model-file take one entry in the
// catalog's format and give the same figures as the catalog entry they copy; --set gpu.<field>
// edits the GPU's own figures; a scenario file carries both; impossible entries are refused
// naming the field, the value and the allowed range, and nothing is printed.
#include "run_cli.h"

#include "core/catalog_entry.h"
#include "core/inputs.h"
#include "core/scenario_codec.h"

#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <fstream>

using capstan::test::cli_json;
using capstan::test::CliRun;
using capstan::test::run_cli;
using nlohmann::json;

namespace {

std::string write_file(const QTemporaryDir& dir, const char* name, const std::string& text)
{
    const std::string path = dir.filePath(QString::fromLatin1(name)).toStdString();
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

// The H100 SXM line of resources/catalog/gpus.json under a new id, in a catalog file of one entry.
const char* kMyH100 = R"({"schema_version": 1, "gpus": [
  {"id": "my-h100", "name": "My H100", "memory_mib": 81559, "bandwidth_tb_s": 3.35, "tflops_bf16": 989,
   "tflops_fp8": 1979, "tflops_fp4": 0, "interconnect_gb_s": 450, "power_w": 700, "own_card_month_usd": 2400,
   "rent_usd_hour": 4.44, "gpus_per_node": 8, "generation": "hopper", "scaleout_gb_s": 50}]})";

// The Llama-3.1-70B line of resources/catalog/models.json under a new id, as a bare entry.
const char* kMy70b = R"({"id": "my-70b", "name": "My 70B", "layers": 80, "hidden": 8192, "heads": 64,
  "kv_heads": 8, "head_dim": 128, "ffn": 28672, "vocab": 128256, "params_b": 70.55})";

// The figures of an eval, without the echo of the names and the provenance words.
json figures(json result)
{
    result.erase("scenario");
    result.erase("provenance");
    return result;
}

json gpu_entry(const char* id)
{
    return json::parse(capstan::gpu_entry_json(*capstan::Catalog::builtin().find_gpu(id)));
}

} // namespace

class TestCliEntries final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void gpuFileMatchesTheCatalogEntry();
    void modelFileMatchesTheCatalogEntry();
    void setGpuFieldMatchesTheOverride();
    void scenarioFileCarriesTheEntries();
    void provenanceSaysUserEntered();
    void impossibleEntriesAreRefused_data();
    void impossibleEntriesAreRefused();
};

void TestCliEntries::gpuFileMatchesTheCatalogEntry()
{
    QTemporaryDir dir;
    const std::string file = write_file(dir, "gpu.json", kMyH100);
    const json catalog = cli_json({"eval", "--json"});
    const json mine = cli_json({"eval", "--gpu-file", file, "--json"});
    QCOMPARE(figures(mine).dump(), figures(catalog).dump());
    // A B200's figures in a file move the answer as the preset does.
    const std::string b200 = write_file(dir, "b200.json", gpu_entry("b200").dump());
    QCOMPARE(figures(cli_json({"eval", "--gpu-file=" + b200, "--json"})).dump(),
             figures(cli_json({"eval", "--set", "gpu.preset=b200", "--json"})).dump());
}

void TestCliEntries::modelFileMatchesTheCatalogEntry()
{
    QTemporaryDir dir;
    const std::string file = write_file(dir, "model.json", kMy70b);
    const json catalog = cli_json({"eval", "--json"});
    const json mine = cli_json({"eval", "--model-file", file, "--json"});
    QCOMPARE(figures(mine).dump(), figures(catalog).dump());
    // 70.55 B at 8 bits over TP 2: 35.275 GB of weights per GPU, by hand.
    QCOMPARE(mine["memory"]["weights_bytes_per_gpu"].get<double>(), 70.55e9 / 2);
}

void TestCliEntries::setGpuFieldMatchesTheOverride()
{
    // gpu.bandwidth_tb_s (the GPU's own figure) and gpu.bw_tbs (the override of a preset) agree.
    const json field = cli_json({"eval", "--set", "gpu.bandwidth_tb_s=6.7", "--json"});
    const json override = cli_json({"eval", "--set", "gpu.bw_tbs=6.7", "--json"});
    QCOMPARE(figures(field).dump(), figures(override).dump());
    // Twice the bandwidth: a bandwidth-bound step at batch 1 takes less time.
    const json base = cli_json({"eval", "--json"});
    QVERIFY(field["decode"]["curve"][0]["step_ms"].get<double>() < base["decode"]["curve"][0]["step_ms"].get<double>());
    // Halving BF16 FLOP/s (and FP8) never speeds a step up and slows the compute-bound end.
    const json slower = cli_json({"eval", "--set", "gpu.tflops_fp8=989", "--json"});
    QVERIFY(slower["capacity"]["max_output_tok_s"].get<double>() < base["capacity"]["max_output_tok_s"].get<double>());
}

void TestCliEntries::scenarioFileCarriesTheEntries()
{
    QTemporaryDir dir;
    capstan::Scenario s = capstan::default_scenario();
    QVERIFY(capstan::set_input(s, "gpu.tflops_bf16", "1200"));
    QVERIFY(capstan::set_input(s, "gpu.name", "Next year's part"));
    QVERIFY(capstan::set_input(s, "model.layers", "96"));
    QVERIFY(capstan::set_input(s, "model.params_b", "84.3"));
    QCOMPARE(s.gpu.preset, std::string("custom"));
    QCOMPARE(s.model.preset, std::string("custom"));
    const std::string text = capstan::scenario_to_json(s);
    QVERIFY(json::parse(text).contains("gpu_spec"));
    const capstan::Expected<capstan::Scenario> back = capstan::scenario_from_json(text, "file");
    QVERIFY(back);
    QVERIFY(*back == s);
    const std::string file = write_file(dir, "scenario.json", text);
    const json from_file = cli_json({"eval", file, "--json"});
    const json from_sets = cli_json({"eval", "--set", "gpu.tflops_bf16=1200", "--set", "gpu.name=Next year's part",
                                     "--set", "model.layers=96", "--set", "model.params_b=84.3", "--json"});
    QCOMPARE(figures(from_file).dump(), figures(from_sets).dump());
}

void TestCliEntries::provenanceSaysUserEntered()
{
    QTemporaryDir dir;
    const std::string file = write_file(dir, "gpu.json", kMyH100);
    const CliRun mine = run_cli({"eval", "--gpu-file", file});
    QCOMPARE(mine.status, 0);
    QVERIFY(mine.out.find("[datasheet roofline, user-entered]") != std::string::npos);
    const CliRun catalog = run_cli({"eval"});
    QVERIFY(catalog.out.find("user-entered") == std::string::npos);
}

void TestCliEntries::impossibleEntriesAreRefused_data()
{
    QTest::addColumn<QString>("entry");
    QTest::addColumn<QString>("message");
    json zero_bw = gpu_entry("h100-sxm");
    zero_bw["bandwidth_tb_s"] = 0;
    QTest::addRow("zero bandwidth") << QString::fromStdString(zero_bw.dump())
                                    << QStringLiteral("bandwidth_tb_s = 0: out of range (allowed 0.01 .. 100)");
    json negative = gpu_entry("h100-sxm");
    negative["tflops_bf16"] = -5;
    QTest::addRow("negative TFLOPS") << QString::fromStdString(negative.dump())
                                     << QStringLiteral("tflops_bf16 = -5: out of range (allowed 1 .. 1e+05)");
    // 2,000 MiB x 0.9 usable = 1.89 GB, below the 2 GB workspace: at least 2 GB / 0.9 = 2,120 MiB.
    json small = gpu_entry("h100-sxm");
    small["memory_mib"] = 2000;
    QTest::addRow("memory below the workspace")
        << QString::fromStdString(small.dump())
        << QStringLiteral("gpu.memory_mib = 2000: below the engine's workspace (allowed more than 2120 MiB");
    QTest::addRow("malformed") << QStringLiteral("{\"id\": \"x\",") << QStringLiteral("malformed JSON");
    json missing = gpu_entry("h100-sxm");
    missing.erase("power_w");
    QTest::addRow("missing field") << QString::fromStdString(missing.dump())
                                   << QStringLiteral("power_w: required field missing");
    QTest::addRow("two entries") << QStringLiteral(R"({"gpus": [{}, {}]})")
                                 << QStringLiteral("an array of exactly one entry");
}

void TestCliEntries::impossibleEntriesAreRefused()
{
    QFETCH(QString, entry);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const std::string file = write_file(dir, "gpu.json", entry.toStdString());
    const CliRun run = run_cli({"eval", "--gpu-file", file, "--json"});
    QCOMPARE(run.status, 1);
    QVERIFY(run.out.empty());
    QVERIFY2(run.err.find(message.toStdString()) != std::string::npos, run.err.c_str());
}

QTEST_GUILESS_MAIN(TestCliEntries)
#include "tst_cli_entries.moc"
