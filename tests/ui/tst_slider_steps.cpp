// Sliders give values an engineer would type: along every input's slider the values are finite,
// within range, never decreasing, and round (1-2-5 on log spans, multiples of a 1-2-5 step on
// linear ones); dragging the daily-users slider with the mouse emits only such values.
#include "analysis/input_texts.h"
#include "core/inputs.h"
#include "ui/parameter_row.h"

#include <QGridLayout>
#include <QSlider>
#include <QTest>
#include <QWidget>

#include <cmath>

using namespace capstan;
using namespace capstan::ui;

namespace {

bool is_125(double value)
{
    if (value <= 0)
        return false;
    const double mantissa = value / std::pow(10.0, std::floor(std::log10(value) + 1e-12));
    for (const double m : {1.0, 2.0, 5.0, 10.0})
        if (std::abs(mantissa - m) < 1e-9 * m)
            return true;
    return false;
}

bool slider_input(const InputSpec& spec)
{
    return (spec.kind == InputKind::Number || spec.kind == InputKind::Integer) && spec.allowed_values.empty();
}

} // namespace

class TstSliderSteps final : public QObject {
    Q_OBJECT

private slots:
    void everySliderGivesRoundValues();
    void dragDailyUsers();
};

void TstSliderSteps::everySliderGivesRoundValues()
{
    int checked = 0;
    for (const InputSpec& spec : input_specs()) {
        if (!slider_input(spec))
            continue;
        const SliderSpan span = sliderSpan(spec);
        double last = -1e300;
        for (int i = 0; i <= 1000; ++i) {
            const double value = sliderValueAt(spec, i / 1000.0);
            const QByteArray where = QByteArray(spec.path.data(), qsizetype(spec.path.size())) + " at " +
                                     QByteArray::number(i) + ": " + QByteArray::number(value, 'g', 17);
            QVERIFY2(std::isfinite(value), where.constData());
            QVERIFY2(value >= spec.min && value <= spec.max, where.constData());
            QVERIFY2(value >= last, where.constData());
            last = value;
            const bool end = value == span.min || value == span.max || value == spec.min || value == spec.max;
            if (end || i == 0 || i == 1000)
                continue;
            if (span.log) {
                QVERIFY2(is_125(value), where.constData());
            } else {
                // A whole number of steps above the span's start, the step being the 1-2-5 value
                // nearest a hundredth of the span.
                const double hundredth = (span.max - span.min) / 100;
                double step = 0;
                for (double decade = std::pow(10.0, std::floor(std::log10(hundredth)) - 1); step == 0 || decade < hundredth * 100;
                     decade *= 10)
                    for (const double m : {1.0, 2.0, 5.0})
                        if (step == 0 || std::abs(std::log(m * decade / hundredth)) < std::abs(std::log(step / hundredth)))
                            step = m * decade;
                const double k = (value - span.min) / step;
                QVERIFY2(std::abs(k - std::round(k)) < 1e-6, where.constData());
            }
        }
        ++checked;
    }
    QVERIFY(checked >= 20);
}

void TstSliderSteps::dragDailyUsers()
{
    QWidget panel;
    auto* grid = new QGridLayout(&panel);
    ParameterRow row(*find_input("workload.dau"), grid, 0, &panel);
    QList<double> values;
    connect(&row, &ParameterRow::edited, this,
            [&values](InputId, double value, bool) { values.append(value); });
    panel.resize(600, 60);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSlider* slider = row.slider();
    // 50 steps across the whole range, as a drag would move it.
    for (int i = 0; i <= 50; ++i)
        slider->setSliderPosition(slider->minimum() + (slider->maximum() - slider->minimum()) * i / 50);
    QVERIFY(values.size() >= 20);
    for (double value : values)
        QVERIFY2(is_125(value), qPrintable(QString::number(value, 'g', 17)));
}

QTEST_MAIN(TstSliderSteps)
#include "tst_slider_steps.moc"
