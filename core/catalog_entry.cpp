#include "catalog_entry.h"

#include "catalog_fields.h"
#include "json_limits.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>
#include <utility>

namespace capstan {

namespace {

using nlohmann::json;
using namespace catalog_fields;

// The catalog files' units (core/catalog.cpp reads them the same way).
constexpr double kBytesPerMib = 1048576.0;
constexpr double kBytesPerTb = 1e12;
constexpr double kFlopsPerTflop = 1e12;
constexpr double kBytesPerGb = 1e9;
constexpr double kGatedFfnMatrices = 3.0;

json gpu_to_json(const GpuSpec& g)
{
    json j = {{"id", g.id}, {"name", g.name}, {"memory_mib", g.mem_bytes / kBytesPerMib},
              {"bandwidth_tb_s", g.bw_bytes_s / kBytesPerTb}, {"tflops_bf16", g.peak_flops_bf16 / kFlopsPerTflop},
              {"tflops_fp8", g.peak_flops_fp8 / kFlopsPerTflop}, {"tflops_fp4", g.peak_flops_fp4 / kFlopsPerTflop},
              {"interconnect_gb_s", g.interconnect_bytes_s / kBytesPerGb}, {"power_w", g.power_w},
              {"own_card_month_usd", g.own_card_month_usd}, {"rent_usd_hour", g.rent_usd_hour},
              {"gpus_per_node", g.gpus_per_node}, {"scaleout_gb_s", g.scaleout_bytes_s / kBytesPerGb}};
    if (g.purchase_usd > 0)
        j["purchase_usd"] = g.purchase_usd;
    if (g.gemm_clock_share != 1.0)
        j["gemm_clock_share"] = g.gemm_clock_share;
    if (g.scaleup_domain_gpus > 0)
        j["scaleup_domain_gpus"] = g.scaleup_domain_gpus;
    if (g.is_cpu)
        j["is_cpu"] = true;
    for (const auto& [key, text] : {std::pair{"generation", &g.generation}, std::pair{"source", &g.source},
                                    std::pair{"date", &g.date}})
        if (!text->empty())
            j[key] = *text;
    return j;
}

json model_to_json(const ModelSpec& m)
{
    // Optional fields only when set, so an entry stays as short as the model is simple.
    json j = {{"id", m.id}, {"name", m.name}, {"layers", m.layers}, {"hidden", m.hidden},
              {"heads", m.heads}, {"kv_heads", m.kv_heads}, {"head_dim", m.head_dim},
              {"ffn", m.ffn}, {"vocab", m.vocab}, {"params_b", m.params_total / kParamsPerBillion},
              {"active_params_b", m.params_active / kParamsPerBillion}};
    if (m.other_params > 0)
        j["other_params_b"] = m.other_params / kParamsPerBillion;
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
                    {"expert_ffn", m.hidden > 0 ? std::lround(m.expert_params / (kGatedFfnMatrices * m.hidden)) : 0L},
                    {"shared_experts", m.shared_experts}, {"shared_ffn", m.shared_ffn}};
    if (m.is_mla())
        j["mla"] = {{"kv_lora_rank", m.kv_lora_rank}, {"rope_dim", m.rope_dim},
                    {"q_lora_rank", m.q_lora_rank}, {"qk_nope_dim", m.qk_nope_dim},
                    {"v_head_dim", m.v_head_dim}};
    return j;
}

// The one entry of `text`: the object itself, or the only element of its `array_key` array.
Expected<json> single_entry(std::string_view text, std::string_view source, std::string_view array_key)
{
    if (Status limits = check_json_limits(text, source); !limits)
        return limits.error();
    const json doc = json::parse(text, nullptr, false);
    if (doc.is_discarded())
        return Error{std::string(source), {}, "one catalog entry as a JSON object", "malformed JSON"};
    if (!doc.is_object())
        return Error{std::string(source), describe(doc), "one catalog entry as a JSON object",
                     "wrong top-level type"};
    const auto array = doc.find(array_key);
    if (array == doc.end())
        return doc;
    if (!array->is_array() || array->size() != 1)
        return Error{std::string(source) + ": " + std::string(array_key), describe(*array),
                     "an array of exactly one entry", "not one entry"};
    return array->front();
}

std::optional<json> parse_value(std::string_view text)
{
    if (text == "true" || text == "false")
        return json(text == "true");
    double number = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (ec == std::errc() && end == text.data() + text.size()) {
        if (!std::isfinite(number))
            return std::nullopt;
        if (number == std::floor(number) && std::abs(number) < 9e15)
            return json(static_cast<long long>(number));
        return json(number);
    }
    return json(std::string(text));
}

bool listed(const std::vector<std::string_view>& fields, std::string_view field)
{
    for (std::string_view known : fields)
        if (known == field)
            return true;
    return false;
}

std::string joined(const std::vector<std::string_view>& fields)
{
    std::string text;
    for (std::string_view field : fields)
        text += (text.empty() ? "" : ", ") + std::string(field);
    return text;
}

std::string text_of(const json& value)
{
    if (value.is_string())
        return value.get<std::string>();
    if (value.is_boolean())
        return value.get<bool>() ? "true" : "false";
    if (value.is_number_integer())
        return std::to_string(value.get<long long>());
    return format_number(value.get<double>());
}

std::vector<std::string> texts_of(const json& entry, const std::vector<std::string_view>& fields)
{
    std::vector<std::string> texts;
    for (std::string_view field : fields) {
        const auto dot = field.find('.');
        const json* value = nullptr;
        if (dot == std::string_view::npos) {
            if (const auto it = entry.find(field); it != entry.end())
                value = &*it;
        } else if (const auto group = entry.find(field.substr(0, dot)); group != entry.end()) {
            if (const auto it = group->find(field.substr(dot + 1)); it != group->end())
                value = &*it;
        }
        texts.push_back(value ? text_of(*value) : std::string());
    }
    return texts;
}

Expected<json> entry_of(const std::vector<std::string>& texts, const std::vector<std::string_view>& fields,
                        std::string_view where)
{
    json entry = json::object();
    for (std::size_t i = 0; i < fields.size() && i < texts.size(); ++i) {
        if (texts[i].empty())
            continue;
        const std::string_view field = fields[i];
        const std::optional<json> value = parse_value(texts[i]);
        if (!value)
            return Error{join_field(where, field), texts[i], "a finite number", "not a number"};
        const auto dot = field.find('.');
        if (dot == std::string_view::npos)
            entry[std::string(field)] = *value;
        else
            entry[std::string(field.substr(0, dot))][std::string(field.substr(dot + 1))] = *value;
    }
    return entry;
}

} // namespace

