#pragma once

// Scenarios and spaces the search tests share.
#include "core/inputs.h"
#include "core/scenario.h"
#include "core/search/config_space.h"

#include <QtGlobal>

#include <string>
#include <utility>
#include <vector>

namespace capstan::test {

using Sets = std::vector<std::pair<std::string, std::string>>;

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

// The default chatbot (1000/250 tokens, 100,000 daily users) on Llama-3.1-70B.
inline Scenario chat_70b()
{
    return scenario_of({{"model.preset", "llama-3.1-70b"}});
}

// Long prompts, short answers: 8,000 prompt tokens, 100 answer tokens.
inline Scenario long_prompt_70b()
{
    return scenario_of({{"model.preset", "llama-3.1-70b"}, {"workload.isl", "8000"}, {"workload.osl", "100"}});
}

inline search::ConfigSpace space_of(const std::string& gpus)
{
    search::ConfigSpace space = search::default_space();
    Expected<std::vector<GpuSpec>> chosen = search::gpus_from_list(gpus, "gpus");
    if (!chosen)
        qFatal("fixture: %s", chosen.error().message().c_str());
    space.gpus = *chosen;
    return space;
}

} // namespace capstan::test
