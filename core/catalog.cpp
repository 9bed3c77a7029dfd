#include "catalog.h"

#include "catalog_fields.h"
#include "embedded_resources.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <utility>

namespace capstan {
namespace {

using namespace catalog_fields;

// Unit conversions between the catalog files and GpuSpec / ModelSpec.
constexpr double kBytesPerMib = 1048576.0;
constexpr double kBytesPerTb = 1e12;      // bandwidth_tb_s is decimal TB/s
constexpr double kFlopsPerTflop = 1e12;
constexpr double kBytesPerGb = 1e9;       // interconnect_gb_s is decimal GB/s
// A gated FFN (gate, up, down) holds 3 x hidden x ffn weights.
constexpr double kGatedFfnMatrices = 3.0;
// Declared active parameters may differ from the shape-derived figure by rounding in the
// published numbers (DeepSeek-V3: 37 B declared, 37.5 B from the shapes).
constexpr double kActiveParamsTolerance = 0.05;

} // namespace

Expected<GpuSpec> catalog_fields::read_gpu(const json& entry, const std::string& where)
{
    if (!entry.is_object())
        return Error{where, describe(entry), "a JSON object", "wrong type"};
    FieldReader read(entry, where);
    GpuSpec gpu;
    gpu.id = read.text("id");
    gpu.name = read.text("name");
    gpu.mem_bytes = read.number("memory_mib") * kBytesPerMib;
    gpu.bw_bytes_s = read.number("bandwidth_tb_s") * kBytesPerTb;
    gpu.peak_flops_bf16 = read.number("tflops_bf16") * kFlopsPerTflop;
    gpu.peak_flops_fp8 = read.number("tflops_fp8") * kFlopsPerTflop;
    gpu.peak_flops_fp4 = read.number("tflops_fp4") * kFlopsPerTflop;
    gpu.interconnect_bytes_s = read.number("interconnect_gb_s") * kBytesPerGb;
    gpu.power_w = read.number("power_w");
    gpu.gemm_clock_share = read.number_or("gemm_clock_share", 1.0);
    gpu.own_card_month_usd = read.number("own_card_month_usd");
    gpu.rent_usd_hour = read.number("rent_usd_hour");
    gpu.purchase_usd = read.number_or("purchase_usd", 0.0);
    gpu.gpus_per_node = read.integer("gpus_per_node");
    gpu.scaleup_domain_gpus = read.integer_or("scaleup_domain_gpus", 0);
    gpu.is_cpu = read.boolean_or("is_cpu", false);
    gpu.generation = read.text_or_empty("generation");
    gpu.scaleout_bytes_s = read.number_or("scaleout_gb_s", 0.0) * kBytesPerGb;
    gpu.source = read.text_or_empty("source");
    gpu.date = read.text_or_empty("date");
    if (read.error())
        return *read.error();
    if (auto status = validate_gpu(gpu, where); !status)
        return status.error();
    return gpu;
}

Expected<ModelSpec> catalog_fields::read_model(const json& entry, const std::string& where)
{
    if (!entry.is_object())
        return Error{where, describe(entry), "a JSON object", "wrong type"};
    FieldReader read(entry, where);
    ModelSpec model;
    model.id = read.text("id");
    model.name = read.text("name");
    model.layers = read.integer("layers");
    model.hidden = read.integer("hidden");
    model.heads = read.integer("heads");
    model.kv_heads = read.integer("kv_heads");
    model.head_dim = read.integer("head_dim");
    model.ffn = read.integer("ffn");
    model.vocab = read.integer("vocab");
    const double params_b = read.number("params_b");
    // Dense models touch every parameter per token.
    const double active_params_b = read.number_or("active_params_b", params_b);
    model.params_total = params_b * kParamsPerBillion;
    model.params_active = active_params_b * kParamsPerBillion;
    model.other_params = read.number_or("other_params_b", 0.0) * kParamsPerBillion;
    model.tied_embeddings = read.boolean_or("tied_embeddings", false);
    model.qkv_bias = read.boolean_or("qkv_bias", false);
    model.max_context = read.integer_or("max_context", 0);
    model.weight_format = read.text_or_empty("weight_format");
    model.hf_repo = read.text_or_empty("hf_repo");
    model.source = read.text_or_empty("source");
    model.date = read.text_or_empty("date");
    const json* moe = read.object_or_null("moe");
    const json* mla = read.object_or_null("mla");
    const json* attention = read.object_or_null("attention");
    if (read.error())
        return *read.error();

    if (attention != nullptr) {
        FieldReader read_attention(*attention, where + ".attention");
        model.sliding_layers = read_attention.integer_or("sliding_layers", 0);
        model.sliding_window = read_attention.integer_or("sliding_window", 0);
        model.sink_tokens = read_attention.integer_or("sink_tokens", 0);
        model.linear_layers = read_attention.integer_or("linear_layers", 0);
        model.linear_state_elems = read_attention.number_or("linear_state_elems", 0.0);
        model.linear_layer_params = read_attention.number_or("linear_layer_params", 0.0);
        if (read_attention.error())
            return *read_attention.error();
    }

    if (moe != nullptr) {
        FieldReader read_moe(*moe, where + ".moe");
        model.experts = read_moe.integer("experts");
        model.experts_per_token = read_moe.integer("experts_per_token");
        model.moe_layers = read_moe.integer("moe_layers");
        model.shared_experts = read_moe.integer_or("shared_experts", 0);
        model.shared_ffn = read_moe.integer_or("shared_ffn", 0);
        const int expert_ffn = read_moe.integer("expert_ffn");
        if (read_moe.error())
            return *read_moe.error();
        if (expert_ffn <= 0)
            return Error{where + ".moe.expert_ffn", std::to_string(expert_ffn), "a positive integer",
                         "out of range"};
        model.expert_params = kGatedFfnMatrices * model.hidden * static_cast<double>(expert_ffn);
    }
    if (mla != nullptr) {
        FieldReader read_mla(*mla, where + ".mla");
        model.kv_lora_rank = read_mla.integer("kv_lora_rank");
        model.rope_dim = read_mla.integer("rope_dim");
        model.q_lora_rank = read_mla.integer_or("q_lora_rank", 0);
        model.qk_nope_dim = read_mla.integer_or("qk_nope_dim", 0);
        model.v_head_dim = read_mla.integer_or("v_head_dim", 0);
        if (read_mla.error())
            return *read_mla.error();
        if (model.kv_lora_rank <= 0)
            return Error{where + ".mla.kv_lora_rank", std::to_string(model.kv_lora_rank),
                         "a positive integer", "out of range"};
    }
    if (auto status = validate_model(model, where); !status)
        return status.error();
    return model;
}

namespace {

Status validate_use_case(const UseCasePreset& use_case, std::string_view where)
{
    RangeChecker check(where);
    check.id("id", use_case.id);
    check.non_empty("name", use_case.name);
    // Token lengths: one token up to a 1 Mi-token context.
    check.range("isl", use_case.isl, 1, 1048576);
    check.range("osl", use_case.osl, 1, 1048576);
    check.range("isl_cv", use_case.isl_cv, 0, 10);
    check.range("osl_cv", use_case.osl_cv, 0, 10);
    // A hit rate of 1 would mean no prefill work at all.
    check.check(use_case.cache_hit >= 0 && use_case.cache_hit <= 1, "cache_hit",
                format_number(use_case.cache_hit), "0 .. 1", "out of range");
    check.check(use_case.requests_per_user_day > 0 && std::isfinite(use_case.requests_per_user_day),
                "requests_per_user_day", format_number(use_case.requests_per_user_day),
                "a positive number", "out of range");
    check.range("peak_to_avg", use_case.peak_to_avg, 1, 100);
    check.range("arrival_cv", use_case.arrival_cv, 0.05, 20);   // workload.arrival_cv's range
    return to_status(check.error());
}

Expected<UseCasePreset> read_use_case(const json& entry, const std::string& where)
{
    if (!entry.is_object())
        return Error{where, describe(entry), "a JSON object", "wrong type"};
    FieldReader read(entry, where);
    UseCasePreset use_case;
    use_case.id = read.text("id");
    use_case.name = read.text("name");
    use_case.isl = read.integer("isl");
    use_case.osl = read.integer("osl");
    use_case.isl_cv = read.number("isl_cv");
    use_case.osl_cv = read.number("osl_cv");
    use_case.cache_hit = read.number("cache_hit");
    use_case.requests_per_user_day = read.number("requests_per_user_day");
    use_case.peak_to_avg = read.number("peak_to_avg");
    use_case.arrival_cv = read.number("arrival_cv");
    if (read.error())
        return *read.error();
    if (auto status = validate_use_case(use_case, where); !status)
        return status.error();
    return use_case;
}

// Shared loop of the three parsers: parse, read each entry, reject duplicate ids.
template <class T, class ReadEntry>
Expected<std::vector<T>> parse_entries(std::string_view text, std::string_view source,
                                       std::string_view array_key, ReadEntry read_entry)
{
    try {
        auto array = parse_document(text, source, array_key);
        if (!array)
            return array.error();
        std::vector<T> entries;
        entries.reserve(array->size());
        std::map<std::string, std::size_t> seen;
        for (std::size_t i = 0; i < array->size(); ++i) {
            const json& entry = (*array)[i];
            const std::string where = entry_where(source, array_key, i, entry);
            auto item = read_entry(entry, where);
            if (!item)
                return item.error();
            if (auto unique = check_unique(seen, item->id, i, where, array_key); !unique)
                return unique.error();
            entries.push_back(std::move(item).value());
        }
        if (entries.empty())
            return Error{std::string(source) + ": " + std::string(array_key), "[]",
                         "at least one entry", "empty"};
        return entries;
    } catch (const json::exception& e) {
        // The readers check types before every get<>(), so this is a safety net only.
        return Error{std::string(source), {}, {}, std::string("invalid JSON: ") + e.what()};
    }
}

template <class T>
const T* find_by_id(const std::vector<T>& entries, std::string_view id)
{
    for (const T& entry : entries)
        if (entry.id == id)
            return &entry;
    return nullptr;
}

template <class T>
std::string join_ids(const std::vector<T>& entries)
{
    std::string ids;
    for (const T& entry : entries) {
        if (!ids.empty())
            ids += ", ";
        ids += entry.id;
    }
    return ids;
}

} // namespace

Expected<std::vector<GpuSpec>> parse_gpu_catalog(std::string_view json_text, std::string_view source)
{
    return parse_entries<GpuSpec>(json_text, source, "gpus", read_gpu);
}

Expected<std::vector<ModelSpec>> parse_model_catalog(std::string_view json_text,
                                                     std::string_view source)
{
    return parse_entries<ModelSpec>(json_text, source, "models", read_model);
}

Expected<std::vector<UseCasePreset>> parse_use_cases(std::string_view json_text,
                                                     std::string_view source)
{
    return parse_entries<UseCasePreset>(json_text, source, "use_cases", read_use_case);
}

Status validate_gpu(const GpuSpec& gpu, std::string_view where)
{
    RangeChecker check(where);
    check.id("id", gpu.id);
    check.non_empty("name", gpu.name);
    check.listed_range("memory_mib", gpu.mem_bytes / kBytesPerMib, "MiB (1 GiB .. 4 TiB)");
    check.listed_range("bandwidth_tb_s", gpu.bw_bytes_s / kBytesPerTb);
    check.listed_range("tflops_bf16", gpu.peak_flops_bf16 / kFlopsPerTflop);
    check.listed_range("tflops_fp8", gpu.peak_flops_fp8 / kFlopsPerTflop);
    check.listed_range("tflops_fp4", gpu.peak_flops_fp4 / kFlopsPerTflop);
    check.listed_range("interconnect_gb_s", gpu.interconnect_bytes_s / kBytesPerGb);
    check.listed_range("power_w", gpu.power_w);
    check.listed_range("gemm_clock_share", gpu.gemm_clock_share);
    check.listed_range("own_card_month_usd", gpu.own_card_month_usd);
    check.listed_range("rent_usd_hour", gpu.rent_usd_hour);
    check.at_least("purchase_usd", gpu.purchase_usd, 0);
    check.listed_range("gpus_per_node", gpu.gpus_per_node);
    check.listed_range("scaleup_domain_gpus", gpu.scaleup_domain_gpus);
    check.listed_range("scaleout_gb_s", gpu.scaleout_bytes_s / kBytesPerGb);
    return to_status(check.error());
}

Status validate_model(const ModelSpec& model, std::string_view where)
{
    RangeChecker check(where);
    check.id("id", model.id);
    check.non_empty("name", model.name);
    check.listed_range("layers", model.layers);
    const auto positive = [&check](std::string_view key, int value) {
        check.check(value > 0, key, std::to_string(value), "a positive integer", "out of range");
    };
    positive("hidden", model.hidden);
    positive("heads", model.heads);
    positive("kv_heads", model.kv_heads);
    positive("head_dim", model.head_dim);
    positive("ffn", model.ffn);
    positive("vocab", model.vocab);
    if (check.error())
        return *check.error();

    // Grouped-query attention shares each KV head among heads / kv_heads query heads. MLA has
    // no KV heads of its own (the latent is shared), so the grouping rule does not apply.
    if (!model.is_mla()) {
        check.check(model.kv_heads <= model.heads, "kv_heads", std::to_string(model.kv_heads),
                    "at most heads (" + std::to_string(model.heads) + ")", "more KV heads than heads");
        check.check(model.heads % model.kv_heads == 0, "kv_heads", std::to_string(model.kv_heads),
                    "a divisor of heads (" + std::to_string(model.heads) + ")",
                    "heads not evenly grouped");
    }

    const double params_b = model.params_total / kParamsPerBillion;
    const double active_params_b = model.params_active / kParamsPerBillion;
    check.listed_range("params_b", params_b);
    check.check(model.params_active > 0 && model.params_active <= model.params_total,
                "active_params_b", format_number(active_params_b),
                "above 0 and at most params_b (" + format_number(params_b) + ")", "out of range");

    check.range("attention.sliding_layers", model.sliding_layers, 0, model.layers);
    check.range("attention.linear_layers", model.linear_layers, 0, model.layers - model.sliding_layers);
    check.check(model.sliding_layers == 0 || model.sliding_window >= 1, "attention.sliding_window",
                std::to_string(model.sliding_window), "a positive window when sliding_layers > 0",
                "out of range");
    check.listed_range("attention.sliding_window", model.sliding_window);
    check.listed_range("attention.sink_tokens", model.sink_tokens);
    check.check(model.linear_layers == 0 || model.linear_state_elems > 0, "attention.linear_state_elems",
                format_number(model.linear_state_elems), "positive when linear_layers > 0",
                "out of range");
    check.listed_range("attention.linear_state_elems", model.linear_state_elems);
    check.listed_range("attention.linear_layer_params", model.linear_layer_params);
    check.listed_range("other_params_b", model.other_params / kParamsPerBillion);
    check.listed_range("max_context", model.max_context);
    check.check(model.hf_repo.empty() || is_hf_repo(model.hf_repo), "hf_repo", '"' + model.hf_repo + '"',
                "owner/name, e.g. meta-llama/Llama-3.1-8B-Instruct", "not a repository id");
    check.listed_range("moe.shared_experts", model.shared_experts);
    check.listed_range("moe.shared_ffn", model.shared_ffn);
    check.listed_range("mla.q_lora_rank", model.q_lora_rank);
    check.listed_range("mla.qk_nope_dim", model.qk_nope_dim);
    check.listed_range("mla.v_head_dim", model.v_head_dim);

    check.check(model.kv_lora_rank >= 0, "mla.kv_lora_rank", std::to_string(model.kv_lora_rank),
                "0 (not MLA) or positive", "out of range");
    check.check(model.rope_dim >= 0 && (model.is_mla() || model.rope_dim == 0), "mla.rope_dim",
                std::to_string(model.rope_dim), model.is_mla() ? ">= 0" : "0 without kv_lora_rank",
                "out of range");

    if (!model.is_moe()) {
        check.check(model.experts == 0, "moe.experts", std::to_string(model.experts),
                    "0 (dense) or at least 2", "out of range");
        check.check(model.experts_per_token == 0 && model.moe_layers == 0 &&
                        model.expert_params == 0,
                    "moe", "experts_per_token " + std::to_string(model.experts_per_token) +
                               ", moe_layers " + std::to_string(model.moe_layers),
                    "0 for a dense model", "expert fields without experts");
        return to_status(check.error());
    }

    check.check(model.experts >= 2, "moe.experts", std::to_string(model.experts), ">= 2",
                "out of range");
    check.check(model.experts_per_token >= 1 && model.experts_per_token <= model.experts,
                "moe.experts_per_token", std::to_string(model.experts_per_token),
                "1 .. experts (" + std::to_string(model.experts) + ")", "out of range");
    check.check(model.moe_layers >= 1 && model.moe_layers <= model.layers, "moe.moe_layers",
                std::to_string(model.moe_layers), "1 .. layers (" + std::to_string(model.layers) + ")",
                "out of range");
    const double expert_ffn = model.expert_params / (kGatedFfnMatrices * model.hidden);
    check.check(model.expert_params > 0 && std::isfinite(model.expert_params), "moe.expert_ffn",
                format_number(expert_ffn), "a positive integer", "out of range");
    if (check.error())
        return *check.error();

    const double non_expert = model.non_expert_params();
    check.check(non_expert > 0, "params_b", format_number(params_b),
                "more than the routed experts (" +
                    format_billions(model.moe_layers * model.experts * model.expert_params) +
                    " B)",
                "routed experts exceed the total");
    if (check.error())
        return *check.error();

    // One token touches everything outside the routed experts plus top-k experts per MoE layer.
    const double expected_active =
        non_expert + model.moe_layers * model.experts_per_token * model.expert_params;
    const double deviation = std::abs(model.params_active - expected_active) / expected_active;
    check.check(deviation <= kActiveParamsTolerance, "active_params_b",
                format_number(active_params_b),
                "within 5% of " + format_billions(expected_active) +
                    " (non-expert + moe_layers x top-k x expert params)",
                "inconsistent with the expert shapes");
    return to_status(check.error());
}

Expected<Catalog> Catalog::from_json(std::string_view gpus_json, std::string_view models_json,
                                     std::string_view use_cases_json)
{
    auto gpus = parse_gpu_catalog(gpus_json, "gpus.json");
    if (!gpus)
        return gpus.error();
    auto models = parse_model_catalog(models_json, "models.json");
    if (!models)
        return models.error();
    auto use_cases = parse_use_cases(use_cases_json, "use_cases.json");
    if (!use_cases)
        return use_cases.error();
    Catalog catalog;
    catalog.gpus_ = std::move(gpus).value();
    catalog.models_ = std::move(models).value();
    catalog.use_cases_ = std::move(use_cases).value();
    return catalog;
}

const Catalog& Catalog::builtin()
{
    static const Catalog catalog = [] {
        auto loaded = from_json(embedded_resource("catalog/gpus.json"),
                                embedded_resource("catalog/models.json"),
                                embedded_resource("presets/use_cases.json"));
        if (!loaded) {
            // The build embeds resources/ and tst_catalog checks them, so this is a broken
            // build, not a user error.
            std::fprintf(stderr, "capstan: built-in catalog is invalid: %s\n",
                         loaded.error().message().c_str());
            std::abort();
        }
        return std::move(loaded).value();
    }();
    return catalog;
}

const GpuSpec* Catalog::find_gpu(std::string_view id) const
{
    return find_by_id(gpus_, id);
}

const ModelSpec* Catalog::find_model(std::string_view id) const
{
    return find_by_id(models_, id);
}

const UseCasePreset* Catalog::find_use_case(std::string_view id) const
{
    return find_by_id(use_cases_, id);
}

std::string Catalog::gpu_ids() const
{
    return join_ids(gpus_);
}

std::string Catalog::model_ids() const
{
    return join_ids(models_);
}

std::string Catalog::use_case_ids() const
{
    return join_ids(use_cases_);
}

} // namespace capstan
