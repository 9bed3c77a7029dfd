#include "hf_config.h"
#include "core/json_limits.h"

#include "catalog.h"
#include "model_params.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace capstan {
namespace {

using nlohmann::json;

// Longer values are cut in error messages so that an error stays one readable line.
constexpr std::size_t kMaxValueChars = 60;
// Shapes above this are not a transformer config but a typo (the largest hidden sizes and
// vocabularies in use are below one million).
constexpr std::int64_t kMaxDimension = 1 << 24;

std::string describe(const json& value)
{
    std::string text = value.dump(-1, ' ', false, json::error_handler_t::replace);
    if (text.size() > kMaxValueChars)
        text = text.substr(0, kMaxValueChars) + "...";
    return text;
}

// Reads config.json keys; the first problem is kept and names the file and the key.
class ConfigReader final {
public:
    ConfigReader(const json& config, std::string_view source) : config_(config), source_(source) {}

    [[nodiscard]] const std::optional<Error>& error() const { return error_; }

    // A required positive integer.
    int positive(std::string_view key) { return read(key, std::nullopt, 1); }
    // An optional integer; absent or null gives `fallback`.
    int positive_or(std::string_view key, int fallback) { return read(key, fallback, 1); }
    int non_negative_or(std::string_view key, int fallback) { return read(key, fallback, 0); }

    bool has(std::string_view key) const
    {
        const auto it = config_.find(key);
        return it != config_.end() && !it->is_null();
    }

    bool boolean_or(std::string_view key, bool fallback)
    {
        if (error_ || !has(key))
            return fallback;
        const json& value = config_.at(std::string(key));
        if (!value.is_boolean()) {
            fail(key, describe(value), "true or false", "wrong type");
            return fallback;
        }
        return value.get<bool>();
    }

    void fail(std::string_view key, std::string value, std::string allowed, std::string detail)
    {
        if (!error_)
            error_ = Error{std::string(source_) + ": " + std::string(key), std::move(value),
                           std::move(allowed), std::move(detail)};
    }

private:
    int read(std::string_view key, std::optional<int> fallback, std::int64_t minimum)
    {
        if (error_)
            return 0;
        if (!has(key)) {
            if (!fallback)
                fail(key, {}, {}, "required key missing");
            return fallback.value_or(0);
        }
        const json& value = config_.at(std::string(key));
        const std::string allowed = minimum > 0 ? "a positive integer" : "a non-negative integer";
        if (!value.is_number_integer()) {
            fail(key, describe(value), allowed, "wrong type");
            return 0;
        }
        // Unsigned JSON integers above int64 range read as negative here and are rejected.
        const auto n = value.is_number_unsigned()
                           ? static_cast<std::int64_t>(value.get<std::uint64_t>())
                           : value.get<std::int64_t>();
        if (n < minimum || n > kMaxDimension) {
            fail(key, describe(value), allowed + " up to " + std::to_string(kMaxDimension),
                 "out of range");
            return 0;
        }
        return static_cast<int>(n);
    }

