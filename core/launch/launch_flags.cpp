#include "launch_flags.h"

#include "core/catalog_fields.h"
#include "core/embedded_resources.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <span>
#include <cstdio>
#include <cstdlib>

namespace capstan::launch {

namespace {

using nlohmann::json;
using namespace catalog_fields;

constexpr std::array kFlagKeys = {key::kTensorParallel,     key::kPipelineParallel,    key::kDataParallel,
                                  key::kExpertParallel,     key::kMaxSequences,        key::kMaxBatchedTokens,
                                  key::kMaxModelLen,        key::kMemoryFraction,      key::kKvCacheDtype,
                                  key::kQuantization,       key::kPrefixCaching,       key::kOptionsFile,
                                  key::kDataParallelAttention, key::kDisaggregationRole, key::kKvTransferBackend};
constexpr std::array kOptionsFileKeys = {key::kName,           key::kKvCacheDtype,           key::kPrefixCaching,
                                         key::kChunkedPrefill, key::kDataParallelAttention,  key::kDisaggregationRole,
                                         key::kKvTransferBackend};
constexpr std::array<std::string_view, 3> kDisaggregationKeys = {"prefill", "decode", "backend"};

std::string joined(std::span<const std::string_view> keys)
{
    std::string text;
    for (const std::string_view k : keys)
        text += (text.empty() ? "" : ", ") + std::string(k);
    return text;
}

// An object of strings whose keys are drawn from `allowed`.
Expected<FlagMap> read_names(const json& entry, const std::string& where, std::string_view field,
                             std::span<const std::string_view> allowed)
{
    const auto object = entry.find(field);
    if (object == entry.end() || !object->is_object())
        return Error{join_field(where, field), object == entry.end() ? "" : describe(*object), "an object",
                     object == entry.end() ? "required field missing" : "wrong type"};
    FlagMap names;
    for (const auto& [name, value] : object->items()) {
        if (std::find(allowed.begin(), allowed.end(), name) == allowed.end())
            return Error{join_field(join_field(where, field), name), "", joined(allowed), "unknown setting"};
        if (!value.is_string() || value.get<std::string>().empty())
            return Error{join_field(join_field(where, field), name), describe(value), "a non-empty string", "wrong type"};
        names.emplace(name, value.get<std::string>());
    }
    return names;
}

// {"16": "auto", "8": "fp8"}: precision in bits -> the engine's name for it.
Expected<std::map<int, std::string>> read_precisions(const json& entry, const std::string& where, std::string_view field)
{
    const auto object = entry.find(field);
    if (object == entry.end() || !object->is_object())
        return Error{join_field(where, field), "", "an object of bits -> name", "required field missing"};
    std::map<int, std::string> names;
    for (const auto& [bits, value] : object->items()) {
        if (bits != "4" && bits != "8" && bits != "16")
            return Error{join_field(where, field), bits, "4, 8, 16", "unknown precision"};
        if (!value.is_string() || value.get<std::string>().empty())
            return Error{join_field(join_field(where, field), bits), describe(value), "a non-empty string", "wrong type"};
        names.emplace(std::stoi(bits), value.get<std::string>());
    }
    return names;
}

Expected<EngineFlags> read_engine(const json& entry, const std::string& where)
{
    if (!entry.is_object())
        return Error{where, describe(entry), "a JSON object", "wrong type"};
    FieldReader read(entry, where);
    EngineFlags engine;
    engine.id = read.text("id");
    engine.name = read.text("name");
    engine.version_checked = read.text("version_checked");
    engine.model_flag = read.text_or_empty("model_flag");
    const std::string fraction_of = read.text("memory_fraction_of");
    engine.memory_fraction_of_free = fraction_of == "free";
    if (read.error())
        return *read.error();
    const auto command = entry.find("command");
    if (command == entry.end() || !command->is_array() || command->empty())
        return Error{join_field(where, "command"), "", "a non-empty array of words", "required field missing"};
    for (const json& word : *command) {
        if (!word.is_string() || word.get<std::string>().empty())
            return Error{join_field(where, "command"), describe(word), "a non-empty string", "wrong type"};
        engine.command.push_back(word.get<std::string>());
    }
    Expected<FlagMap> flags = read_names(entry, where, "flags", kFlagKeys);
    if (!flags)
        return flags.error();
    engine.flags = std::move(*flags);
    Expected<FlagMap> options_file = read_names(entry, where, "options_file", kOptionsFileKeys);
    if (!options_file)
        return options_file.error();
    engine.options_file = std::move(*options_file);
    Expected<std::map<int, std::string>> kv = read_precisions(entry, where, "kv_cache_dtype");
    if (!kv)
        return kv.error();
    engine.kv_cache_dtype = std::move(*kv);
    Expected<std::map<int, std::string>> quantization = read_precisions(entry, where, "quantization");
    if (!quantization)
        return quantization.error();
    engine.quantization = std::move(*quantization);
    engine.attention_dp_in_tp = read.boolean_or("attention_dp_in_tp", false);
    engine.expert_parallel_switch = read.boolean_or("expert_parallel_switch", false);
    if (read.error())
        return *read.error();
    if (entry.contains("disaggregation")) {
        Expected<FlagMap> roles = read_names(entry, where, "disaggregation", kDisaggregationKeys);
        if (!roles)
            return roles.error();
        engine.disaggregation = std::move(*roles);
    }

    RangeChecker check(where);
    check.id("id", engine.id);
    check.check(fraction_of == "device" || fraction_of == "free", "memory_fraction_of", fraction_of, "device, free",
                "unknown");
    for (const auto& [setting, yaml_key] : engine.options_file)
        check.check(setting == key::kName || std::count(yaml_key.begin(), yaml_key.end(), '.') <= 1, "options_file." + setting, yaml_key,
                    "a key nested one level at most", "too deep");
    for (const std::string_view needed : {key::kTensorParallel, key::kPipelineParallel, key::kMaxSequences,
                                          key::kMaxBatchedTokens, key::kMaxModelLen, key::kMemoryFraction})
        check.check(!engine.flag(needed).empty(), "flags." + std::string(needed), "", "a flag name", "required");
    check.check(!engine.flag(key::kKvCacheDtype).empty() || !engine.options_key(key::kKvCacheDtype).empty(),
                "kv_cache_dtype", "", "a flag or an options_file key", "no way to set it");
    check.check(engine.options_file.empty() == engine.flag(key::kOptionsFile).empty(), "flags.options_file", "",
                "a flag exactly when options_file names keys", "inconsistent");
    check.check(engine.kv_cache_dtype.count(8) == 1 && engine.kv_cache_dtype.count(16) == 1, "kv_cache_dtype", "",
                "names for 8 and 16 bits", "incomplete");
    const bool has_role = !engine.flag(key::kDisaggregationRole).empty() || !engine.options_key(key::kDisaggregationRole).empty();
    check.check(has_role == (engine.disaggregation.count("prefill") == 1 && engine.disaggregation.count("decode") == 1),
                "disaggregation", "", "a prefill and a decode value exactly when disaggregation_role has a flag or key",
                "inconsistent");
    const bool has_backend = !engine.flag(key::kKvTransferBackend).empty() || !engine.options_key(key::kKvTransferBackend).empty();
    check.check(has_backend == (engine.disaggregation.count("backend") == 1), "disaggregation.backend", "",
                "a value exactly when kv_transfer_backend has a flag or key", "inconsistent");
    if (check.error())
        return *check.error();
    return engine;
}

} // namespace

std::string_view EngineFlags::flag(std::string_view setting) const
{
    const auto it = flags.find(setting);
    return it == flags.end() ? std::string_view() : std::string_view(it->second);
}

std::string_view EngineFlags::options_key(std::string_view setting) const
{
    const auto it = options_file.find(setting);
    return it == options_file.end() ? std::string_view() : std::string_view(it->second);
}

std::vector<std::string> EngineFlags::all_flags() const
{
    std::vector<std::string> all;
    for (const auto& [setting, flag_name] : flags)
        all.push_back(flag_name);
    if (!model_flag.empty())
        all.push_back(model_flag);
    return all;
}

Expected<std::vector<EngineFlags>> parse_launch_flags(std::string_view text, std::string_view source)
{
    Expected<json> engines = parse_document(text, source, "engines");
    if (!engines)
        return engines.error();
    std::vector<EngineFlags> table;
    std::map<std::string, std::size_t> seen;
    for (std::size_t i = 0; i < engines->size(); ++i) {
        const std::string where = entry_where(source, "engines", i, (*engines)[i]);
        Expected<EngineFlags> engine = read_engine((*engines)[i], where);
        if (!engine)
            return engine.error();
        if (Status unique = check_unique(seen, engine->id, i, where, "engines"); !unique)
            return unique.error();
        table.push_back(std::move(*engine));
    }
    return table;
}

const std::vector<EngineFlags>& builtin_launch_flags()
{
    static const std::vector<EngineFlags> table = [] {
        auto loaded = parse_launch_flags(embedded_resource("engines/launch-flags.json"), "launch-flags.json");
        if (!loaded) {
            // The build embeds resources/ and tst_launch_flags checks the table: a broken build.
            std::fprintf(stderr, "capstan: built-in launch flag table is invalid: %s\n", loaded.error().message().c_str());
            std::abort();
        }
        return std::move(loaded).value();
    }();
    return table;
}

const EngineFlags* find_engine(std::string_view id)
{
    for (const EngineFlags& engine : builtin_launch_flags())
        if (engine.id == id)
            return &engine;
    return nullptr;
}

std::string engine_ids()
{
    std::string ids;
    for (const EngineFlags& engine : builtin_launch_flags())
        ids += (ids.empty() ? "" : ", ") + engine.id;
    return ids;
}

} // namespace capstan::launch
