#pragma once

// The library's calibration profiles from the command line: `store profiles`, `store
// profile-show NAME`, `store profile-rm NAME`, and the lookup behind `eval --profile` and
// `calibrate --save`.

#include "core/calibration/profile.h"
#include "core/expected.h"
#include "store/library.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace capstan::cli {

// --db PATH, else the default library; warns on stderr when a damaged file was moved aside.
Expected<store::Library> open_profile_library(const std::optional<std::string>& db);

Expected<calibration::CalibrationProfile> stored_profile(std::string_view name, const std::optional<std::string>& db);

bool is_profile_subcommand(std::string_view sub);

// `rest` is what follows the subcommand, without --db and --json.
Expected<std::string> store_profile_command(std::string_view sub, const std::vector<std::string>& rest,
                                            const std::optional<std::string>& db, bool json);

} // namespace capstan::cli
