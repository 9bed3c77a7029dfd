// The tornado's arithmetic: each input moved by +/-20%, signs that physics dictates.
#include "core/evaluate.h"
#include "core/inputs.h"
#include "core/sensitivity.h"

#include <QTest>

using namespace capstan;

class TestSensitivity final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void movesEachInputTwentyPercent();
    void directionsFollowPhysics();
    void widestSwingFirst();
};

namespace {

const SensitivityBar* bar_of(const Sensitivity& s, const char* path)
{
    for (const SensitivityBar& bar : s.bars)
        if (bar.path == path)
            return &bar;
    return nullptr;
}

} // namespace

void TestSensitivity::movesEachInputTwentyPercent()
{
    const Sensitivity s = sensitivity(default_scenario());
    QVERIFY(s.bars.size() >= 12);
    const SensitivityBar* dau = bar_of(s, "workload.dau");
    QVERIFY(dau);
    QCOMPARE(dau->low_value, 80'000.0);
    QCOMPARE(dau->high_value, 120'000.0);
    const SensitivityBar* price = bar_of(s, "cost.own_card_month_usd");
    QVERIFY(price);
    QCOMPARE(price->base_value, 2400.0);   // the catalog's H100 card-month
    QCOMPARE(price->usd_high, s.base_usd * 1.2);
    QCOMPARE(price->gpus_high, s.base_gpus);
}

void TestSensitivity::directionsFollowPhysics()
{
    Scenario scenario = default_scenario();
    QVERIFY(set_input(scenario, "workload.dau", "2000000"));   // a fleet big enough to move in steps
    const Sensitivity s = sensitivity(scenario);
    // More demand, longer answers, tighter SLO: never fewer GPUs. More bandwidth, more cache: never more.
    QVERIFY(bar_of(s, "workload.dau")->gpus_high >= bar_of(s, "workload.dau")->gpus_low);
    QVERIFY(bar_of(s, "workload.dau")->gpus_high > s.base_gpus);
    QVERIFY(bar_of(s, "workload.osl")->gpus_high >= bar_of(s, "workload.osl")->gpus_low);
    QVERIFY(bar_of(s, "slo.tpot_ms")->gpus_high <= bar_of(s, "slo.tpot_ms")->gpus_low);
    QVERIFY(bar_of(s, "gpu.bw_tbs")->gpus_high <= bar_of(s, "gpu.bw_tbs")->gpus_low);
    QVERIFY(bar_of(s, "workload.cache_hit")->gpus_high <= bar_of(s, "workload.cache_hit")->gpus_low);
}

void TestSensitivity::widestSwingFirst()
{
    const Sensitivity s = sensitivity(default_scenario());
    for (std::size_t i = 1; i < s.bars.size(); ++i)
        QVERIFY(s.bars[i - 1].usd_swing() >= s.bars[i].usd_swing());
}

QTEST_APPLESS_MAIN(TestSensitivity)
#include "tst_sensitivity.moc"
