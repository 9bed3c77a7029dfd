#pragma once

// Words for a searched layout (context "capstan::ui" in i18n/capstan_de.ts), shared by the
// Layouts table, its chart and the chart's caption. The core returns codes; this layer words them.

#include "core/search/search.h"

#include <QString>

namespace capstan::ui {

// "W8 / KV8": weight and KV-cache bits.
QString precisionText(int weightBits, int kvBits);
// How prefill and decode share the GPUs: "aggregated", or "5 P + 1 D, 70% load": a
// disaggregated layout's prefill and decode replicas and the prefill pool's load at peak.
QString modeText(const search::Candidate& candidate);
// What binds the layout's fleet: the simulation's verdict when confirmed ("TTFT tail", "TPOT
// tail", "KV memory"), else the analytic sizing's.
QString candidateBindingText(const search::Candidate& candidate);
// "yes", "no", or "misses the SLO" (confirmed, and the simulation finds no size that meets it).
QString confirmedText(const search::Candidate& candidate);
// "W8 / KV8 · TP 2" (and " · PP 2", " · EP 8" when they are not 1): the layout on its card.
QString layoutShape(const search::Layout& layout);

} // namespace capstan::ui
