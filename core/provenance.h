#pragma once

#include "evaluate.h"
#include "scenario.h"

#include <string>
#include <string_view>
#include <vector>

namespace capstan {

// Where a figure comes from (SPEC §2: every figure carries its derivation). The CLI prints
// these; the UI words them from the fields, not from `text`.
enum class Source {
    Input,       // an input echoed back
    Exact,       // arithmetic on the model config and the inputs: nothing measured or modelled
    Datasheet,   // the roofline on catalog bandwidth and FLOP/s with default or hand-set factors
    Calibrated,  // the roofline with the factors of a calibration profile
    Simulated,   // the request-level simulator, with a 95% confidence interval
};
std::string_view to_string(Source source);

struct Provenance final {
    Source source = Source::Exact;
    // The step times underneath a roofline, simulated or money figure: Datasheet or Calibrated.
    Source roofline = Source::Datasheet;
    std::string profile;          // the calibration profile's name when `roofline` is Calibrated
    bool factors_by_hand = false; // Datasheet: an efficiency factor differs from its default
    bool via_sizing = false;      // money: follows from the fleet size (GPUs x card-month)
    // The figure uses a GPU or a model the user entered (preset "custom"), not the catalog's.
    bool user_entered = false;
    // Simulated only: the percentile promised, which latency's interval `ci95_ms` is, and its
    // 95% confidence half-width.
    double percentile = 0;
    std::string_view latency;     // "TTFT" or "TPOT"
    double ci95_ms = 0;
    std::string text;             // one English line, for the CLI
};

// The provenance of every key result_to_json writes, by the key names of output_docs();
// "sizing.percentile.*" is given as its two latencies, ttft_ms and tpot_ms, each with its own
// interval. "scenario" (the name) is an input.
struct KeyProvenance final {
    std::string key;
    Provenance provenance;
};
std::vector<KeyProvenance> provenance_of(const Scenario& scenario, const Result& result);

// One key's provenance; an unknown key reads as the roofline's (the model's own figures).
Provenance provenance_for(const Scenario& scenario, const Result& result, std::string_view key);

// The step times' own provenance: the datasheet roofline (default or hand-set factors) or the
// roofline a calibration profile set.
Provenance roofline_provenance(const Scenario& scenario);

// A few words for a summary line: "exact", "calibrated roofline (h100-fit)",
// "simulated p99 TTFT +-23 ms on the datasheet roofline".
std::string brief(const Provenance& provenance);

} // namespace capstan
