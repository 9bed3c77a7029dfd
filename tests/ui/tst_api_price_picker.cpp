// The money panel's API price sheet: choosing a provider's row with the keyboard sets the three
// API prices as one undo step, the API $/1M in the results follows, undo goes back to the blended
// price, an edited price reads as the engineer's own, and another model lists its own rows.
#include "analysis/scenario_document.h"
#include "charts/bill_chart.h"
#include "core/api_price.h"
#include "core/api_price_table.h"
#include "core/inputs.h"
#include "ui/main_window.h"

#include <QComboBox>
#include <QTest>
#include <QUndoStack>

using namespace capstan;
using namespace capstan::ui;

class TestApiPricePicker final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void chooseUndoAndOwnPrices()
    {
        MainWindow window(default_scenario());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* combo = window.findChild<QComboBox*>(QStringLiteral("cost.api_price_sheet"));
        QVERIFY(combo);
        const std::vector<ApiPriceRow> rows = api_prices_for("llama-3.1-70b");
        QCOMPARE(combo->count(), int(rows.size()) + 2);   // blended, the rows, your own
        QCOMPARE(combo->currentIndex(), 0);
        const double blended = api_price(window.document()->scenario()).blended_usd_per_mtok();

        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_Down);
        const Scenario& chosen = window.document()->scenario();
        QCOMPARE(chosen.cost.api_input_usd_per_mtok, rows[0].input_usd_per_mtok);
        QCOMPARE(chosen.cost.api_cached_input_usd_per_mtok, rows[0].cached_input_usd_per_mtok);
        QCOMPARE(chosen.cost.api_output_usd_per_mtok, rows[0].output_usd_per_mtok);
        QVERIFY(api_price(chosen).blended_usd_per_mtok() != blended);
        QCOMPARE(combo->currentIndex(), 1);
        // The bill shows the API dollars by the tokens they pay for.
        window.evaluator()->flush();
        BillChart* bill = window.findChild<BillChart*>();
        QVERIFY(bill);
        QVERIFY2(bill->figures().contains(QStringLiteral("API: prompt")), qPrintable(bill->figures()));

        window.document()->undoStack()->undo();
        window.evaluator()->flush();
        QVERIFY2(!bill->figures().contains(QStringLiteral("API: prompt")), qPrintable(bill->figures()));
        QCOMPARE(window.document()->scenario().cost.api_input_usd_per_mtok, 0.0);
        QCOMPARE(combo->currentIndex(), 0);
        window.document()->undoStack()->redo();
        QCOMPARE(combo->currentIndex(), 1);

        // A price typed over the sheet's is the engineer's own.
        QVERIFY(window.document()->setInput(QStringLiteral("cost.api_output_usd_per_mtok"), QStringLiteral("0.5")).isEmpty());
        QCOMPARE(combo->currentData().toInt(), -2);

        // Another model: its own rows.
        QVERIFY(window.document()->setInput(QStringLiteral("model.preset"), QStringLiteral("llama-3.1-8b")).isEmpty());
        QCOMPARE(combo->count(), int(api_prices_for("llama-3.1-8b").size()) + 2);
    }
};

QTEST_MAIN(TestApiPricePicker)
#include "tst_api_price_picker.moc"
