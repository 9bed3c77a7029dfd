// Scenarios the compare tests and the screenshots share: three feasible ones (the default,
// another GPU, 16-bit weights on four GPUs) built from the default by named inputs.
#pragma once

#include "core/inputs.h"

#include <QtGlobal>

#include <initializer_list>
#include <utility>
#include <vector>

namespace capstan::test {

inline Scenario named(Scenario s, const char* name)
{
    s.name = name;
    return s;
}

inline Scenario with(Scenario s, std::initializer_list<std::pair<const char*, const char*>> inputs)
{
    for (const auto& [path, value] : inputs)
        if (Status ok = set_input(s, path, value); !ok)
            qFatal("%s", ok.error().message().c_str());
    return s;
}

// The three feasible scenarios of the compare brief (the BF16 weights need more than two H100s).
inline std::vector<Scenario> three()
{
    const Scenario base = default_scenario();
    return {named(base, "Default 70B, 8-bit, 2× H100"), named(with(base, {{"gpu.preset", "h200-sxm"}}), "On H200"),
            named(with(base, {{"model.weight_bits", "16"}, {"deploy.tp", "4"}}), "BF16 weights, TP 4")};
}

} // namespace capstan::test
