// Core-and-flex over an hourly curve (SPEC 2.7): where each hour's demand goes, the bill split,
// the three checks, monotonic economics and bad input.
#include "core/flex/flex.h"

#include <QTest>

#include <cmath>

using namespace capstan;
using namespace capstan::flex;

namespace {

// By hand: a card carries 1,000 tok/s. Spot $2/h loses 20% (800 tok/s, $2.50 per 1,000 tok/s-h)
// and beats on-demand ($4/h per 1,000); the API bills $2.50/1M = $9 per 1,000 tok/s-h, so a
// partial spot card pays from 222 tok/s of residual, a partial on-demand card from 444.
FlexInput by_hand(std::vector<double> demand)
{
    FlexInput in;
    in.demand_tok_s = std::move(demand);
    in.card_tok_s = 1000;
    in.baseline_cards = 2;
    in.baseline_usd_card_month = 2190;   // $3/h over 730 h
    in.on_demand = {4.0, 0.0, kUnlimitedCards};
    in.spot = {2.0, 0.2, 2};
    in.api_usd_per_mtok = 2.5;
    return in;
}

FlexResult evaluated(const FlexInput& in)
{
    Expected<FlexResult> result = evaluate_flex(in);
    if (!result)
        qFatal("%s", result.error().message().c_str());
    return std::move(result).value();
}

} // namespace

