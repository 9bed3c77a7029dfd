// The launch settings of SPEC 2.10: whole argv per engine for two layouts, every flag from the
// table, and the vLLM command read back with the table giving the scenario's own figures.
#include "core/launch/launch_settings.h"
#include "tests/launch/launch_support.h"

#include <QTest>

#include <algorithm>
#include <charconv>
#include <map>

using namespace capstan;
using namespace capstan::launch;

namespace {

struct Evaluated final {
    Scenario scenario;
    Result result;
};

Evaluated evaluated(const std::string& layout)
{
    Evaluated e{test::scenario_of(test::layout(layout)), {}};
    Expected<Result> result = evaluate(e.scenario);
    if (!result)
        qFatal("fixture: %s", result.error().message().c_str());
    e.result = std::move(*result);
    return e;
}

LaunchSettings settings_for(const std::string& engine, const std::string& layout)
{
    const Evaluated e = evaluated(layout);
    Expected<LaunchSettings> settings = launch_settings(e.scenario, e.result, engine);
    if (!settings)
        qFatal("fixture: %s", settings.error().message().c_str());
    return std::move(*settings);
}

QStringList to_qt(const std::vector<std::string>& words)
{
    QStringList list;
    for (const std::string& word : words)
        list << QString::fromStdString(word);
    return list;
}

QStringList words(const char* line)
{
    return QString::fromLatin1(line).split(QLatin1Char(' '));
}

double number(const std::string& text)
{
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc{} && end == text.data() + text.size() ? value : -1;
}

// Flag -> setting by the table alone, walking the argv after "vllm serve MODEL": each flag's
// value, "true" for a switch. False (with a warning) at a word the table does not know.
bool read_by_table(const EngineFlags& engine, const std::vector<std::string>& argv,
                   std::map<std::string, std::string>& read)
{
    std::map<std::string, std::string> setting_of;
    for (const auto& [setting, flag] : engine.flags)
        setting_of[flag] = setting;
    for (std::size_t i = engine.command.size() + 1; i < argv.size(); ++i) {
        const auto it = setting_of.find(argv[i]);
        if (it == setting_of.end()) {
            qWarning("not in the flag table: %s", argv[i].c_str());
            return false;
        }
        const bool has_value = i + 1 < argv.size() && argv[i + 1].rfind("--", 0) != 0;
        read[it->second] = has_value ? argv[++i] : "true";
    }
    return true;
}

} // namespace

class TestLaunchSettings final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void goldenArgv_data();
    void goldenArgv();
    void everyFlagIsInTheTable_data();
    void everyFlagIsInTheTable();
    void vllmCommandReadsBack_data();
    void vllmCommandReadsBack();
    void maxModelLen_data();
    void maxModelLen();
    void lengthTail_data();
    void lengthTail();
    void longContextStopsAtTheKvBudget();
    void chunkedPrefillBudget_data();
    void chunkedPrefillBudget();
    void unknownEngineNamesTheAllowed();
    void disaggregatedRoles_data();
    void disaggregatedRoles();
    void disaggregatedRolesReadBack();
};

