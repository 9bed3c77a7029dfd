// A month of a rented pool (SPEC 2.9; seed "Fleet Efficiency & Eviction"): the seed's published
// figures, the three verdicts and their fixes, determinism, monotonic economics and bad input.
//
// Tolerances against the seed: dollar and tok/s figures within 2% (the parameters in
// pool_presets.cpp pin them; the Monte Carlo mean moves with the lottery), convergence and
// shares within 1 point, card counts within half a card (evictions: exact).
#include "core/fleet/fleet_json.h"
#include "core/fleet/pool_month.h"
#include "core/fleet/pool_presets.h"

#include <QTest>

#include <functional>
#include <map>

using namespace capstan;
using namespace capstan::fleet;

namespace {

PoolInput preset(const std::string& name)
{
    Expected<PoolInput> input = pool_preset(name);
    if (!input)
        qFatal("%s", input.error().message().c_str());
    return std::move(input).value();
}

PoolResult simulated(const PoolInput& input)
{
    Expected<PoolResult> result = simulate_pool(input);
    if (!result)
        qFatal("%s", result.error().message().c_str());
    return std::move(result).value();
}

} // namespace

class TestPoolMonth final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void windowError_data();
    void windowError();
    void evictedCount_data();
    void evictedCount();
    void seedFigures_data();
    void seedFigures();
    void verdicts_data();
    void verdicts();
    void churnArithmetic();
    void idealNeverBeatenWhenDemandIsMet();
    void sameSeedSameNumbers();
    void moreDemandNeverBillsLess();
    void longerWindowNeverRaisesWrongEvictions_data();
    void longerWindowNeverRaisesWrongEvictions();
    void badInput_data();
    void badInput();
    void unknownPreset();
    void json();
};

void TestPoolMonth::windowError_data()
{
    QTest::addColumn<QString>("window");
    QTest::addColumn<double>("error");

    QTest::addRow("hour +-25%% (seed)") << "hour" << 0.25;
    QTest::addRow("day +-5%% (seed)") << "day" << 0.05;
    QTest::addRow("week +-2%% (seed)") << "week" << 0.02;
}

void TestPoolMonth::windowError()
{
    QFETCH(QString, window);
    QFETCH(double, error);

    const Expected<double> share = window_error_share(window.toStdString());
    QVERIFY(share.has_value());
    QCOMPARE(*share, error);
}

void TestPoolMonth::evictedCount_data()
{
    QTest::addColumn<double>("share");
    QTest::addColumn<int>("cards");
    QTest::addColumn<int>("evicted");

    QTest::addRow("noise evictor: 12 of 32 (seed)") << 0.375 << 32 << 12;
    QTest::addRow("evictor fixed: 10%% of 32 = 3") << 0.10 << 32 << 3;
    QTest::addRow("golden idler: 25%% of 26 = 6") << 0.25 << 26 << 6;
    QTest::addRow("bargain: 20%% of 20 = 4") << 0.20 << 20 << 4;
    QTest::addRow("10%% of 30 = 3 (no rounding loss)") << 0.10 << 30 << 3;
    QTest::addRow("no share, no eviction") << 0.0 << 32 << 0;
}

void TestPoolMonth::evictedCount()
{
    QFETCH(double, share);
    QFETCH(int, cards);
    QFETCH(int, evicted);

    QCOMPARE(evicted_count(share, cards), evicted);
}

