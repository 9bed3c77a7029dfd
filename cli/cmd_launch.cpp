#include "commands.h"
#include "options.h"

#include "core/evaluate.h"
#include "core/launch/launch_settings.h"

#include <nlohmann/json.hpp>

#include <string>

namespace capstan::cli {

namespace {

std::string launch_help()
{
    std::string engines;
    for (const launch::EngineFlags& engine : launch::builtin_launch_flags())
        engines += (engines.empty() ? "" : "|") + engine.id;
    return "usage: capstan-cli launch --engine " + engines +
           " [SCENARIO.json|-] [--set PATH=VALUE]...\n"
           "                          [--model-config config.json] [--calibration PROFILE.json] [--json]\n\n"
           "Prints the serving engine's launch command for one replica of the scenario's deployment, so a\n"
           "plan can be tried on real hardware (SPEC 2.10). Every value comes from the model: tensor\n"
           "parallel = deploy.tp; max sequences = the operating batch under the SLO (at most deploy.max_batch);\n"
           "max model length = ISL + OSL rounded up to 256 tokens (at most the model's max context); the\n"
           "chunked-prefill budget = the prompt rounded up to a power of two within 2048 .. 16384 tokens;\n"
           "memory fraction = deploy.mem_utilization (TensorRT-LLM: the planned KV budget as a share of the\n"
           "memory free after weights and workspace); KV dtype from model.kv_bits; quantization from\n"
           "model.weight_bits; prefix caching when workload.cache_hit > 0. A fleet of N replicas is N copies\n"
           "of the command (the analytic sizing). TensorRT-LLM takes part of its settings in an options file,\n"
           "printed after the command.\n\n"
           "Outputs (--json): engine, engine_version_checked [the release the flag names were checked against],\n"
           "argv [words], command [one shell line], replicas, gpus_per_replica, notes [text],\n"
           "extra_options_yaml [TensorRT-LLM only: the options file's text]. A disaggregated deployment\n"
           "(deploy.disaggregated) prints two launches, the prefill role's and the decode role's (--json:\n"
           "mode \"disaggregated\" and roles [the two launches, each with its role]).\n\n" +
           inputs_help();
}

nlohmann::json to_json(const launch::LaunchSettings& settings)
{
    nlohmann::json j = {{"engine", settings.engine},
                        {"mode", settings.role.empty() ? "aggregated" : "disaggregated"},
                        {"engine_version_checked", settings.engine_version_checked},
                        {"argv", settings.argv()},
                        {"command", settings.command_line()},
                        {"replicas", settings.replicas},
                        {"gpus_per_replica", settings.gpus_per_replica},
                        {"notes", settings.notes}};
    if (!settings.options_yaml.empty())
        j["extra_options_yaml"] = settings.options_yaml;
    if (!settings.role.empty())
        j["role"] = settings.role;
    return j;
}

} // namespace

Expected<std::string> cmd_launch(const std::vector<std::string>& args, std::istream& in)
{
    Expected<CommonOptions> options = parse_common(args, {"--engine"});
    if (!options)
        return options.error();
    if (options->help)
        return launch_help();
    Expected<std::optional<std::string>> engine = take_option(options->rest, "--engine");
    if (!engine)
        return engine.error();
    if (Status rest = expect_empty(options->rest); !rest)
        return rest.error();
    if (!engine->has_value())
        return Error{"--engine", "(missing)", launch::engine_ids(), "required"};
    if (launch::find_engine(**engine) == nullptr)
        return Error{"--engine", **engine, launch::engine_ids(), "unknown engine"};

    Expected<Scenario> scenario = build_scenario(*options, in);
    if (!scenario)
        return scenario.error();
    Expected<Result> result = evaluate(*scenario);
    if (!result)
        return result.error();
    Expected<std::vector<launch::LaunchSettings>> roles = launch::launch_roles(*scenario, *result, **engine);
    if (!roles)
        return roles.error();
    if (roles->size() == 1)
        return options->json ? to_json(roles->front()).dump(2) + "\n" : launch::launch_text(roles->front());
    // Disaggregated: the prefill role's launch, then the decode role's.
    if (options->json) {
        nlohmann::json out = {{"engine", roles->front().engine},
                              {"engine_version_checked", roles->front().engine_version_checked},
                              {"mode", "disaggregated"},
                              {"roles", nlohmann::json::array()}};
        for (const launch::LaunchSettings& role : *roles)
            out["roles"].push_back(to_json(role));
        return out.dump(2) + "\n";
    }
    std::string text;
    for (const launch::LaunchSettings& role : *roles) {
        if (!text.empty())
            text += '\n';
        text += launch::launch_text(role);
    }
    return text;
}

} // namespace capstan::cli