void TestLaunchSettings::goldenArgv_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QStringList>("argv");
    QTest::addColumn<QString>("yaml");
    // Layout (a), 70B FP8/FP8 TP 4 on H100, ISL 1000 + OSL 250, hit 0. tp 4 = deploy.tp; pp 1;
    // seqs 179 = the SLO-bound operating batch (eval: decode.operating_point.batch); tokens 2048 =
    // max(2048, 1000 -> 1024); len 11008 = the 99.9th-percentile prompt (9265 tokens: lognormal,
    // mean 1000, CV 1) + answer (1716: mean 250, CV 0.8) = 10981, up to 43 x 256; memory 0.9 =
    // deploy.mem_utilization; kv fp8 = kv_bits 8; quantization fp8 = weight_bits 8 on a BF16
    // checkpoint; no prefix caching = hit 0. TensorRT-LLM's 0.87 = KV 57.33 GB / (85.52 GB device
    // - 17.64 GB weights - 2 GB workspace) = 0.870, rounded down.
    QTest::addRow("a vllm: tp 4, seqs 179 (SLO batch), tokens 2048, len 11008, mem 0.9, fp8 kv and weights")
        << "vllm" << "a"
        << words("vllm serve meta-llama/Llama-3.1-70B-Instruct --tensor-parallel-size 4 --pipeline-parallel-size 1 "
                 "--max-num-seqs 179 --max-num-batched-tokens 2048 --max-model-len 11008 --gpu-memory-utilization 0.9 "
                 "--kv-cache-dtype fp8 --quantization fp8")
        << QString();
    QTest::addRow("a sglang: tp 4, seqs 179, chunk 2048, len 11008, mem 0.9, kv fp8_e4m3, quant fp8")
        << "sglang" << "a"
        << words("python -m sglang.launch_server --model-path meta-llama/Llama-3.1-70B-Instruct --tp 4 --pp-size 1 "
                 "--max-running-requests 179 --chunked-prefill-size 2048 --context-length 11008 --mem-fraction-static 0.9 "
                 "--kv-cache-dtype fp8_e4m3 --quantization fp8")
        << QString();
    QTest::addRow("a trtllm: tp 4, batch 179, tokens 2048, seq 11008, KV 0.87 of free memory, yaml kv fp8, no reuse")
        << "trtllm" << "a"
        << words("trtllm-serve meta-llama/Llama-3.1-70B-Instruct --tp_size 4 --pp_size 1 --max_batch_size 179 "
                 "--max_num_tokens 2048 --max_seq_len 11008 --kv_cache_free_gpu_memory_fraction 0.87 "
                 "--extra_llm_api_options extra_llm_api_options.yaml")
        << "kv_cache_config:\n  dtype: fp8\n  enable_block_reuse: false\nenable_chunked_prefill: true\n";
    // Layout (b), 8B BF16/BF16 TP 1 on H100, ISL 3000 + OSL 500, hit 0.5. seqs 131 = the
    // memory-bound batch (eval: memory.sustained_sequences; a seat holds 3000 + 500 x 1.64 / 2 =
    // 3,410 tokens on average, answers of CV 0.8 in flight being length-biased); tokens 4096 = 3000 up to a power of
    // two; len 31232 = 27795 + 3432 (99.9th percentiles at CVs 1 and 0.8) = 31227, up to 122 x 256;
    // kv auto = kv_bits 16; no quantization = weight_bits 16;
    // prefix caching on = hit 0.5 (SGLang: on by default, no flag). TensorRT-LLM's 0.87 = KV
    // 58.91 GB / (85.52 - 16.06 - 2) GB = 0.873, rounded down.
    QTest::addRow("b vllm: tp 1, seqs 131 (memory batch), tokens 4096, len 31232, kv auto, prefix caching")
        << "vllm" << "b"
        << words("vllm serve meta-llama/Llama-3.1-8B-Instruct --tensor-parallel-size 1 --pipeline-parallel-size 1 "
                 "--max-num-seqs 131 --max-num-batched-tokens 4096 --max-model-len 31232 --gpu-memory-utilization 0.9 "
                 "--kv-cache-dtype auto --enable-prefix-caching")
        << QString();
    QTest::addRow("b sglang: tp 1, seqs 131, chunk 4096, len 31232, kv auto, radix cache on by default")
        << "sglang" << "b"
        << words("python -m sglang.launch_server --model-path meta-llama/Llama-3.1-8B-Instruct --tp 1 --pp-size 1 "
                 "--max-running-requests 131 --chunked-prefill-size 4096 --context-length 31232 --mem-fraction-static 0.9 "
                 "--kv-cache-dtype auto")
        << QString();
    QTest::addRow("b trtllm: tp 1, batch 131, tokens 4096, seq 31232, KV 0.87 of free memory, yaml kv auto, reuse")
        << "trtllm" << "b"
        << words("trtllm-serve meta-llama/Llama-3.1-8B-Instruct --tp_size 1 --pp_size 1 --max_batch_size 131 "
                 "--max_num_tokens 4096 --max_seq_len 31232 --kv_cache_free_gpu_memory_fraction 0.87 "
                 "--extra_llm_api_options extra_llm_api_options.yaml")
        << "kv_cache_config:\n  dtype: auto\n  enable_block_reuse: true\nenable_chunked_prefill: true\n";
}

