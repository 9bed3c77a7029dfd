#include "analysis/pareto_front.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace capstan::ui {

QVector<int> paretoFront(const QVector<QPointF>& points)
{
    QVector<int> order(points.size());
    std::iota(order.begin(), order.end(), 0);
    // Fastest per user first; of equal speed the most per GPU first, then the earlier point.
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        if (points[a].x() != points[b].x())
            return points[a].x() > points[b].x();
        return points[a].y() > points[b].y();
    });
    QVector<int> front;
    double best = -std::numeric_limits<double>::infinity();
    for (int i : order)
        if (points[i].y() > best) {   // beats every faster point per GPU
            best = points[i].y();
            front.append(i);
        }
    std::reverse(front.begin(), front.end());
    return front;
}

} // namespace capstan::ui