std::string_view entry_field_unit(std::string_view field)
{
    static const std::pair<std::string_view, std::string_view> units[] = {
        {"memory_mib", "MiB"}, {"bandwidth_tb_s", "TB/s"}, {"tflops_bf16", "TFLOP/s"}, {"tflops_fp8", "TFLOP/s"},
        {"tflops_fp4", "TFLOP/s"}, {"interconnect_gb_s", "GB/s"}, {"power_w", "W"}, {"gemm_clock_share", "fraction"},
        {"own_card_month_usd", "$/month"}, {"rent_usd_hour", "$/GPU-hour"}, {"gpus_per_node", "GPUs"},
        {"scaleup_domain_gpus", "GPUs"},
        {"scaleout_gb_s", "GB/s"}, {"params_b", "B params"}, {"active_params_b", "B params"},
        {"other_params_b", "B params"}, {"max_context", "tokens"}, {"vocab", "tokens"},
        {"attention.sliding_window", "tokens"}, {"attention.sink_tokens", "tokens"},
        {"attention.linear_layer_params", "params"}, {"attention.linear_state_elems", "elements"}};
    for (const auto& [name, unit] : units)
        if (name == field)
            return unit;
    return {};
}

std::vector<std::string> gpu_entry_texts(const GpuSpec& gpu)
{
    return texts_of(gpu_to_json(gpu), gpu_entry_fields());
}

std::vector<std::string> model_entry_texts(const ModelSpec& model)
{
    return texts_of(model_to_json(model), model_entry_fields());
}

Expected<GpuSpec> gpu_from_texts(const std::vector<std::string>& texts, std::string_view where)
{
    Expected<json> entry = entry_of(texts, gpu_entry_fields(), where);
    if (!entry)
        return entry.error();
    return read_gpu(*entry, std::string(where));
}

Expected<ModelSpec> model_from_texts(const std::vector<std::string>& texts, std::string_view where)
{
    Expected<json> entry = entry_of(texts, model_entry_fields(), where);
    if (!entry)
        return entry.error();
    return read_model(*entry, std::string(where));
}

Expected<GpuSpec> parse_gpu_entry(std::string_view text, std::string_view source)
{
    Expected<json> entry = single_entry(text, source, "gpus");
    if (!entry)
        return entry.error();
    return read_gpu(*entry, std::string(source));
}