void TestLaunchSettings::goldenArgv()
{
    QFETCH(QString, engine);
    QFETCH(QString, layout);
    QFETCH(QStringList, argv);
    QFETCH(QString, yaml);
    const LaunchSettings settings = settings_for(engine.toStdString(), layout.toStdString());
    QCOMPARE(to_qt(settings.argv()), argv);
    QCOMPARE(QString::fromStdString(settings.options_yaml), yaml);
    QCOMPARE(QString::fromStdString(settings.command_line()), argv.join(QLatin1Char(' ')));
    QCOMPARE(settings.gpus_per_replica, layout == QLatin1String("a") ? 4 : 1);
}

void TestLaunchSettings::everyFlagIsInTheTable_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("layout");
    for (const EngineFlags& engine : builtin_launch_flags())
        for (const char* layout : {"a", "b", "c"})
            QTest::addRow("%s layout %s", engine.id.c_str(), layout) << QString::fromStdString(engine.id) << layout;
}

void TestLaunchSettings::everyFlagIsInTheTable()
{
    QFETCH(QString, engine);
    QFETCH(QString, layout);
    const Evaluated e = evaluated(layout.toStdString());
    Expected<std::vector<LaunchSettings>> roles = launch_roles(e.scenario, e.result, engine.toStdString());
    QVERIFY(roles);
    QCOMPARE(roles->size(), std::size_t(layout == QLatin1String("c") ? 2 : 1));
    const EngineFlags* row = find_engine(engine.toStdString());
    QVERIFY(row != nullptr);
    const std::vector<std::string> table = row->all_flags();
    for (const LaunchSettings& settings : *roles) {
    int flags = 0;
    for (const std::string& word : settings.argv())
        if (word.rfind("--", 0) == 0) {
            QVERIFY2(std::find(table.begin(), table.end(), word) != table.end(), word.c_str());
            ++flags;
        }
    QVERIFY(flags >= 7);
    // The options file's keys come from the table too.
    for (const QString& line : QString::fromStdString(settings.options_yaml).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (!line.startsWith(QLatin1Char(' ')) && !line.endsWith(QLatin1Char(':'))) {
            const std::string top = line.section(QLatin1Char(':'), 0, 0).toStdString();
            QVERIFY2(std::any_of(row->options_file.begin(), row->options_file.end(),
                                 [&](const auto& entry) { return entry.second.substr(0, entry.second.find('.')) == top; }),
                     top.c_str());
        }
    }
}

void TestLaunchSettings::vllmCommandReadsBack_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addRow("a: 70B fp8 tp 4, hit 0") << "a";
    QTest::addRow("b: 8B bf16 tp 1, hit 0.5") << "b";
    QTest::addRow("c: DeepSeek-V3 EP 8 (TP 1 x DP 8), decode role") << "c";
}

void TestLaunchSettings::vllmCommandReadsBack()
{
    QFETCH(QString, layout);
    const Evaluated e = evaluated(layout.toStdString());
    Expected<LaunchSettings> settings = launch_settings(e.scenario, e.result, "vllm");
    QVERIFY(settings);
    const EngineFlags& vllm = *find_engine("vllm");

    const std::vector<std::string> argv = settings->argv();
    QCOMPARE(argv.at(2), e.scenario.model.spec.hf_repo);
    std::map<std::string, std::string> read;
    QVERIFY(read_by_table(vllm, argv, read));

    const double tp = number(read.at(std::string(key::kTensorParallel)));
    const double pp = number(read.at(std::string(key::kPipelineParallel)));
    const double dp = read.count(std::string(key::kDataParallel)) ? number(read.at(std::string(key::kDataParallel))) : 1;
    // TP x PP x DP GPUs a replica: the decode fleet (the whole fleet when aggregated).
    QCOMPARE(tp * pp * dp * settings->replicas, double(e.result.sizing.gpus - e.result.sizing.prefill_gpus));
    QCOMPARE(read.count(std::string(key::kExpertParallel)) == 1, e.scenario.deploy.ep > 1);
    QCOMPARE(int(tp), e.scenario.deploy.tp);
    QCOMPARE(number(read.at(std::string(key::kMemoryFraction))), e.scenario.deploy.mem_utilization);
    QCOMPARE(int(number(read.at(std::string(key::kMaxSequences)))), e.result.operating.point.batch);
    QCOMPARE(read.at(std::string(key::kKvCacheDtype)), e.scenario.model.kv_bits == 8 ? std::string("fp8") : "auto");
    QVERIFY(number(read.at(std::string(key::kMaxModelLen))) >= e.scenario.workload.isl + e.scenario.workload.osl);
    QCOMPARE(read.count(std::string(key::kPrefixCaching)) == 1, e.scenario.workload.cache_hit > 0);
    // 8-bit weights from a 16-bit release are quantized as they load; an FP8 release needs no flag.
    const bool fp8_release = e.scenario.model.spec.weight_format.rfind("fp8", 0) == 0;
    QCOMPARE(read.count(std::string(key::kQuantization)) == 1, e.scenario.model.weight_bits == 8 && !fp8_release);
}

