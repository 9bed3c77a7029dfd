#include "launch_settings.h"

#include "core/disaggregation.h"
#include "core/evaluate.h"
#include "core/inputs.h"

#include <algorithm>

#include <string_view>
#include <utility>

namespace capstan::launch {

namespace {

// One level of YAML from dotted keys, in order: "a.b: v" nests under "a:".
std::string options_yaml(const std::vector<std::pair<std::string, std::string>>& entries)
{
    std::string yaml;
    std::string parent;
    for (const auto& [path, value] : entries) {
        const auto dot = path.find('.');
        if (dot == std::string::npos) {
            parent.clear();
            yaml += path + ": " + value + "\n";
            continue;
        }
        if (path.compare(0, dot, parent) != 0 || parent.size() != dot) {
            parent = path.substr(0, dot);
            yaml += parent + ":\n";
        }
        yaml += "  " + path.substr(dot + 1) + ": " + value + "\n";
    }
    return yaml;
}

std::string precision_name(const std::map<int, std::string>& names, int bits)
{
    const auto it = names.find(bits);
    return it == names.end() ? std::string() : it->second;
}

bool shell_safe(std::string_view word)
{
    if (word.empty())
        return false;
    for (const char c : word)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              std::string_view("._/=:,@+-").find(c) != std::string_view::npos))
            return false;
    return true;
}

} // namespace

std::vector<std::string> LaunchSettings::argv() const
{
    std::vector<std::string> words = program;
    for (const LaunchArg& arg : args) {
        if (!arg.flag.empty())
            words.push_back(arg.flag);
        if (!arg.value.empty())
            words.push_back(arg.value);
    }
    return words;
}

std::string shell_words(const std::vector<std::string>& words)
{
    std::string line;
    for (const std::string& word : words) {
        if (!line.empty())
            line += ' ';
        if (shell_safe(word)) {
            line += word;
            continue;
        }
        line += '\'';
        for (const char c : word)
            line += c == '\'' ? std::string("'\\''") : std::string(1, c);
        line += '\'';
    }
    return line;
}

std::string LaunchSettings::command_line() const
{
    return shell_words(argv());
}

namespace {

LaunchSettings settings_of(const EngineFlags& engine, const LaunchValues& v, const Scenario& s, const Result& r)
{
    const std::string& role = v.role;
    LaunchSettings out;
    out.role = role;
    out.engine = engine.id;
    out.engine_name = engine.name;
    out.engine_version_checked = engine.version_checked;
    out.program = engine.command;
    out.replicas = v.replicas;
    out.gpus_per_replica = v.gpus;
    out.args.push_back({engine.model_flag, v.model});
    auto add = [&](std::string_view setting, std::string value) {
        if (const std::string_view flag = engine.flag(setting); !flag.empty())
            out.args.push_back({std::string(flag), std::move(value)});
    };
    // Expert parallelism beyond the TP group runs the attention data-parallel in `groups`.
    const int groups = v.ep > v.tp ? v.ep / v.tp : 1;
    add(key::kTensorParallel, std::to_string(engine.attention_dp_in_tp ? v.tp * groups : v.tp));
    add(key::kPipelineParallel, std::to_string(v.pp));
    if (groups > 1) {
        add(key::kDataParallel, std::to_string(groups));
        if (engine.attention_dp_in_tp)
            add(key::kDataParallelAttention, {});
    }
    if (v.ep > 1)
        add(key::kExpertParallel, engine.expert_parallel_switch ? std::string() : std::to_string(v.ep));
    add(key::kMaxSequences, std::to_string(v.max_sequences));
    add(key::kMaxBatchedTokens, std::to_string(v.max_batched_tokens));
    add(key::kMaxModelLen, std::to_string(v.max_model_len));
    add(key::kMemoryFraction, format_number(engine.memory_fraction_of_free ? v.kv_share_of_free : v.memory_fraction));
    add(key::kKvCacheDtype, precision_name(engine.kv_cache_dtype, v.kv_bits));
    if (const std::string method = precision_name(engine.quantization, v.weight_bits);
        !method.empty() && !v.checkpoint_at_weight_bits)
        add(key::kQuantization, method);
    if (v.prefix_caching)
        add(key::kPrefixCaching, {});
    auto role_value = [&](std::string_view which) {
        const auto it = engine.disaggregation.find(which);
        return it == engine.disaggregation.end() ? std::string() : it->second;
    };
    if (!role.empty()) {
        add(key::kDisaggregationRole, role_value(role));
        add(key::kKvTransferBackend, role_value("backend"));
    }

    if (!engine.options_file.empty()) {
        std::vector<std::pair<std::string, std::string>> entries;
        auto set = [&](std::string_view setting, std::string value) {
            if (const std::string_view yaml_key = engine.options_key(setting); !yaml_key.empty())
                entries.emplace_back(std::string(yaml_key), std::move(value));
        };
        set(key::kKvCacheDtype, precision_name(engine.kv_cache_dtype, v.kv_bits));
        set(key::kPrefixCaching, v.prefix_caching ? "true" : "false");
        set(key::kChunkedPrefill, "true");
        if (groups > 1)
            set(key::kDataParallelAttention, "true");
        if (!role.empty()) {
            set(key::kDisaggregationRole, role_value(role));
            set(key::kKvTransferBackend, role_value("backend"));
        }
        // Keys under one parent together, parents in the order they first appear.
        std::vector<std::string> parents;
        for (const auto& entry : entries)
            if (const std::string parent = entry.first.substr(0, entry.first.find('.'));
                std::find(parents.begin(), parents.end(), parent) == parents.end())
                parents.push_back(parent);
        std::stable_sort(entries.begin(), entries.end(), [&](const auto& a, const auto& b) {
            auto rank = [&](const std::string& path) {
                return std::find(parents.begin(), parents.end(), path.substr(0, path.find('.'))) - parents.begin();
            };
            return rank(a.first) < rank(b.first);
        });
        // The two roles' files differ (the prefill one turns the overlap scheduler off): name them apart.
        out.options_file_name = (role.empty() ? std::string() : role + "_") +
                                std::string(engine.options_key(key::kName));
        out.options_yaml = options_yaml(entries);
        add(key::kOptionsFile, out.options_file_name);
    }
    out.notes = launch_notes(engine, v, s, r);
    if (!role.empty())
        out.notes.insert(out.notes.begin(), role_note(engine, v, role));
    return out;
}

} // namespace

