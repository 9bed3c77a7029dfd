// The workbench driven like a person drives it: real widgets, QTest mouse and key events.
#include "core/inputs.h"
#include "charts/bill_chart.h"
#include "charts/knee_chart.h"
#include "charts/layouts_chart.h"
#include "charts/latency_chart.h"
#include "charts/memory_chart.h"
#include "ui/main_window.h"
#include "ui/parameter_panel.h"
#include "ui/parameter_row.h"
#include "ui/results_model.h"
#include "analysis/latency_analysis.h"
#include "analysis/scenario_document.h"
#include "slider_handle.h"

#include <QComboBox>
#include <QLabel>
#include <QRegularExpression>
#include <QDoubleSpinBox>
#include <QSlider>
#include <QTest>
#include <QUndoStack>

#include <random>

#include "core/speculation.h"

using namespace capstan;
using namespace capstan::ui;

namespace {

ParameterRow* row_of(MainWindow& window, const char* group, const char* path)
{
    ParameterRow* row = window.panel(QString::fromLatin1(group))->row(QString::fromLatin1(path));
    if (!row)
        qFatal("no row %s", path);
    return row;
}

QPoint handle_center(QSlider* slider)
{
    return test::slider_handle(slider).center();
}

// Drags a slider's handle with the mouse, in steps, to x = `to_x` in slider coordinates.
void drag_slider(QSlider* slider, int to_x)
{
    const QPoint start = handle_center(slider);
    QTest::mousePress(slider, Qt::LeftButton, Qt::NoModifier, start);
    const int steps = 12;
    for (int i = 1; i <= steps; ++i) {
        const QPoint p(start.x() + (to_x - start.x()) * i / steps, start.y());
        QMouseEvent move(QEvent::MouseMove, p, slider->mapToGlobal(p), Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(slider, &move);
    }
    QTest::mouseRelease(slider, Qt::LeftButton, Qt::NoModifier, QPoint(to_x, start.y()));
}

double number_in(const QString& text)
{
    QString digits;
    for (QChar c : text) {
        if (c.isDigit() || c == QLatin1Char('.'))
            digits += c;
        else if (!digits.isEmpty() && c != QLatin1Char(','))
            break;
    }
    return digits.toDouble();
}

} // namespace

class TestWorkbench final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cacheHitDragLowersPrefillAndGpus();
    void dragIsOneUndoStep();
    void keyboardEntryUpdatesCharts();
    void sharesReadAsPercentages();
    void presetComboSwitchesModel();
    void impossibleScenarioExplainsItself();
    void nothingIsEverNaN();
    void overlaysDrawOtherPrecisions();
    void latencyRefinesFromAnalyticToSimulation();
    void percentileSizingRefinesResults();
    void hugeFleetSizesBySimulation();
    void latencySimulatedOncePerFleetSize();
    void powerBadgeFollowsEnvelope();
    void draftComboDerivesDraftCost();

private:
    std::unique_ptr<MainWindow> window_;
};

void TestWorkbench::init()
{
    window_ = std::make_unique<MainWindow>(default_scenario());
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
}

void TestWorkbench::cacheHitDragLowersPrefillAndGpus()
{
    MainWindow& w = *window_;
    ParameterRow* hit = row_of(w, "workload", "workload.cache_hit");
    QSlider* slider = hit->slider();
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_Home);   // hit rate 0
    w.evaluator()->flush();
    QCOMPARE(w.document()->scenario().workload.cache_hit, 0.0);
    const double ttft_before = number_in(w.results()->valueOf(QStringLiteral("ttft")));
    const int gpus_before = int(number_in(w.results()->valueOf(QStringLiteral("gpus"))));
    const double prefill_before = w.evaluator()->current()->result->prefill.total_s;

    drag_slider(slider, slider->width() - 2);   // drag the hit rate up to 1
    w.evaluator()->flush();
    QVERIFY2(w.document()->scenario().workload.cache_hit > 0.9,
             qPrintable(QString::number(w.document()->scenario().workload.cache_hit)));
    const double ttft_after = number_in(w.results()->valueOf(QStringLiteral("ttft")));
    const int gpus_after = int(number_in(w.results()->valueOf(QStringLiteral("gpus"))));
    QVERIFY2(w.evaluator()->current()->result->prefill.total_s < prefill_before, "prefill time must fall");
    QVERIFY2(ttft_after < ttft_before, qPrintable(QStringLiteral("%1 -> %2").arg(ttft_before).arg(ttft_after)));
    QVERIFY2(gpus_after < gpus_before, qPrintable(QStringLiteral("%1 -> %2").arg(gpus_before).arg(gpus_after)));
    // The knee chart holds the new curve: a higher hit rate lifts the operating throughput.
    QCOMPARE(w.kneeChart()->operatingPoint().y(), w.evaluator()->current()->result->operating.point.aggregate_tok_s);
}

