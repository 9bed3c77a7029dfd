#pragma once

// A serving engine's launch settings for the scenario's deployment (SPEC 2.10, §5 `launch`): the
// command of one replica, flag by flag, with every flag name from the engine's row of the flag
// table and every value from the model. Plain data; the CLI formats it.

#include "launch_flags.h"
#include "launch_values.h"

#include "core/evaluate.h"
#include "core/expected.h"
#include "core/scenario.h"

#include <string>
#include <vector>

namespace capstan::launch {

struct LaunchArg final {
    std::string flag;    // e.g. "--tensor-parallel-size"; empty for a positional argument
    std::string value;   // empty for a switch
};

struct LaunchSettings final {
    std::string role;                   // "" aggregated; "prefill" or "decode" when disaggregated
    std::string engine;                 // the table's id: "vllm", "sglang", "trtllm"
    std::string engine_name;            // "vLLM"
    std::string engine_version_checked; // the release the flag names were checked against
    std::vector<std::string> program;   // e.g. {"vllm", "serve"}
    std::vector<LaunchArg> args;        // in order, the model first
    std::string options_file_name;      // "" = the engine takes no options file
    std::string options_yaml;           // the options file's text
    int replicas = 1;                   // copies of this command the fleet runs
    int gpus_per_replica = 1;
    std::vector<std::string> notes;

    // The program words, then each flag and value as its own word.
    [[nodiscard]] std::vector<std::string> argv() const;
    // argv as one shell line, words quoted where the shell would split or expand them.
    [[nodiscard]] std::string command_line() const;
};

// Words joined by spaces, each quoted where the shell would split or expand it.
std::string shell_words(const std::vector<std::string>& words);

// What `capstan-cli launch` prints (and the workbench copies): a comment line naming the engine
// and the fleet, the command with one flag per line, the options file when the engine takes one,
// and the notes.
std::string launch_text(const LaunchSettings& settings);

// The same as a shell script to save beside the options file: "#!/bin/sh", the engine and the
// notes as comments, then the command.
std::string launch_script(const LaunchSettings& settings);

// The launch of one replica on `engine` (a table id); an unknown engine is an error naming the
// allowed ones. `result` is evaluate(scenario)'s. A disaggregated scenario's decode replicas.
Expected<LaunchSettings> launch_settings(const Scenario& scenario, const Result& result, std::string_view engine);

// Every role's launch: the one replica of an aggregated deployment, or a disaggregated one's
// prefill replicas (its prefill layout, its token budget filled with whole prompts) and decode
// replicas, each told its role and the KV transfer backend.
Expected<std::vector<LaunchSettings>> launch_roles(const Scenario& scenario, const Result& result,
                                                   std::string_view engine);

// The notes that explain the values (fleet, batch, budget, precision, prefix cache).
std::vector<std::string> launch_notes(const EngineFlags& engine, const LaunchValues& values, const Scenario& scenario,
                                      const Result& result);

// What a disaggregated role's replicas do and how the router pairs them.
std::string role_note(const EngineFlags& engine, const LaunchValues& values, std::string_view role);

} // namespace capstan::launch