class TestFlex final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void hourByHand_data()
    {
        QTest::addColumn<double>("demand");
        QTest::addColumn<bool>("api");
        QTest::addColumn<double>("baseline");
        QTest::addColumn<int>("spot_cards");
        QTest::addColumn<double>("spot");
        QTest::addColumn<int>("od_cards");
        QTest::addColumn<double>("od");
        QTest::addColumn<double>("api_tok_s");
        QTest::addColumn<double>("unserved");
        QTest::addRow("1500: baseline alone, 500 idle") << 1500.0 << true << 1500.0 << 0 << 0.0 << 0 << 0.0 << 0.0 << 0.0;
        QTest::addRow("2100: 100 residual < 222, API") << 2100.0 << true << 2000.0 << 0 << 0.0 << 0 << 0.0 << 100.0 << 0.0;
        QTest::addRow("3300: 1 full spot + partial 500 > 222") << 3300.0 << true << 2000.0 << 2 << 1300.0 << 0 << 0.0 << 0.0 << 0.0;
        QTest::addRow("5000: spot cap 2, 1 on-demand, 400 < 444 to API") << 5000.0 << true << 2000.0 << 2 << 1600.0 << 1 << 1000.0 << 400.0 << 0.0;
        QTest::addRow("5000 without API: 2 on-demand cover 1400") << 5000.0 << false << 2000.0 << 2 << 1600.0 << 2 << 1400.0 << 0.0 << 0.0;
        QTest::addRow("2100 without API: a spot card for 100") << 2100.0 << false << 2000.0 << 1 << 100.0 << 0 << 0.0 << 0.0 << 0.0;
    }
    void hourByHand()
    {
        QFETCH(double, demand);
        QFETCH(bool, api);
        FlexInput in = by_hand({demand});
        in.api_overflow = api;
        const FlexHour h = allocate_hour(in, demand);
        QTEST(h.baseline_tok_s, "baseline");
        QTEST(h.spot_cards, "spot_cards");
        QTEST(h.spot_tok_s, "spot");
        QTEST(h.on_demand_cards, "od_cards");
        QTEST(h.on_demand_tok_s, "od");
        QTEST(h.api_tok_s, "api_tok_s");
        QTEST(h.unserved_tok_s, "unserved");
    }

    void unservedWithoutApiWhenFlexRunsOut()
    {
        FlexInput in = by_hand({5000});
        in.api_overflow = false;
        in.on_demand.max_cards = 1;
        const FlexHour h = allocate_hour(in, 5000);
        QCOMPARE(h.on_demand_tok_s, 1000.0);
        QCOMPARE(h.unserved_tok_s, 400.0);
    }

    void totalsAddUp()
    {
        const FlexResult r = evaluated(by_hand({1500, 2100, 3300, 5000}));
        const FlexTotals& t = r.totals;
        QVERIFY(std::abs(t.baseline_tokens + t.spot_tokens + t.on_demand_tokens + t.api_tokens + t.unserved_tokens -
                         t.demand_tokens) < 1e-6);
        QCOMPARE(t.demand_tokens, (1500.0 + 2100 + 3300 + 5000) * 3600);
        // Bill: 2 baseline cards x $3 x 4 h; spot 4 card-hours x $2; on-demand 1 x $4; API 500 tok/s-h x $0.009.
        QVERIFY(std::abs(t.baseline_usd - 24.0) < 1e-9);
        QVERIFY(std::abs(t.spot_usd - 8.0) < 1e-9);
        QVERIFY(std::abs(t.on_demand_usd - 4.0) < 1e-9);
        QVERIFY(std::abs(t.api_usd - 4.5) < 1e-9);
        QVERIFY(std::abs(r.bill_usd_month - 40.5 / (4.0 / 730.0)) < 1e-6);
        QCOMPARE(r.idle_share, 1.0 - (1500.0 + 2000 * 3) / 8000.0);
        QCOMPARE(r.overflow_share, 500.0 / 11900.0);
        QVERIFY(std::abs(r.blended_usd_per_mtok - 40.5 / (11900.0 * 3600) * 1e6) < 1e-9);
    }

    void checkThresholds_data()
    {
        QTest::addColumn<double>("demand");
        QTest::addColumn<QString>("check");
        QTest::addColumn<bool>("pass");
        QTest::addRow("idle 14.5%% passes") << 1710.0 << "idle" << true;
        QTest::addRow("idle 15.5%% fails") << 1690.0 << "idle" << false;
        QTest::addRow("overflow 100 of 2100 = 4.8%% passes") << 2100.0 << "overflow" << true;
        QTest::addRow("blended $0.83/1M vs $2.50 passes margin") << 2000.0 << "margin" << true;
    }
    void checkThresholds()
    {
        QFETCH(double, demand);
        QFETCH(QString, check);
        QFETCH(bool, pass);
        const FlexResult r = evaluated(by_hand({demand}));
        const fleet::Check& c = check == QLatin1String("idle") ? r.idle : check == QLatin1String("margin") ? r.margin : r.overflow;
        QCOMPARE(c.pass, pass);
        QCOMPARE(QString::fromStdString(c.name), check);
        QVERIFY(!c.sees.empty() && !c.blind_to.empty());
    }

    void marginFailsWhenTheApiIsCheap()
    {
        FlexInput in = by_hand({2000});
        in.api_usd_per_mtok = 0.30;   // $6/h of baseline carries 7.2M tokens: $0.83/1M > 0.75 x $0.30
        const FlexResult r = evaluated(in);
        QVERIFY(!r.margin.pass);
        QVERIFY(std::abs(r.margin.value - (6.0 / 7.2) / 0.30) < 1e-9);
    }

    void moreDemandNeverCostsLess_data()
    {
        QTest::addColumn<int>("baseline");
        QTest::addColumn<bool>("api");
        for (int baseline : {0, 1, 2, 3, 5})
            for (bool api : {true, false})
                QTest::addRow("baseline %d, API %s", baseline, api ? "on" : "off") << baseline << api;
    }
    void moreDemandNeverCostsLess()
    {
        QFETCH(int, baseline);
        QFETCH(bool, api);
        std::vector<double> shape;
        for (int h = 0; h < 24 * 7; ++h)
            shape.push_back(1500 + 1200 * std::sin(h * 0.2618) + 37 * (h % 5));
        double previous = 0;
        for (double scale = 0.2; scale <= 4.0; scale += 0.01) {
            std::vector<double> demand = shape;
            for (double& d : demand)
                d *= scale;
            FlexInput in = by_hand(demand);
            in.baseline_cards = baseline;
            in.api_overflow = api;
            in.on_demand.max_cards = api ? 3 : kUnlimitedCards;
            const double bill = evaluated(in).totals.bill_usd();
            QVERIFY2(bill >= previous - 1e-9, qPrintable(QStringLiteral("scale %1: %2 < %3").arg(scale).arg(bill).arg(previous)));
            previous = bill;
        }
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message_part");
        QTest::addRow("negative on-demand price") << "flex.on_demand_usd_card_hour" << "= -4";
        QTest::addRow("negative spot price") << "flex.spot_usd_card_hour" << "0 .. 10000";
        QTest::addRow("negative baseline price") << "flex.baseline_usd_card_month" << "0 .. 1e6";
        QTest::addRow("negative API price") << "flex.api_usd_per_mtok" << "> 0 .. 10000";
        QTest::addRow("preemption share above 1") << "flex.spot_preemption" << "= 1.5";
        QTest::addRow("on-demand lost share above 1") << "flex.on_demand_lost_share" << "0 .. 0.99";
        QTest::addRow("idle limit above 1") << "flex.idle_max_share" << "0 .. 1";
        QTest::addRow("overflow limit above 1") << "flex.overflow_max_share" << "0 .. 1";
        QTest::addRow("empty fleet") << "flex.fleet" << "empty fleet";
        QTest::addRow("zero demand") << "flex.demand_tok_s" << "zero demand";
        QTest::addRow("negative demand hour") << "flex.demand_tok_s[1]" << "= -1";
        QTest::addRow("no hours") << "flex.hours" << "no demand curve";
        QTest::addRow("zero card rate") << "flex.card_tok_s" << "> 0";
        QTest::addRow("negative baseline") << "flex.baseline_cards" << "0 .. 10000000";
        QTest::addRow("zero granularity") << "flex.granularity_cards" << "1 .. 64";
    }
    void badInput()
    {
        QFETCH(QString, field);
        QFETCH(QString, message_part);
        FlexInput in = by_hand({1000, 2000});
        const std::string tag = QTest::currentDataTag();
        if (tag == "negative on-demand price") in.on_demand.usd_card_hour = -4;
        else if (tag == "negative spot price") in.spot.usd_card_hour = -1;
        else if (tag == "negative baseline price") in.baseline_usd_card_month = -1;
        else if (tag == "negative API price") in.api_usd_per_mtok = -2.5;
        else if (tag == "preemption share above 1") in.spot.lost_share = 1.5;
        else if (tag == "on-demand lost share above 1") in.on_demand.lost_share = 1.1;
        else if (tag == "idle limit above 1") in.idle_max_share = 1.5;
        else if (tag == "overflow limit above 1") in.overflow_max_share = 2;
        else if (tag == "empty fleet") {
            in.baseline_cards = 0;
            in.on_demand.max_cards = 0;
            in.spot.max_cards = 0;
            in.api_overflow = false;
        } else if (tag == "zero demand") in.demand_tok_s = {0, 0};
        else if (tag == "negative demand hour") in.demand_tok_s = {10, -1};
        else if (tag == "no hours") in.demand_tok_s.clear();
        else if (tag == "zero card rate") in.card_tok_s = 0;
        else if (tag == "negative baseline") in.baseline_cards = -1;
        else in.granularity_cards = 0;
        Expected<FlexResult> result = evaluate_flex(in);
        QVERIFY(!result);
        QCOMPARE(QString::fromStdString(result.error().field), field);
        QVERIFY2(QString::fromStdString(result.error().message()).contains(message_part), result.error().message().c_str());
    }
};

QTEST_APPLESS_MAIN(TestFlex)
#include "tst_flex.moc"