void TestWorkbench::dragIsOneUndoStep()
{
    MainWindow& w = *window_;
    QUndoStack* undo = w.document()->undoStack();
    QSlider* slider = row_of(w, "workload", "workload.isl")->slider();
    const int before_index = undo->index();
    const int isl_before = w.document()->scenario().workload.isl;
    drag_slider(slider, slider->width() * 3 / 4);
    const int isl_dragged = w.document()->scenario().workload.isl;
    QVERIFY(isl_dragged != isl_before);
    QCOMPARE(undo->index(), before_index + 1);   // a dozen moves, one step

    undo->undo();
    w.evaluator()->flush();
    QCOMPARE(w.document()->scenario().workload.isl, isl_before);
    QCOMPARE(row_of(w, "workload", "workload.isl")->spinBox()->value(), double(isl_before));
    undo->redo();
    w.evaluator()->flush();
    QCOMPARE(w.document()->scenario().workload.isl, isl_dragged);

    // A second drag after release is a second step.
    drag_slider(slider, slider->width() / 4);
    QCOMPARE(undo->index(), before_index + 2);
}

void TestWorkbench::keyboardEntryUpdatesCharts()
{
    MainWindow& w = *window_;
    QDoubleSpinBox* tpot = row_of(w, "slo", "slo.tpot_ms")->spinBox();
    tpot->setFocus();
    tpot->selectAll();
    QTest::keyClicks(tpot, QStringLiteral("30"));
    QTest::keyClick(tpot, Qt::Key_Return);
    w.evaluator()->flush();
    QCOMPARE(w.document()->scenario().slo.tpot_ms, 30.0);
    QCOMPARE(w.kneeChart()->sloPerUserTokS(), 1000.0 / 30);
    QVERIFY(w.evaluator()->current()->result->operating.point.step_ms <= 30.0);
    // Undo restores the SLO; redo sets it again.
    w.document()->undoStack()->undo();
    QCOMPARE(w.document()->scenario().slo.tpot_ms, 50.0);
    w.document()->undoStack()->redo();
    QCOMPARE(w.document()->scenario().slo.tpot_ms, 30.0);
}

void TestWorkbench::sharesReadAsPercentages()
{
    // A share is typed and shown in percent; the scenario keeps the fraction (SPEC 5: 0..1).
    MainWindow& w = *window_;
    ParameterRow* row = row_of(w, "workload", "workload.cache_hit");
    QDoubleSpinBox* hit = row->spinBox();
    QCOMPARE(hit->maximum(), 100.0);
    QCOMPARE(row->unitLabel()->text(), QStringLiteral("%"));
    hit->setFocus();
    hit->selectAll();
    QTest::keyClicks(hit, QLocale().toString(37.5, 'f', 1));
    QTest::keyClick(hit, Qt::Key_Return);
    w.evaluator()->flush();
    QCOMPARE(w.document()->scenario().workload.cache_hit, 0.375);
    w.document()->undoStack()->undo();
    w.evaluator()->flush();
    QCOMPARE(hit->value(), w.document()->scenario().workload.cache_hit * 100);
}

