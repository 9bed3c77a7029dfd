#pragma once

#include "analysis/knee_points.h"

#include <QPointF>
#include <QVector>

class QCPCurve;

namespace capstan::ui {

// A QCPCurve keeps the points in the given order (the knee doubles back on neither axis, but a
// graph would sort by x and lose the batch order).
void setCurvePoints(QCPCurve* curve, const QVector<QPointF>& points);

} // namespace capstan::ui
