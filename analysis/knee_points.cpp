#include "analysis/knee_points.h"

namespace capstan::ui {

QVector<QPointF> kneePoints(const std::vector<KneePoint>& curve, double divisor)
{
    QVector<QPointF> points;
    points.reserve(qsizetype(curve.size()));
    for (const KneePoint& p : curve)
        points.append({p.per_user_tok_s, p.aggregate_tok_s / divisor});
    return points;
}

} // namespace capstan::ui
