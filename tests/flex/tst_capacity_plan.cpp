// The plan over 12-36 months (SPEC 3): cohort bookkeeping, growth, what a commitment strands,
// agreement with the one-month core-and-flex model, and `capstan-cli plan`.
#include "core/flex/capacity_plan.h"
#include "core/flex/flex_scenario.h"
#include "core/inputs.h"
#include "core/scenario_codec.h"
#include "tests/cli/run_cli.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace capstan;
using namespace capstan::flex;

namespace {

// Ten times the default's users: demand worth tens of cards, so baselines are not all-or-nothing.
Scenario busy_scenario()
{
    Scenario s = default_scenario();
    if (Status set = set_input(s, "workload.dau", "1000000"); !set)
        qFatal("%s", set.error().message().c_str());
    return s;
}

// Flat demand and no spot pool: spot at 80% of on-demand undercuts a 12-month baseline, so
// with a node of spot cards a small steady demand never commits a card.
FlexOptions flat_options()
{
    FlexOptions o;
    o.monthly_growth = 0;
    o.peak_to_avg = 1;        // a flat day ...
    o.weekend_factor = 1;     // ... and a flat week: every month the same
    o.spot_max_cards = 0;
    return o;
}

CapacityPlan plan_of(const FlexOptions& o)
{
    Expected<CapacityPlan> plan = capacity_plan(busy_scenario(), o);
    if (!plan)
        qFatal("%s", plan.error().message().c_str());
    return *plan;
}

const PlanRun& term_of(const CapacityPlan& plan, int months)
{
    for (const PlanRun& run : plan.terms)
        if (run.contract_months == months)
            return run;
    qFatal("no %d-month term", months);
}

} // namespace

