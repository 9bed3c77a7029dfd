#pragma once

#include <QPointF>
#include <QVector>

namespace capstan::ui {

// The Pareto front of points where more is better on both axes (tokens/s per user against
// tokens/s per GPU, SPEC 2.6b): the indices of the points no other point matches or beats on
// both, by ascending x (and so descending y). Of equal points the first is kept.
QVector<int> paretoFront(const QVector<QPointF>& points);

} // namespace capstan::ui
