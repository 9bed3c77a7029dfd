// Validation against published measurements (calibration/published-points.csv, copied into
// tests/data): every row the analytic model answers, with the default efficiency factors.
// Prints predicted vs measured per row and the median absolute error; fails above 25%.
#include "core/inputs.h"
#include "core/validation.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace capstan;

class TestValidation final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void publishedPoints();
};

void TestValidation::publishedPoints()
{
    QFile file(qEnvironmentVariable("CAPSTAN_TEST_DATA") + QStringLiteral("/published-points.csv"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    Expected<std::vector<MeasuredPoint>> points =
        parse_measured_points(std::string_view(text.constData(), std::size_t(text.size())), "published-points.csv");
    QVERIFY2(points, points ? "" : points.error().message().c_str());

    const Scenario base = default_scenario();
    std::vector<double> errors;
    qInfo("%-4s %-14s %-10s %-3s %-12s %-19s %12s %12s %8s", "id", "model", "gpu", "tp", "mode", "metric",
          "measured", "predicted", "error");
    for (const MeasuredPoint& p : *points) {
        Expected<std::optional<double>> predicted = predict_analytic(p, base);
        QVERIFY2(predicted, predicted ? "" : predicted.error().message().c_str());
        if (!predicted->has_value())
            continue;   // online rows: the simulator's validation answers them
        const double error = (**predicted - p.value) / p.value;
        errors.push_back(std::abs(error));
        qInfo("%-4s %-14s %-10s %-3d %-12s %-19s %12.1f %12.1f %+7.1f%%", p.id.c_str(), p.model.c_str(),
              p.gpu.c_str(), p.tp, p.mode.c_str(), p.metric.c_str(), p.value, **predicted, error * 100);
    }
    QVERIFY(errors.size() >= 18);
    std::sort(errors.begin(), errors.end());
    const std::size_t n = errors.size();
    const double median = n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2;
    qInfo("rows: %zu  median absolute error: %.1f%%  worst: %.1f%%", n, median * 100, errors.back() * 100);
    QVERIFY2(median <= 0.25, qPrintable(QStringLiteral("median absolute error %1%").arg(median * 100)));
}

QTEST_APPLESS_MAIN(TestValidation)
#include "tst_validation.moc"