void TestWorkbench::presetComboSwitchesModel()
{
    MainWindow& w = *window_;
    QComboBox* model = row_of(w, "model", "model.preset")->comboBox();
    const int index = model->findData(QStringLiteral("llama-3.1-8b"));
    QVERIFY(index >= 0);
    model->setFocus();
    model->setCurrentIndex(index);
    Q_EMIT model->activated(index);
    w.evaluator()->flush();
    QCOMPARE(QString::fromStdString(w.document()->scenario().model.spec.name), QStringLiteral("Llama-3.1-8B"));
    auto* memory = w.findChild<MemoryChart*>();
    QVERIFY(memory);
    QVERIFY(qAbs(memory->segmentsGb().front() - 8.03 / 2) < 0.06);   // 8.03 GB at 8 bits over TP 2
    w.document()->undoStack()->undo();
    QCOMPARE(w.document()->scenario().model.preset, std::string("llama-3.1-70b"));
}

void TestWorkbench::impossibleScenarioExplainsItself()
{
    MainWindow& w = *window_;
    QVERIFY(w.document()->setInput(QStringLiteral("model.preset"), QStringLiteral("llama-3.1-405b")).isEmpty());
    w.evaluator()->flush();
    for (ChartFrame* chart : w.charts()) {
        // The layout search looks beyond the scenario's deployment: it answers when that one
        // does not fit (the 405B model on TP 8, say).
        if (!chart->followsScenario() || qobject_cast<LayoutsChart*>(chart))
            continue;
        QVERIFY2(chart->showingMessage(), qPrintable(chart->title()));
        QVERIFY2(chart->message().contains(QStringLiteral("does not fit")), qPrintable(chart->message()));
    }
    QVERIFY(w.resultsText().contains(QStringLiteral("does not fit")));
    w.document()->undoStack()->undo();
    w.evaluator()->flush();
    for (ChartFrame* chart : w.charts()) {
        chart->waitForRefinement();
        QVERIFY2(!chart->showingMessage(), qPrintable(chart->title()));
    }
}

void TestWorkbench::nothingIsEverNaN()
{
    MainWindow& w = *window_;
    std::mt19937 random(20261202);
    QVector<QSlider*> sliders;
    for (const QString& group : parameterGroups())
        for (QSlider* slider : w.panel(group)->findChildren<QSlider*>())
            sliders.append(slider);
    QVERIFY(sliders.size() > 25);
    for (int round = 0; round < 300; ++round) {
        QSlider* slider = sliders[int(random() % unsigned(sliders.size()))];
        slider->setValue(int(random() % 1001));
        w.evaluator()->flush();
        const QString text = w.resultsText() + w.kneeChart()->message();
        static const QRegularExpression not_a_number(QStringLiteral("\\b(nan|inf|infinity)\\b"),
                                                     QRegularExpression::CaseInsensitiveOption);
        QVERIFY2(!text.contains(not_a_number), qPrintable(text));
        for (const QPointF& p : w.kneeChart()->curvePoints())
            QVERIFY(std::isfinite(p.x()) && std::isfinite(p.y()));
        auto* bill = w.findChild<BillChart*>();
        for (double usd : bill->carryingUsd() + bill->idleUsd())
            QVERIFY(std::isfinite(usd) && usd >= 0);
    }
}

void TestWorkbench::overlaysDrawOtherPrecisions()
{
    MainWindow& w = *window_;
    auto* overlay = w.kneeChart()->findChild<QComboBox*>(QStringLiteral("kneeOverlay"));
    QVERIFY(overlay);
    overlay->setCurrentIndex(overlay->findData(QStringLiteral("precisions")));   // scenario's view.knee_overlay
    QCOMPARE(w.document()->scenario().view.knee_overlay, KneeOverlayKind::Precisions);
    QCOMPARE(w.kneeChart()->overlayCount(), 2);   // 16 and 4 bits beside the 8-bit curve
    overlay->setCurrentIndex(overlay->findData(QStringLiteral("none")));
    QCOMPARE(w.kneeChart()->overlayCount(), 0);
}

