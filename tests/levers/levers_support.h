#pragma once

#include "core/inputs.h"
#include "core/scenario.h"

#include <QtGlobal>

#include <string>
#include <string_view>

namespace capstan::test {

// A scenario for one configuration on top of the default (chatbot, ISL 1000 / OSL 250).
inline Scenario lever_scenario(std::string_view model, int weight_bits, int tp, std::string_view gpu = "h100-sxm")
{
    Scenario s = default_scenario();
    for (const auto& [path, value] : {std::pair<std::string_view, std::string>{"model.preset", std::string(model)},
                                      {"gpu.preset", std::string(gpu)},
                                      {"model.weight_bits", std::to_string(weight_bits)},
                                      {"deploy.tp", std::to_string(tp)}})
        if (Status set = set_input(s, path, value); !set)
            qFatal("fixture: %s", set.error().message().c_str());
    return s;
}

} // namespace capstan::test