    const json& config_;
    std::string_view source_;
    std::optional<Error> error_;
};

// A list of strings or integers under `key` (layer_types, no_rope_layers, mlp_only_layers);
// empty when absent or of another shape.
template <typename T>
std::vector<T> list_of(const json& config, std::string_view key)
{
    std::vector<T> out;
    const auto it = config.find(key);
    if (it == config.end() || !it->is_array())
        return out;
    for (const json& item : *it) {
        if constexpr (std::is_same_v<T, std::string>) {
            if (item.is_string())
                out.push_back(item.get<std::string>());
        } else {
            if (item.is_number_integer())
                out.push_back(item.get<T>());
        }
    }
    return out;
}

std::string text_of(const json& config, std::string_view key)
{
    const auto it = config.find(key);
    return it != config.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// Attention layer kinds: an explicit layer_types list (gpt-oss, Gemma 3, Qwen3-Next), Gemma's
// sliding_window_pattern (every n-th layer global), Llama 4's chunked attention on the layers
// that keep RoPE, or one sliding window on every layer (Mistral 7B).
void read_layer_kinds(const json& config, ConfigReader& read, ModelSpec& model)
{
    const auto types = list_of<std::string>(config, "layer_types");
    const int window = read.non_negative_or("sliding_window", 0);
    if (!types.empty()) {
        for (const std::string& type : types) {
            if (type == "sliding_attention" || type == "chunked_attention")
                ++model.sliding_layers;
            else if (type == "linear_attention" || type == "mamba" || type == "recurrent")
                ++model.linear_layers;
        }
        model.sliding_window = model.sliding_layers > 0 ? window : 0;
        return;
    }
    if (const int pattern = read.non_negative_or("sliding_window_pattern", 0); pattern > 1 && window > 0) {
        model.sliding_layers = model.layers - model.layers / pattern;
        model.sliding_window = window;
        return;
    }
    if (const int interval = read.non_negative_or("full_attention_interval", 0);
        interval > 1 && read.has("linear_num_value_heads")) {
        // Qwen3-Next: every interval-th layer full attention, the others Gated DeltaNet.
        model.linear_layers = model.layers - model.layers / interval;
        return;
    }
    if (const int chunk = read.non_negative_or("attention_chunk_size", 0); chunk > 0) {
        const auto rope_layers = list_of<int>(config, "no_rope_layers");   // 1 = RoPE, chunked
        int chunked = 0;
        for (int flag : rope_layers)
            chunked += flag != 0 ? 1 : 0;
        // Without the list, Llama 4 keeps every fourth layer global (NoPE).
        model.sliding_layers = rope_layers.empty() ? model.layers - model.layers / 4 : chunked;
        model.sliding_window = chunk;
        return;
    }
    const bool enabled = read.boolean_or("use_sliding_window", true);
    if (window > 0 && enabled) {
        const int max_window_layers = read.non_negative_or("max_window_layers", model.layers);
        model.sliding_layers = std::min(model.layers, max_window_layers);
        model.sliding_window = window;
    }
}

// Gated DeltaNet / linear-attention layers (Qwen3-Next): the recurrent state is
// value heads x key dim x value dim, plus the short convolution's last kernel - 1 inputs.
void read_linear_layers(ConfigReader& read, ModelSpec& model, double hidden)
{
    if (model.linear_layers == 0 || !read.has("linear_num_value_heads"))
        return;
    const double key_heads = read.positive("linear_num_key_heads");
    const double value_heads = read.positive("linear_num_value_heads");
    const double key_dim = read.positive("linear_key_head_dim");
    const double value_dim = read.positive("linear_value_head_dim");
    const double kernel = read.positive_or("linear_conv_kernel_dim", 4);
    const double conv_channels = 2.0 * key_heads * key_dim + value_heads * value_dim;
    model.linear_state_elems = value_heads * key_dim * value_dim + conv_channels * (kernel - 1.0);
    // q, k, v, z projections, the two gate vectors per value head, the convolution, the output.
    model.linear_layer_params = hidden * (2.0 * key_heads * key_dim + 2.0 * value_heads * value_dim) +
                                hidden * 2.0 * value_heads + conv_channels * kernel +
                                value_heads * value_dim * hidden;
}

// Reads the MoE keys of the families in use; returns false with read's error on a bad shape.
bool read_experts(const json& config, ConfigReader& read, ModelSpec& model, std::string_view source,
                  std::optional<Error>& error)
{
    const auto fail = [&](std::string key, int value, std::string allowed, std::string detail) {
        error = Error{std::string(source) + ": " + key, std::to_string(value), std::move(allowed),
                      std::move(detail)};
        return false;
    };
    int experts = 0;
    int expert_ffn = 0;
    if (read.has("n_routed_experts")) {
        // DeepSeek / Kimi: the first first_k_dense_replace layers keep a dense FFN; the others
        // route to top-k of n_routed_experts and always run n_shared_experts.
        experts = read.positive("n_routed_experts");
        expert_ffn = read.positive("moe_intermediate_size");
        model.shared_experts = read.non_negative_or("n_shared_experts", 0);
        model.shared_ffn = model.shared_experts > 0 ? expert_ffn : 0;
        const int dense_layers = read.non_negative_or("first_k_dense_replace", 0);
        if (!read.error() && dense_layers >= model.layers)
            return fail("first_k_dense_replace", dense_layers,
                        "below num_hidden_layers (" + std::to_string(model.layers) + ")",
                        "no layer left for experts");
        model.moe_layers = model.layers - dense_layers;
    } else if (read.has("num_local_experts")) {
        // Mixtral, gpt-oss (every layer routed, intermediate_size per expert) and Llama 4 (every
        // interleave_moe_layer_step-th layer routed, plus one shared expert of the same width;
        // the other layers dense of intermediate_size_mlp).
        experts = read.positive("num_local_experts");
        expert_ffn = read.positive("intermediate_size");
        // A reader that already failed returns 0: never divide by it.
        const int step = std::max(1, read.positive_or("interleave_moe_layer_step", 1));
        model.moe_layers = model.layers / step;
        if (read.has("intermediate_size_mlp")) {
            model.ffn = read.positive("intermediate_size_mlp");
            model.shared_experts = 1;
            model.shared_ffn = expert_ffn;
        }
    } else if (read.has("num_experts") && read.has("moe_intermediate_size")) {
        // Qwen2/Qwen3 MoE and Qwen3-Next: layers routed every decoder_sparse_step except
        // mlp_only_layers; optionally one shared expert of shared_expert_intermediate_size.
        experts = read.positive("num_experts");
        expert_ffn = read.positive("moe_intermediate_size");
        const int step = std::max(1, read.positive_or("decoder_sparse_step", 1));
        const auto dense_only = list_of<int>(config, "mlp_only_layers");
        int moe_layers = 0;
        for (int i = 0; i < model.layers; ++i)
            if ((i + 1) % step == 0 && std::find(dense_only.begin(), dense_only.end(), i) == dense_only.end())
                ++moe_layers;
        model.moe_layers = moe_layers;
        if (const int shared = read.non_negative_or("shared_expert_intermediate_size", 0); shared > 0) {
            model.shared_experts = 1;
            model.shared_ffn = shared;
        }
    } else {
        return true;   // dense
    }
    // gpt-oss names it experts_per_token; everyone else num_experts_per_tok.
    const int top_k = read.has("experts_per_token") ? read.positive("experts_per_token")
                                                     : read.positive("num_experts_per_tok");
    if (read.error())
        return false;
    if (top_k > experts)
        return fail("num_experts_per_tok", top_k, "1 .. experts (" + std::to_string(experts) + ")",
                    "more experts per token than experts");
    if (model.moe_layers < 1)
        return fail("num_hidden_layers", model.layers, "at least one routed layer", "no MoE layer");
    model.experts = experts;
    model.experts_per_token = top_k;
    model.expert_params = 3.0 * model.hidden * static_cast<double>(expert_ffn);
    return true;
}

} // namespace

Expected<ModelSpec> model_from_hf_config(std::string_view json_text, std::string_view id,
                                         std::string_view source)
{
    if (Status limits = check_json_limits(json_text, source); !limits)
        return limits.error();
    json config;
    try {
        config = json::parse(json_text.begin(), json_text.end());
    } catch (const json::parse_error& e) {
        std::string reason = e.what();
        if (const auto close = reason.find("] "); close != std::string::npos)
            reason.erase(0, close + 2);
        return Error{std::string(source), {}, {},
                     "malformed JSON at byte " + std::to_string(e.byte) + ": " + reason};
    } catch (const json::exception& e) {
        return Error{std::string(source), {}, "numbers within +-1.8e308",
                     std::string("unreadable JSON: ") + e.what()};
    }
    if (!config.is_object())
        return Error{std::string(source), describe(config), "a JSON object",
                     "not a config.json"};

    try {
        // Multimodal configs (Llama 4, Gemma 3, Mistral 3) nest the decoder in text_config.
        const auto text = config.find("text_config");
        const json& decoder = text != config.end() && text->is_object() ? *text : config;
        ConfigReader read(decoder, source);
        ModelSpec model;
        model.id = std::string(id);
        model.name = std::string(id);
        model.layers = read.positive("num_hidden_layers");
        model.hidden = read.positive("hidden_size");
        model.heads = read.positive("num_attention_heads");
        model.kv_heads = read.positive_or("num_key_value_heads", model.heads);
        model.ffn = read.positive("intermediate_size");
        model.vocab = read.positive("vocab_size");
        // Multimodal configs may say it beside text_config instead of inside.
        const auto top_tied = config.find("tie_word_embeddings");
        const bool tied_outside = top_tied != config.end() && top_tied->is_boolean() && top_tied->get<bool>();
        model.tied_embeddings = read.boolean_or("tie_word_embeddings", tied_outside);
        model.max_context = read.non_negative_or("max_position_embeddings", 0);
        const std::string type = text_of(decoder, "model_type");
        // Qwen2 and Qwen2-MoE always carry q/k/v biases; others say so in attention_bias.
        model.qkv_bias = read.boolean_or("attention_bias", type == "qwen2" || type == "qwen2_moe");
        if (read.error())
            return *read.error();
        if (!read.has("head_dim") && model.hidden % model.heads != 0)
            return Error{std::string(source) + ": hidden_size", std::to_string(model.hidden),
                         "a multiple of num_attention_heads (" + std::to_string(model.heads) +
                             ") when head_dim is absent",
                         "head size not whole"};
        model.head_dim = read.positive_or("head_dim", model.hidden / model.heads);

        if (read.has("kv_lora_rank")) {
            // DeepSeek-V2/V3 multi-head latent attention: queries optionally through a low-rank
            // q_lora_rank bottleneck, keys and values through one kv_lora_rank latent plus a
            // shared rope key; see the DeepSeek-V2 paper, section 2.1.
            model.kv_lora_rank = read.positive("kv_lora_rank");
            model.q_lora_rank = read.non_negative_or("q_lora_rank", 0);
            model.rope_dim = read.positive("qk_rope_head_dim");
            model.qk_nope_dim = read.positive("qk_nope_head_dim");
            model.v_head_dim = read.positive("v_head_dim");
            // The cache holds a latent, not heads; the attention width seen by the rest of the
            // model is heads x v_head_dim.
            model.head_dim = model.v_head_dim;
            model.kv_heads = model.heads;
        }
        read_layer_kinds(decoder, read, model);
        read_linear_layers(read, model, model.hidden);
        std::optional<Error> moe_error;
        if (!read_experts(decoder, read, model, source, moe_error))
            return moe_error ? *moe_error : *read.error();
        if (read.error())
            return *read.error();

        const ParamCount count = count_params(model);
        model.params_total = count.total;
        model.params_active = count.active;
        if (auto status = validate_model(model, std::string(source) + ": model (" +
                                                    std::string(id) + ")");
            !status)
            return status.error();
        return model;
    } catch (const json::exception& e) {
        // Every key's type is checked before it is read; this is a safety net only.
        return Error{std::string(source), {}, {}, std::string("unreadable config: ") + e.what()};
    }
}

} // namespace capstan