Expected<ModelSpec> parse_model_entry(std::string_view text, std::string_view source)
{
    Expected<json> entry = single_entry(text, source, "models");
    if (!entry)
        return entry.error();
    return read_model(*entry, std::string(source));
}

std::string gpu_entry_json(const GpuSpec& gpu)
{
    return gpu_to_json(gpu).dump();
}

std::string model_entry_json(const ModelSpec& model)
{
    return model_to_json(model).dump();
}

const std::vector<std::string_view>& gpu_entry_fields()
{
    static const std::vector<std::string_view> fields = {
        "id", "name", "memory_mib", "bandwidth_tb_s", "tflops_bf16", "tflops_fp8", "tflops_fp4",
        "interconnect_gb_s", "power_w", "gemm_clock_share", "own_card_month_usd", "rent_usd_hour", "gpus_per_node", "scaleup_domain_gpus", "is_cpu",
        "generation", "scaleout_gb_s", "source", "date"};
    return fields;
}

const std::vector<std::string_view>& model_entry_fields()
{
    static const std::vector<std::string_view> fields = {
        "id", "name", "layers", "hidden", "heads", "kv_heads", "head_dim", "ffn", "vocab", "params_b",
        "active_params_b", "other_params_b", "tied_embeddings", "qkv_bias", "max_context", "weight_format",
        "hf_repo", "source", "date", "moe.experts", "moe.experts_per_token", "moe.moe_layers", "moe.expert_ffn",
        "moe.shared_experts", "moe.shared_ffn", "mla.kv_lora_rank", "mla.rope_dim", "mla.q_lora_rank",
        "mla.qk_nope_dim", "mla.v_head_dim", "attention.sliding_layers", "attention.sliding_window",
        "attention.sink_tokens", "attention.linear_layers", "attention.linear_state_elems",
        "attention.linear_layer_params"};
    return fields;
}

bool is_entry_field_path(std::string_view path)
{
    if (path.starts_with("gpu."))
        return listed(gpu_entry_fields(), path.substr(4));
    if (path.starts_with("model."))
        return listed(model_entry_fields(), path.substr(6));
    return false;
}

Status set_entry_field(Scenario& s, std::string_view path, std::string_view value)
{
    const bool gpu = path.starts_with("gpu.");
    const std::string_view field = path.substr(gpu ? 4 : 6);
    const std::string where = gpu ? "gpu" : "model";
    if (!is_entry_field_path(path))
        return Error{std::string(path), std::string(value),
                     "one of: " + joined(gpu ? gpu_entry_fields() : model_entry_fields()),
                     gpu ? "unknown GPU field" : "unknown model field"};
    const std::optional<json> parsed = parse_value(value);
    if (!parsed)
        return Error{std::string(path), std::string(value), "a finite number", "not a number"};
    json entry = gpu ? gpu_to_json(s.gpu.spec) : model_to_json(s.model.spec);
    const auto dot = field.find('.');
    if (dot == std::string_view::npos) {
        entry[std::string(field)] = *parsed;
    } else {
        json& group = entry[std::string(field.substr(0, dot))];
        if (!group.is_object())
            group = json::object();
        group[std::string(field.substr(dot + 1))] = *parsed;
    }
    if (gpu) {
        Expected<GpuSpec> edited = read_gpu(entry, where);
        if (!edited)
            return edited.error();
        s.gpu.preset = std::string(kCustomPreset);
        s.gpu.spec = std::move(*edited);
    } else {
        Expected<ModelSpec> edited = read_model(entry, where);
        if (!edited)
            return edited.error();
        s.model.preset = std::string(kCustomPreset);
        s.model.spec = std::move(*edited);
    }
    return Ok{};
}

Status check_gpu_fits(const Scenario& s)
{
    // The engine may use mem_utilization of the memory and needs workspace_gb of it for
    // activations before any weight or KV byte (core/memory.cpp).
    const double workspace_bytes = s.deploy.workspace_gb * 1e9;
    const double least_bytes = workspace_bytes / s.deploy.mem_utilization;
    if (s.gpu.spec.mem_bytes * s.deploy.mem_utilization > workspace_bytes)
        return Ok{};
    return Error{"gpu.memory_mib", format_number(std::round(s.gpu.spec.mem_bytes / kBytesPerMib)),
                 "more than " + format_number(std::ceil(least_bytes / kBytesPerMib)) +
                     " MiB (deploy.workspace_gb / deploy.mem_utilization)",
                 "below the engine's workspace"};
}

} // namespace capstan
