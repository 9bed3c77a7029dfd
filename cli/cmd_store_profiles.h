#pragma once

// The library's calibration profiles from the command line: `store profiles`, `store
// profile-show NAME`, `store profile-rm NAME`, and the lookup behind `eval --profile` and
// `calibrate --save`.

#include "core/calibration/profile.h"
#include "core/expected.h"
#include "library_access.h"
#include "store/library.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace capstan::cli {

Expected<calibration::CalibrationProfile> stored_profile(std::string_view name, const LibraryChoice& library);

bool is_profile_subcommand(std::string_view sub);

// `rest` is what follows the subcommand, without --db and --json.
Expected<std::string> store_profile_command(std::string_view sub, const std::vector<std::string>& rest,
                                            const LibraryChoice& library, bool json);

} // namespace capstan::cli
