#include "options.h"

#include "core/calibration/profile.h"
#include "core/catalog_entry.h"
#include "core/hf_config.h"
#include "core/inputs.h"
#include "core/scenario_codec.h"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

namespace capstan::cli {

Expected<std::string> read_file(const std::string& path)
{
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return Error{path, "", "a readable file", "cannot open"};
    std::ostringstream text;
    text << file.rdbuf();
    if (file.bad())
        return Error{path, "", "a readable file", "read failed"};
    return text.str();
}

Expected<CommonOptions> parse_common(const std::vector<std::string>& args,
                                     const std::vector<std::string>& value_flags)
{
    CommonOptions options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        auto value_of = [&](const std::string& flag) -> Expected<std::string> {
            if (arg.size() > flag.size() && arg.compare(0, flag.size() + 1, flag + "=") == 0)
                return arg.substr(flag.size() + 1);
            if (i + 1 >= args.size())
                return Error{flag, "", "a value after " + flag, "missing value"};
            return args[++i];
        };
        auto is = [&](const std::string& flag) { return arg == flag || arg.rfind(flag + "=", 0) == 0; };
        if (is("--set")) {
            Expected<std::string> assignment = value_of("--set");
            if (!assignment)
                return assignment.error();
            const auto eq = assignment->find('=');
            if (eq == std::string::npos || eq == 0)
                return Error{"--set", *assignment, "PATH=VALUE, e.g. workload.isl=2000", "malformed"};
            options.sets.emplace_back(assignment->substr(0, eq), assignment->substr(eq + 1));
        } else if (is("--calibration")) {
            Expected<std::string> path = value_of("--calibration");
            if (!path)
                return path.error();
            options.profile = *path;
        } else if (is("--model-config") || is("--gpu-file") || is("--model-file")) {
            const std::string flag = arg.substr(0, arg.find('='));
            Expected<std::string> path = value_of(flag);
            if (!path)
                return path.error();
            (flag == "--gpu-file" ? options.gpu_file : flag == "--model-file" ? options.model_file : options.model_config) =
                *path;
        } else if (std::find(value_flags.begin(), value_flags.end(), arg) != value_flags.end()) {
            options.rest.push_back(arg);
            if (i + 1 < args.size())
                options.rest.push_back(args[++i]);
        } else if (arg == "--json") {
            options.json = true;
        } else if (arg == "--help" || arg == "-h") {
            options.help = true;
        } else if (arg == "-" || (!arg.empty() && arg[0] != '-' && !options.scenario_file)) {
            options.scenario_file = arg;
        } else {
            options.rest.push_back(arg);
        }
    }
    return options;
}

Expected<Scenario> build_scenario(const CommonOptions& options, std::istream& in)
{
    Scenario scenario = default_scenario();
    if (options.scenario_file) {
        std::string text;
        std::string source = *options.scenario_file;
        if (source == "-") {
            text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
            source = "stdin";
        } else {
            Expected<std::string> file = read_file(source);
            if (!file)
                return file.error();
            text = std::move(*file);
        }
        Expected<Scenario> loaded = scenario_from_json(text, source);
        if (!loaded)
            return loaded.error();
        scenario = std::move(*loaded);
    }
    // A user's model (a Hugging Face config.json or a catalog entry) or GPU replaces the preset.
    auto take_entry = [](const std::optional<std::string>& path, auto parse, auto& part) -> Status {
        if (!path)
            return Ok{};
        Expected<std::string> text = read_file(*path);
        if (!text)
            return text.error();
        auto spec = parse(*text, *path);
        if (!spec)
            return spec.error();
        part.preset = std::string(kCustomPreset);
        part.spec = std::move(*spec);
        return Ok{};
    };
    const auto hf_config = [](std::string_view text, std::string_view source) {
        return model_from_hf_config(text, std::string(kCustomPreset), source);
    };
    if (Status taken = take_entry(options.model_config, hf_config, scenario.model); !taken)
        return taken.error();
    if (Status taken = take_entry(options.model_file, parse_model_entry, scenario.model); !taken)
        return taken.error();
    if (Status taken = take_entry(options.gpu_file, parse_gpu_entry, scenario.gpu); !taken)
        return taken.error();
    if (options.profile) {
        Expected<std::string> text = read_file(*options.profile);
        if (!text)
            return text.error();
        Expected<calibration::CalibrationProfile> profile = calibration::profile_from_json(*text, *options.profile);
        if (!profile)
            return profile.error();
        if (Status applied = calibration::apply_profile(scenario, *profile); !applied)
            return applied.error();
    }
    // Presets first: a later explicit input refines what a preset set.
    for (bool presets : {true, false})
        for (const auto& [path, value] : options.sets)
            if (is_preset_path(path) == presets)
                if (Status set = set_input(scenario, path, value); !set)
                    return set.error();
    if (scenario.gpu.preset == kCustomPreset)
        if (Status fits = check_gpu_fits(scenario); !fits)
            return fits.error();
    return scenario;
}