Expected<LaunchSettings> launch_settings(const Scenario& s, const Result& r, std::string_view engine_id)
{
    const EngineFlags* engine = find_engine(engine_id);
    if (engine == nullptr)
        return Error{"engine", std::string(engine_id), engine_ids(), "unknown engine"};
    LaunchValues v = launch_values(s, r);
    v.role = s.deploy.disaggregated ? "decode" : "";
    return settings_of(*engine, v, s, r);
}

Expected<std::vector<LaunchSettings>> launch_roles(const Scenario& s, const Result& r, std::string_view engine_id)
{
    Expected<LaunchSettings> decode = launch_settings(s, r, engine_id);
    if (!decode)
        return decode.error();
    if (!s.deploy.disaggregated)
        return std::vector<LaunchSettings>{std::move(*decode)};
    const Scenario prefill = prefill_scenario(s);
    Expected<Result> evaluated = evaluate(prefill);
    if (!evaluated)
        return evaluated.error();
    LaunchValues v = launch_values(prefill, *evaluated);
    v.replicas = r.sizing.prefill_replicas;
    v.role = "prefill";
    // A prefill replica fills its token budget with whole prompts, as the pool was sized.
    v.max_batched_tokens = std::max(kEngineTokenBudget, chunked_prefill_budget(s.workload.isl, 1));
    const double uncached = std::max(1.0, evaluated->prefill_uncached_tokens);
    v.max_sequences = std::clamp(int(v.max_batched_tokens / uncached), 1, s.deploy.max_batch);
    std::vector<LaunchSettings> roles;
    roles.push_back(settings_of(*find_engine(engine_id), v, prefill, *evaluated));
    roles.push_back(std::move(*decode));
    return roles;
}

namespace {

std::string header_line(const LaunchSettings& settings)
{
    return "# " + settings.engine_name + " (flag names checked against " + settings.engine_version_checked + "): " +
           (settings.role.empty() ? std::string() : settings.role + " role, ") + "one replica of " +
           std::to_string(settings.replicas) + ", " + std::to_string(settings.gpus_per_replica) +
           " GPU" + (settings.gpus_per_replica == 1 ? "" : "s") + " each\n";
}

// One flag per line, as engine documentation prints a launch; the JSON's "command" is one line.
std::string command_lines(const LaunchSettings& settings)
{
    std::string text = shell_words(settings.program);
    for (const LaunchArg& arg : settings.args) {
        std::vector<std::string> words;
        if (!arg.flag.empty())
            words.push_back(arg.flag);
        if (!arg.value.empty())
            words.push_back(arg.value);
        text += (arg.flag.empty() ? " " : " \\\n    ") + shell_words(words);
    }
    return text + "\n";
}

} // namespace

std::string launch_text(const LaunchSettings& settings)
{
    std::string text = header_line(settings) + command_lines(settings);
    if (!settings.options_yaml.empty())
        text += "\n# " + settings.options_file_name + "\n" + settings.options_yaml;
    text += "\nNotes:\n";
    for (const std::string& note : settings.notes)
        text += "  - " + note + "\n";
    return text;
}

std::string launch_script(const LaunchSettings& settings)
{
    std::string text = "#!/bin/sh\n" + header_line(settings) + "#\n";
    for (const std::string& note : settings.notes)
        text += "# - " + note + "\n";
    if (!settings.options_yaml.empty())
        text += "# Reads " + settings.options_file_name + " from the working directory.\n";
    return text + command_lines(settings);
}

} // namespace capstan::launch
