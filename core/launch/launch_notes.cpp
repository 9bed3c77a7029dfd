#include "launch_settings.h"

#include "core/inputs.h"
#include "core/knee.h"

#include <cmath>
#include <cstdio>

namespace capstan::launch {

namespace {

std::string gb(double bytes)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f GB", bytes / 1e9);
    return text;
}

std::string flag_of(const EngineFlags& engine, std::string_view setting)
{
    return std::string(engine.flag(setting));
}

std::string fleet_note(const EngineFlags& e, const LaunchValues& v)
{
    const std::string gpus = std::to_string(v.gpus) + " GPU" + (v.gpus == 1 ? "" : "s");
    const std::string sizing = " (the analytic sizing; sizing by simulated percentiles may ask for more)";
    if (v.replicas == 1)
        return "The fleet is this one command on " + gpus + sizing;
    std::string note = "The fleet is " + std::to_string(v.replicas) + " copies of this command, each on its own " +
                       gpus + ": " + std::to_string(v.replicas) + " x " + std::to_string(v.gpus) + " = " +
                       std::to_string(v.replicas * v.gpus) + " GPUs" + sizing;
    if (v.ep > v.tp)
        return note + "; run the copies behind a load balancer (the data-parallel size inside each runs its "
                      "attention groups)";
    if (const std::string dp = flag_of(e, key::kDataParallel); !dp.empty())
        return note + "; " + dp + " " + std::to_string(v.replicas) +
               " would run them as data-parallel ranks of one " + e.name + " server instead";
    return note + "; " + e.name + " has no data-parallel flag here: run the copies behind a load balancer";
}

std::string kv_note(const EngineFlags& e, const LaunchValues& v)
{
    const auto name = e.kv_cache_dtype.find(v.kv_bits);
    const std::string dtype = name == e.kv_cache_dtype.end() ? std::string("auto") : name->second;
    const std::string_view flag = e.flag(key::kKvCacheDtype);
    const std::string setting = std::string(flag.empty() ? e.options_key(key::kKvCacheDtype) : flag);
    return setting + " " + dtype + ": model.kv_bits " + std::to_string(v.kv_bits) +
           (v.kv_bits == 8 ? " (FP8 KV cache)" : " (the model's own 16-bit precision)");
}

std::string weights_note(const EngineFlags& e, const LaunchValues& v, const ModelSpec& model)
{
    if (v.weight_bits == 16)
        return "16-bit weights: the checkpoint as released, no quantization flag";
    if (v.weight_bits == 4)
        return "4-bit weights come from a 4-bit checkpoint (AWQ, GPTQ, NVFP4 or MXFP4) whose config names its "
               "method, which " + e.name + " reads; point the model at one. No quantization flag is printed";
    if (v.checkpoint_at_weight_bits)
        return "The released checkpoint already holds FP8 weights (" + model.weight_format + "); no quantization flag";
    if (const auto it = e.quantization.find(8); it != e.quantization.end())
        return flag_of(e, key::kQuantization) + " " + it->second + ": " + e.name +
               " quantizes the 16-bit checkpoint's weights to FP8 as it loads; an FP8 checkpoint needs no flag";
    return e.name + " does not quantize as it loads: point the model at an FP8 checkpoint (made with TensorRT Model "
                    "Optimizer); the checkpoint's config sets the precision, no flag";
}

std::string prefix_note(const EngineFlags& e, const LaunchValues& v)
{
    const std::string hit = format_number(v.cache_hit * 100) + "% of prompt tokens from the prefix cache";
    if (const std::string flag = flag_of(e, key::kPrefixCaching); !flag.empty())
        return v.prefix_caching ? flag + ": the scenario serves " + hit
                                : "No " + flag + ": the scenario expects no prefix-cache hits (the engine's own "
                                              "default may still cache prefixes)";
    if (const std::string_view reuse = e.options_key(key::kPrefixCaching); !reuse.empty())
        return std::string(reuse) + " " + (v.prefix_caching ? "true" : "false") + ": the scenario serves " + hit;
    return e.name + "'s radix cache reuses prefixes by default and stays on; the scenario serves " + hit;
}

} // namespace

namespace {

// How the engine's flags spell the expert layout Capstan sized.
std::string expert_note(const EngineFlags& e, const LaunchValues& v)
{
    if (v.ep <= 1)
        return "The routed experts are sliced by tensor parallelism (deploy.ep 1): no expert-parallel flag";
    const int groups = v.ep > v.tp ? v.ep / v.tp : 1;
    std::string note = "Experts spread whole over " + std::to_string(v.ep) + " GPUs (deploy.ep)";
    if (groups == 1)
        return note + ", the same GPUs as the tensor-parallel group";
    note += ", attention data-parallel in " + std::to_string(groups) + " groups of " + std::to_string(v.tp) + " GPU" +
            (v.tp == 1 ? "" : "s") + ": ";
    if (e.attention_dp_in_tp)
        return note + e.name + "'s tensor-parallel size counts all " + std::to_string(v.ep) + " GPUs, with " +
               (!e.flag(key::kDataParallelAttention).empty() ? std::string(e.flag(key::kDataParallelAttention))
                                                              : std::string(e.options_key(key::kDataParallelAttention))) +
               " on";
    return note + flag_of(e, key::kDataParallel) + " " + std::to_string(groups) + " runs the groups and " +
           flag_of(e, key::kExpertParallel) + " spreads the experts over TP x DP = " + std::to_string(v.ep) + " GPUs";
}

} // namespace

