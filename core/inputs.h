#pragma once

#include "catalog.h"
#include "expected.h"
#include "scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace capstan {

enum class InputKind { Number, Integer, Bool, Preset };

// One scenario input: its key (SPEC §5), range, unit and definition. The CLI's --set and
// --help, the scenario codec and the workbench's panels are all driven by this table.
struct InputSpec final {
    std::string_view path;
    std::string_view label;            // short name for a form, e.g. "Prompt length (ISL)"
    InputKind kind = InputKind::Number;
    double min = 0;
    double max = 0;
    std::string_view allowed_values;   // for a closed set of numbers: "16, 8, 4"
    std::string_view unit;
    std::string_view group;            // workload, model, hardware, deployment, slo, money
    std::string_view help;             // the definition a tooltip shows
    double (*get)(const Scenario&) = nullptr;
    void (*set)(Scenario&, double) = nullptr;
};

// The model's physically meaningful factors a calibration fit sets (Scenario::Deploy). Moving
// one of them to a new value through set_number() or set_input() clears Scenario::calibration:
// the figures are then the user's, no longer the fit's.
inline constexpr std::string_view kCalibrationFactorPaths[] = {
    "deploy.bw_efficiency", "deploy.compute_efficiency", "deploy.low_precision_efficiency",
    "deploy.step_overhead_ms", "deploy.first_token_ms", "deploy.allreduce_latency_us", "deploy.expert_overhead_us", "deploy.moe_gemm_efficiency",
    "deploy.gemm_overlap_loss",
    "deploy.cdna_efficiency", "deploy.fp4_efficiency", "deploy.ada_efficiency"};
bool is_calibration_factor(std::string_view path);

const std::vector<InputSpec>& input_specs();
const InputSpec* find_input(std::string_view path);

// An input as a typed id: its row in input_specs(). The workbench's rows, its undo commands and
// its document pass (id, number) pairs, so a slider's value never goes through text on its way
// to the scenario; the key text is for files, the CLI and messages.
struct InputId final {
    std::uint16_t index = 0;
    friend bool operator==(InputId, InputId) = default;
};
std::optional<InputId> input_id(std::string_view path);
InputId input_id(const InputSpec& spec);            // spec must be a row of input_specs()
const InputSpec& input_spec(InputId id);

// The default scenario: the chatbot use case on Llama-3.1-70B in 8 bits on two H100s.
Scenario default_scenario(const Catalog& catalog = Catalog::builtin());

// Sets one input from text; range-checked. On error the scenario is left unchanged and the
// message names the field, the value and the allowed range (or the allowed presets).
Status set_input(Scenario& scenario, std::string_view path, std::string_view value,
                 const Catalog& catalog = Catalog::builtin());
Status set_number(Scenario& scenario, std::string_view path, double value);
// The same by id: range-checked, clears the calibration when a fitted factor moves. A preset's
// id is refused (a preset is chosen by its name: set_input).
Status set_number(Scenario& scenario, InputId id, double value);
// A numeric or switch input's value (a switch reads 0 or 1); NaN for a preset.
double get_number(const Scenario& scenario, InputId id);

// Text form of an input's current value (numbers in shortest round-trip form).
std::string get_input(const Scenario& scenario, std::string_view path);

// The paths that pick a preset (model.preset, gpu.preset, workload.use_case, pool.story): apply
// these before any other input, since a preset overwrites the fields it covers.
bool is_preset_path(std::string_view path);

std::string format_number(double value);

// The knee overlay's ids in files and on the command line: none, precisions, gpus.
std::string_view to_string(KneeOverlayKind overlay);
std::optional<KneeOverlayKind> knee_overlay_from_id(std::string_view id);

// Whether a number is a valid value of the input (range, whole number, closed set).
bool input_allows(const InputSpec& spec, double value);

} // namespace capstan
