// Contract length sets the baseline's $/card-month (SPEC 2.7: contract length is an input).
#include "core/flex/contract.h"

#include <QTest>

#include <cmath>

using namespace capstan;
using namespace capstan::flex;

namespace {

// The defaults flex_input_from derives for an H100: on-demand $3,240 (1.35 x the $2,400 owned
// floor), 36 months = the owned floor (1 - 2400/3240 = 25.93%), 12 months halfway (12.96%).
ContractTerms h100_terms()
{
    ContractTerms terms;
    terms.on_demand_usd_card_month = 3240;
    terms.discount_36m = 1.0 - 2400.0 / 3240.0;
    terms.discount_12m = terms.discount_36m / 2.0;
    return terms;
}

double price(const ContractTerms& terms, int months)
{
    Expected<double> usd = baseline_usd_card_month(terms, months);
    if (!usd)
        qFatal("%s", usd.error().message().c_str());
    return *usd;
}

} // namespace

class TestContract final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void anchors_data()
    {
        QTest::addColumn<int>("months");
        QTest::addColumn<double>("usd");
        QTest::addRow("1 month: on-demand $3,240") << 1 << 3240.0;
        QTest::addRow("12 months: halfway, $2,820") << 12 << 2820.0;
        QTest::addRow("24 months: $2,610 (linear between 12 and 36)") << 24 << 2610.0;
        QTest::addRow("36 months: the owned floor, $2,400") << 36 << 2400.0;
        QTest::addRow("60 months: flat beyond the card's 36-month life, $2,400") << 60 << 2400.0;
    }
    void anchors()
    {
        QFETCH(int, months);
        QFETCH(double, usd);
        QVERIFY(std::abs(price(h100_terms(), months) - usd) < 1e-9);
    }

    void longerContractNeverCostsMore_data()
    {
        QTest::addColumn<double>("discount_12m");
        QTest::addColumn<double>("discount_36m");
        QTest::addRow("defaults: 13%% / 26%%") << (1 - 2400.0 / 3240) / 2 << 1 - 2400.0 / 3240;
        QTest::addRow("public cloud: 25%% / 45%%") << 0.25 << 0.45;
        QTest::addRow("no 3-year extra: 30%% / 30%%") << 0.30 << 0.30;
        QTest::addRow("no discounts") << 0.0 << 0.0;
    }
    void longerContractNeverCostsMore()
    {
        QFETCH(double, discount_12m);
        QFETCH(double, discount_36m);
        ContractTerms terms{3000, discount_12m, discount_36m};
        for (int months = kMinContractMonths; months < kMaxContractMonths; ++months)
            QVERIFY2(price(terms, months + 1) <= price(terms, months), qPrintable(QString::number(months)));
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message_part");
        QTest::addRow("negative on-demand price") << "flex.on_demand_usd_card_month" << "= -3240";
        QTest::addRow("discount above 0.95") << "flex.discount_12m" << "0 .. 0.95";
        QTest::addRow("3-year cheaper than 1-year") << "flex.discount_36m" << "may not cost more";
        QTest::addRow("zero months") << "flex.contract_months" << "1 .. 60 months";
        QTest::addRow("61 months") << "flex.contract_months" << "1 .. 60 months";
    }
    void badInput()
    {
        QFETCH(QString, field);
        QFETCH(QString, message_part);
        ContractTerms terms = h100_terms();
        int months = 12;
        const std::string tag = QTest::currentDataTag();
        if (tag == "negative on-demand price")
            terms.on_demand_usd_card_month = -3240;
        else if (tag == "discount above 0.95")
            terms.discount_12m = 1.2;
        else if (tag == "3-year cheaper than 1-year")
            terms.discount_36m = terms.discount_12m / 2;
        else if (tag == "zero months")
            months = 0;
        else
            months = 61;
        Expected<double> usd = baseline_usd_card_month(terms, months);
        QVERIFY(!usd);
        QCOMPARE(QString::fromStdString(usd.error().field), field);
        QVERIFY2(QString::fromStdString(usd.error().message()).contains(message_part), usd.error().message().c_str());
    }
};

QTEST_APPLESS_MAIN(TestContract)
#include "tst_contract.moc"
