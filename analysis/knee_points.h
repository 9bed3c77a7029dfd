#pragma once

// The knee as a chart draws it: (per-user tok/s, aggregate tok/s ÷ divisor) per batch. The
// workbench plots a whole replica (divisor 1); the compare view plots per GPU (divisor TP).

#include "core/knee.h"

#include <QPointF>
#include <QVector>

#include <vector>

namespace capstan::ui {

QVector<QPointF> kneePoints(const std::vector<KneePoint>& curve, double divisor = 1.0);

} // namespace capstan::ui
