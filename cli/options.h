#pragma once

#include "core/catalog.h"
#include "core/expected.h"
#include "core/scenario.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace capstan::cli {

// The options every model command shares: a scenario file (or - for stdin, or none for the
// default), --set PATH=VALUE overrides, --model-config FILE (a Hugging Face config.json),
// --gpu-file / --model-file FILE (one entry in the catalog's format), --json. Anything else is left in `rest` for the command.
struct CommonOptions final {
    std::optional<std::string> scenario_file;
    std::vector<std::pair<std::string, std::string>> sets;
    std::optional<std::string> model_config;
    std::optional<std::string> gpu_file;
    std::optional<std::string> model_file;
    std::optional<std::string> profile;   // a calibration profile's factors applied to the scenario
    bool json = false;
    bool help = false;
    std::vector<std::string> rest;
};

// Splits args into the common options and the rest; the command's own flags go to rest
// (value_flags take the next argument with them).
Expected<CommonOptions> parse_common(const std::vector<std::string>& args,
                                     const std::vector<std::string>& value_flags = {});

// Reads the scenario file (or stdin), imports the model config and the GPU and model files,
// applies --set (presets first), and refuses a GPU that cannot hold the engine's workspace.
Expected<Scenario> build_scenario(const CommonOptions& options, std::istream& in);

Expected<std::string> read_file(const std::string& path);

// "--flag VALUE" or "--flag=VALUE" from rest; consumed entries are removed.
Expected<std::optional<std::string>> take_option(std::vector<std::string>& rest, const std::string& flag);
bool take_flag(std::vector<std::string>& rest, const std::string& flag);
// Anything left over is an error naming it.
Status expect_empty(const std::vector<std::string>& rest);

// The help text for inputs: the model and GPU files, then each key, range, unit and definition.
std::string inputs_help();

} // namespace capstan::cli
