#include "scenario_codec.h"
#include "core/json_limits.h"

#include "inputs.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <utility>

namespace capstan {

namespace {

using nlohmann::json;

json model_spec_to_json(const ModelSpec& m)
{
    // Written in the catalog's model format (read back by parse_model_catalog); optional fields
    // only when set, so a file stays as short as the model is simple.
    json j = {{"id", m.id}, {"name", m.name}, {"layers", m.layers}, {"hidden", m.hidden},
              {"heads", m.heads}, {"kv_heads", m.kv_heads}, {"head_dim", m.head_dim},
              {"ffn", m.ffn}, {"vocab", m.vocab}, {"params_b", m.params_total / 1e9},
              {"active_params_b", m.params_active / 1e9}};
    if (m.other_params > 0)
        j["other_params_b"] = m.other_params / 1e9;
    if (m.tied_embeddings)
        j["tied_embeddings"] = true;
    if (m.qkv_bias)
        j["qkv_bias"] = true;
    if (m.max_context > 0)
        j["max_context"] = m.max_context;
    for (const auto& [key, text] : {std::pair{"weight_format", &m.weight_format}, std::pair{"hf_repo", &m.hf_repo},
                                    std::pair{"source", &m.source}, std::pair{"date", &m.date}})
        if (!text->empty())
            j[key] = *text;
    if (m.sliding_layers > 0 || m.linear_layers > 0)
        j["attention"] = {{"sliding_layers", m.sliding_layers}, {"sliding_window", m.sliding_window},
                          {"sink_tokens", m.sink_tokens}, {"linear_layers", m.linear_layers},
                          {"linear_state_elems", m.linear_state_elems},
                          {"linear_layer_params", m.linear_layer_params}};
    if (m.is_moe())
        j["moe"] = {{"experts", m.experts}, {"experts_per_token", m.experts_per_token},
                    {"moe_layers", m.moe_layers},
                    {"expert_ffn", m.hidden > 0 ? std::lround(m.expert_params / (3.0 * m.hidden)) : 0L},
                    {"shared_experts", m.shared_experts}, {"shared_ffn", m.shared_ffn}};
    if (m.is_mla())
        j["mla"] = {{"kv_lora_rank", m.kv_lora_rank}, {"rope_dim", m.rope_dim},
                    {"q_lora_rank", m.q_lora_rank}, {"qk_nope_dim", m.qk_nope_dim},
                    {"v_head_dim", m.v_head_dim}};
    return j;
}

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
    for (const auto& [key, value] : inputs.items()) {
        if (is_preset_path(key) != presets || (key == "model.preset" && value == "custom"))
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
        if (key != "schema_version" && key != "name" && key != "calibration" && key != "inputs" && key != "model_spec")
            return Error{where + ": " + key, value.dump(), "schema_version, name, calibration, inputs, model_spec",
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

    if (const auto preset = inputs->find("model.preset"); preset != inputs->end() && *preset == "custom") {
        const auto spec = doc.find("model_spec");
        if (spec == doc.end())
            return Error{where + ": model_spec", "(missing)", "a model in the catalog's format",
                         "model.preset is custom"};
        const json wrapped = {{"schema_version", 1}, {"models", json::array({*spec})}};
        Expected<std::vector<ModelSpec>> models = parse_model_catalog(wrapped.dump(), where + ": model_spec");
        if (!models)
            return models.error();
        s.model.preset = "custom";
        s.model.spec = models->front();
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
    if (s.model.preset == "custom")
        doc["model_spec"] = model_spec_to_json(s.model.spec);
    return doc.dump(2);
}

} // namespace capstan
