// Physical invariants of the model, over every catalog model on every catalog GPU it fits.
#include "core/catalog.h"
#include "core/evaluate.h"
#include "test_support.h"

#include <QTest>

using namespace capstan;

class TestInvariants final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void moreBandwidthNeverSlowsDecode();
    void higherHitRateNeverRaisesPrefill();
    void largerModelNeverNeedsFewerGpus();
    void moreDemandNeverCostsLess();
    void everyOutputFinite();
};

namespace {

// Every (model, GPU) pair of the catalog at the smallest TP that fits.
std::vector<Scenario> catalog_pairs(int isl = 1000, int osl = 250)
{
    std::vector<Scenario> pairs;
    for (const ModelSpec& model : Catalog::builtin().models())
        for (const GpuSpec& gpu : Catalog::builtin().gpus()) {
            Scenario s = test::scenario_for(model.id, gpu.id, 8, 8, 1, isl, osl);
            const int tp = smallest_feasible_tp(s);
            if (tp == 0)
                continue;
            s.deploy.tp = tp;
            pairs.push_back(s);
        }
    return pairs;
}

QByteArray label(const Scenario& s)
{
    return QByteArray::fromStdString(s.model.preset + " on " + s.gpu.preset + " tp " + std::to_string(s.deploy.tp));
}

} // namespace

void TestInvariants::moreBandwidthNeverSlowsDecode()
{
    int checked = 0;
    for (Scenario s : catalog_pairs()) {
        for (double batch : {1.0, 8.0, 64.0, 512.0}) {
            StepLoad load;
            load.decode_seqs = batch;
            load.decode_context = 1125;
            double previous = Roofline(s).step(load).total_s;
            for (double factor : {1.1, 1.5, 2.0, 4.0}) {
                Scenario faster = s;
                faster.gpu.spec.bw_bytes_s = s.gpu.spec.bw_bytes_s * factor;
                const double step = Roofline(faster).step(load).total_s;
                QVERIFY2(step <= previous, label(s).constData());
                previous = step;
                ++checked;
            }
        }
    }
    QVERIFY(checked > 100);
}

void TestInvariants::higherHitRateNeverRaisesPrefill()
{
    for (Scenario s : catalog_pairs(4000, 250)) {
        double previous_prefill = 1e300;
        int previous_gpus = 1 << 30;
        for (int step = 0; step <= 20; ++step) {
            s.workload.cache_hit = step / 20.0;
            Expected<Result> r = evaluate(s);
            QVERIFY2(r, label(s).constData());
            QVERIFY2(r->prefill.total_s <= previous_prefill, label(s).constData());
            QVERIFY2(r->sizing.gpus <= previous_gpus, label(s).constData());
            previous_prefill = r->prefill.total_s;
            previous_gpus = r->sizing.gpus;
        }
    }
}

void TestInvariants::largerModelNeverNeedsFewerGpus()
{
    for (const GpuSpec& gpu : Catalog::builtin().gpus()) {
        // The Llama-3.1 family, smallest to largest, each at the smallest TP that fits.
        int previous = 0;
        for (const char* model : {"llama-3.1-8b", "llama-3.1-70b", "llama-3.1-405b"}) {
            Scenario s = test::scenario_for(model, gpu.id, 8, 8, 1, 1000, 250);
            s.deploy.tp = smallest_feasible_tp(s);
            if (s.deploy.tp == 0)
                break;
            Expected<Result> r = evaluate(s);
            QVERIFY(r);
            QVERIFY2(r->sizing.gpus >= previous, model);
            previous = r->sizing.gpus;
        }
    }
    // Every catalog model against a copy 25% larger in layers and parameters: at the same TP
    // where both fit, and at the TP that needs the fewest GPUs for each.
    auto fewest_gpus = [](Scenario s) {
        int best = 0;
        for (int tp = 1; tp <= 64; tp *= 2) {
            s.deploy.tp = tp;
            if (Expected<Result> r = evaluate(s); r && (best == 0 || r->sizing.gpus < best))
                best = r->sizing.gpus;
        }
        return best;
    };
    int compared = 0;
    for (Scenario s : catalog_pairs()) {
        Scenario larger = s;
        larger.model.spec.layers = s.model.spec.layers * 5 / 4;
        larger.model.spec.params_total *= 1.25;
        larger.model.spec.params_active *= 1.25;
        larger.model.spec.expert_params *= 1.25;
        for (int tp = 1; tp <= 64; tp *= 2) {
            s.deploy.tp = larger.deploy.tp = tp;
            Expected<Result> small = evaluate(s);
            Expected<Result> big = evaluate(larger);
            if (!small || !big)
                continue;
            QVERIFY2(big->sizing.gpus >= small->sizing.gpus, label(s).constData());
            ++compared;
        }
        const int big_best = fewest_gpus(larger);
        if (big_best > 0)
            QVERIFY2(big_best >= fewest_gpus(s), label(s).constData());
    }
    QVERIFY(compared > 50);
}

void TestInvariants::moreDemandNeverCostsLess()
{
    for (Scenario s : catalog_pairs()) {
        double own = 0;
        double rent = 0;
        double api = 0;
        int gpus = 0;
        for (double dau : {1e3, 1e4, 5e4, 1e5, 3e5, 1e6}) {
            s.workload.dau = dau;
            Expected<Result> r = evaluate(s);
            QVERIFY(r);
            QVERIFY2(r->money.monthly_own_usd >= own, label(s).constData());
            QVERIFY2(r->money.monthly_rent_usd >= rent, label(s).constData());
            QVERIFY2(r->money.monthly_api_usd >= api, label(s).constData());
            QVERIFY2(r->sizing.gpus >= gpus, label(s).constData());
            own = r->money.monthly_own_usd;
            rent = r->money.monthly_rent_usd;
            api = r->money.monthly_api_usd;
            gpus = r->sizing.gpus;
        }
    }
}

void TestInvariants::everyOutputFinite()
{
    for (const Scenario& s : catalog_pairs()) {
        Expected<Result> r = evaluate(s);
        QVERIFY(r);
        for (const KneePoint& p : r->curve)
            QVERIFY(std::isfinite(p.step_ms) && std::isfinite(p.aggregate_tok_s) && p.step_ms > 0);
        QVERIFY(r->curve.size() >= 64 || r->curve.back().batch < 64);
        for (double v : {r->single_user_tok_s, r->ridge_batch, r->prefill.total_s, r->max_output_tok_s,
                         r->money.monthly_own_usd, r->money.usd_per_mtok_own, r->money.usd_per_mtok_rent,
                         r->money.utilization, r->traffic.concurrency})
            QVERIFY2(std::isfinite(v) && v >= 0, label(s).constData());
    }
}

QTEST_APPLESS_MAIN(TestInvariants)
#include "tst_invariants.moc"