void TestPoolMonth::seedFigures_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("seed");
    QTest::addColumn<double>("tolerance");

    const auto row = [](const char* label, const char* name, const char* key, double seed, double tolerance) {
        QTest::addRow("%s", label) << QString::fromUtf8(name) << QString::fromUtf8(key) << seed << tolerance;
    };
    row("golden-idler bill $69,940 (seed)", "golden-idler", "bill_usd", 69'940, 0.02 * 69'940);
    row("golden-idler idle $44,348 (seed)", "golden-idler", "idle_usd", 44'348, 0.02 * 44'348);
    row("golden-idler 26 warm cards (seed)", "golden-idler", "run_cards", 26, 0.5);
    row("golden-idler 60,000 tok/s served (seed)", "golden-idler", "delivered_tok_s", 60'000, 0.02 * 60'000);
    row("golden-idler zero unmet demand (seed)", "golden-idler", "unmet_tok_s", 0, 1e-6);
    row("golden-idler zero wrong evictions (seed)", "golden-idler", "wrong_evictions", 0, 0.05);
    row("golden-idler-fixed bill $25,740 (seed)", "golden-idler-fixed", "bill_usd", 25'740, 0.02 * 25'740);
    row("golden-idler-fixed convergence 90.9% (seed)", "golden-idler-fixed", "convergence", 0.909, 0.01);
    row("noise-evictor evicts 12 of 32 (seed)", "noise-evictor", "evicted_cards", 12, 0);
    row("noise-evictor 4 healthy evicted (seed)", "noise-evictor", "wrong_evictions", 4, 0.5);
    row("noise-evictor 33% wrong (seed)", "noise-evictor", "wrong_eviction_share", 0.333, 0.03);
    row("noise-evictor-fixed convergence 97.9% (seed)", "noise-evictor-fixed", "convergence", 0.979, 0.01);
    row("noise-evictor-fixed no wrong evictions (seed)", "noise-evictor-fixed", "wrong_evictions", 0, 0.05);
    row("bargain-shortfall bill $28,840 (seed)", "bargain-shortfall", "bill_usd", 28'840, 0.02 * 28'840);
    row("bargain-shortfall covers 61,015 tok/s (seed)", "bargain-shortfall", "delivered_tok_s", 61'015, 0.02 * 61'015);
    row("bargain-shortfall 32% short of 90,000 (seed)", "bargain-shortfall", "coverage", 0.68, 0.01);
    row("bargain-shortfall-fixed bill $35,360 (seed)", "bargain-shortfall-fixed", "bill_usd", 35'360, 0.02 * 35'360);
    row("bargain-shortfall-fixed covers 90,000 tok/s (seed)", "bargain-shortfall-fixed", "delivered_tok_s", 90'000, 1e-6);
    row("bargain-shortfall-fixed convergence 95.6% (seed)", "bargain-shortfall-fixed", "convergence", 0.956, 0.01);
}

void TestPoolMonth::seedFigures()
{
    QFETCH(QString, name);
    QFETCH(QString, key);
    QFETCH(double, seed);
    QFETCH(double, tolerance);

    const nlohmann::json json = pool_json(simulated(preset(name.toStdString())));
    const double mean = json[key.toStdString()].get<double>();
    const double single = json["single_seed"][key.toStdString()].get<double>();
    qInfo("%-24s %-22s seed %10.3f | Capstan mean of %d %10.3f | single seed %10.3f",
          qPrintable(name), qPrintable(key), seed, json["trials"].get<int>(), mean, single);
    QVERIFY2(qAbs(mean - seed) <= tolerance,
             qPrintable(QStringLiteral("%1 %2: mean %3, seed %4 +- %5").arg(name, key).arg(mean).arg(seed).arg(tolerance)));
}

void TestPoolMonth::verdicts_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("capacity");
    QTest::addColumn<bool>("convergence");
    QTest::addColumn<bool>("wrong_evictions");

    QTest::addRow("golden-idler trips convergence only (seed)") << "golden-idler" << true << false << true;
    QTest::addRow("golden-idler-fixed passes all three (seed: 90.9%%)") << "golden-idler-fixed" << true << true << true;
    QTest::addRow("noise-evictor trips wrong evictions only (seed)") << "noise-evictor" << true << true << false;
    QTest::addRow("noise-evictor-fixed passes all three (seed: 97.9%%)") << "noise-evictor-fixed" << true << true << true;
    QTest::addRow("bargain-shortfall trips capacity only (seed)") << "bargain-shortfall" << false << true << true;
    QTest::addRow("bargain-shortfall-fixed passes all three (seed: 95.6%%)") << "bargain-shortfall-fixed" << true << true << true;
}

void TestPoolMonth::verdicts()
{
    QFETCH(QString, name);
    QFETCH(bool, capacity);
    QFETCH(bool, convergence);
    QFETCH(bool, wrong_evictions);

    const PoolResult result = simulated(preset(name.toStdString()));
    qInfo("%s: coverage %.3f, convergence %.3f, wrong evictions %.3f", qPrintable(name),
          result.capacity.value, result.convergence.value, result.wrong_evictions.value);
    QCOMPARE(result.capacity.pass, capacity);
    QCOMPARE(result.convergence.pass, convergence);
    QCOMPARE(result.wrong_evictions.pass, wrong_evictions);
    QCOMPARE(result.all_pass(), capacity && convergence && wrong_evictions);
}