void TestLaunchSettings::maxModelLen_data()
{
    QTest::addColumn<int>("isl");
    QTest::addColumn<int>("osl");
    QTest::addColumn<int>("max_context");
    QTest::addColumn<int>("expected");
    QTest::addRow("1250 -> 1280 (5 x 256)") << 1000 << 250 << 0 << 1280;
    QTest::addRow("1280 stays 1280") << 1024 << 256 << 0 << 1280;
    QTest::addRow("1281 -> 1536") << 1025 << 256 << 0 << 1536;
    QTest::addRow("1 -> 256") << 1 << 0 << 0 << 256;
    QTest::addRow("132000 -> 132096, capped at 131072 max context") << 130000 << 2000 << 131072 << 131072;
    QTest::addRow("3500 -> 3584, max context 40960 above it") << 3000 << 500 << 40960 << 3584;
}

void TestLaunchSettings::maxModelLen()
{
    QFETCH(int, isl);
    QFETCH(int, osl);
    QFETCH(int, max_context);
    QFETCH(int, expected);
    QCOMPARE(max_model_len(isl, osl, max_context), expected);
}

void TestLaunchSettings::lengthTail_data()
{
    QTest::addColumn<double>("mean");
    QTest::addColumn<double>("cv");
    QTest::addColumn<int>("expected");
    // exp(ln(mean) - s^2/2 + s z), s^2 = ln(1 + cv^2), z = 3.0902 (the normal's 99.9th percentile).
    QTest::addRow("cv 0: every prompt 1000") << 1000.0 << 0.0 << 1000;
    QTest::addRow("mean 1000, cv 1: 9264.7 -> 9265") << 1000.0 << 1.0 << 9265;
    QTest::addRow("mean 250, cv 0.8: 1715.8 -> 1716") << 250.0 << 0.8 << 1716;
    QTest::addRow("mean 3000, cv 1: 27794.2 -> 27795") << 3000.0 << 1.0 << 27795;
}

void TestLaunchSettings::lengthTail()
{
    QFETCH(double, mean);
    QFETCH(double, cv);
    QFETCH(int, expected);
    QCOMPARE(length_p999(mean, cv), expected);
}

void TestLaunchSettings::longContextStopsAtTheKvBudget()
{
    // A 100k-token mean prompt on one 8B replica: the 99.9th percentile (over 900k tokens) is far
    // beyond the model's context, and even 131,072 tokens exceed what one H100 holds at a
    // 0.4 memory share (about 124k tokens of BF16 KV), so the length stops at the KV budget.
    const Scenario s = test::scenario_of({{"model.preset", "llama-3.1-8b"}, {"gpu.preset", "h100-sxm"},
                                          {"model.weight_bits", "16"}, {"model.kv_bits", "16"}, {"deploy.tp", "1"},
                                          {"deploy.mem_utilization", "0.4"}, {"workload.isl", "100000"},
                                          {"workload.osl", "500"}});
    const Expected<Result> r = evaluate(s);
    QVERIFY2(r.has_value(), r ? "" : r.error().message().c_str());
    const LaunchValues v = launch_values(s, *r);
    QVERIFY(v.model_len_capped_by_kv);
    QVERIFY(v.max_model_len <= r->memory.kv_capacity_tokens);
    QVERIFY(v.max_model_len > r->memory.kv_capacity_tokens - kModelLenQuantum);
    QCOMPARE(v.max_model_len % kModelLenQuantum, 0);
}

