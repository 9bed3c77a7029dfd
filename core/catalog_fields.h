#pragma once

// Reading catalog JSON with errors that name the file, the entry, the field, the value and what
// is allowed: the field reader and range checker the GPU, model and use-case parsers share.

#include "core/catalog_types.h"
#include "core/expected.h"
#include "core/inputs.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace capstan::catalog_fields {

using nlohmann::json;

// Longer values are cut in error messages so that an error stays one readable line.
inline constexpr std::size_t kMaxValueChars = 60;
inline constexpr double kParamsPerBillion = 1e9;

// Parameter counts in error messages: billions to two decimals, as the catalog writes them.
std::string format_billions(double params);

std::string format_range(double low, double high);

std::string describe(const json& value);

std::string join_field(std::string_view where, std::string_view key);

bool is_valid_id(std::string_view id);

// A Hugging Face repository id: "owner/name", each part non-empty, no spaces, one slash.
bool is_hf_repo(std::string_view repo);

// NaN fails both comparisons, so it is rejected too.
bool in_range(double value, double low, double high);

Status to_status(const std::optional<Error>& error);

// Parses the text and returns the array under `array_key` of the top-level object.
Expected<json> parse_document(std::string_view text, std::string_view source,
                              std::string_view array_key);

std::string entry_where(std::string_view source, std::string_view array_key, std::size_t index,
                        const json& entry);

// Rejects a second entry with an id already seen; `seen` maps id -> index of first use.
Status check_unique(std::map<std::string, std::size_t>& seen, const std::string& id,
                    std::size_t index, std::string_view where, std::string_view array_key);

// The fixed allowed range of a catalog field in the files' units, which validate_gpu and
// validate_model check and the editor shows; high = infinity means "at least low". Fields whose
// range depends on another field (kv_heads, active_params_b, moe.*) are not listed.
struct FieldRange final {
    std::string_view field;
    double low = 0;
    double high = 0;
};

inline constexpr FieldRange kEntryFieldRanges[] = {
    // 1 GiB .. 4 TiB: from small inference cards up to large-memory CPU servers.
    {"memory_mib", 1024, 4194304},
    {"bandwidth_tb_s", 0.01, 100},
    {"tflops_bf16", 1, 100000},
    // 0 marks a format the card does not support.
    {"tflops_fp8", 0, 1000000},
    {"tflops_fp4", 0, 1000000},
    {"interconnect_gb_s", 0, 100000},
    {"power_w", 1, 5000},
    // A power-capped part's sustained GEMM clock against the same die's at a higher limit.
    {"gemm_clock_share", 0.2, 1},
    {"own_card_month_usd", 0, std::numeric_limits<double>::infinity()},
    {"rent_usd_hour", 0, std::numeric_limits<double>::infinity()},
    {"gpus_per_node", 1, 64},
    // 0: the node is the domain; rack-scale NVLink reaches 72 (NVL72) to 576 (NVL576).
    {"scaleup_domain_gpus", 0, 576},
    {"scaleout_gb_s", 0, 100000},
    {"layers", 1, 1000},
    {"params_b", 0.01, 100000},
    {"attention.sliding_window", 0, 16777216},
    {"attention.sink_tokens", 0, 65536},
    {"attention.linear_state_elems", 0, 1e12},
    {"attention.linear_layer_params", 0, 1e12},
    {"other_params_b", 0, 100000},
    {"max_context", 0, 1073741824},
    {"moe.shared_experts", 0, 1024},
    {"moe.shared_ffn", 0, 16777216},
    {"mla.q_lora_rank", 0, 1048576},
    {"mla.qk_nope_dim", 0, 1048576},
    {"mla.v_head_dim", 0, 1048576},
};

// The field's fixed range; nullptr when it has none (text fields, ranges that depend on others).
constexpr const FieldRange* entry_field_range(std::string_view field)
{
    for (const FieldRange& range : kEntryFieldRanges)
        if (range.field == field)
            return &range;
    return nullptr;
}

// Reads the fields of one JSON object. The first problem is kept and later reads return
// defaults, so a parser reads every field and then asks once whether all went well.
class FieldReader final {
public:
    FieldReader(const json& object, std::string where) : object_(object), where_(std::move(where)) {}

    [[nodiscard]] const std::optional<Error>& error() const { return error_; }
    [[nodiscard]] const std::string& where() const { return where_; }

    std::string text(std::string_view key) { return read_text(key, true); }

    // An optional string; absent gives "".
    std::string text_or_empty(std::string_view key) { return read_text(key, false); }

    double number(std::string_view key) { return number_or(key, std::nullopt); }

    double number_or(std::string_view key, std::optional<double> fallback)
    {
        const json* value = find(key, !fallback.has_value());
        if (value == nullptr)
            return fallback.value_or(0.0);
        if (!value->is_number()) {
            fail(key, describe(*value), "a number", "wrong type");
            return 0.0;
        }
        return value->get<double>();
    }