void TestPoolMonth::churnArithmetic()
{
    // Seed: run-set cards bill rent in full, evicted cards 15% of a node-month, the rest nothing.
    const PoolResult bargain = simulated(preset("bargain-shortfall"));
    QCOMPARE(bargain.single_seed.bill_usd, 20 * 1'400.0 + 4 * 0.15 * 1'400.0);   // $28,840
    const PoolResult idler = simulated(preset("golden-idler"));
    QCOMPARE(idler.single_seed.bill_usd, 26 * 2'600.0 + 6 * 0.15 * 2'600.0);     // $69,940
    const PoolInput steady = preset("golden-idler-fixed");
    for (std::uint64_t trial = 0; trial < 50; ++trial) {
        const PoolFigures month = simulate_pool_month(steady, trial);
        QCOMPARE(month.bill_usd, month.run_cards * 2'600.0 + month.evicted_cards * 0.15 * 2'600.0);
        QVERIFY(month.run_cards < steady.cards);
    }
}

void TestPoolMonth::idealNeverBeatenWhenDemandIsMet()
{
    for (std::string_view name : pool_preset_names()) {
        const PoolInput input = preset(std::string(name));
        for (std::uint64_t trial = 0; trial < 200; ++trial) {
            const PoolFigures month = simulate_pool_month(input, trial);
            if (month.coverage >= 1.0)
                QVERIFY2(month.convergence <= 1.0 + 1e-12, std::string(name).c_str());
            QVERIFY(month.idle_usd >= 0 && month.idle_usd <= month.run_usd);
        }
    }
}

void TestPoolMonth::sameSeedSameNumbers()
{
    for (std::string_view name : pool_preset_names()) {
        const Expected<nlohmann::json> first = pool_preset_json(name);
        const Expected<nlohmann::json> second = pool_preset_json(name);
        QVERIFY(first.has_value() && second.has_value());
        QCOMPARE(first->dump(), second->dump());
    }
    // A trial's month does not depend on how many trials run.
    PoolInput input = preset("noise-evictor");
    const PoolFigures alone = simulate_pool_month(input, 0);
    input.trials = 1;
    QCOMPARE(simulated(input).single_seed.bill_usd, alone.bill_usd);
    QCOMPARE(simulated(input).single_seed.wrong_evictions, alone.wrong_evictions);
    // Another seed, another month.
    input.trials = 400;
    const double mean_wrong = simulated(input).mean.wrong_evictions;
    input.seed += 1;
    QVERIFY(simulated(input).mean.wrong_evictions != mean_wrong);
}

void TestPoolMonth::moreDemandNeverBillsLess()
{
    // Same draws, more demand: the steady run set only grows, the churn stays.
    for (const char* name : {"noise-evictor", "noise-evictor-fixed", "golden-idler-fixed", "bargain-shortfall-fixed"}) {
        PoolInput input = preset(name);
        for (std::uint64_t trial = 0; trial < 100; ++trial) {
            double previous_usd = 0;
            for (double demand_tok_s = 5'000; demand_tok_s <= 250'000; demand_tok_s += 5'000) {
                input.demand_tok_s = demand_tok_s;
                const double bill_usd = simulate_pool_month(input, trial).bill_usd;
                QVERIFY2(bill_usd >= previous_usd, name);
                previous_usd = bill_usd;
            }
        }
    }
}

void TestPoolMonth::longerWindowNeverRaisesWrongEvictions_data()
{
    QTest::addColumn<double>("share");

    QTest::addRow("evict 10%%") << 0.10;
    QTest::addRow("evict 20%%") << 0.20;
    QTest::addRow("evict 37.5%% (seed's noise evictor)") << 0.375;
    QTest::addRow("evict 50%%") << 0.50;
}

