#include "charts/knee_curve.h"

#include <qcustomplot.h>

namespace capstan::ui {

QVector<QPointF> kneePoints(const std::vector<KneePoint>& curve, double divisor)
{
    QVector<QPointF> points;
    points.reserve(qsizetype(curve.size()));
    for (const KneePoint& p : curve)
        points.append({p.per_user_tok_s, p.aggregate_tok_s / divisor});
    return points;
}

void setCurvePoints(QCPCurve* curve, const QVector<QPointF>& points)
{
    QVector<double> t;
    QVector<double> x;
    QVector<double> y;
    for (qsizetype i = 0; i < points.size(); ++i) {
        t.append(double(i));
        x.append(points[i].x());
        y.append(points[i].y());
    }
    curve->setData(t, x, y, true);
}

} // namespace capstan::ui
