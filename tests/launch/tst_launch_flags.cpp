// The one table of engine launch flags (resources/engines/launch-flags.json): the built-in table
// parses and names every setting, and a broken table is refused with the field that is wrong.
#include "core/launch/launch_flags.h"

#include <QTest>

#include <string>

using namespace capstan;
using namespace capstan::launch;

namespace {

// A one-engine table; `row` replaces the engine's text.
std::string table_with(const std::string& row)
{
    return R"({"schema_version": 1, "engines": [)" + row + "]}";
}

const char* const kGoodRow = R"({"id": "demo", "name": "Demo", "version_checked": "1.0", "command": ["demo"],
    "model_flag": "", "memory_fraction_of": "device",
    "flags": {"tensor_parallel": "--tp", "pipeline_parallel": "--pp", "max_sequences": "--seqs",
              "max_batched_tokens": "--tokens", "max_model_len": "--len", "memory_fraction": "--mem",
              "kv_cache_dtype": "--kv"},
    "options_file": {}, "kv_cache_dtype": {"16": "auto", "8": "fp8"}, "quantization": {}})";

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    const auto at = text.find(from);
    if (at == std::string::npos)
        qFatal("fixture: '%s' not in the row", from.c_str());
    return text.replace(at, from.size(), to);
}

} // namespace

class TestLaunchFlags final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void builtinTableNamesEveryEngine();
    void parallelismFlags_data();
    void parallelismFlags();
    void goodRowParses();
    void brokenRowIsRefused_data();
    void brokenRowIsRefused();
};

void TestLaunchFlags::builtinTableNamesEveryEngine()
{
    QCOMPARE(engine_ids(), std::string("vllm, sglang, trtllm"));
    for (const EngineFlags& engine : builtin_launch_flags()) {
        QVERIFY2(!engine.version_checked.empty(), engine.id.c_str());
        QVERIFY(!engine.command.empty());
        for (const std::string_view setting : {key::kTensorParallel, key::kPipelineParallel, key::kMaxSequences,
                                               key::kMaxBatchedTokens, key::kMaxModelLen, key::kMemoryFraction})
            QVERIFY2(!engine.flag(setting).empty(), (engine.id + ": " + std::string(setting)).c_str());
        QVERIFY(engine.kv_cache_dtype.count(8) == 1 && engine.kv_cache_dtype.count(16) == 1);
    }
    QVERIFY(find_engine("tgi") == nullptr);
}

void TestLaunchFlags::parallelismFlags_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("setting");
    QTest::addColumn<QString>("flag");
    // The releases' documented server arguments (version_checked); "" = no command-line form.
    QTest::addRow("vllm tp") << "vllm" << "tensor_parallel" << "--tensor-parallel-size";
    QTest::addRow("vllm pp") << "vllm" << "pipeline_parallel" << "--pipeline-parallel-size";
    QTest::addRow("vllm dp") << "vllm" << "data_parallel" << "--data-parallel-size";
    QTest::addRow("vllm ep (a switch)") << "vllm" << "expert_parallel" << "--enable-expert-parallel";
    QTest::addRow("sglang tp") << "sglang" << "tensor_parallel" << "--tp";
    QTest::addRow("sglang pp") << "sglang" << "pipeline_parallel" << "--pp-size";
    QTest::addRow("sglang dp") << "sglang" << "data_parallel" << "--dp-size";
    QTest::addRow("sglang ep") << "sglang" << "expert_parallel" << "--ep-size";
    QTest::addRow("sglang prefix cache: on by default, no flag") << "sglang" << "prefix_caching" << "";
    QTest::addRow("trtllm tp") << "trtllm" << "tensor_parallel" << "--tp_size";
    QTest::addRow("trtllm pp") << "trtllm" << "pipeline_parallel" << "--pp_size";
    QTest::addRow("trtllm ep") << "trtllm" << "expert_parallel" << "--ep_size";
    QTest::addRow("trtllm dp: none on trtllm-serve") << "trtllm" << "data_parallel" << "";
}

void TestLaunchFlags::parallelismFlags()
{
    QFETCH(QString, engine);
    QFETCH(QString, setting);
    QFETCH(QString, flag);
    const EngineFlags* row = find_engine(engine.toStdString());
    QVERIFY(row != nullptr);
    QCOMPARE(QString::fromStdString(std::string(row->flag(setting.toStdString()))), flag);
}

void TestLaunchFlags::goodRowParses()
{
    Expected<std::vector<EngineFlags>> table = parse_launch_flags(table_with(kGoodRow), "demo.json");
    QVERIFY2(table, table ? "" : table.error().message().c_str());
    QCOMPARE(table->size(), std::size_t(1));
    QCOMPARE(std::string(table->front().flag(key::kMaxSequences)), std::string("--seqs"));
    QCOMPARE(table->front().all_flags().size(), std::size_t(7));
}

void TestLaunchFlags::brokenRowIsRefused_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("field");
    QTest::addRow("unknown setting") << R"("max_sequences")" << R"("max_seqs")" << "flags.max_seqs";
    QTest::addRow("empty flag") << R"("--seqs")" << R"("")" << "flags.max_sequences";
    QTest::addRow("no version") << R"("version_checked": "1.0", )" << "" << "version_checked";
    QTest::addRow("memory fraction of what") << R"("device")" << R"("host")" << "memory_fraction_of";
    QTest::addRow("no 8-bit KV name") << R"(, "8": "fp8"})" << "}" << "kv_cache_dtype";
    QTest::addRow("3-bit weights") << R"("quantization": {})" << R"("quantization": {"3": "x"})" << "quantization";
    QTest::addRow("missing required flag") << R"("max_model_len": "--len", )" << "" << "flags.max_model_len";
    QTest::addRow("options file keys without its flag") << R"("options_file": {})"
                                                        << R"("options_file": {"name": "o.yaml"})"
                                                        << "flags.options_file";
}

void TestLaunchFlags::brokenRowIsRefused()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, field);
    const std::string row = replaced(kGoodRow, from.toStdString(), to.toStdString());
    Expected<std::vector<EngineFlags>> table = parse_launch_flags(table_with(row), "demo.json");
    QVERIFY(!table);
    QVERIFY2(table.error().field.find(field.toStdString()) != std::string::npos, table.error().message().c_str());
}

QTEST_APPLESS_MAIN(TestLaunchFlags)
#include "tst_launch_flags.moc"
