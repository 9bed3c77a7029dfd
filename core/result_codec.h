#pragma once

#include "evaluate.h"

#include <nlohmann/json_fwd.hpp>

#include <string_view>
#include <vector>

namespace capstan {

// The `capstan-cli eval` output (SPEC §5 keys, nested by their dots), plus "provenance": each
// output key (flat, as output_docs() names it) -> where the figure comes from (provenance.h).
nlohmann::json result_to_json(const Scenario& scenario, const Result& result);

// Each output key with its unit and derivation, for `eval --help` and the README.
struct OutputDoc final {
    std::string_view key;
    std::string_view unit;
    std::string_view meaning;
};
const std::vector<OutputDoc>& output_docs();

} // namespace capstan
