// The purchase price of a card and the capital outlay of a fleet (SPEC 2.7: the owned
// card-month is capex amortized over 36 months plus power, colo, network, staff): the catalog's
// rule run backwards where a source states no price, the scenario's own price and write-off
// period, and the outlay = owned cards x purchase price. Every figure is worked by hand in its
// row name.
#include "core/catalog.h"
#include "core/evaluate.h"
#include "core/inputs.h"
#include "core/money.h"
#include "core/purchase.h"

#include <QTest>

using namespace capstan;

namespace {

// Within a cent of a dollar figure.
bool near(double a, double b)
{
    return std::abs(a - b) < 0.01;
}

Result evaluated(const Scenario& scenario)
{
    Expected<Result> result = evaluate(scenario);
    if (!result)
        qFatal("%s", result.error().message().c_str());
    return *result;
}

} // namespace

class TestPurchase final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void derivedPurchase_data()
    {
        QTest::addColumn<double>("own_usd");
        QTest::addColumn<double>("power_w");
        QTest::addColumn<double>("purchase_usd");
        // running = W x 1.3 x 730 h x $0.10 / 1000 + $1.10 x W
        QTest::addRow("B200 $2,500 1,000 W: (2,500 - 94.90 - 1,100) x 36 = 46,983.60") << 2500.0 << 1000.0 << 46983.60;
        QTest::addRow("B200 catalog $2,900: (2,900 - 94.90 - 1,100) x 36 = 61,383.60") << 2900.0 << 1000.0 << 61383.60;
        QTest::addRow("H100 catalog $2,400 700 W: (2,400 - 66.43 - 770) x 36 = 56,288.52") << 2400.0 << 700.0 << 56288.52;
        QTest::addRow("used A100 $1,700 400 W: (1,700 - 37.96 - 440) x 36 = 43,993.44") << 1700.0 << 400.0 << 43993.44;
        QTest::addRow("card-month below running ($500 at 700 W < 836.43): 0") << 500.0 << 700.0 << 0.0;
    }

    void derivedPurchase()
    {
        QFETCH(double, own_usd);
        QFETCH(double, power_w);
        QFETCH(double, purchase_usd);
        QVERIFY2(near(derived_purchase_usd(own_usd, power_w), purchase_usd),
                 qPrintable(QString::number(derived_purchase_usd(own_usd, power_w), 'f', 4)));
    }

    void catalogPrices_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<double>("purchase_usd");
        QTest::addColumn<QString>("basis");
        QTest::addRow("h20 stated: $13,500 (press range $12-15k)") << "h20" << 13500.0 << "catalog";
        QTest::addRow("gaudi3 stated: the 8-card kit $125,000 / 8 = 15,625") << "gaudi3" << 15625.0 << "catalog";
        QTest::addRow("h100-sxm derived: (2,400 - 66.43 - 770) x 36 = 56,288.52") << "h100-sxm" << 56288.52 << "derived";
        QTest::addRow("b200 derived: (2,900 - 94.90 - 1,100) x 36 = 61,383.60") << "b200" << 61383.60 << "derived";
    }

    void catalogPrices()
    {
        QFETCH(QString, gpu);
        QFETCH(double, purchase_usd);
        QFETCH(QString, basis);
        const GpuSpec* spec = Catalog::builtin().find_gpu(gpu.toStdString());
        QVERIFY(spec);
        const PurchasePrice price = catalog_purchase_price(*spec);
        QVERIFY2(near(price.usd, purchase_usd), qPrintable(QString::number(price.usd, 'f', 4)));
        QCOMPARE(QString::fromLatin1(to_string(price.basis)), basis);
    }

    // The stated prices agree with the card-months the catalog built from them (its notes'
    // rule), within the catalog's rounding: H20 13,500 / 36 + 37.96 + 440 = 852.96 against the
    // stated $850; L4 2,500 / 36 + 6.83 + 79.20 = 155.47 against $160 (2.9%).
    void statedPricesMatchTheirCardMonths()
    {
        for (const char* id : {"h20", "l4", "gaudi3"}) {
            const GpuSpec* spec = Catalog::builtin().find_gpu(id);
            QVERIFY(spec);
            const double rebuilt = spec->purchase_usd / kCatalogAmortizationMonths + running_card_month_usd(spec->power_w);
            QVERIFY2(std::abs(rebuilt - spec->own_card_month_usd) < 0.05 * spec->own_card_month_usd, id);
        }
    }

    void outlay_data()
    {
        QTest::addColumn<double>("purchase_input_usd");
        QTest::addColumn<double>("purchase_usd");
        QTest::addColumn<QString>("basis");
        QTest::addRow("catalog H100: GPUs x 56,288.52") << 0.0 << 56288.52 << "derived";
        QTest::addRow("input $30,000: GPUs x 30,000") << 30000.0 << 30000.0 << "input";
    }

    // The default scenario (Llama-3.1-70B on H100s): the outlay is the sized GPUs x the price.
    void outlay()
    {
        QFETCH(double, purchase_input_usd);
        QFETCH(double, purchase_usd);
        QFETCH(QString, basis);
        Scenario s = default_scenario();
        QVERIFY(set_number(s, "cost.purchase_usd", purchase_input_usd));
        const Result r = evaluated(s);
        QVERIFY(r.sizing.gpus > 0);
        QVERIFY(near(r.money.purchase.usd, purchase_usd));
        QCOMPARE(QString::fromLatin1(to_string(r.money.purchase.basis)), basis);
        QVERIFY(near(r.money.capital_outlay_usd, r.sizing.gpus * purchase_usd));
    }

    void ownedCardMonth_data()
    {
        QTest::addColumn<double>("own_input_usd");
        QTest::addColumn<double>("purchase_input_usd");
        QTest::addColumn<int>("months");
        QTest::addColumn<double>("own_usd");
        // H100: catalog $2,400 = running 836.43 + 56,288.52 / 36.
        QTest::addRow("defaults: the catalog's $2,400") << 0.0 << 0.0 << 36 << 2400.0;
        QTest::addRow("$30,000 over 48: 836.43 + 625 = 1,461.43") << 0.0 << 30000.0 << 48 << 1461.43;
        QTest::addRow("catalog price over 24: 836.43 + 2,345.36 = 3,181.79") << 0.0 << 0.0 << 24 << 3181.785;
        QTest::addRow("own card-month $2,000 set: taken whole") << 2000.0 << 30000.0 << 48 << 2000.0;
    }

    void ownedCardMonth()
    {
        QFETCH(double, own_input_usd);
        QFETCH(double, purchase_input_usd);
        QFETCH(int, months);
        QFETCH(double, own_usd);
        Scenario s = default_scenario();
        QVERIFY(set_number(s, "cost.own_card_month_usd", own_input_usd));
        QVERIFY(set_number(s, "cost.purchase_usd", purchase_input_usd));
        QVERIFY(set_number(s, "cost.amortization_months", months));
        const Result r = evaluated(s);
        QVERIFY2(near(r.money.own_card_month_usd, own_usd), qPrintable(QString::number(r.money.own_card_month_usd, 'f', 4)));
        QVERIFY(near(r.money.monthly_own_usd, r.sizing.gpus * own_usd));
    }

    // A longer write-off never raises the owned card-month; a dearer card never lowers it.
    void cardMonthMovesWithPriceAndTerm()
    {
        Scenario s = default_scenario();
        double previous = 1e18;
        for (int months : {12, 24, 36, 48, 72}) {
            QVERIFY(set_number(s, "cost.amortization_months", months));
            const double own = evaluated(s).money.own_card_month_usd;
            QVERIFY(own < previous);
            previous = own;
        }
        double cheaper = 0;
        for (double usd : {10000.0, 20000.0, 40000.0}) {
            QVERIFY(set_number(s, "cost.purchase_usd", usd));
            const double own = evaluated(s).money.own_card_month_usd;
            QVERIFY(own > cheaper);
            cheaper = own;
        }
    }

    void badInputNamesFieldAndRange_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("range");
        QTest::addRow("purchase below 0") << "cost.purchase_usd" << "-1" << "0 .. 1e+07 USD/GPU";
        QTest::addRow("write-off of 3 months") << "cost.amortization_months" << "3" << "6 .. 120 months";
        QTest::addRow("write-off of 36.5 months: not whole") << "cost.amortization_months" << "36.5" << "6 .. 120 months";
    }

    void badInputNamesFieldAndRange()
    {
        QFETCH(QString, path);
        QFETCH(QString, value);
        QFETCH(QString, range);
        Scenario s = default_scenario();
        const Scenario before = s;
        const Status status = set_input(s, path.toStdString(), value.toStdString());
        QVERIFY(!status);
        const QString message = QString::fromStdString(status.error().message());
        QVERIFY2(message.contains(path) && message.contains(value), qPrintable(message));
        QVERIFY2(message.contains(range), qPrintable(message));
        QVERIFY(s == before);
    }
};

QTEST_APPLESS_MAIN(TestPurchase)
#include "tst_purchase.moc"
