// Every slider of the workbench dragged with the mouse across its whole range in 50 steps, one
// slider at a time from the default scenario: after each step no visible text, tooltip, result
// cell, chart label or chart message reads "nan" or "inf", and the value the scenario took is
// one the slider stands for (rounded as an engineer would type it), or the one before when the
// scenario refused it. At both ends the background refinements (percentile sizing, the
// simulated latency chart, flex and sensitivity runs) are waited for and checked too.
#include "analysis/evaluator.h"
#include "analysis/input_texts.h"
#include "analysis/scenario_document.h"
#include "charts/chart_frame.h"
#include "charts/latency_chart.h"
#include "core/inputs.h"
#include "ui/main_window.h"
#include "ui/parameter_row.h"
#include "slider_handle.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QHash>
#include <QScrollArea>
#include <QSet>
#include <QSlider>
#include <QStatusBar>
#include <QTest>

#include <qcustomplot.h>

#include <cmath>
#include <memory>

using namespace capstan;
using namespace capstan::ui;

namespace {

constexpr int kSteps = 50;

void add_model_texts(QStringList& out, const QAbstractItemModel* model, const QModelIndex& parent = {})
{
    if (!model)
        return;
    for (int r = 0; r < model->rowCount(parent); ++r)
        for (int c = 0; c < model->columnCount(parent); ++c) {
            const QModelIndex index = model->index(r, c, parent);
            out << index.data(Qt::DisplayRole).toString() << index.data(Qt::ToolTipRole).toString();
            if (c == 0 && model->hasChildren(index))
                add_model_texts(out, model, index);
        }
}

void add_plot_texts(QStringList& out, QCustomPlot* plot)
{
    plot->replot(QCustomPlot::rpImmediateRefresh);
    for (QCPAxisRect* rect : plot->axisRects())
        for (QCPAxis* axis : rect->axes()) {
            if (!axis->visible())
                continue;
            out << axis->label();
            if (axis->tickLabels())
                out << axis->tickVectorLabels().toList();
            if (!std::isfinite(axis->range().lower) || !std::isfinite(axis->range().upper))
                out << QStringLiteral("nan axis range");
        }
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)); text && text->visible())
            out << text->text();
    for (int i = 0; i < plot->plottableCount(); ++i)
        out << plot->plottable(i)->name();
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
        if (auto* title = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(i)))
            out << title->text();
}

// The texts of each item model, read again only after the model says it changed (a table's
// header views show the table's model: it is read once). A 960-row layouts table read at every
// step of every slider was most of this test's time.
class ModelTexts final {
public:
    void add(QStringList& out, QAbstractItemModel* model)
    {
        if (!model || seen_.contains(model))
            return;
        seen_.insert(model);
        if (!watched_.contains(model)) {
            watched_.insert(model);
            const auto forget = [this, model] { texts_.remove(model); };
            QObject::connect(model, &QAbstractItemModel::dataChanged, model, forget);
            QObject::connect(model, &QAbstractItemModel::headerDataChanged, model, forget);
            QObject::connect(model, &QAbstractItemModel::modelReset, model, forget);
            QObject::connect(model, &QAbstractItemModel::layoutChanged, model, forget);
            for (auto changed : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved,
                                 &QAbstractItemModel::columnsInserted, &QAbstractItemModel::columnsRemoved})
                QObject::connect(model, changed, model, forget);
            QObject::connect(model, &QObject::destroyed, model, [this, model] {
                texts_.remove(model);
                watched_.remove(model);
            });
        }
        auto cached = texts_.find(model);
        if (cached == texts_.end()) {
            QStringList texts;
            add_model_texts(texts, model);
            cached = texts_.insert(model, texts);
        }
        out << *cached;
    }
    void next_read() { seen_.clear(); }

private:
    QHash<const QAbstractItemModel*, QStringList> texts_;
    QSet<const QAbstractItemModel*> watched_;   // connected to the model's change signals
    QSet<const QAbstractItemModel*> seen_;      // read in this pass
};

// What the window shows: labels, buttons, fields, tables, charts and their notes, tooltips.
QStringList shown_texts(MainWindow& w, ModelTexts& models)
{
    QStringList out;
    out << w.windowTitle() << w.resultsText();
    if (QStatusBar* bar = w.findChild<QStatusBar*>())
        out << bar->currentMessage();
    for (const QLabel* label : w.findChildren<QLabel*>())
        out << label->text() << label->toolTip();
    for (const QAbstractButton* button : w.findChildren<QAbstractButton*>())
        out << button->text() << button->toolTip();
    for (const QAbstractSpinBox* spin : w.findChildren<QAbstractSpinBox*>())
        out << spin->text() << spin->toolTip();
    for (const QLineEdit* edit : w.findChildren<QLineEdit*>())
        out << edit->text();
    models.next_read();
    for (const QAbstractItemView* view : w.findChildren<QAbstractItemView*>())
        models.add(out, view->model());
    for (QCustomPlot* plot : w.findChildren<QCustomPlot*>())
        add_plot_texts(out, plot);
    for (const ChartFrame* chart : w.charts())
        out << chart->title() << chart->message() << chart->provenance();
    if (const auto* latency = w.findChild<LatencyChart*>())
        out << latency->stateText();
    return out;
}

