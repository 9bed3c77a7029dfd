#include "charts/knee_curve.h"

#include <qcustomplot.h>

namespace capstan::ui {

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
