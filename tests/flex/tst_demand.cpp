// The demand curve of core-and-flex (SPEC 2.7): a 24-hour profile x weekday/weekend x monthly
// growth, plus a launch spike; deterministic; bad input named by field.
#include "core/flex/demand.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace capstan;
using namespace capstan::flex;

namespace {

std::vector<double> curve_of(const DemandShape& shape)
{
    Expected<std::vector<double>> curve = demand_curve(shape);
    if (!curve)
        qFatal("%s", curve.error().message().c_str());
    return std::move(curve).value();
}

double mean(const std::vector<double>& values, std::size_t from, std::size_t count)
{
    return std::accumulate(values.begin() + std::ptrdiff_t(from), values.begin() + std::ptrdiff_t(from + count), 0.0) /
           double(count);
}

} // namespace

class TestDemand final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void profilePeakToAverage_data()
    {
        QTest::addColumn<double>("peak_to_avg");
        QTest::addRow("flat: 1.0") << 1.0;
        QTest::addRow("chat busiest hour: 1.6 (flex default)") << 1.6;
        QTest::addRow("chatbot preset burst peak: 3.0") << 3.0;
        QTest::addRow("cap: 12") << 12.0;
    }
    void profilePeakToAverage()
    {
        QFETCH(double, peak_to_avg);
        const std::array<double, 24> profile = diurnal_profile(peak_to_avg, 20);
        const double avg = std::accumulate(profile.begin(), profile.end(), 0.0) / 24.0;
        QVERIFY(std::abs(avg - 1.0) < 1e-12);
        QVERIFY(std::abs(*std::max_element(profile.begin(), profile.end()) - peak_to_avg) < 1e-9);
        if (peak_to_avg > 1)
            QCOMPARE(int(std::max_element(profile.begin(), profile.end()) - profile.begin()), 20);
    }

    void weekKeepsTheBaseMean()
    {
        DemandShape shape;
        shape.base_tok_s = 1000;
        shape.profile = diurnal_profile(1.6);
        shape.weekend_factor = 0.5;
        shape.hours = 24 * 7;
        const std::vector<double> curve = curve_of(shape);
        QVERIFY(std::abs(mean(curve, 0, curve.size()) - 1000) < 1e-9);
        // Weekdays (Mon-Fri) to weekend days: 0.5 by construction.
        QVERIFY(std::abs(mean(curve, 24 * 5, 24) / mean(curve, 0, 24) - 0.5) < 1e-12);
    }

    void growthCompoundsMonthly_data()
    {
        QTest::addColumn<double>("growth");
        QTest::addRow("+5%%/month: x1.05 after 730 h") << 0.05;
        QTest::addRow("-10%%/month: x0.90 after 730 h") << -0.10;
        QTest::addRow("+100%%/month: x2 after 730 h") << 1.0;
    }
    void growthCompoundsMonthly()
    {
        QFETCH(double, growth);
        DemandShape shape;
        shape.base_tok_s = 500;
        shape.weekend_factor = 1.0;   // flat week and day: only growth moves the curve
        shape.monthly_growth = growth;
        shape.hours = 731;
        const std::vector<double> curve = curve_of(shape);
        QVERIFY(std::abs(curve[730] / curve[0] - (1 + growth)) < 1e-12);
    }

    void spikeMultipliesItsHours()
    {
        DemandShape shape;
        shape.base_tok_s = 100;
        shape.weekend_factor = 1;
        shape.spike_multiplier = 4;
        shape.spike_start_hour = 48;
        shape.spike_hours = 24;
        shape.hours = 24 * 5;
        const std::vector<double> curve = curve_of(shape);
        QCOMPARE(curve[47], 100.0);
        QCOMPARE(curve[48], 400.0);
        QCOMPARE(curve[71], 400.0);
        QCOMPARE(curve[72], 100.0);
    }

    void deterministic()
    {
        DemandShape shape;
        shape.base_tok_s = 12345;
        shape.profile = diurnal_profile(2.2, 13.5);
        shape.monthly_growth = 0.07;
        shape.hours = 2000;
        QVERIFY(curve_of(shape) == curve_of(shape));
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message_part");
        QTest::addRow("zero demand") << "flex.base_tok_s" << "zero demand";
        QTest::addRow("negative demand") << "flex.base_tok_s" << "= -5";
        QTest::addRow("profile all zero") << "flex.profile" << "zero demand";
        QTest::addRow("negative profile hour") << "flex.profile[3]" << "0 .. 1e6";
        QTest::addRow("negative weekend factor") << "flex.weekend_factor" << "0 .. 10";
        QTest::addRow("growth below -50%%") << "flex.monthly_growth" << "-0.5 .. 10";
        QTest::addRow("spike below 1") << "flex.spike_multiplier" << "1 .. 1000";
        QTest::addRow("no hours") << "flex.hours" << "1 .. 87600";
    }
    void badInput()
    {
        QFETCH(QString, field);
        QFETCH(QString, message_part);
        DemandShape shape;
        shape.base_tok_s = 100;
        const std::string tag = QTest::currentDataTag();
        if (tag == "zero demand")
            shape.base_tok_s = 0;
        else if (tag == "negative demand")
            shape.base_tok_s = -5;
        else if (tag == "profile all zero")
            shape.profile.fill(0);
        else if (tag == "negative profile hour")
            shape.profile[3] = -1;
        else if (tag == "negative weekend factor")
            shape.weekend_factor = -0.1;
        else if (tag == "growth below -50%")
            shape.monthly_growth = -0.6;
        else if (tag == "spike below 1")
            shape.spike_multiplier = 0.5;
        else
            shape.hours = 0;
        Expected<std::vector<double>> curve = demand_curve(shape);
        QVERIFY(!curve);
        QCOMPARE(QString::fromStdString(curve.error().field), field);
        QVERIFY2(QString::fromStdString(curve.error().message()).contains(message_part),
                 curve.error().message().c_str());
    }
};

QTEST_APPLESS_MAIN(TestDemand)
#include "tst_demand.moc"
