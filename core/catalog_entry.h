#pragma once

// One user-defined catalog entry (a GPU or a model the catalog does not hold) in the catalog's
// own JSON format: read from a file, written into a scenario file, edited one field at a time.

#include "catalog_types.h"
#include "expected.h"
#include "scenario.h"

#include <string>
#include <string_view>
#include <vector>

namespace capstan {

// The preset name of a scenario's GPU or model when its spec is the user's, not the catalog's.
inline constexpr std::string_view kCustomPreset = "custom";

// One entry: a JSON object in the catalog's format, or a catalog file ({"gpus": [...]} or
// {"models": [...]}) holding exactly one entry. Errors name `source`, the field, the value and
// the allowed range, as the catalog parsers do.
Expected<GpuSpec> parse_gpu_entry(std::string_view json, std::string_view source);
Expected<ModelSpec> parse_model_entry(std::string_view json, std::string_view source);

// The entry as one JSON object in the catalog's format (parse_*_entry reads it back equal).
std::string gpu_entry_json(const GpuSpec& gpu);
std::string model_entry_json(const ModelSpec& model);

// The catalog's field names, for --set gpu.<field> / model.<field> and the help text; a model's
// nested fields read "moe.experts", "mla.kv_lora_rank", "attention.sliding_window".
const std::vector<std::string_view>& gpu_entry_fields();
const std::vector<std::string_view>& model_entry_fields();

// The unit of a field in the catalog's files ("MiB", "TB/s", "B params"); "" for a count or text.
std::string_view entry_field_unit(std::string_view field);

// An entry's fields as text, aligned with *_entry_fields(); an absent optional field is "".
std::vector<std::string> gpu_entry_texts(const GpuSpec& gpu);
std::vector<std::string> model_entry_texts(const ModelSpec& model);
// An entry from texts aligned with *_entry_fields() ("" leaves a field out), validated whole:
// an error names `where`.<field>, the value and the allowed range.
Expected<GpuSpec> gpu_from_texts(const std::vector<std::string>& texts, std::string_view where);
Expected<ModelSpec> model_from_texts(const std::vector<std::string>& texts, std::string_view where);

// "gpu.<field>" or "model.<field>" of the lists above.
bool is_entry_field_path(std::string_view path);

// Sets one field of the scenario's GPU or model spec from text and makes it a user entry
// (preset "custom"). The edited entry is validated whole; on error the scenario is unchanged
// and the message names "gpu.<field>", the value and the allowed range.
Status set_entry_field(Scenario& scenario, std::string_view path, std::string_view value);

// The checks an entry needs against the scenario it serves: a GPU whose usable memory does not
// even hold the engine's workspace can never serve (named as gpu.memory_mib, with the least
// memory allowed).
Status check_gpu_fits(const Scenario& scenario);

} // namespace capstan