// The first text that reads as "nan" or "inf"; counts the non-empty texts read.
QString not_a_number(MainWindow& w, qint64& read)
{
    static const QRegularExpression pattern(QStringLiteral("\\b(nan|inf|infinity)\\b"), QRegularExpression::CaseInsensitiveOption);
    static ModelTexts models;
    for (const QString& text : shown_texts(w, models)) {
        if (text.isEmpty())
            continue;
        ++read;
        if (text.contains(pattern))
            return text;
    }
    return {};
}

void move_mouse(QSlider* slider, QPoint p)
{
    QMouseEvent move(QEvent::MouseMove, p, slider->mapToGlobal(p), Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(slider, &move);
}

// Brings the slider's panel to the front and scrolls it into view.
void reveal(QSlider* slider)
{
    for (QWidget* up = slider->parentWidget(); up; up = up->parentWidget()) {
        if (auto* dock = qobject_cast<QDockWidget*>(up)) {
            dock->show();
            dock->raise();
        }
        if (auto* scroll = qobject_cast<QScrollArea*>(up))
            scroll->ensureWidgetVisible(slider);
    }
    QCoreApplication::processEvents();
}

// Whether `value` is what the slider stands for at some position (or a precision's snap).
bool slider_value(const InputSpec& spec, int steps, double value)
{
    if (!spec.allowed_values.empty())
        return input_allows(spec, value);
    for (int i = 0; i <= steps; ++i)
        if (sliderValueAt(spec, double(i) / steps) == value)
            return true;
    return false;
}

void wait_for_background(MainWindow& w)
{
    w.evaluator()->flush();
    w.evaluator()->waitForRefinement();
    for (ChartFrame* chart : w.charts())
        chart->waitForRefinement();
    QCoreApplication::processEvents();
}

} // namespace

class TstSliderSweep final : public QObject {
    Q_OBJECT

private slots:
    void everySliderEndToEnd();
};

void TstSliderSweep::everySliderEndToEnd()
{
    auto window = std::make_unique<MainWindow>(default_scenario());
    MainWindow& w = *window;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const Scenario defaults = w.document()->scenario();
    // The check sees what it must: a "nan" planted in a result's tooltip is caught.
    qint64 read = 0;
    QVERIFY(not_a_number(w, read).isEmpty());
    const qint64 texts_at_start = read;
    if (auto* first = w.findChildren<QLabel*>().value(0)) {
        const QString tip = first->toolTip();
        first->setToolTip(QStringLiteral("p99 TTFT nan ms"));
        QVERIFY(!not_a_number(w, read).isEmpty());
        first->setToolTip(tip);
    }
    int swept = 0;
    int moved = 0;
    for (ParameterRow* row : w.findChildren<ParameterRow*>()) {
        QSlider* slider = row->slider();
        if (!slider)
            continue;
        const std::string path = row->path().toStdString();
        const InputSpec* spec = find_input(path);
        QVERIFY(spec);
        reveal(slider);
        QVERIFY2(slider->isVisible(), path.c_str());
        slider->setFocus();
        QTest::keyClick(slider, Qt::Key_Home);
        const QRect handle = test::slider_handle(slider);
        const int left = handle.center().x();
        const int right = slider->width() - handle.width() / 2 - 1;
        QTest::mousePress(slider, Qt::LeftButton, Qt::NoModifier, handle.center());
        const std::string start = get_input(w.document()->scenario(), path);
        for (int i = 0; i <= kSteps; ++i) {
            const std::string before = get_input(w.document()->scenario(), path);
            move_mouse(slider, QPoint(left + (right - left) * i / kSteps, handle.center().y()));
            w.evaluator()->flush();
            QCoreApplication::processEvents();
            const std::string now = get_input(w.document()->scenario(), path);
            const QByteArray where = QByteArray::fromStdString(path) + " step " + QByteArray::number(i) + " = " +
                                     QByteArray::fromStdString(now);
            QVERIFY2(now == before || slider_value(*spec, slider->maximum(), std::stod(now)), where.constData());
            if (i == 0 || i == kSteps)
                wait_for_background(w);
            const QString bad = not_a_number(w, read);
            QVERIFY2(bad.isEmpty(), (where + ": " + bad.toUtf8()).constData());
        }
        QVERIFY2(slider->value() == slider->maximum(), path.c_str());
        if (get_input(w.document()->scenario(), path) != start)
            ++moved;
        QTest::mouseRelease(slider, Qt::LeftButton, Qt::NoModifier, QPoint(right, handle.center().y()));
        // Back to the default before the next slider.
        QVERIFY(w.document()->setInput(row->path(), QString::fromStdString(get_input(defaults, path))).isEmpty());
        ++swept;
    }
    std::printf("  %d sliders swept end to end in %d steps each, %d of them moved their input; %lld texts read "
                "(%lld on the first screen), none nan or inf\n",
                swept, kSteps, moved, static_cast<long long>(read), static_cast<long long>(texts_at_start));
    QVERIFY(swept >= 20);
    QVERIFY(moved >= swept - 2);
}

QTEST_MAIN(TstSliderSweep)
#include "tst_slider_sweep.moc"