    // An optional integer; absent gives `fallback`.
    int integer_or(std::string_view key, int fallback)
    {
        return find(key, false) == nullptr ? fallback : integer(key);
    }

    int integer(std::string_view key)
    {
        const json* value = find(key, true);
        if (value == nullptr)
            return 0;
        if (value->is_number_unsigned()) {
            const auto n = value->get<std::uint64_t>();
            if (n > static_cast<std::uint64_t>(std::numeric_limits<int>::max())) {
                fail(key, describe(*value), "an integer up to 2147483647", "too large");
                return 0;
            }
            return static_cast<int>(n);
        }
        if (value->is_number_integer()) {
            const auto n = value->get<std::int64_t>();
            if (n < std::numeric_limits<int>::min() || n > std::numeric_limits<int>::max()) {
                fail(key, describe(*value), "a 32-bit integer", "out of range");
                return 0;
            }
            return static_cast<int>(n);
        }
        fail(key, describe(*value), "an integer", "wrong type");
        return 0;
    }

    bool boolean_or(std::string_view key, bool fallback)
    {
        const json* value = find(key, false);
        if (value == nullptr)
            return fallback;
        if (!value->is_boolean()) {
            fail(key, describe(*value), "true or false", "wrong type");
            return fallback;
        }
        return value->get<bool>();
    }

    // An optional nested object ("moe", "mla"); nullptr when absent.
    const json* object_or_null(std::string_view key)
    {
        const json* value = find(key, false);
        if (value == nullptr)
            return nullptr;
        if (!value->is_object()) {
            fail(key, describe(*value), "an object", "wrong type");
            return nullptr;
        }
        return value;
    }

private:
    std::string read_text(std::string_view key, bool required)
    {
        const json* value = find(key, required);
        if (value == nullptr)
            return {};
        if (!value->is_string()) {
            fail(key, describe(*value), "a string", "wrong type");
            return {};
        }
        return value->get<std::string>();
    }

    const json* find(std::string_view key, bool required)
    {
        if (error_)
            return nullptr;
        const auto it = object_.find(key);
        if (it == object_.end()) {
            if (required)
                fail(key, {}, {}, "required field missing");
            return nullptr;
        }
        return &*it;
    }

    void fail(std::string_view key, std::string value, std::string allowed, std::string detail)
    {
        if (!error_)
            error_ = Error{join_field(where_, key), std::move(value), std::move(allowed),
                           std::move(detail)};
    }

    const json& object_;
    std::string where_;
    std::optional<Error> error_;
};

// Checks one figure against its allowed range; the value is shown in the file's units.
class RangeChecker final {
public:
    explicit RangeChecker(std::string_view where) : where_(where) {}

    [[nodiscard]] const std::optional<Error>& error() const { return error_; }

    void range(std::string_view key, double value, double low, double high,
               std::string_view unit = {})
    {
        if (error_ || in_range(value, low, high))
            return;
        std::string allowed = format_range(low, high);
        if (!unit.empty())
            allowed += ' ' + std::string(unit);
        error_ = Error{join_field(where_, key), format_number(value), std::move(allowed),
                       "out of range"};
    }

    // The field's range from kEntryFieldRanges.
    void listed_range(std::string_view key, double value, std::string_view unit = {})
    {
        const FieldRange* listed = entry_field_range(key);
        if (listed == nullptr) {
            check(false, key, format_number(value), "a range listed in kEntryFieldRanges", "no range");
            return;
        }
        if (std::isinf(listed->high))
            at_least(key, value, listed->low);
        else
            range(key, value, listed->low, listed->high, unit);
    }

    void at_least(std::string_view key, double value, double low)
    {
        if (!error_ && !(value >= low && std::isfinite(value)))
            error_ = Error{join_field(where_, key), format_number(value),
                           ">= " + format_number(low), "out of range"};
    }

    void check(bool ok, std::string_view key, std::string value, std::string allowed,
               std::string detail)
    {
        if (!error_ && !ok)
            error_ = Error{join_field(where_, key), std::move(value), std::move(allowed),
                           std::move(detail)};
    }

    void id(std::string_view key, const std::string& value)
    {
        check(is_valid_id(value), key, '"' + value + '"',
              "a non-empty id of lowercase letters, digits, '.' and '-'", "invalid id");
    }

    void non_empty(std::string_view key, const std::string& value)
    {
        check(!value.empty(), key, "\"\"", "a non-empty string", "empty");
    }

private:
    std::string where_;
    std::optional<Error> error_;
};

// One entry of a catalog file, read and validated; `where` prefixes every field an error names
// (catalog.cpp).
Expected<GpuSpec> read_gpu(const json& entry, const std::string& where);
Expected<ModelSpec> read_model(const json& entry, const std::string& where);

} // namespace capstan::catalog_fields
