#include "hf_config.h"
#include "core/json_limits.h"

#include "catalog.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>

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

// Counts of one architecture, all in parameters.
struct ParamCount final {
    double total = 0;
    double inactive = 0;   // routed experts a token does not choose
};

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
        ConfigReader read(config, source);
        ModelSpec model;
        model.id = std::string(id);
        model.name = std::string(id);
        model.layers = read.positive("num_hidden_layers");
        model.hidden = read.positive("hidden_size");
        model.heads = read.positive("num_attention_heads");
        model.kv_heads = read.positive_or("num_key_value_heads", model.heads);
        model.ffn = read.positive("intermediate_size");
        model.vocab = read.positive("vocab_size");
        const bool tied = read.boolean_or("tie_word_embeddings", false);
        if (read.error())
            return *read.error();
        if (!read.has("head_dim") && model.hidden % model.heads != 0)
            return Error{std::string(source) + ": hidden_size", std::to_string(model.hidden),
                         "a multiple of num_attention_heads (" + std::to_string(model.heads) +
                             ") when head_dim is absent",
                         "head size not whole"};
        model.head_dim = read.positive_or("head_dim", model.hidden / model.heads);

        // Double keeps the products exact: every count here is far below 2^53.
        const double hidden = model.hidden;
        const double heads = model.heads;
        const double ffn = model.ffn;
        const double layers = model.layers;

        ParamCount count;
        // Input embedding, plus the LM head when it is not the same matrix.
        count.total = static_cast<double>(model.vocab) * hidden * (tied ? 1.0 : 2.0);

        // Attention per layer.
        double attention = 0;
        const bool mla = read.has("kv_lora_rank");
        if (mla) {
            // DeepSeek-V2/V3 multi-head latent attention: queries optionally through a low-rank
            // q_lora_rank bottleneck, keys and values through one kv_lora_rank latent plus a
            // shared rope key; see the DeepSeek-V2 paper, section 2.1.
            const int kv_lora = read.positive("kv_lora_rank");
            const int q_lora = read.non_negative_or("q_lora_rank", 0);
            const int rope = read.positive("qk_rope_head_dim");
            const int nope = read.positive("qk_nope_head_dim");
            const int v_dim = read.positive("v_head_dim");
            if (read.error())
                return *read.error();
            const double qk_dim = static_cast<double>(nope) + rope;
            const double q = q_lora > 0 ? hidden * q_lora + q_lora * heads * qk_dim
                                        : hidden * heads * qk_dim;
            const double kv_a = hidden * (static_cast<double>(kv_lora) + rope);
            const double kv_b = kv_lora * heads * (static_cast<double>(nope) + v_dim);
            const double o = heads * v_dim * hidden;
            attention = q + kv_a + kv_b + o;
            model.kv_lora_rank = kv_lora;
            model.rope_dim = rope;
            // The cache holds a latent, not heads; the attention width seen by the rest of the
            // model is heads x v_head_dim.
            model.head_dim = v_dim;
            model.kv_heads = model.heads;
        } else {
            // Grouped-query attention: q and o are hidden x heads x head_dim, k and v
            // hidden x kv_heads x head_dim. Biases (Qwen2 q/k/v) and norms are below 0.01%.
            const double q_o = 2.0 * hidden * heads * model.head_dim;
            const double k_v = 2.0 * hidden * model.kv_heads * model.head_dim;
            attention = q_o + k_v;
        }
        count.total += layers * attention;

        // Feed-forward: gated FFNs (gate, up, down) of 3 x hidden x width.
        const double dense_ffn = 3.0 * hidden * ffn;
        if (read.has("n_routed_experts")) {
            // DeepSeek: the first first_k_dense_replace layers keep a dense FFN; the others
            // route to top-k of n_routed_experts and always run n_shared_experts.
            const int experts = read.positive("n_routed_experts");
            const int top_k = read.positive("num_experts_per_tok");
            const int moe_ffn = read.positive("moe_intermediate_size");
            const int shared = read.non_negative_or("n_shared_experts", 0);
            const int dense_layers = read.non_negative_or("first_k_dense_replace", 0);
            if (read.error())
                return *read.error();
            if (top_k > experts)
                return Error{std::string(source) + ": num_experts_per_tok", std::to_string(top_k),
                             "1 .. n_routed_experts (" + std::to_string(experts) + ")",
                             "more experts per token than experts"};
            if (dense_layers >= model.layers)
                return Error{std::string(source) + ": first_k_dense_replace",
                             std::to_string(dense_layers),
                             "below num_hidden_layers (" + std::to_string(model.layers) + ")",
                             "no layer left for experts"};
            model.experts = experts;
            model.experts_per_token = top_k;
            model.moe_layers = model.layers - dense_layers;
            model.expert_params = 3.0 * hidden * moe_ffn;
            const double router = hidden * experts;
            const double moe_layer =
                (static_cast<double>(experts) + shared) * model.expert_params + router;
            count.total += dense_layers * dense_ffn + model.moe_layers * moe_layer;
            count.inactive = static_cast<double>(model.moe_layers) * (experts - top_k) *
                             model.expert_params;
        } else if (read.has("num_local_experts")) {
            // Mixtral: every layer routes to top-k of num_local_experts, each of intermediate_size.
            const int experts = read.positive("num_local_experts");
            const int top_k = read.positive("num_experts_per_tok");
            if (read.error())
                return *read.error();
            if (top_k > experts)
                return Error{std::string(source) + ": num_experts_per_tok", std::to_string(top_k),
                             "1 .. num_local_experts (" + std::to_string(experts) + ")",
                             "more experts per token than experts"};
            model.experts = experts;
            model.experts_per_token = top_k;
            model.moe_layers = model.layers;
            model.expert_params = dense_ffn;
            const double router = hidden * experts;
            count.total += layers * (experts * model.expert_params + router);
            count.inactive = layers * (experts - top_k) * model.expert_params;
        } else {
            count.total += layers * dense_ffn;
        }
        if (read.error())
            return *read.error();

        model.params_total = count.total;
        model.params_active = count.total - count.inactive;
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
