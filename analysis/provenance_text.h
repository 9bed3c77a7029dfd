#pragma once

#include "analysis/evaluator.h"

#include "core/provenance.h"

#include <QCoreApplication>
#include <QString>

#include <string_view>

namespace capstan::ui {

// The words for where a figure comes from (core/provenance.h): a short label for the results
// panel's Source column, a sentence for its tooltip, and the note under a chart.
class ProvenanceText final {
    Q_DECLARE_TR_FUNCTIONS(ProvenanceText)

public:
    // "exact", "datasheet", "calibrated: h100-fit", "simulated ±23 ms".
    static QString label(const Provenance& provenance);
    // One sentence: what the figure rests on, the profile's name, the interval.
    static QString sentence(const Provenance& provenance);
    // "Source: …" for the figure `key` (an output key of result_to_json); empty without a result.
    static QString chartNote(const Evaluation& evaluation, std::string_view key);
    // The latency chart's histograms: simulated (or the analytic estimate) on the roofline.
    static QString tailNote(const Scenario& scenario, bool simulated);
    // "Typical error for Hopper throughput: ±16% (41 held-out published rows)": the model's
    // cross-validated error where a chart draws (use: "throughput" or "latency"); empty when the
    // table has nothing for it.
    static QString modelError(const Scenario& scenario, std::string_view use);
    // A chart's note with the model error after it, on its own line.
    static QString withModelError(const QString& note, const Scenario& scenario, std::string_view use);

private:
    static QString roofline(const Provenance& provenance);
    static QString sourceLabel(const Provenance& provenance);
};

} // namespace capstan::ui
