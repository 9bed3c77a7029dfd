#pragma once

#include "core/knee.h"

#include <QPointF>
#include <QVector>

#include <vector>

class QCPCurve;

namespace capstan::ui {

// The knee as a chart draws it: (per-user tok/s, aggregate tok/s ÷ divisor) per batch. The
// workbench plots a whole replica (divisor 1); the compare view plots per GPU (divisor TP).
QVector<QPointF> kneePoints(const std::vector<KneePoint>& curve, double divisor = 1.0);

// A QCPCurve keeps the points in the given order (the knee doubles back on neither axis, but a
// graph would sort by x and lose the batch order).
void setCurvePoints(QCPCurve* curve, const QVector<QPointF>& points);

} // namespace capstan::ui