void TestLaunchSettings::chunkedPrefillBudget_data()
{
    QTest::addColumn<int>("isl");
    QTest::addColumn<int>("max_sequences");
    QTest::addColumn<int>("expected");
    QTest::addRow("isl 1000 -> 1024, floor 2048") << 1000 << 64 << 2048;
    QTest::addRow("isl 3000 -> 4096") << 3000 << 64 << 4096;
    QTest::addRow("isl 4096 stays 4096") << 4096 << 64 << 4096;
    QTest::addRow("isl 8001 -> 8192") << 8001 << 64 << 8192;
    QTest::addRow("isl 8193 -> 16384") << 8193 << 64 << 16384;
    QTest::addRow("isl 100000 -> capped 16384") << 100000 << 64 << 16384;
    QTest::addRow("4096 sequences need 4096 tokens a step") << 100 << 4096 << 4096;
}

void TestLaunchSettings::chunkedPrefillBudget()
{
    QFETCH(int, isl);
    QFETCH(int, max_sequences);
    QFETCH(int, expected);
    QCOMPARE(chunked_prefill_budget(isl, max_sequences), expected);
}

void TestLaunchSettings::unknownEngineNamesTheAllowed()
{
    const Evaluated e = evaluated("a");
    Expected<LaunchSettings> settings = launch_settings(e.scenario, e.result, "tgi");
    QVERIFY(!settings);
    QCOMPARE(settings.error().value, std::string("tgi"));
    QCOMPARE(settings.error().allowed, std::string("vllm, sglang, trtllm"));
}

void TestLaunchSettings::disaggregatedRoles_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QStringList>("prefill");
    QTest::addColumn<QStringList>("decode");
    QTest::addColumn<QString>("yaml");
    // Layout (c): DeepSeek-V3 on H200, TP 1 with its experts over 8 GPUs = 8 data-parallel
    // attention groups of 1 GPU. Both roles: 8 GPUs a replica; no quantization flag (the release is
    // FP8); len 11008 as layout (a) (the same lengths). Prefill: seqs 8 = the 8192-token step the
    // pool was sized with over 1000-token prompts. Decode: seqs 256 = deploy.max_batch (the
    // operating batch: decode steps carry no prompt, 44 ms a token at 256 meets the 50 ms SLO);
    // tokens 2048 = max(2048, 1000 -> 1024). TensorRT-LLM's 0.69 = KV 34.8 GB / (150.8 GB device
    // - 98.8 GB weights - 2 GB workspace) = 0.696, rounded down.
    QTest::addRow("vllm: tp 1 x dp 8, expert parallel, NIXL connector both roles")
        << "vllm"
        << (words("vllm serve deepseek-ai/DeepSeek-V3 --tensor-parallel-size 1 --pipeline-parallel-size 1 "
                  "--data-parallel-size 8 --enable-expert-parallel --max-num-seqs 8 --max-num-batched-tokens 8192 "
                  "--max-model-len 11008 --gpu-memory-utilization 0.9 --kv-cache-dtype fp8 --kv-transfer-config")
            << QStringLiteral("{\"kv_connector\":\"NixlConnector\",\"kv_role\":\"kv_both\"}"))
        << (words("vllm serve deepseek-ai/DeepSeek-V3 --tensor-parallel-size 1 --pipeline-parallel-size 1 "
                  "--data-parallel-size 8 --enable-expert-parallel --max-num-seqs 256 --max-num-batched-tokens 2048 "
                  "--max-model-len 11008 --gpu-memory-utilization 0.9 --kv-cache-dtype fp8 --kv-transfer-config")
            << QStringLiteral("{\"kv_connector\":\"NixlConnector\",\"kv_role\":\"kv_both\"}"))
        << QString();
    QTest::addRow("sglang: tp 8 with dp attention 8, ep 8, disaggregation mode per role, nixl")
        << "sglang"
        << words("python -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3 --tp 8 --pp-size 1 --dp-size 8 "
                 "--enable-dp-attention --ep-size 8 --max-running-requests 8 --chunked-prefill-size 8192 "
                 "--context-length 11008 --mem-fraction-static 0.9 --kv-cache-dtype fp8_e4m3 --disaggregation-mode "
                 "prefill --disaggregation-transfer-backend nixl")
        << words("python -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3 --tp 8 --pp-size 1 --dp-size 8 "
                 "--enable-dp-attention --ep-size 8 --max-running-requests 256 --chunked-prefill-size 2048 "
                 "--context-length 11008 --mem-fraction-static 0.9 --kv-cache-dtype fp8_e4m3 --disaggregation-mode "
                 "decode --disaggregation-transfer-backend nixl")
        << QString();
    QTest::addRow("trtllm: tp 8 ep 8, attention dp and the transceiver in each role's options file")
        << "trtllm"
        << words("trtllm-serve deepseek-ai/DeepSeek-V3 --tp_size 8 --pp_size 1 --ep_size 8 --max_batch_size 8 "
                 "--max_num_tokens 8192 --max_seq_len 11008 --kv_cache_free_gpu_memory_fraction 0.69 "
                 "--extra_llm_api_options prefill_extra_llm_api_options.yaml")
        << words("trtllm-serve deepseek-ai/DeepSeek-V3 --tp_size 8 --pp_size 1 --ep_size 8 --max_batch_size 256 "
                 "--max_num_tokens 2048 --max_seq_len 11008 --kv_cache_free_gpu_memory_fraction 0.69 "
                 "--extra_llm_api_options decode_extra_llm_api_options.yaml")
        << "kv_cache_config:\n  dtype: fp8\n  enable_block_reuse: false\nenable_chunked_prefill: true\n"
           "enable_attention_dp: true\ndisable_overlap_scheduler: %1\ncache_transceiver_config:\n  backend: DEFAULT\n";
}

