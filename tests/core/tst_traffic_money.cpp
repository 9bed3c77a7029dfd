// Traffic volumes and the money lines (SPEC 2.4, 2.7) against the seeds' arithmetic.
#include "core/evaluate.h"
#include "core/money.h"
#include "core/roofline.h"
#include "core/traffic.h"
#include "test_support.h"

#include <QTest>

using namespace capstan;

class TestTrafficMoney final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void tokensPerDay_data();
    void tokensPerDay();
    void prefillWork_data();
    void prefillWork();
    void costPerMillion_data();
    void costPerMillion();
    void tokensPerCardMonth();
    void littlesLawConcurrency();
    void rentedPremium();
    void checksThresholds();
};

// Seed 000: tokens/day = DAUs x requests per DAU per day x (ISL + OSL).
void TestTrafficMoney::tokensPerDay_data()
{
    QTest::addColumn<double>("dau");
    QTest::addColumn<double>("requests");
    QTest::addColumn<int>("isl");
    QTest::addColumn<int>("osl");
    QTest::addColumn<double>("expected");
    QTest::addRow("100k x 10 x 1250 = 1.25e9 (seed 000)") << 1e5 << 10.0 << 1000 << 250 << 1.25e9;
    QTest::addRow("1,000 x 20 x (500 + 300) = 1.6e7 (seed 000)") << 1e3 << 20.0 << 500 << 300 << 1.6e7;
    QTest::addRow("2M x 3 x (8000 + 2000) = 6e10 (seed 000)") << 2e6 << 3.0 << 8000 << 2000 << 6e10;
}

void TestTrafficMoney::tokensPerDay()
{
    QFETCH(double, dau);
    QFETCH(double, requests);
    QFETCH(int, isl);
    QFETCH(int, osl);
    QFETCH(double, expected);
    Scenario s = default_scenario();
    s.workload.dau = dau;
    s.workload.requests_per_user_day = requests;
    s.workload.isl = isl;
    s.workload.osl = osl;
    const Traffic t = traffic_from(s, 1.0);
    QCOMPARE(t.tokens_per_day, expected);
    QCOMPARE(t.tokens_per_month, expected * 730 / 24);
    QCOMPARE(t.avg_rps, dau * requests / 86400);
}

// Seed 000: prefill work per request = ISL x (1 - hit rate); SPEC 2.3 rounds to cache blocks.
void TestTrafficMoney::prefillWork_data()
{
    QTest::addColumn<int>("isl");
    QTest::addColumn<double>("hit");
    QTest::addColumn<int>("block");
    QTest::addColumn<double>("expected");
    QTest::addRow("1000 x (1 - 0.3) = 700 (seed 000, block 1)") << 1000 << 0.3 << 1 << 700.0;
    QTest::addRow("1000 x (1 - 0.3) = 712 in 16-token blocks (288 cached)") << 1000 << 0.3 << 16 << 712.0;
    QTest::addRow("2048 x (1 - 0.5) = 1024 (seed 000)") << 2048 << 0.5 << 16 << 1024.0;
    QTest::addRow("no hits: all 1000") << 1000 << 0.0 << 16 << 1000.0;
    QTest::addRow("all hits: the last token's block is computed, 16") << 1024 << 1.0 << 16 << 16.0;
}

void TestTrafficMoney::prefillWork()
{
    QFETCH(int, isl);
    QFETCH(double, hit);
    QFETCH(int, block);
    QFETCH(double, expected);
    QCOMPARE(uncached_prompt_tokens(isl, hit, block), expected);
}

// Seed 002: "Fleet dollars per second over tokens per second, times a million: a worked $2.78,
// the utilization term that turns it into $6.94". $10/hour at 1,000 tok/s is $2.78 per 1M.
void TestTrafficMoney::costPerMillion_data()
{
    QTest::addColumn<double>("utilization");
    QTest::addColumn<double>("expected");
    QTest::addRow("full use: $2.78 (seed 002)") << 1.0 << 2.78;
    QTest::addRow("40%% use: $6.94 (seed 002)") << 0.4 << 6.94;
}

void TestTrafficMoney::costPerMillion()
{
    QFETCH(double, utilization);
    QFETCH(double, expected);
    const double usd_per_s = 10.0 / 3600;
    QVERIFY(qAbs(usd_per_mtok(usd_per_s, 1000, utilization) - expected) < 0.005);
}

void TestTrafficMoney::tokensPerCardMonth()
{
    // Seed 002: an H100 at 10,000 tok/s on an 8B chat; a month is 730 hours.
    QCOMPARE(tokens_per_card_month(10'000), 10'000.0 * 3'600 * 730);
}

void TestTrafficMoney::littlesLawConcurrency()
{
    Scenario s = default_scenario();
    s.workload.rate_rps = 12;
    s.workload.peak_to_avg = 2.5;
    const Traffic t = traffic_from(s, 8.0);   // 8 s end to end
    QCOMPARE(t.peak_rps, 30.0);
    QCOMPARE(t.concurrency, 240.0);           // L = lambda x W
}

void TestTrafficMoney::rentedPremium()
{
    // Rented cards bill the cloud's 1.35x premium on the owned floor, or $/h x 730.
    Scenario s = default_scenario();
    s.cost.own_card_month_usd = 2500;
    Expected<Result> r = evaluate(s);
    QVERIFY(r);
    QCOMPARE(r->money.rent_card_month_usd, 2500 * 1.35);
    QCOMPARE(r->money.monthly_own_usd, r->sizing.gpus * 2500.0);
    s.cost.rent_usd_gpu_hour = 4;
    r = evaluate(s);
    QCOMPARE(r->money.rent_card_month_usd, 4.0 * 730);
}

void TestTrafficMoney::checksThresholds()
{
    // SPEC 2.7: owned idle <= 15%; blended cost <= 75% of the API; API overflow <= 10%.
    Scenario s = default_scenario();
    s.cost.utilization = 0.9;
    Expected<Result> r = evaluate(s);
    QVERIFY(r);
    QCOMPARE(r->money.idle.threshold, 0.15);
    QCOMPARE(r->money.margin.threshold, 0.75);
    QCOMPARE(r->money.overflow.threshold, 0.10);
    QVERIFY(qAbs(r->money.idle.value - 0.1) < 1e-12);
    QVERIFY(r->money.idle.pass);
    s.cost.utilization = 0.5;
    r = evaluate(s);
    QVERIFY(!r->money.idle.pass);
    QCOMPARE(r->money.margin.value, r->money.usd_per_mtok_own / s.cost.api_usd_per_mtok);
    s.cost.api_usd_per_mtok = r->money.usd_per_mtok_own;   // self-hosting no cheaper than the API
    QVERIFY(!evaluate(s)->money.margin.pass);
}

QTEST_APPLESS_MAIN(TestTrafficMoney)
#include "tst_traffic_money.moc"