Expected<std::optional<std::string>> take_option(std::vector<std::string>& rest, const std::string& flag)
{
    for (std::size_t i = 0; i < rest.size(); ++i) {
        if (rest[i].rfind(flag + "=", 0) == 0) {
            std::string value = rest[i].substr(flag.size() + 1);
            rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
            return std::optional<std::string>(value);
        }
        if (rest[i] == flag) {
            if (i + 1 >= rest.size())
                return Error{flag, "", "a value after " + flag, "missing value"};
            std::string value = rest[i + 1];
            rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i), rest.begin() + static_cast<std::ptrdiff_t>(i) + 2);
            return std::optional<std::string>(value);
        }
    }
    return std::optional<std::string>();
}

bool take_flag(std::vector<std::string>& rest, const std::string& flag)
{
    for (auto it = rest.begin(); it != rest.end(); ++it)
        if (*it == flag) {
            rest.erase(it);
            return true;
        }
    return false;
}

Status expect_empty(const std::vector<std::string>& rest)
{
    if (rest.empty())
        return Ok{};
    return Error{"argument", rest.front(), "the options in --help", "not recognized"};
}

namespace {

std::string entry_files_help()
{
    return "  --model-config FILE  a Hugging Face config.json: the model's shapes and parameter counts\n"
           "  --model-file FILE    a model of your own: one entry in the model catalog's format\n"
           "                       (resources/catalog/models.json), or such a file with one entry\n"
           "  --gpu-file FILE      a GPU of your own: one entry in the GPU catalog's format\n"
           "                       (resources/catalog/gpus.json), or such a file with one entry\n"
           "  A file's entry, or --set gpu.FIELD=VALUE / model.FIELD=VALUE, makes the preset \"custom\";\n"
           "  scenario files carry it (gpu_spec, model_spec) and its figures read \"user-entered\".\n";
}

} // namespace

std::string inputs_help()
{
    std::ostringstream text;
    text << "A model or GPU of your own:\n" << entry_files_help() << "\n";
    text << "Inputs (--set PATH=VALUE; a scenario file's \"inputs\" take the same keys):\n";
    for (const InputSpec& spec : input_specs()) {
        text << "  " << spec.path;
        if (spec.kind == InputKind::Preset)
            text << "  [preset name]";
        else if (spec.kind == InputKind::Bool)
            text << "  [true|false]";
        else if (!spec.allowed_values.empty())
            text << "  [" << spec.allowed_values << "]";
        else
            text << "  [" << format_number(spec.min) << " .. " << format_number(spec.max) << "]";
        if (!spec.unit.empty())
            text << " " << spec.unit;
        text << "\n      " << spec.help << "\n";
    }
    const Catalog& catalog = Catalog::builtin();
    text << "Presets: model.preset: " << catalog.model_ids() << "\n"
         << "         gpu.preset: " << catalog.gpu_ids() << "\n"
         << "         workload.use_case: " << catalog.use_case_ids() << "\n";
    const auto fields = [](const std::vector<std::string_view>& names) {
        std::string list;
        for (std::string_view name : names)
            list += (list.empty() ? "" : ", ") + std::string(name);
        return list;
    };
    text << "A GPU's or a model's own figures (--set gpu.FIELD=VALUE, model.FIELD=VALUE; the catalog's units;\n"
         << "the preset becomes \"custom\"):\n"
         << "  gpu.: " << fields(gpu_entry_fields()) << "\n"
         << "  model.: " << fields(model_entry_fields()) << "\n";
    return text.str();
}

} // namespace capstan::cli
