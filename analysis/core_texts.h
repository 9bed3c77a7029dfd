#pragma once

// Translated words for the core's codes (context "capstan::ui" in i18n/capstan_de.ts): what
// the results table, the comparison table and the charts print for a batch limit or a
// binding constraint. The core returns the codes; only this layer words them.

#include "core/evaluate.h"

#include <QString>

namespace capstan::ui {

QString limitText(BatchLimit limit);
QString bindingText(Binding binding);

} // namespace capstan::ui