class TestCapacityPlan final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void flatDemandBuysOnceAndRenewsAtTheTerm()
    {
        FlexOptions o = flat_options();
        o.horizon_months = 24;
        o.contract_months = 12;
        const CapacityPlan plan = plan_of(o);
        const std::vector<PlanMonth>& months = plan.chosen.months;
        QCOMPARE(int(months.size()), 24);
        QVERIFY(months[0].committed_cards > 0);
        for (const PlanMonth& m : months) {
            QCOMPARE(m.committed_cards, months[0].committed_cards);
            QVERIFY(std::abs(m.bill_usd() - months[0].bill_usd()) < 1e-6 * months[0].bill_usd());
            const bool renewal = m.month == 0 || m.month == 12;
            QCOMPARE(m.bought_cards, renewal ? months[0].committed_cards : 0);
            QCOMPARE(m.expired_cards, m.month == 12 ? months[0].committed_cards : 0);
        }
    }

    void cohortsAddUp()
    {
        FlexOptions o;                 // the default: +5%/month, a diurnal day, weekends
        o.horizon_months = 36;
        o.contract_months = 12;
        const CapacityPlan plan = plan_of(o);
        const std::vector<PlanMonth>& months = plan.chosen.months;
        double total = 0;
        for (const PlanMonth& m : months) {
            int held = 0;
            for (const PlanMonth& earlier : months)
                if (earlier.month <= m.month && earlier.month > m.month - 12)
                    held += earlier.bought_cards;
            QCOMPARE(m.committed_cards, held);
            QCOMPARE(m.expired_cards, m.month >= 12 ? months[std::size_t(m.month - 12)].bought_cards : 0);
            total += m.bill_usd();
            QVERIFY(std::isfinite(m.usd_per_mtok) && m.usd_per_mtok > 0);
        }
        QVERIFY(std::abs(total - plan.chosen.total_usd) < 1e-6 * total);
    }

    void growthRaisesDemandCardsAndCommitments()
    {
        FlexOptions o;
        o.horizon_months = 24;
        o.monthly_growth = 0.05;
        const CapacityPlan plan = plan_of(o);
        const std::vector<PlanMonth>& months = plan.chosen.months;
        // Compound growth per 730 hours: month 24's mean is 1.05^23 of month 1's (within the
        // weekday mix of each month).
        const double ratio = months.back().avg_tok_s / months.front().avg_tok_s;
        qInfo("demand month 24 / month 1 = %.3f (1.05^23 = %.3f); committed %d -> %d cards", ratio, std::pow(1.05, 23),
              months.front().committed_cards, months.back().committed_cards);
        QVERIFY(std::abs(ratio / std::pow(1.05, 23) - 1) < 0.02);
        for (std::size_t i = 1; i < months.size(); ++i) {
            QVERIFY(months[i].peak_cards >= months[i - 1].peak_cards);
            // Commitments only fall when a cohort's term ends and less is renewed (a month
            // that starts on a weekend needs a card fewer than the month before).
            if (months[i].expired_cards == 0)
                QVERIFY(months[i].committed_cards >= months[i - 1].committed_cards);
        }
        QVERIFY(months.back().committed_cards > months.front().committed_cards);
        QVERIFY(months.back().bill_usd() > months.front().bill_usd());
    }

    void theFirstMonthIsTheOneMonthFlexModel()
    {
        FlexOptions o;
        o.horizon_months = 12;
        o.contract_months = 12;
        const CapacityPlan plan = plan_of(o);
        FlexOptions one = o;
        one.horizon_months = 1;
        Expected<FlexReport> flex = run_flex(busy_scenario(), one);
        QVERIFY(flex.has_value());
        const PlanMonth& first = plan.chosen.months.front();
        QCOMPARE(first.committed_cards, flex->baseline_cards);
        QVERIFY(std::abs(first.bill_usd() - flex->result.bill_usd_month) < 1e-6 * first.bill_usd());
    }

    void longerTermsAreCheaperUnderSteadyGrowth()
    {
        FlexOptions o;
        o.horizon_months = 36;
        o.monthly_growth = 0.03;
        const CapacityPlan plan = plan_of(o);
        for (const PlanRun& run : plan.terms)
            qInfo("%2d-month term: $%.0f over 36 months, $%.3f/1M, idle %.1f%%", run.contract_months, run.total_usd,
                  run.usd_per_mtok, 100 * run.idle_share);
        QVERIFY(term_of(plan, 36).total_usd < term_of(plan, 12).total_usd);
        QVERIFY(term_of(plan, 12).total_usd < term_of(plan, 1).total_usd);
        QCOMPARE(plan.cheapest_term, 36);
    }

    void aPassingSpikeStrandsLongCommitments()
    {
        FlexOptions o = flat_options();
        o.horizon_months = 12;
        o.spike_multiplier = 3;
        o.spike_start_day = 61;       // month 3 (0-based 2) ...
        o.spike_days = 31;            // ... to its end
        const CapacityPlan plan = plan_of(o);
        const PlanRun& shortest = term_of(plan, 1);
        const PlanRun& longest = term_of(plan, 36);
        const int after = 5;          // well after the spike
        qInfo("month %d committed: 1-month term %d, 36-month term %d; idle %.0f%% vs %.0f%%", after + 1,
              shortest.months[after].committed_cards, longest.months[after].committed_cards,
              100 * shortest.months[after].idle_share, 100 * longest.months[after].idle_share);
        QVERIFY(longest.months[after].committed_cards > shortest.months[after].committed_cards);
        QVERIFY(longest.months[after].idle_share > shortest.months[after].idle_share + 0.2);
        QCOMPARE(shortest.months[after].committed_cards, shortest.months[0].committed_cards);
    }

    void fallingDemandNeverDropsACommitmentEarly()
    {
        FlexOptions o = flat_options();
        o.horizon_months = 24;
        o.monthly_growth = -0.1;
        o.contract_months = 36;
        const CapacityPlan plan = plan_of(o);
        QVERIFY(plan.chosen.months[0].committed_cards > 0);
        for (const PlanMonth& m : plan.chosen.months) {
            QCOMPARE(m.committed_cards, plan.chosen.months[0].committed_cards);
            QCOMPARE(m.bought_cards, m.month == 0 ? m.committed_cards : 0);
        }
        // A 12-month term renews at month 13 with what the lower demand then needs.
        const PlanRun& yearly = term_of(plan, 12);
        qInfo("-10%%/month: 36-month term holds %d cards throughout; 12-month term %d -> %d; idle %.0f%% vs %.0f%%",
              plan.chosen.months[0].committed_cards, yearly.months.front().committed_cards,
              yearly.months.back().committed_cards, 100 * plan.chosen.idle_share, 100 * yearly.idle_share);
        QVERIFY(yearly.months[12].committed_cards < yearly.months[11].committed_cards);
        QCOMPARE(yearly.months[12].expired_cards, yearly.months[0].bought_cards);
        QVERIFY(plan.chosen.idle_share > yearly.idle_share);
    }

    // A replica of TP 4 is four cards: the baseline, every hour's on-demand and spot cards and
    // every month's commitments, purchases, expiries and peak count whole replicas.
    void tensorParallelReplicasComeWhole()
    {
        Scenario s = busy_scenario();
        if (Status set = set_input(s, "deploy.tp", "4"); !set)
            QFAIL(set.error().message().c_str());
        FlexOptions o;
        o.horizon_months = 12;
        o.monthly_growth = 0.15;
        o.spike_multiplier = 3;
        o.spike_start_day = 100;
        o.spike_days = 10;
        o.spot_max_cards = 10;      // not a multiple of 4: at most two replicas of spot
        Expected<FlexReport> flex = run_flex(s, o);
        QVERIFY2(flex, flex ? "" : flex.error().message().c_str());
        QCOMPARE(flex->plan.input.granularity_cards, 4);
        QCOMPARE(flex->baseline_cards % 4, 0);
        QCOMPARE(flex->optimal.max_cards % 4, 0);
        for (const BillPoint& point : flex->optimal.curve)
            QCOMPARE(point.baseline_cards % 4, 0);
        int flex_hours = 0;
        for (const FlexHour& hour : flex->result.hours) {
            QCOMPARE(hour.on_demand_cards % 4, 0);
            QCOMPARE(hour.spot_cards % 4, 0);
            QVERIFY(hour.spot_cards <= 8);
            flex_hours += hour.on_demand_cards + hour.spot_cards > 0;
        }
        QVERIFY(flex_hours > 0);   // the test exercises flex, not only the baseline

        Expected<CapacityPlan> plan = capacity_plan(s, o);
        QVERIFY2(plan, plan ? "" : plan.error().message().c_str());
        for (const PlanRun& run : plan->terms)
            for (const PlanMonth& m : run.months) {
                QCOMPARE(m.committed_cards % 4, 0);
                QCOMPARE(m.bought_cards % 4, 0);
                QCOMPARE(m.expired_cards % 4, 0);
                QCOMPARE(m.peak_cards % 4, 0);
                QCOMPARE(m.peak_flex_cards % 4, 0);
            }

        // A baseline of half a replica is refused, naming the field; one card steps are still
        // there for whoever asks for them.
        o.baseline_cards = 6;
        Expected<FlexReport> half = run_flex(s, o);
        QVERIFY(!half);
        QCOMPARE(half.error().field, std::string("flex.baseline_cards"));
        o.granularity_cards = 1;
        QVERIFY(run_flex(s, o));
    }

    void badHorizonNamesTheField()
    {
        FlexOptions o;
        o.horizon_months = 61;
        Expected<CapacityPlan> plan = capacity_plan(busy_scenario(), o);
        QVERIFY(!plan);
        const std::string message = plan.error().message();
        QVERIFY2(message.find("flex.horizon_months") != std::string::npos, message.c_str());
        QVERIFY2(message.find("61") != std::string::npos, message.c_str());
    }

    void cli()
    {
        const test::CliRun json = test::run_cli({"plan", "--months", "12", "--contract-months", "24", "--json"});
        QCOMPARE(json.status, 0);
        const nlohmann::json doc = nlohmann::json::parse(json.out);
        QCOMPARE(doc["horizon_months"].get<int>(), 12);
        QCOMPARE(doc["contract_months"].get<int>(), 24);
        QCOMPARE(doc["months"].size(), std::size_t(12));
        for (const char* key : {"committed_cards", "bought_cards", "peak_cards", "bill_usd", "api_usd", "usd_per_mtok"})
            QVERIFY2(doc["months"][0].contains(key), key);
        QCOMPARE(doc["terms"].size(), std::size_t(4));   // 1, 12, 24, 36
        QVERIFY(doc["total_usd"].get<double>() > 0);

        const test::CliRun text = test::run_cli({"plan", "--months", "12"});
        QCOMPARE(text.status, 0);
        QVERIFY(text.out.find("<- cheapest") != std::string::npos);

        const test::CliRun bad = test::run_cli({"plan", "--months", "0"});
        QCOMPARE(bad.status, 1);
        QVERIFY(bad.out.empty());
        QVERIFY2(bad.err.find("--months") != std::string::npos && bad.err.find("1 .. 60") != std::string::npos,
                 bad.err.c_str());
    }

    // The plan.* inputs the workbench's plan chart edits are the CLI's defaults: a saved
    // scenario plans the same from the command line; --months and --set override them.
    void cliReadsTheScenariosPlan()
    {
        Scenario s = default_scenario();
        QVERIFY(set_input(s, "plan.horizon_months", "18"));
        QVERIFY(set_input(s, "plan.contract_months", "36"));
        QVERIFY(set_input(s, "plan.monthly_growth", "0.1"));
        const std::string file = scenario_to_json(s);
        const test::CliRun run = test::run_cli({"plan", "-", "--json"}, file);
        QCOMPARE(run.status, 0);
        const nlohmann::json doc = nlohmann::json::parse(run.out);
        QCOMPARE(doc["horizon_months"].get<int>(), 18);
        QCOMPARE(doc["contract_months"].get<int>(), 36);
        QCOMPARE(doc["monthly_growth"].get<double>(), 0.1);
        Expected<CapacityPlan> plan = capacity_plan(s, plan_options(s));
        QVERIFY(plan);
        QVERIFY(std::abs(doc["total_usd"].get<double>() - plan->chosen.total_usd) <= 1e-6 * plan->chosen.total_usd);

        const test::CliRun months = test::run_cli({"plan", "-", "--months", "12", "--json"}, file);
        QCOMPARE(months.status, 0);
        const nlohmann::json shorter = nlohmann::json::parse(months.out);
        QCOMPARE(shorter["horizon_months"].get<int>(), 12);
        QCOMPARE(shorter["contract_months"].get<int>(), 36);   // the file's, not the default 12

        const test::CliRun flags = test::run_cli(
            {"plan", "-", "--contract-months", "1", "--set", "flex.monthly_growth=0", "--json"}, file);
        QCOMPARE(flags.status, 0);
        const nlohmann::json overridden = nlohmann::json::parse(flags.out);
        QCOMPARE(overridden["horizon_months"].get<int>(), 18);   // the file's
        QCOMPARE(overridden["contract_months"].get<int>(), 1);
        QCOMPARE(overridden["monthly_growth"].get<double>(), 0.0);

        const test::CliRun set = test::run_cli({"plan", "--set", "plan.contract_months=24", "--json"});
        QCOMPARE(set.status, 0);
        QCOMPARE(nlohmann::json::parse(set.out)["contract_months"].get<int>(), 24);
    }
};

QTEST_GUILESS_MAIN(TestCapacityPlan)
#include "tst_capacity_plan.moc"