std::string role_note(const EngineFlags& e, const LaunchValues& v, std::string_view role)
{
    const std::string copies = std::to_string(v.replicas) + " " + std::string(role) + " replica" +
                               (v.replicas == 1 ? "" : "s") + " of " + std::to_string(v.gpus) + " GPU" +
                               (v.gpus == 1 ? "" : "s");
    const std::string work = role == "prefill"
                                 ? ": each computes whole prompts, up to " + std::to_string(v.max_sequences) +
                                       " in a step of " + std::to_string(v.max_batched_tokens) +
                                       " tokens, and hands their KV to a decode replica"
                                 : ": each receives a request's KV from the prefill pool and streams the answer; its "
                                   "steps carry no prompt";
    const auto backend = e.disaggregation.find("backend");
    return copies + work + (backend != e.disaggregation.end() ? " (KV transfer: " + backend->second + ")" : std::string()) +
           "; a router sends each request to a prefill replica first, then to a decode replica";
}

std::vector<std::string> launch_notes(const EngineFlags& e, const LaunchValues& v, const Scenario& s, const Result& r)
{
    std::vector<std::string> notes;
    notes.push_back("Flag names as documented for " + e.name + " " + e.version_checked + "; other releases may rename them");
    notes.push_back(fleet_note(e, v));
    if (!v.model_is_repo)
        notes.push_back("The catalog states no Hugging Face repository for " + s.model.spec.name + ": replace '" +
                        v.model + "' with the checkpoint's path or repository");
    if (v.role == "prefill") {
        notes.push_back(flag_of(e, key::kMaxSequences) + " " + std::to_string(v.max_sequences) + " and " +
                        flag_of(e, key::kMaxBatchedTokens) + " " + std::to_string(v.max_batched_tokens) +
                        ": a step takes as many whole prompts of " + format_number(std::round(r.prefill_uncached_tokens)) +
                        " uncached tokens as its budget holds, as the prefill pool was sized");
    } else {
        notes.push_back(flag_of(e, key::kMaxSequences) + " " + std::to_string(v.max_sequences) +
                        ": the operating batch under the SLO (limited by " + std::string(to_string(r.operating.limit)) +
                        "; deploy.max_batch " + std::to_string(s.deploy.max_batch) + ")");
        notes.push_back(flag_of(e, key::kMaxBatchedTokens) + " " + std::to_string(v.max_batched_tokens) +
                        ": the chunked-prefill budget, the " + std::to_string(s.workload.isl) +
                        "-token prompt rounded up to a power of two within 2048 .. 16384 tokens");
    }
    notes.push_back(flag_of(e, key::kMaxModelLen) + " " + std::to_string(v.max_model_len) +
                    ": the 99.9th-percentile prompt and answer (" + std::to_string(v.longest_prompt) + " + " +
                    std::to_string(v.longest_answer) + " tokens; means " + std::to_string(s.workload.isl) + " and " +
                    std::to_string(s.workload.osl) + ", CVs " + format_number(s.workload.isl_cv) + " and " +
                    format_number(s.workload.osl_cv) + ")" +
                    (v.model_len_capped ? " capped at the model's max context of " + std::to_string(s.model.spec.max_context) +
                                              " tokens: longer requests are refused"
                                        : " rounded up to a multiple of " + std::to_string(kModelLenQuantum)));
    if (v.model_len_capped_by_kv)
        notes.push_back(flag_of(e, key::kMaxModelLen) + " " + std::to_string(v.max_model_len) +
                        ": lowered to the KV cache one replica holds; longer requests are refused");
    if (e.memory_fraction_of_free)
        notes.push_back(flag_of(e, key::kMemoryFraction) + " " + format_number(v.kv_share_of_free) +
                        ": the KV budget Capstan planned (" + gb(v.kv_budget_bytes) +
                        " per GPU) as a share of the memory left after the weights (" +
                        gb(r.memory.weights_bytes_per_gpu) + ") and workspace (" + gb(r.memory.workspace_bytes_per_gpu) +
                        "); deploy.mem_utilization " + format_number(v.memory_fraction) + " is of the whole device");
    else
        notes.push_back(flag_of(e, key::kMemoryFraction) + " " + format_number(v.memory_fraction) +
                        ": deploy.mem_utilization, the share of device memory for weights, KV cache and workspace");
    notes.push_back(kv_note(e, v));
    notes.push_back(weights_note(e, v, s.model.spec));
    notes.push_back(prefix_note(e, v));
    if (!e.options_file.empty())
        notes.push_back("Save the options block as " + (v.role.empty() ? std::string() : v.role + "_") +
                        std::string(e.options_key(key::kName)) +
                        " beside the command; chunked prefill is on so that prompts longer than the budget are split");
    if (s.model.spec.is_moe())
        notes.push_back(expert_note(e, v));
    if (!r.operating.slo_met)
        notes.push_back("The SLO is missed even at batch 1: the engine runs, but the latency promise does not hold");
    return notes;
}

} // namespace capstan::launch
