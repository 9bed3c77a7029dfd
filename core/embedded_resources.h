#pragma once

#include <string_view>

namespace capstan {

// The JSON files of resources/ compiled into the core (catalog/gpus.json, catalog/models.json,
// presets/use_cases.json, engines/launch-flags.json). Empty when the name is unknown.
std::string_view embedded_resource(std::string_view name);

} // namespace capstan
