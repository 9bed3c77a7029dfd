// The hardware levers of SPEC 2.10: a power envelope (GPUs per MW), CUDA graphs (launch overhead
// against batch) and MFU from a step time.
#include "core/evaluate.h"
#include "core/levers/cuda_graphs.h"
#include "core/levers/mfu.h"
#include "core/levers/power.h"

#include "levers_support.h"

#include <QTest>

#include <cmath>

using namespace capstan;
using namespace capstan::levers;

class TestPowerGraphsMfu final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void gpusPerMegawatt_data()
    {
        QTest::addColumn<double>("gpu_w");
        QTest::addColumn<double>("host_w");
        QTest::addColumn<double>("pue");
        QTest::addColumn<int>("gpus");
        QTest::addRow("H100, DGX host 575 W, PUE 1.3: 1e6 / 1657.5 = 603") << 700.0 << 575.0 << 1.3 << 603;
        QTest::addRow("boards alone: 1e6 / 700 = 1428") << 700.0 << 0.0 << 1.0 << 1428;
        QTest::addRow("liquid-cooled, PUE 1.1: 1e6 / 1402.5 = 713") << 700.0 << 575.0 << 1.1 << 713;
        QTest::addRow("B200 1000 W, host 575 W, PUE 1.3: 1e6 / 2047.5 = 488") << 1000.0 << 575.0 << 1.3 << 488;
    }
    void gpusPerMegawatt()
    {
        QFETCH(double, gpu_w);
        QFETCH(double, host_w);
        QFETCH(double, pue);
        Expected<PowerBudget> b = power_budget(PowerInputs{1e6, gpu_w, host_w, pue});
        QVERIFY(b);
        QTEST(b->gpus, "gpus");
        QVERIFY(std::abs(b->gpu_share + b->host_share + b->cooling_share - 1) < 1e-12);
    }

    void powerBadInput_data()
    {
        QTest::addColumn<double>("envelope_w");
        QTest::addColumn<double>("host_w");
        QTest::addColumn<double>("pue");
        QTest::addColumn<QString>("field");
        QTest::addRow("no envelope") << 0.0 << 575.0 << 1.3 << "levers.power_envelope_mw";
        QTest::addRow("negative host power") << 1e6 << -5.0 << 1.3 << "levers.host_w_per_gpu";
        QTest::addRow("PUE below 1") << 1e6 << 575.0 << 0.9 << "levers.pue";
    }
    void powerBadInput()
    {
        QFETCH(double, envelope_w);
        QFETCH(double, host_w);
        QFETCH(double, pue);
        QFETCH(QString, field);
        Expected<PowerBudget> b = power_budget(PowerInputs{envelope_w, 700, host_w, pue});
        QVERIFY(!b);
        QCOMPARE(QString::fromStdString(b.error().field), field);
    }

    void graphsMatterAtLowBatch()
    {
        const Scenario s = default_scenario();
        Expected<GraphGain> g = graph_gain(s, GraphInputs{});
        QVERIFY(g);
        // 80 layers x 14 kernels x 5 us = 5.6 ms of launches a step without graphs.
        QVERIFY(std::abs(g->launches_ms - 5.6) < 1e-12);
        for (std::size_t i = 1; i < g->curve.size(); ++i)
            QVERIFY(g->curve[i].launch_share < g->curve[i - 1].launch_share);
        QVERIFY(g->curve.front().launch_share > 0.15);
        QVERIFY(g->curve.back().launch_share < 0.10);
        QVERIFY(g->curve.front().speedup > g->curve.back().speedup);
    }

    void mfuFormula()
    {
        // 2 x 8e9 params x 256 tokens in 10 ms on 989 TFLOP/s: 4.096e12 / 9.89e12 = 41.4%.
        QVERIFY(std::abs(mfu(2 * 8e9 * 256, 0.010, 989e12) - 4.096e12 / 9.89e12) < 1e-12);
        QCOMPARE(mfu(1e12, 0, 989e12), 0.0);
    }

    void mfuAtTheOperatingPoint()
    {
        const Scenario s = default_scenario();
        Expected<MfuFigures> f = mfu_at_operating_point(s);
        Expected<Result> r = evaluate(s);
        QVERIFY(f && r);
        QCOMPARE(f->batch, r->operating.point.batch);
        const double tokens = f->batch * (1 + r->prefill_uncached_tokens / s.workload.osl);
        const double by_hand = 2 * s.model.spec.params_active * tokens / (r->operating.point.step_ms / 1e3 * 2 * 1979e12);
        QVERIFY(std::abs(f->mfu - by_hand) < 1e-12);
        QVERIFY(f->mfu > 0 && f->mfu < 1);
        QVERIFY(std::abs(f->mfu_bf16 / f->mfu - 1979.0 / 989.0) < 1e-12);
        // MBU: every weight once and the batch's KV at the mean context, over the step at the
        // TP group's bandwidth (2 x H100 SXM, 3.35 TB/s each).
        const double bytes = r->memory.weights_bytes_per_gpu * 2 + f->batch * r->memory.mean_context_tokens * r->memory.kv_bytes_per_token;
        QVERIFY(std::abs(f->mbu - bytes / (r->operating.point.step_ms / 1e3 * 2 * s.gpu.spec.bw_bytes_s)) < 1e-12);
        QVERIFY(f->mbu > 0.2 && f->mbu < 1);   // decode at the knee reads near the bandwidth roof
        QCOMPARE(f->measured_step_ms, 0.0);
        QCOMPARE(f->measured_mfu, 0.0);
    }

    // The engineer's measurement: a step twice the model's halves MFU and MBU; a measured
    // output tok/s gives the step as batch / tok/s.
    void mfuFromAMeasurement()
    {
        const Scenario s = default_scenario();
        Expected<MfuFigures> model = mfu_at_operating_point(s);
        QVERIFY(model);
        Expected<MfuFigures> slower = mfu_at_operating_point(s, {2 * model->step_ms, 0});
        QVERIFY(slower);
        QVERIFY(std::abs(slower->measured_mfu - model->mfu / 2) < 1e-12);
        QVERIFY(std::abs(slower->measured_mbu - model->mbu / 2) < 1e-12);
        QCOMPARE(slower->mfu, model->mfu);   // the model's own figures stay beside it
        const double tok_s = model->batch / 0.040;   // a 40 ms step
        Expected<MfuFigures> by_rate = mfu_at_operating_point(s, {0, tok_s});
        QVERIFY(by_rate);
        QVERIFY(std::abs(by_rate->measured_step_ms - 40.0) < 1e-9);
    }
};

QTEST_APPLESS_MAIN(TestPowerGraphsMfu)
#include "tst_power_graphs_mfu.moc"
