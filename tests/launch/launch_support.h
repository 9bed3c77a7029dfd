#pragma once

// The two layouts the launch tests check, as scenarios and as capstan-cli --set arguments.
#include "core/inputs.h"
#include "core/scenario.h"

#include <QtGlobal>

#include <string>
#include <utility>
#include <vector>

namespace capstan::test {

using Sets = std::vector<std::pair<std::string, std::string>>;

// (a) Llama-3.1-70B, FP8 weights, FP8 KV, TP 4 on H100, chatbot lengths, no prefix-cache hits.
inline Sets layout_70b_fp8_tp4()
{
    return {{"model.preset", "llama-3.1-70b"}, {"gpu.preset", "h100-sxm"}, {"model.weight_bits", "8"},
            {"model.kv_bits", "8"},           {"deploy.tp", "4"},         {"workload.isl", "1000"},
            {"workload.osl", "250"},          {"workload.cache_hit", "0"}};
}

// (b) Llama-3.1-8B, BF16 weights and KV, TP 1 on H100, 3000-token prompts, half of them from the
// prefix cache.
inline Sets layout_8b_tp1_cached()
{
    return {{"model.preset", "llama-3.1-8b"}, {"gpu.preset", "h100-sxm"}, {"model.weight_bits", "16"},
            {"model.kv_bits", "16"},         {"deploy.tp", "1"},         {"workload.isl", "3000"},
            {"workload.osl", "500"},         {"workload.cache_hit", "0.5"}};
}

// (c) DeepSeek-V3 (its FP8 release, FP8 KV) on H200, experts spread over 8 GPUs with the
// attention data-parallel (TP 1, EP 8), prefill and decode disaggregated, chatbot lengths, no hits.
inline Sets layout_deepseek_ep8_disaggregated()
{
    return {{"model.preset", "deepseek-v3"}, {"gpu.preset", "h200-sxm"}, {"model.weight_bits", "8"},
            {"model.kv_bits", "8"},         {"deploy.tp", "1"},         {"deploy.ep", "8"},
            {"deploy.disaggregated", "1"},  {"workload.isl", "1000"},   {"workload.osl", "250"},
            {"workload.cache_hit", "0"}};
}

inline Sets layout(const std::string& name)
{
    if (name == "c")
        return layout_deepseek_ep8_disaggregated();
    return name == "a" ? layout_70b_fp8_tp4() : layout_8b_tp1_cached();
}

inline Scenario scenario_of(const Sets& sets)
{
    Scenario s = default_scenario();
    for (bool presets : {true, false})
        for (const auto& [path, value] : sets)
            if (is_preset_path(path) == presets)
                if (Status set = set_input(s, path, value); !set)
                    qFatal("fixture: %s", set.error().message().c_str());
    return s;
}

inline std::vector<std::string> cli_args(std::vector<std::string> head, const Sets& sets)
{
    for (const auto& [path, value] : sets) {
        head.push_back("--set");
        head.push_back(path + "=" + value);
    }
    return head;
}

} // namespace capstan::test