void TestPoolMonth::longerWindowNeverRaisesWrongEvictions()
{
    QFETCH(double, share);

    PoolInput input = preset("noise-evictor");
    input.eviction_share = share;
    input.trials = 4'000;
    double previous = 1.0;
    for (const char* window : {"hour", "day", "week"}) {
        input.window = window;
        const double wrong = simulated(input).mean.wrong_eviction_share;
        qInfo("evict %.1f%% through the %s window: %.2f%% wrong", 100 * share, window, 100 * wrong);
        QVERIFY2(wrong <= previous, window);
        previous = wrong;
    }
}

void TestPoolMonth::badInput_data()
{
    QTest::addColumn<QString>("mutation");
    QTest::addColumn<QString>("field");

    QTest::addRow("eviction share above 1") << "share-high" << "pool.eviction_share";
    QTest::addRow("eviction share below 0") << "share-low" << "pool.eviction_share";
    QTest::addRow("churn share above 1") << "churn" << "pool.churn_share";
    QTest::addRow("empty pool") << "no-cards" << "pool.cards";
    QTest::addRow("zero demand") << "zero-demand" << "pool.demand_tok_s";
    QTest::addRow("negative rent") << "negative-rent" << "pool.card.rent_usd_month";
    QTest::addRow("window 'month' is not hour/day/week") << "window" << "pool.window";
    QTest::addRow("mode 'burst' is not steady/warm") << "mode" << "pool.mode";
    QTest::addRow("zero trials") << "zero-trials" << "pool.trials";
    QTest::addRow("negative trials") << "negative-trials" << "pool.trials";
}

void TestPoolMonth::badInput()
{
    QFETCH(QString, mutation);
    QFETCH(QString, field);

    const std::map<std::string, std::function<void(PoolInput&)>> mutations{
        {"share-high", [](PoolInput& in) { in.eviction_share = 1.2; }},
        {"share-low", [](PoolInput& in) { in.eviction_share = -0.1; }},
        {"churn", [](PoolInput& in) { in.churn_share = 1.5; }},
        {"no-cards", [](PoolInput& in) { in.cards = 0; }},
        {"zero-demand", [](PoolInput& in) { in.demand_tok_s = 0; }},
        {"negative-rent", [](PoolInput& in) { in.card.rent_usd_month = -2'600; }},
        {"window", [](PoolInput& in) { in.window = "month"; }},
        {"mode", [](PoolInput& in) { in.mode = "burst"; }},
        {"zero-trials", [](PoolInput& in) { in.trials = 0; }},
        {"negative-trials", [](PoolInput& in) { in.trials = -5; }},
    };
    PoolInput input = preset("noise-evictor");
    mutations.at(mutation.toStdString())(input);

    const Expected<PoolResult> result = simulate_pool(input);
    QVERIFY(!result.has_value());
    QCOMPARE(QString::fromStdString(result.error().field), field);
    QVERIFY(!result.error().value.empty());
    QVERIFY(!result.error().allowed.empty());
    qInfo("%s", result.error().message().c_str());
}

void TestPoolMonth::unknownPreset()
{
    const Expected<PoolInput> input = pool_preset("lucky-pool");
    QVERIFY(!input.has_value());
    QCOMPARE(QString::fromStdString(input.error().field), QStringLiteral("pool.preset"));
    for (std::string_view name : pool_preset_names())
        QVERIFY(input.error().allowed.find(name) != std::string::npos);
    QVERIFY(!pool_preset_json("lucky-pool").has_value());
}

void TestPoolMonth::json()
{
    const Expected<nlohmann::json> json = pool_preset_json("noise-evictor");
    QVERIFY(json.has_value());
    QVERIFY((*json)["bill_usd"].is_number());
    QVERIFY((*json)["single_seed"]["bill_usd"].is_number());
    for (const char* check : {"capacity", "convergence", "wrong_evictions"}) {
        QVERIFY((*json)["checks"][check]["pass"].is_boolean());
        QVERIFY((*json)["checks"][check]["value"].is_number());
        QVERIFY((*json)["checks"][check]["threshold"].is_number());
        QVERIFY((*json)["checks"][check]["blind_to"].is_string());
    }
    QCOMPARE((*json)["checks"]["wrong_evictions"]["pass"].get<bool>(), false);
    QCOMPARE((*json)["window_error_share"].get<double>(), 0.25);
}

QTEST_APPLESS_MAIN(TestPoolMonth)
#include "tst_pool_month.moc"