void TestWorkbench::latencyRefinesFromAnalyticToSimulation()
{
    MainWindow& w = *window_;
    auto* latency = w.findChild<LatencyChart*>();
    QVERIFY(latency);
    QVERIFY(w.document()->setInput(QStringLiteral("slo.ttft_ms"), QStringLiteral("1500")).isEmpty());
    w.evaluator()->flush();
    // At once: the analytic approximation, drawn dashed, and the header says so.
    QVERIFY(!latency->showsSimulation());
    QVERIFY2(latency->stateText().contains(QStringLiteral("Analytic")), qPrintable(latency->stateText()));
    QVERIFY(latency->analytic().stable && latency->analytic().ttft_ms.p99 > 0);
    latency->waitForRefinement();
    QVERIFY(latency->showsSimulation());
    QVERIFY2(latency->stateText().contains(QStringLiteral("Simulated")), qPrintable(latency->stateText()));
    const LatencySample* sample = latency->sample();
    QVERIFY(sample->result.stable);
    QVERIFY(sample->ttft_ms.size() > 10000);
    QVERIFY(sample->result.ttft_ms.at(99) >= sample->result.ttft_ms.at(50));
}

void TestWorkbench::percentileSizingRefinesResults()
{
    MainWindow& w = *window_;
    w.evaluator()->waitForRefinement();
    const EvaluationPtr refined = w.evaluator()->current();
    QVERIFY(refined->refined);
    QVERIFY(refined->result->sizing.tail.present);
    const QString binding = w.results()->valueOf(QStringLiteral("binding"));
    // In words, not the core's code names.
    QVERIFY2(binding == QLatin1String("TPOT tail") || binding == QLatin1String("TTFT tail") ||
                 binding == QLatin1String("KV memory"),
             qPrintable(binding));
    QVERIFY2(w.evaluator()->modeText().contains(QStringLiteral("simulated p99")), qPrintable(w.evaluator()->modeText()));
    QCOMPARE(int(number_in(w.results()->valueOf(QStringLiteral("gpus")))), refined->result->sizing.gpus);
    // A new change drops back to the analytic sizing until the next refinement lands.
    QVERIFY(w.document()->setInput(QStringLiteral("workload.dau"), QStringLiteral("200000")).isEmpty());
    w.evaluator()->flush();
    QVERIFY(!w.evaluator()->current()->refined);
    w.evaluator()->waitForRefinement();
    QVERIFY(w.evaluator()->current()->refined);
    QVERIFY(w.evaluator()->current()->result->sizing.gpus >= refined->result->sizing.gpus);
}

// 300 M daily users need over ten thousand replicas. The workbench sizes them by
// simulation (a 128-replica subset at its share of the traffic), shows the count with its
// interval, no "nan" anywhere, and draws the simulated latency chart.
void TestWorkbench::hugeFleetSizesBySimulation()
{
    MainWindow& w = *window_;
    QVERIFY(w.document()->setInput(QStringLiteral("workload.dau"), QStringLiteral("300000000")).isEmpty());
    w.evaluator()->flush();
    w.evaluator()->waitForRefinement();
    const EvaluationPtr refined = w.evaluator()->current();
    QVERIFY(refined->refined);
    const TailSizing& tail = refined->result->sizing.tail;
    QVERIFY(tail.present && tail.met);
    QVERIFY2(tail.replicas > 10000, qPrintable(QString::number(tail.replicas)));
    QVERIFY(tail.replicas_low <= tail.replicas && tail.replicas <= tail.replicas_high);
    const QString sized = w.results()->valueOf(QStringLiteral("percentile"));
    QVERIFY2(sized.contains(QLatin1Char('[')), qPrintable(sized));
    auto* latency = w.findChild<LatencyChart*>();
    latency->waitForRefinement();
    QVERIFY2(!latency->showingMessage(), qPrintable(latency->message()));
    QVERIFY(latency->showsSimulation());
    QVERIFY(latency->sample()->result.stable);
    static const QRegularExpression not_a_number(QStringLiteral("\\b(nan|inf|infinity)\\b"),
                                                 QRegularExpression::CaseInsensitiveOption);
    const QString text = w.resultsText() + latency->stateText();
    QVERIFY2(!text.contains(not_a_number), qPrintable(text));
}

