#include "provenance.h"

#include "catalog_entry.h"
#include "inputs.h"
#include "result_codec.h"

#include <cstdio>

namespace capstan {

namespace {

// What a figure is computed from, before it is resolved against the scenario and result.
enum class Basis {
    Input,
    ModelConfig,   // memory: bytes and seats from the model config and the inputs
    Arithmetic,    // traffic and tokens: products of inputs
    Roofline,      // step times
    Sizing,        // the replica count: simulated percentiles when present, else the roofline
    Money,         // GPUs x card-month, or tokens over fleet capacity: follows the sizing
    Utilization,   // the input when set, else average load over fleet capacity
};

bool starts_with(std::string_view text, std::string_view prefix)
{
    return text.substr(0, prefix.size()) == prefix;
}

Basis basis_of(std::string_view key)
{
    if (key == "scenario" || key == "cost.usd_per_mtok.api")
        return Basis::Input;
    if (starts_with(key, "memory."))
        return Basis::ModelConfig;
    if (key == "prefill.uncached_tokens" || key == "traffic.tokens_per_day" || key == "traffic.peak_rps" ||
        key == "cost.monthly_usd.api")
        return Basis::Arithmetic;
    if (starts_with(key, "sizing."))
        return Basis::Sizing;
    if (key == "cost.utilization" || key == "cost.checks.idle")
        return Basis::Utilization;
    if (starts_with(key, "cost.") || key == "capital_outlay_usd")
        return Basis::Money;
    return Basis::Roofline;   // decode, prefill.ms, capacity, traffic.concurrency (Little's law on e2e)
}

std::string format(const char* pattern, double value)
{
    char text[64];
    std::snprintf(text, sizeof text, pattern, value);
    return text;
}

// 812, 23, 4.2, 0.35: whole milliseconds once they are tens, never an exponent.
std::string ms(double value)
{
    return format(value >= 10 ? "%.0f" : value >= 1 ? "%.1f" : "%.2f", value);
}

bool factors_by_hand(const Scenario& s)
{
    const Scenario defaults;
    for (std::string_view path : kCalibrationFactorPaths) {
        const InputSpec* spec = find_input(path);
        if (spec->get(s) != spec->get(defaults))
            return true;
    }
    return false;
}

Provenance roofline_basis(const Scenario& s)
{
    Provenance p;
    if (!s.calibration.empty()) {
        p.source = p.roofline = Source::Calibrated;
        p.profile = s.calibration;
        p.text = "calibrated roofline: datasheet bandwidth and FLOP/s x the fitted factors of profile " + p.profile;
        return p;
    }
    p.source = p.roofline = Source::Datasheet;
    p.factors_by_hand = factors_by_hand(s);
    p.text = std::string("datasheet roofline: catalog bandwidth and FLOP/s x ") +
             (p.factors_by_hand ? "efficiency factors set by hand" : "the default efficiency factors");
    return p;
}

// A simulated percentile on top of the roofline's step times; `ttft` picks the latency.
Provenance simulated(const Scenario& s, const TailSizing& tail, bool ttft, std::string_view what)
{
    Provenance p = roofline_basis(s);
    const std::string basis = p.text;
    p.source = Source::Simulated;
    p.percentile = tail.percentile;
    p.latency = ttft ? "TTFT" : "TPOT";
    p.ci95_ms = ttft ? tail.ttft_ci95_ms : tail.tpot_ci95_ms;
    const double value_ms = ttft ? tail.ttft_ms : tail.tpot_ms;
    p.text = std::string(what) + format("simulated p%g ", tail.percentile) + std::string(p.latency) +
             " " + ms(value_ms) + " ms +- " + ms(p.ci95_ms) + " ms (95% CI)" +
             format(" at %.3g req/s", tail.rate_rps) + (tail.met ? "" : ", SLO not met") + "; step times from the " +
             basis;
    return p;
}

Provenance sizing(const Scenario& s, const Result& r)
{
    const TailSizing& tail = r.sizing.tail;
    if (!tail.present) {
        Provenance p = roofline_basis(s);
        p.text = "analytic sizing on the " + p.text;
        return p;
    }
    // The interval that matters is the binding latency's; a memory-bound fleet reports TTFT.
    return simulated(s, tail, r.sizing.binding != Binding::TpotTail, "the fewest replicas meeting the SLO by ");
}

Provenance resolve_basis(const Scenario& s, const Result& r, std::string_view key, Basis basis)
{
    Provenance p;
    switch (basis) {
    case Basis::Input:
        p.source = Source::Input;
        p.text = key == "scenario" ? "input: the scenario's name" : "input: cost.api_usd_per_mtok";
        return p;
    case Basis::ModelConfig:
        p.source = Source::Exact;
        p.text = "exact: arithmetic on the model config and the precision, TP and memory inputs";
        return p;
    case Basis::Arithmetic:
        p.source = Source::Exact;
        p.text = "exact: arithmetic on the workload and price inputs";
        return p;
    case Basis::Roofline:
        return roofline_basis(s);
    case Basis::Sizing:
        return sizing(s, r);
    case Basis::Utilization:
        if (s.cost.utilization > 0) {
            p.source = Source::Input;
            p.text = "input: cost.utilization";
            return p;
        }
        [[fallthrough]];
    case Basis::Money:
        p = sizing(s, r);
        p.via_sizing = true;
        p.text = "from the fleet size (" + p.text + ")";
        return p;
    }
    return p;
}

// What the user entered by hand: "" when the GPU and the model are the catalog's.
std::string user_entries(const Scenario& s)
{
    const bool gpu = s.gpu.preset == kCustomPreset;
    const bool model = s.model.preset == kCustomPreset;
    return gpu && model ? "GPU and model" : gpu ? "GPU" : model ? "model" : "";
}

// Every figure but an echoed input stands on the GPU's and the model's figures.
Provenance mark_user_entered(const Scenario& s, Provenance p)
{
    const std::string entries = user_entries(s);
    if (p.source == Source::Input || entries.empty())
        return p;
    p.user_entered = true;
    p.text += "; user-entered " + entries;
    return p;
}

Provenance resolve(const Scenario& s, const Result& r, std::string_view key, Basis basis)
{
    return mark_user_entered(s, resolve_basis(s, r, key, basis));
}

} // namespace

Provenance roofline_provenance(const Scenario& s)
{
    return mark_user_entered(s, roofline_basis(s));
}

std::string_view to_string(Source source)
{
    switch (source) {
    case Source::Input: return "input";
    case Source::Exact: return "exact";
    case Source::Datasheet: return "datasheet";
    case Source::Calibrated: return "calibrated";
    case Source::Simulated: return "simulated";
    }
    return "exact";
}

std::vector<KeyProvenance> provenance_of(const Scenario& s, const Result& r)
{
    std::vector<KeyProvenance> keys;
    keys.push_back({"scenario", resolve(s, r, "scenario", Basis::Input)});
    for (const OutputDoc& doc : output_docs()) {
        if (starts_with(doc.key, "provenance."))
            continue;
        if (doc.key == "sizing.percentile.*") {
            if (r.sizing.tail.present) {
                keys.push_back({"sizing.percentile.ttft_ms", mark_user_entered(s, simulated(s, r.sizing.tail, true, ""))});
                keys.push_back({"sizing.percentile.tpot_ms", mark_user_entered(s, simulated(s, r.sizing.tail, false, ""))});
            }
            continue;
        }
        keys.push_back({std::string(doc.key), resolve(s, r, doc.key, basis_of(doc.key))});
    }
    return keys;
}

Provenance provenance_for(const Scenario& s, const Result& r, std::string_view key)
{
    if (key == "sizing.percentile.ttft_ms" || key == "sizing.percentile.tpot_ms") {
        if (r.sizing.tail.present)
            return mark_user_entered(s, simulated(s, r.sizing.tail, key == "sizing.percentile.ttft_ms", ""));
        return mark_user_entered(s, sizing(s, r));
    }
    return resolve(s, r, key, basis_of(key));
}

std::string brief(const Provenance& p)
{
    const std::string basis = p.roofline == Source::Calibrated ? "calibrated roofline (" + p.profile + ")"
                              : p.factors_by_hand             ? "datasheet roofline, factors set by hand"
                                                              : "datasheet roofline";
    std::string words;
    switch (p.source) {
    case Source::Input: return "input";
    case Source::Exact: return p.user_entered ? "exact, user-entered" : "exact";
    case Source::Datasheet:
    case Source::Calibrated: words = basis; break;
    case Source::Simulated:
        words = format("simulated p%g ", p.percentile) + std::string(p.latency) + " +-" + ms(p.ci95_ms) + " ms" +
                " on the " + basis;
        break;
    }
    if (p.user_entered)
        words += ", user-entered";
    return p.via_sizing ? "from the sizing: " + words : words;
}

} // namespace capstan
