// capstan-cli launch (SPEC §5): the JSON contract, the text's command and options block, and a
// bad or missing engine refused with the flag, the value and the allowed engines.
#include "tests/cli/run_cli.h"
#include "tests/launch/launch_support.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace capstan;

namespace {

using test::run_cli;

} // namespace

class TestLaunchCli final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void vllmJson();
    void trtllmJsonCarriesTheOptionsFile();
    void textIsTheCommandOneFlagPerLine();
    void listedInHelp();
    void disaggregatedPrintsBothRoles();
    void badEngine_data();
    void badEngine();
};

void TestLaunchCli::vllmJson()
{
    const nlohmann::json doc = test::cli_json(test::cli_args({"launch", "--engine", "vllm", "--json"},
                                                             test::layout_70b_fp8_tp4()));
    QCOMPARE(doc["engine"].get<std::string>(), std::string("vllm"));
    QCOMPARE(doc["engine_version_checked"].get<std::string>(), std::string("0.10.1"));
    const auto argv = doc["argv"].get<std::vector<std::string>>();
    QCOMPARE(argv.at(0), std::string("vllm"));
    QCOMPARE(argv.at(2), std::string("meta-llama/Llama-3.1-70B-Instruct"));
    std::string joined;
    for (const std::string& word : argv)
        joined += (joined.empty() ? "" : " ") + word;
    QCOMPARE(doc["command"].get<std::string>(), joined);
    // The analytic sizing of layout (a): 4 replicas of TP 4 (capstan-cli eval --analytic).
    QCOMPARE(doc["replicas"].get<int>(), 4);
    QCOMPARE(doc["gpus_per_replica"].get<int>(), 4);
    QVERIFY(doc["notes"].is_array() && doc["notes"].size() >= 5);
    QVERIFY(!doc.contains("extra_options_yaml"));
}

void TestLaunchCli::trtllmJsonCarriesTheOptionsFile()
{
    const nlohmann::json doc = test::cli_json(test::cli_args({"launch", "--engine=trtllm", "--json"},
                                                             test::layout_8b_tp1_cached()));
    QCOMPARE(doc["engine_version_checked"].get<std::string>(), std::string("1.0.0"));
    QCOMPARE(doc["extra_options_yaml"].get<std::string>(),
             std::string("kv_cache_config:\n  dtype: auto\n  enable_block_reuse: true\nenable_chunked_prefill: true\n"));
    QCOMPARE(doc["argv"].back().get<std::string>(), std::string("extra_llm_api_options.yaml"));
}

void TestLaunchCli::textIsTheCommandOneFlagPerLine()
{
    const test::CliRun run = run_cli(test::cli_args({"launch", "--engine", "sglang"}, test::layout_70b_fp8_tp4()));
    QCOMPARE(run.status, 0);
    QVERIFY2(run.out.find("python -m sglang.launch_server \\\n    --model-path meta-llama/Llama-3.1-70B-Instruct \\\n"
                          "    --tp 4 \\\n") != std::string::npos,
             run.out.c_str());
    QVERIFY(run.out.find("    --kv-cache-dtype fp8_e4m3 \\\n    --quantization fp8\n") != std::string::npos);
    QVERIFY(run.out.find("Notes:\n") != std::string::npos);
}

// DeepSeek EP 8 disaggregated: two launches, prefill first, each with its role and options file.
void TestLaunchCli::disaggregatedPrintsBothRoles()
{
    const test::CliRun run =
        run_cli(test::cli_args({"launch", "--engine", "trtllm", "--json"}, test::layout_deepseek_ep8_disaggregated()));
    QCOMPARE(run.status, 0);
    const nlohmann::json doc = nlohmann::json::parse(run.out);
    QCOMPARE(doc["mode"].get<std::string>(), std::string("disaggregated"));
    QCOMPARE(doc["roles"].size(), std::size_t(2));
    QCOMPARE(doc["roles"][0]["role"].get<std::string>(), std::string("prefill"));
    QCOMPARE(doc["roles"][1]["role"].get<std::string>(), std::string("decode"));
    for (const nlohmann::json& role : doc["roles"]) {
        QCOMPARE(role["gpus_per_replica"].get<int>(), 8);
        QVERIFY(role["extra_options_yaml"].get<std::string>().find("cache_transceiver_config:") != std::string::npos);
        QVERIFY(role["command"].get<std::string>().find(role["role"].get<std::string>() + "_extra_llm_api_options.yaml") !=
                std::string::npos);
    }
    const test::CliRun text =
        run_cli(test::cli_args({"launch", "--engine", "sglang"}, test::layout_deepseek_ep8_disaggregated()));
    QCOMPARE(text.status, 0);
    QVERIFY(text.out.find("prefill role") < text.out.find("decode role"));
    QVERIFY(text.out.find("--disaggregation-mode \\\n") == std::string::npos);
    QVERIFY(text.out.find("--disaggregation-mode prefill") != std::string::npos);
    QVERIFY(text.out.find("--disaggregation-mode decode") != std::string::npos);
}

void TestLaunchCli::listedInHelp()
{
    const test::CliRun run = run_cli({"--help"});
    QCOMPARE(run.status, 0);
    QVERIFY(run.out.find("  launch ") != std::string::npos);
    const test::CliRun help = run_cli({"launch", "--help"});
    QCOMPARE(help.status, 0);
    QVERIFY(help.out.find("launch --engine vllm|sglang|trtllm") != std::string::npos);
}

void TestLaunchCli::badEngine_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("value");
    QTest::addRow("unknown engine") << QStringList{QStringLiteral("--engine"), QStringLiteral("tgi")} << "tgi";
    QTest::addRow("engine in another case") << QStringList{QStringLiteral("--engine=vLLM")} << "vLLM";
    QTest::addRow("no engine") << QStringList{} << "(missing)";
}

void TestLaunchCli::badEngine()
{
    QFETCH(QStringList, args);
    QFETCH(QString, value);
    std::vector<std::string> argv{"launch", "--json"};
    for (const QString& arg : args)
        argv.push_back(arg.toStdString());
    const test::CliRun run = run_cli(argv);
    // Bad input exits 1 with one line naming the flag, the value and what is allowed; no output.
    QCOMPARE(run.status, 1);
    QVERIFY(run.out.empty());
    QVERIFY2(run.err.find("--engine = " + value.toStdString() + ":") != std::string::npos, run.err.c_str());
    QVERIFY2(run.err.find("(allowed vllm, sglang, trtllm)") != std::string::npos, run.err.c_str());
}

QTEST_APPLESS_MAIN(TestLaunchCli)
#include "tst_launch_cli.moc"
