// The procurement tab in a real workbench: opened with a click on its tab, it draws the options
// the core prices for the scenario (bars, badges, the cheapest passing option marked, each
// option's capital outlay), and follows a purchase price typed into the money panel.
#include "analysis/evaluator.h"
#include "analysis/number_format.h"
#include "analysis/scenario_document.h"
#include "charts/procurement_chart.h"
#include "core/fleet/procurement_options.h"
#include "core/inputs.h"
#include "ui/main_window.h"
#include "ui/parameter_panel.h"
#include "ui/parameter_row.h"
#include "chart_of.h"

#include <QDoubleSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <memory>

using namespace capstan;
using namespace capstan::ui;
using capstan::test::chart_of;

namespace {

fleet::ProcurementOptions core_options(const Evaluation& evaluation)
{
    Expected<fleet::OptionBasis> basis = fleet::scenario_option_basis(evaluation.scenario, *evaluation.result);
    if (!basis)
        qFatal("%s", basis.error().message().c_str());
    Expected<fleet::ProcurementOptions> options = fleet::procurement_options(*basis);
    if (!options)
        qFatal("%s", options.error().message().c_str());
    return *options;
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

} // namespace

class TestProcurementChart final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        window_ = std::make_unique<MainWindow>(default_scenario());
        window_->resize(1400, 900);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        chart_ = chart_of<ProcurementChart>(*window_);
        QVERIFY(chart_);
        // Open the tab as a user does: a click on its label.
        auto* tabs = qobject_cast<QTabWidget*>(window_->centralWidget());
        QVERIFY(tabs);
        QTabBar* bar = tabs->tabBar();
        const int index = tabs->indexOf(chart_->parentWidget());
        QVERIFY(index >= 0);
        QCOMPARE(bar->tabText(index), QStringLiteral("Procurement"));
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(index).center());
        QCOMPARE(tabs->currentIndex(), index);
        settle();
    }

    void cleanup() { window_.reset(); }

    // Bars, badges and the mark are the core's options for the evaluation on screen.
    void drawsTheCoreOptions()
    {
        const EvaluationPtr evaluation = window_->evaluator()->current();
        const fleet::ProcurementOptions expected = core_options(*evaluation);
        QVERIFY(!chart_->showingMessage());
        QCOMPARE(chart_->optionNames().size(), qsizetype(expected.options.size()));
        QCOMPARE(chart_->optionNames().front(), QStringLiteral("Own the sized fleet"));
        const QVector<double> carrying = chart_->partUsd(ProcurementChart::Part::OwnedCarrying);
        const QVector<double> idle = chart_->partUsd(ProcurementChart::Part::OwnedIdle);
        const QVector<double> rented = chart_->partUsd(ProcurementChart::Part::Rented);
        const QVector<double> api = chart_->partUsd(ProcurementChart::Part::Api);
        const QStringList labels = chart_->barLabels();
        for (int i = 0; i < int(expected.options.size()); ++i) {
            const fleet::ProcurementResult& month = expected.options[std::size_t(i)].result;
            // The bar is the month's bill, part by part; idle owned dollars are their own part.
            QVERIFY(near(carrying[i] + idle[i] + rented[i] + api[i], month.bill_usd));
            QVERIFY(near(idle[i], month.owned_idle_usd));
            QVERIFY(near(api[i], month.api_usd));
            const QStringList badges = chart_->badgeTexts(i);
            QCOMPARE(badges.size(), 3);
            QCOMPARE(badges[0].startsWith(QStringLiteral("✔")), month.idle.pass);
            QCOMPARE(badges[1].startsWith(QStringLiteral("✔")), month.margin.pass);
            QCOMPARE(badges[2].startsWith(QStringLiteral("✔")), month.overflow.pass);
            QVERIFY2(labels[i].contains(format::money_compact(month.bill_usd)), qPrintable(labels[i]));
            QCOMPARE(labels[i].contains(QStringLiteral("fails")), !month.all_pass());
            if (month.capital_outlay_usd > 0)
                QVERIFY2(labels[i].contains(format::money_compact(month.capital_outlay_usd)), qPrintable(labels[i]));
            else
                QVERIFY2(labels[i].contains(QStringLiteral("nothing up front")), qPrintable(labels[i]));
        }
        // The sized fleet owned is the evaluation's own line and outlay.
        QVERIFY(near(carrying[0] + idle[0], evaluation->result->money.monthly_own_usd));
        QVERIFY(near(expected.options[0].result.capital_outlay_usd, evaluation->result->money.capital_outlay_usd));
        QCOMPARE(chart_->markedOption(), expected.cheapest_passing);
        if (expected.cheapest_passing >= 0)
            QVERIFY(labels[expected.cheapest_passing].contains(QStringLiteral("cheapest passing")));
    }

    // A purchase price typed into the money panel: the sized fleet's outlay becomes GPUs x
    // $20,000; undo returns the catalog's price, redo the typed one.
    void followsThePurchasePriceTypedIn()
    {
        ParameterRow* row = window_->panel(QStringLiteral("money"))->row(QStringLiteral("cost.purchase_usd"));
        QVERIFY(row);
        QDoubleSpinBox* price = row->spinBox();
        price->setFocus();
        price->selectAll();
        QTest::keyClicks(price, QStringLiteral("20000"));
        QTest::keyClick(price, Qt::Key_Return);
        settle();
        QCOMPARE(window_->document()->scenario().cost.purchase_usd, 20000.0);
        const int gpus = window_->evaluator()->current()->result->sizing.gpus;
        const double outlay = gpus * 20000.0;
        QVERIFY(near(chart_->options()->options[0].result.capital_outlay_usd, outlay));
        QVERIFY2(chart_->barLabels()[0].contains(format::money_compact(outlay)), qPrintable(chart_->barLabels()[0]));

        window_->document()->undoStack()->undo();
        settle();
        const double derived = window_->evaluator()->current()->result->money.purchase.usd;
        QVERIFY(std::abs(derived - 56'288.52) < 0.01);   // (2,400 - 66.43 - 770) x 36
        QVERIFY(near(chart_->options()->options[0].result.capital_outlay_usd,
                     window_->evaluator()->current()->result->sizing.gpus * derived));
        window_->document()->undoStack()->redo();
        settle();
        QVERIFY(near(chart_->options()->options[0].result.capital_outlay_usd,
                     window_->evaluator()->current()->result->sizing.gpus * 20000.0));
    }

    // Traffic far above what one owned fleet keeps busy at the peak: the sized fleet idles and
    // fails its idle badge, and the mark moves off it.
    void markNeverSitsOnAFailingOption()
    {
        QCOMPARE(window_->document()->setInput(QStringLiteral("workload.peak_to_avg"), QStringLiteral("6")), QString());
        settle();
        const fleet::ProcurementOptions* options = chart_->options();
        QVERIFY(options);
        QVERIFY(!options->options[0].result.idle.pass);
        QVERIFY(chart_->badgeTexts(0)[0].startsWith(QStringLiteral("✘")));
        QVERIFY(chart_->markedOption() != 0);
        if (chart_->markedOption() >= 0)
            QVERIFY(options->options[std::size_t(chart_->markedOption())].result.all_pass());
    }

private:
    void settle()
    {
        window_->evaluator()->flush();
        window_->evaluator()->waitForRefinement();
        QCoreApplication::processEvents();
        chart_->waitForRefinement();
    }

    std::unique_ptr<MainWindow> window_;
    ProcurementChart* chart_ = nullptr;
};

QTEST_MAIN(TestProcurementChart)
#include "tst_procurement_chart.moc"