// The latency chart computes nothing: the analysis simulates the peak once per scenario and
// once more only when percentile sizing moved the replica count; the chart shows that run.
void TestWorkbench::latencySimulatedOncePerFleetSize()
{
    MainWindow& w = *window_;
    LatencyAnalysis* analysis = w.latencyAnalysis();
    w.evaluator()->flush();
    w.evaluator()->waitForRefinement();
    analysis->waitForFinished();
    const int before = analysis->runs();
    QVERIFY(w.document()->setInput(QStringLiteral("workload.dau"), QStringLiteral("1000000")).isEmpty());
    w.evaluator()->flush();
    const int analytic_replicas = w.evaluator()->current()->result->sizing.replicas;
    QCOMPARE(analysis->runs(), before + 1);
    w.evaluator()->waitForRefinement();
    const int refined_replicas = w.evaluator()->current()->result->sizing.replicas;
    analysis->waitForFinished();
    std::printf("  replicas: analytic %d, refined %d; latency runs %d\n", analytic_replicas, refined_replicas,
                analysis->runs() - before);
    QCOMPARE(analysis->runs(), before + 1 + (refined_replicas != analytic_replicas ? 1 : 0));
    QVERIFY2(refined_replicas != analytic_replicas, "a million daily users: the simulated count differs from the analytic one");
    auto* chart = w.findChild<LatencyChart*>();
    chart->waitForRefinement();
    QVERIFY(chart->showsSimulation());
    QCOMPARE(chart->sample()->result.replicas, refined_replicas);
}

namespace {

void typeInto(QDoubleSpinBox* spin, double value)
{
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QLocale().toString(value, 'f', spin->decimals()));
    QTest::keyClick(spin, Qt::Key_Return);
}

} // namespace

void TestWorkbench::powerBadgeFollowsEnvelope()
{
    MainWindow& w = *window_;
    auto* bill = w.findChild<BillChart*>();
    QVERIFY(bill);
    w.evaluator()->flush();
    // No envelope: no power badge, only the three procurement checks.
    QVERIFY(!bill->powerShown());
    QCOMPARE(bill->badgeTexts().filter(QStringLiteral("Power")).size(), 0);
    const int gpus = w.evaluator()->current()->result->sizing.gpus;
    // An H100 draws (700 W board + 575 W host) x 1.3 PUE = 1,657.5 W at the wall, so 0.01 MW
    // powers floor(10,000 / 1,657.5) = 6 GPUs and 1 MW floor(603.3) = 603.
    QVERIFY2(gpus > 6 && gpus <= 603, qPrintable(QString::number(gpus)));
    QDoubleSpinBox* envelope = row_of(w, "deployment", "levers.power_envelope_mw")->spinBox();

    typeInto(envelope, 1.0);
    w.evaluator()->flush();
    QCOMPARE(w.document()->scenario().levers.power_envelope_mw, 1.0);
    QCOMPARE(w.evaluator()->current()->power.gpus_in_envelope, 603);
    QVERIFY(bill->powerShown());
    QVERIFY(bill->powerPasses());
    const QString above = QStringLiteral("✔ Power: %1 of 603 GPUs the site powers").arg(gpus);
    QVERIFY2(bill->badgeTexts().contains(above), qPrintable(bill->badgeTexts().join(QLatin1Char('|'))));

    typeInto(envelope, 0.01);
    w.evaluator()->flush();
    QCOMPARE(w.evaluator()->current()->power.gpus_in_envelope, 6);
    QVERIFY(bill->powerShown());
    QVERIFY(!bill->powerPasses());
    QVERIFY(bill->badgeTexts().contains(QStringLiteral("✘ Power: %1 of 6 GPUs the site powers").arg(gpus)));
    if (qEnvironmentVariableIsSet("CAPSTAN_SCREENSHOT_DIR")) {
        QTest::qWait(50);   // the badges' layout settles in the event loop, as on screen
        QVERIFY(bill->grab().save(qEnvironmentVariable("CAPSTAN_SCREENSHOT_DIR") + QStringLiteral("/bill-power-over.png")));
        QVERIFY(w.grab().save(qEnvironmentVariable("CAPSTAN_SCREENSHOT_DIR") + QStringLiteral("/workbench-power-over.png")));
    }

    // Undo brings the passing badge back; undoing the first edit removes it.
    w.document()->undoStack()->undo();
    w.evaluator()->flush();
    QVERIFY(bill->powerPasses());
    w.document()->undoStack()->undo();
    w.evaluator()->flush();
    QVERIFY(!bill->powerShown());
}

