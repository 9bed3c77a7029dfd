#pragma once

#include "analysis/evaluator.h"

#include <QCoreApplication>
#include <QString>

namespace capstan::ui {

class ChartFrame;

// One line of the figures a chart is about, for its slide: the operating point under the knee,
// the seats under the memory map, the three bills under the bill, the widest swing under the
// tornado, the pool's bill against the ideal under the fleet month.
class ChartCaptions final {
    Q_DECLARE_TR_FUNCTIONS(ChartCaptions)

public:
    static QString caption(const ChartFrame& chart, const Evaluation& evaluation);
};

} // namespace capstan::ui
