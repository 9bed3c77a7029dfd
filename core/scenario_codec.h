#pragma once

#include "catalog.h"
#include "expected.h"
#include "scenario.h"

#include <string>
#include <string_view>

namespace capstan {

// A scenario file: {"schema_version": 1, "name": "...", "inputs": {"workload.isl": 1000, ...}}
// with the same keys as `--set`. A hand-defined model sets "model.preset": "custom" and
// carries "model_spec" in the catalog's model format; a user's GPU sets "gpu.preset": "custom" and
// carries "gpu_spec" in the catalog's GPU format (catalog_entry.h). "calibration" (optional, a string) names
// the calibration profile the factor inputs came from; absent = none. Missing inputs keep their defaults;
// unknown keys, out-of-range values and newer schema versions are errors.
Expected<Scenario> scenario_from_json(std::string_view json, std::string_view source,
                                      const Catalog& catalog = Catalog::builtin());

// Every input, so the file is complete and stable across default changes.
std::string scenario_to_json(const Scenario& scenario);

} // namespace capstan