void TestWorkbench::draftComboDerivesDraftCost()
{
    MainWindow& w = *window_;
    // The default target is Llama-3.1-70B: the combo offers the models that can draft for it.
    QComboBox* draft = row_of(w, "deployment", "levers.spec_draft")->comboBox();
    QVERIFY(draft);
    QCOMPARE(draft->itemData(0).toString(), QString());
    QVERIFY(draft->findData(QStringLiteral("llama-3.2-1b")) > 0);
    QVERIFY(draft->findData(QStringLiteral("llama-3.1-8b")) > 0);
    QCOMPARE(draft->findData(QStringLiteral("llama-2-7b")), -1);       // 32,000-token vocabulary
    QCOMPARE(draft->findData(QStringLiteral("llama-3.1-405b")), -1);   // larger than the target
    QDoubleSpinBox* k = row_of(w, "deployment", "levers.spec_k")->spinBox();
    typeInto(k, 4);
    w.evaluator()->flush();
    const double before = w.evaluator()->current()->result->single_user_tok_s;

    const int index = draft->findData(QStringLiteral("llama-3.2-1b"));
    draft->setFocus();
    draft->setCurrentIndex(index);
    Q_EMIT draft->activated(index);
    w.evaluator()->flush();
    QCOMPARE(w.document()->scenario().levers.spec_draft, std::string("llama-3.2-1b"));
    // Llama-3.2-1B for Llama-3.1-70B in FP8 on 2 H100: 0.62 GB against 35.3 GB of weights a GPU
    // (0.018) plus the draft's own KV reads and all-reduces, against the target's 1.5 ms step
    // overhead too: a few hundredths of a target step, below the given 0.05, so tokens come faster.
    const double share = draft_step_share(w.document()->scenario());
    QVERIFY2(share > 0.01 && share < 0.05, qPrintable(QString::number(share)));
    QVERIFY(w.evaluator()->current()->result->single_user_tok_s > before);
    QCOMPARE(draft->currentData().toString(), QStringLiteral("llama-3.2-1b"));
    // The given draft step cost no longer counts while a draft model is chosen.
    QDoubleSpinBox* cost = row_of(w, "deployment", "levers.spec_draft_cost")->spinBox();
    QVERIFY(!cost->isEnabled());
    if (qEnvironmentVariableIsSet("CAPSTAN_SCREENSHOT_DIR")) {
        ParameterPanel* deployment = w.panel(QStringLiteral("deployment"));
        deployment->resize(460, deployment->sizeHint().height());
        QVERIFY(deployment->grab().save(qEnvironmentVariable("CAPSTAN_SCREENSHOT_DIR") + QStringLiteral("/deployment-draft.png")));
    }
    w.document()->undoStack()->undo();
    w.evaluator()->flush();
    QCOMPARE(w.document()->scenario().levers.spec_draft, std::string());
    QCOMPARE(draft->currentIndex(), 0);
    QVERIFY(cost->isEnabled());
    w.document()->undoStack()->redo();
    w.evaluator()->flush();
    QCOMPARE(draft->currentData().toString(), QStringLiteral("llama-3.2-1b"));
}

QTEST_MAIN(TestWorkbench)
#include "tst_workbench.moc"
