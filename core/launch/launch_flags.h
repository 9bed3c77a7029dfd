#pragma once

// The one table of serving-engine launch flags (resources/engines/launch-flags.json): for each
// engine its command, the flag of every setting Capstan derives, and the values its KV-cache
// and weight precisions take, with the engine release the names were checked against.

#include "core/expected.h"

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace capstan::launch {

// The settings a table row may name, as the table spells them.
namespace key {
inline constexpr std::string_view kTensorParallel = "tensor_parallel";
inline constexpr std::string_view kPipelineParallel = "pipeline_parallel";
inline constexpr std::string_view kDataParallel = "data_parallel";
inline constexpr std::string_view kExpertParallel = "expert_parallel";
inline constexpr std::string_view kMaxSequences = "max_sequences";
inline constexpr std::string_view kMaxBatchedTokens = "max_batched_tokens";
inline constexpr std::string_view kMaxModelLen = "max_model_len";
inline constexpr std::string_view kMemoryFraction = "memory_fraction";
inline constexpr std::string_view kKvCacheDtype = "kv_cache_dtype";
inline constexpr std::string_view kQuantization = "quantization";
inline constexpr std::string_view kPrefixCaching = "prefix_caching";
inline constexpr std::string_view kChunkedPrefill = "chunked_prefill";
inline constexpr std::string_view kOptionsFile = "options_file";
inline constexpr std::string_view kName = "name";   // options_file only: the file's name
inline constexpr std::string_view kDataParallelAttention = "data_parallel_attention";
inline constexpr std::string_view kDisaggregationRole = "disaggregation_role";
inline constexpr std::string_view kKvTransferBackend = "kv_transfer_backend";
} // namespace key

using FlagMap = std::map<std::string, std::string, std::less<>>;

struct EngineFlags final {
    std::string id;                    // "vllm", "sglang", "trtllm"
    std::string name;                  // "vLLM"
    std::string version_checked;       // the release the flag names were read from
    std::vector<std::string> command;  // the program and its subcommand, e.g. {"vllm", "serve"}
    std::string model_flag;            // "" = the model is the first positional argument
    // What the memory fraction is a share of: the device memory (vLLM, SGLang: weights, KV and
    // workspace together) or the memory free after weights and workspace (TensorRT-LLM: KV only).
    bool memory_fraction_of_free = false;
    FlagMap flags;                     // setting key -> command-line flag
    FlagMap options_file;              // setting key -> dotted YAML key in the options file, and its name
    std::map<int, std::string> kv_cache_dtype;  // KV bits -> the engine's dtype name
    std::map<int, std::string> quantization;    // weight bits -> the engine's method; absent = no flag
    // Expert parallelism with data-parallel attention: whether the tensor-parallel size counts
    // every GPU of the stage (SGLang, TensorRT-LLM) or one attention group's (vLLM, with a
    // data-parallel size for the groups); and whether expert parallelism is a switch (vLLM: it
    // spans TP x DP) or a size.
    bool attention_dp_in_tp = false;
    bool expert_parallel_switch = false;
    // Disaggregated serving: "prefill" and "decode" -> the disaggregation_role setting's value on
    // that role's replicas; "backend" -> the KV transfer backend's value.
    std::map<std::string, std::string, std::less<>> disaggregation;

    // The flag (or options-file key) of a setting; "" when the engine has none.
    [[nodiscard]] std::string_view flag(std::string_view setting) const;
    [[nodiscard]] std::string_view options_key(std::string_view setting) const;
    // Every command-line flag of the row: its settings' flags and the model flag.
    [[nodiscard]] std::vector<std::string> all_flags() const;
};

// Parses the table; an error names the engine, the field and the value.
Expected<std::vector<EngineFlags>> parse_launch_flags(std::string_view text, std::string_view source);

// The table compiled in from resources/ (a broken table is a broken build: it aborts).
const std::vector<EngineFlags>& builtin_launch_flags();

const EngineFlags* find_engine(std::string_view id);

// "vllm, sglang, trtllm": the engines, for error messages and help.
std::string engine_ids();

} // namespace capstan::launch