void TestLaunchSettings::disaggregatedRoles()
{
    QFETCH(QString, engine);
    QFETCH(QStringList, prefill);
    QFETCH(QStringList, decode);
    QFETCH(QString, yaml);
    const Evaluated e = evaluated("c");
    Expected<std::vector<LaunchSettings>> roles = launch_roles(e.scenario, e.result, engine.toStdString());
    QVERIFY(roles);
    QCOMPARE(roles->size(), std::size_t(2));
    const LaunchSettings& p = roles->at(0);
    const LaunchSettings& d = roles->at(1);
    QCOMPARE(QString::fromStdString(p.role), QStringLiteral("prefill"));
    QCOMPARE(QString::fromStdString(d.role), QStringLiteral("decode"));
    QCOMPARE(to_qt(p.argv()), prefill);
    QCOMPARE(to_qt(d.argv()), decode);
    if (!yaml.isEmpty()) {
        QCOMPARE(QString::fromStdString(p.options_yaml), yaml.arg(QStringLiteral("true")));
        QCOMPARE(QString::fromStdString(d.options_yaml), yaml.arg(QStringLiteral("false")));
    }
    QCOMPARE(p.gpus_per_replica, 8);
    QCOMPARE(d.gpus_per_replica, 8);
    QCOMPARE(p.replicas, e.result.sizing.prefill_replicas);
    QCOMPARE(d.replicas, e.result.sizing.replicas);
    // An aggregated deployment has one launch, without a role.
    Scenario aggregated = e.scenario;
    aggregated.deploy.disaggregated = false;
    Expected<std::vector<LaunchSettings>> one = launch_roles(aggregated, *evaluate(aggregated), engine.toStdString());
    QVERIFY(one && one->size() == 1 && one->front().role.empty());
}

// Both roles read back with the table: TP x PP x DP x replicas = each pool's GPUs.
void TestLaunchSettings::disaggregatedRolesReadBack()
{
    const Evaluated e = evaluated("c");
    Expected<std::vector<LaunchSettings>> roles = launch_roles(e.scenario, e.result, "vllm");
    QVERIFY(roles);
    const EngineFlags& vllm = *find_engine("vllm");
    for (const LaunchSettings& role : *roles) {
        std::map<std::string, std::string> read;
        QVERIFY(read_by_table(vllm, role.argv(), read));
        const double gpus = number(read.at(std::string(key::kTensorParallel))) *
                            number(read.at(std::string(key::kPipelineParallel))) *
                            number(read.at(std::string(key::kDataParallel))) * role.replicas;
        QCOMPARE(gpus, double(role.role == "prefill" ? e.result.sizing.prefill_gpus
                                                     : e.result.sizing.gpus - e.result.sizing.prefill_gpus));
        QVERIFY(read.at(std::string(key::kDisaggregationRole)).find("NixlConnector") != std::string::npos);
        QCOMPARE(number(read.at(std::string(key::kMemoryFraction))), e.scenario.deploy.mem_utilization);
    }
}

QTEST_APPLESS_MAIN(TestLaunchSettings)
#include "tst_launch_settings.moc"
