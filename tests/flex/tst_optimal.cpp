// The optimal baseline (SPEC 2.7 core-and-flex): the cheapest whole baseline, its bill curve,
// convexity reported not assumed, and the economics that must hold around it.
#include "core/flex/flex.h"
#include "core/flex/flex_scenario.h"
#include "core/flex/optimal.h"
#include "core/inputs.h"

#include <QTest>

#include <cmath>

using namespace capstan;
using namespace capstan::flex;

namespace {

FlexInput small_input(std::vector<double> demand)
{
    FlexInput in;
    in.demand_tok_s = std::move(demand);
    in.card_tok_s = 1000;
    in.baseline_usd_card_month = 2190;   // $3/h
    in.on_demand = {4.0, 0.0, kUnlimitedCards};
    in.spot = {2.0, 0.2, kUnlimitedCards};
    in.api_usd_per_mtok = 2.5;
    return in;
}

OptimalBaseline optimal_of(const FlexInput& in)
{
    Expected<OptimalBaseline> best = optimal_baseline(in);
    if (!best)
        qFatal("%s", best.error().message().c_str());
    return std::move(best).value();
}

FlexPlan plan_of(const Scenario& s, const FlexOptions& options)
{
    Expected<FlexPlan> plan = flex_plan(s, options);
    if (!plan)
        qFatal("%s", plan.error().message().c_str());
    return std::move(plan).value();
}

std::vector<double> week_curve(double mean)
{
    std::vector<double> demand;
    for (int h = 0; h < 24 * 7; ++h)
        demand.push_back(mean * (1 + 0.6 * std::sin(h * 0.2618)) + 50 * (h % 3));
    return demand;
}

} // namespace

class TestOptimal final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void optimumBeatsEveryOtherBaseline_data()
    {
        QTest::addColumn<double>("mean");
        QTest::addColumn<bool>("spot");
        QTest::addRow("mean 3,000 tok/s, spot") << 3000.0 << true;
        QTest::addRow("mean 3,000 tok/s, no spot") << 3000.0 << false;
        QTest::addRow("mean 25,000 tok/s, spot") << 25000.0 << true;
        QTest::addRow("mean 25,000 tok/s, no spot") << 25000.0 << false;
    }
    void optimumBeatsEveryOtherBaseline()
    {
        QFETCH(double, mean);
        QFETCH(bool, spot);
        FlexInput in = small_input(week_curve(mean));
        if (!spot)
            in.spot.max_cards = 0;
        const OptimalBaseline best = optimal_of(in);
        QCOMPARE(int(best.curve.size()), best.max_cards + 1);
        for (const BillPoint& point : best.curve)
            QVERIFY(best.bill_usd_month <= point.bill_usd_month);
        // Past the scanned range the bill only grows: check twice as far by brute force.
        for (int cards = 0; cards <= 2 * best.max_cards + 5; ++cards) {
            in.baseline_cards = cards;
            Expected<FlexResult> result = evaluate_flex(in);
            QVERIFY(result);
            QVERIFY(best.bill_usd_month <= result->bill_usd_month * (1 + 1e-12));
        }
    }

    void apiOnlyBillIsConvex()
    {
        // No flex pools: bill(N) = N x price + API x sum of (demand - N x rate)+, a sum of convex terms.
        FlexInput in = small_input(week_curve(4000));
        in.on_demand.max_cards = 0;
        in.spot.max_cards = 0;
        QVERIFY(optimal_of(in).convex);
    }

    void wholeCardFlexCanDentTheBill()
    {
        // One hour of 1,950 tok/s: 0 baseline = 3 spot cards ($6); 1 baseline ($3) leaves 950 =
        // 1 spot card ($2) + 150 tok/s to the API ($1.35); 2 baseline = $6. $6, $6.35, $6: a dent.
        const OptimalBaseline best = optimal_of(small_input({1950}));
        QVERIFY(!best.convex);
        QVERIFY(std::abs(best.worst_dent_usd_month / 730 + 0.70) < 1e-9);
        QCOMPARE(best.cards, 0);   // a tie with 2 cards goes to the fewer
    }

    void higherApiPriceNeverRaisesTheApiShare()
    {
        const Scenario s = default_scenario();
        FlexOptions options;
        options.horizon_months = 1;
        const FlexPlan plan = plan_of(s, options);
        double previous_share = 2;
        for (double api : {0.2, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 5.0, 8.0, 13.0, 20.0, 50.0, 100.0}) {
            FlexInput in = plan.input;
            in.api_usd_per_mtok = api;
            const OptimalBaseline best = optimal_of(in);
            const double share = best.curve[std::size_t(best.cards)].overflow_share;
            QVERIFY2(share <= previous_share + 1e-15, qPrintable(QStringLiteral("$%1/1M: API share %2 > %3").arg(api).arg(share).arg(previous_share)));
            previous_share = share;
        }
    }

    void longerContractNeverRaisesTheBaselinePrice()
    {
        const Scenario s = default_scenario();
        double previous = 1e300;
        for (int months = kMinContractMonths; months <= kMaxContractMonths; ++months) {
            FlexOptions options;
            options.contract_months = months;
            options.horizon_months = 1;
            const double price = plan_of(s, options).input.baseline_usd_card_month;
            QVERIFY2(price <= previous, qPrintable(QString::number(months)));
            previous = price;
        }
    }

    void moreUsersNeverCostLess()
    {
        double previous = 0;
        for (double dau : {10'000.0, 30'000.0, 100'000.0, 150'000.0, 300'000.0, 1'000'000.0}) {
            Scenario s = default_scenario();
            s.workload.dau = dau;
            FlexOptions options;
            options.horizon_months = 1;
            Expected<FlexReport> report = run_flex(s, options);
            QVERIFY(report);
            QVERIFY(report->optimal.bill_usd_month >= previous);
            previous = report->optimal.bill_usd_month;
        }
    }

    void scenarioCardRate()
    {
        // One card = replica output tok/s at the operating point x (ISL + OSL) / OSL / TP.
        const Scenario s = default_scenario();
        const FlexPlan plan = plan_of(s, FlexOptions{});
        const double expected = plan.replica_output_tok_s * (s.workload.isl + s.workload.osl) / s.workload.osl / s.deploy.tp;
        QVERIFY(std::abs(plan.input.card_tok_s - expected) < 1e-9);
        QCOMPARE(plan.input.demand_tok_s.size(), std::size_t(12 * 730));   // a 12-month contract's horizon
    }

    void emptyFleetAtZeroIsSkippedNotChosen()
    {
        FlexInput in = small_input(week_curve(3000));
        in.on_demand.max_cards = 0;
        in.spot.max_cards = 0;
        in.api_overflow = false;
        const OptimalBaseline best = optimal_of(in);
        QCOMPARE(best.curve.front().baseline_cards, 1);
        QVERIFY(best.cards >= 1);
    }
};

QTEST_APPLESS_MAIN(TestOptimal)
#include "tst_optimal.moc"
