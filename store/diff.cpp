#include "diff.h"

#include "core/inputs.h"
#include "core/scenario_codec.h"

#include <nlohmann/json.hpp>

namespace capstan::store {

namespace {

// A hand-defined model's dimensions are not inputs; compare them as the codec writes them.
std::string model_spec_text(const Scenario& scenario)
{
    if (scenario.model.preset != "custom")
        return {};
    const nlohmann::json doc = nlohmann::json::parse(scenario_to_json(scenario));
    const auto spec = doc.find("model_spec");
    return spec == doc.end() ? std::string() : spec->dump();
}

} // namespace

std::vector<InputChange> diff_scenarios(const Scenario& a, const Scenario& b)
{
    std::vector<InputChange> changes;
    for (const InputSpec& spec : input_specs()) {
        std::string from = get_input(a, spec.path);
        std::string to = get_input(b, spec.path);
        if (from != to)
            changes.push_back(InputChange{std::string(spec.path), std::string(spec.label), std::string(spec.unit),
                                          std::move(from), std::move(to)});
    }
    if (std::string from = model_spec_text(a), to = model_spec_text(b); from != to)
        changes.push_back(InputChange{"model_spec", "Hand-defined model", "", std::move(from), std::move(to)});
    // Same factors under another profile's name still tell a reader the figures' source changed.
    auto profile = [](const Scenario& s) { return s.calibration.empty() ? std::string("(none)") : s.calibration; };
    if (a.calibration != b.calibration)
        changes.push_back(InputChange{"calibration", "Calibration profile", "", profile(a), profile(b)});
    return changes;
}

} // namespace capstan::store
