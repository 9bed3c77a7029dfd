#include "scenario_codec.h"
#include "core/json_limits.h"

#include "catalog_entry.h"
#include "inputs.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <utility>

namespace capstan {

namespace {

using nlohmann::json;

std::string value_text(const json& value)
{
    if (value.is_string())
        return value.get<std::string>();
    if (value.is_boolean())
        return value.get<bool>() ? "true" : "false";
    return value.dump();
}

Status apply_inputs(Scenario& s, const json& inputs, std::string_view source, const Catalog& catalog,
                    bool presets)
{
    const bool custom_gpu = s.gpu.preset == kCustomPreset;
    for (const auto& [key, value] : inputs.items()) {
        if (is_preset_path(key) != presets || ((key == "model.preset" || key == "gpu.preset") && value == kCustomPreset))
            continue;
        // A user's GPU: its gpu_spec holds bandwidth and memory, written from the same spec.
        if (custom_gpu && (key == "gpu.bw_tbs" || key == "gpu.mem_gb"))
            continue;
        if (!value.is_number() && !value.is_string() && !value.is_boolean())
            return Error{std::string(source) + ": inputs." + key, value.dump(), "a number, string or boolean",
                         "wrong type"};
        if (Status set = set_input(s, key, value_text(value), catalog); !set) {
            Error error = set.error();
            error.field = std::string(source) + ": " + error.field;
            return error;
        }
    }
    return Ok{};
}

} // namespace

Expected<Scenario> scenario_from_json(std::string_view text, std::string_view source, const Catalog& catalog)
{
    const std::string where(source);
    if (Status limits = check_json_limits(text, source); !limits)
        return limits.error();
    const json doc = json::parse(text, nullptr, false);
    if (doc.is_discarded())
        return Error{where, "", "a JSON object", "malformed JSON"};
    if (!doc.is_object())
        return Error{where, "", "a JSON object", "the top level is not an object"};

    const auto version = doc.find("schema_version");
    if (version == doc.end() || !version->is_number_integer())
        return Error{where + ": schema_version", version == doc.end() ? "(missing)" : version->dump(),
                     "1 .. " + std::to_string(kScenarioSchemaVersion), "required integer"};
    if (version->get<long long>() < 1 || version->get<long long>() > kScenarioSchemaVersion)
        return Error{where + ": schema_version", version->dump(), "1 .. " + std::to_string(kScenarioSchemaVersion),
                     "written by a newer Capstan or invalid"};

    Scenario s = default_scenario(catalog);
    if (const auto name = doc.find("name"); name != doc.end()) {
        if (!name->is_string())
            return Error{where + ": name", name->dump(), "a string", "wrong type"};
        s.name = name->get<std::string>();
    }
    for (const auto& [key, value] : doc.items())
        if (key != "schema_version" && key != "name" && key != "calibration" && key != "inputs" && key != "model_spec" &&
            key != "gpu_spec")
            return Error{where + ": " + key, value.dump(), "schema_version, name, calibration, inputs, model_spec, gpu_spec",
                         "unknown key"};
    std::string calibration;
    if (const auto profile = doc.find("calibration"); profile != doc.end()) {
        if (!profile->is_string())
            return Error{where + ": calibration", profile->dump(), "a calibration profile's name (a string)",
                         "wrong type"};
        calibration = profile->get<std::string>();
    }

    const auto inputs = doc.find("inputs");
    if (inputs == doc.end()) {
        s.calibration = std::move(calibration);
        return s;
    }
    if (!inputs->is_object())
        return Error{where + ": inputs", inputs->dump(), "an object of input keys", "wrong type"};

    // A user's model or GPU travels in the file beside the inputs, in the catalog's format.
    if (const auto preset = inputs->find("model.preset"); preset != inputs->end() && *preset == kCustomPreset) {
        const auto spec = doc.find("model_spec");
        if (spec == doc.end())
            return Error{where + ": model_spec", "(missing)", "a model in the catalog's format",
                         "model.preset is custom"};
        Expected<ModelSpec> model = parse_model_entry(spec->dump(), where + ": model_spec");
        if (!model)
            return model.error();
        s.model.preset = std::string(kCustomPreset);
        s.model.spec = std::move(*model);
    }
    if (const auto preset = inputs->find("gpu.preset"); preset != inputs->end() && *preset == kCustomPreset) {
        const auto spec = doc.find("gpu_spec");
        if (spec == doc.end())
            return Error{where + ": gpu_spec", "(missing)", "a GPU in the catalog's format", "gpu.preset is custom"};
        Expected<GpuSpec> gpu = parse_gpu_entry(spec->dump(), where + ": gpu_spec");
        if (!gpu)
            return gpu.error();
        s.gpu.preset = std::string(kCustomPreset);
        s.gpu.spec = std::move(*gpu);
    }
    // Presets first: a preset overwrites the fields it covers, explicit inputs then refine them.
    if (Status set = apply_inputs(s, *inputs, where, catalog, true); !set)
        return set.error();
    if (Status set = apply_inputs(s, *inputs, where, catalog, false); !set)
        return set.error();
    // After the inputs: the file's factor values are the profile's, not an edit of them.
    s.calibration = std::move(calibration);
    return s;
}

std::string scenario_to_json(const Scenario& s)
{
    json inputs = json::object();
    for (const InputSpec& spec : input_specs()) {
        // An optional choice written only when made, so a file without it reads as it always did.
        if (spec.path == "levers.spec_draft" && s.levers.spec_draft.empty())
            continue;
        if (spec.kind == InputKind::Preset)
            inputs[std::string(spec.path)] = get_input(s, spec.path);
        else if (spec.kind == InputKind::Bool)
            inputs[std::string(spec.path)] = spec.get(s) != 0;
        else if (spec.kind == InputKind::Integer)
            inputs[std::string(spec.path)] = static_cast<long long>(spec.get(s));
        else
            inputs[std::string(spec.path)] = spec.get(s);
    }
    json doc = {{"schema_version", kScenarioSchemaVersion}, {"name", s.name}, {"inputs", inputs}};
    // Only when set, so an uncalibrated scenario's file is byte for byte what it always was.
    if (!s.calibration.empty())
        doc["calibration"] = s.calibration;
    if (s.model.preset == kCustomPreset)
        doc["model_spec"] = json::parse(model_entry_json(s.model.spec));
    if (s.gpu.preset == kCustomPreset)
        doc["gpu_spec"] = json::parse(gpu_entry_json(s.gpu.spec));
    return doc.dump(2);
}

} // namespace capstan
