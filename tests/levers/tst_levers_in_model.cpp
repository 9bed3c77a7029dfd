// The levers as inputs of the model (Scenario::Levers): speculative decoding changes the step,
// the knee, the latency tail, the simulator and the sizing; with the levers off every figure
// is the one the model gave before they existed.
#include "core/energy.h"
#include "core/evaluate.h"
#include "core/inputs.h"
#include "core/knee.h"
#include "core/roofline.h"
#include "core/sim/analytic.h"
#include "core/sim/simulator.h"
#include "tests/cli/run_cli.h"

#include "tests/core/test_support.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <string>

using namespace capstan;

namespace {

Scenario with(std::initializer_list<std::pair<const char*, const char*>> inputs)
{
    return test::scenario_with(inputs);
}

Scenario speculating(Scenario s, int k = 4, double acceptance = 0.8)
{
    s.levers.spec_k = k;
    s.levers.spec_acceptance = acceptance;
    return s;
}

StepLoad decode_at(const Roofline& roofline, double batch)
{
    StepLoad load;
    load.decode_seqs = batch;
    load.decode_context = roofline.decode_context();
    return load;
}

} // namespace

class TestLeversInModel final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // a = 0.8, k = 4: (1 - 0.8^5) / 0.2 = (1 - 0.32768) / 0.2 = 3.3616 tokens per step.
    void tokensPerStep()
    {
        QCOMPARE(Roofline(default_scenario()).tokens_per_step(), 1.0);
        QVERIFY(std::abs(Roofline(speculating(default_scenario())).tokens_per_step() - 3.3616) < 1e-12);
    }

    // The step by hand: k draft steps at 0.05 of a plain step, plus one verification step that
    // computes 5 tokens per sequence, LM head included (4 of them as extra query tokens over the
    // context) and reads the weights and the KV once.
    void stepIsDraftsPlusVerification()
    {
        const Scenario s = default_scenario();
        const Roofline plain(s);
        const Roofline spec(speculating(s));
        for (double batch : {1.0, 16.0, 200.0}) {
            const StepLoad load = decode_at(plain, batch);
            StepLoad verify = load;
            verify.prefill_tokens = 4 * batch;
            verify.scored_prefill_tokens = 4 * batch;   // drafted tokens need their logits
            verify.prefill_pairs = 4 * batch * plain.attention_span(load.decode_context);
            const double by_hand = plain.step(verify).total_s + 4 * 0.05 * plain.step(load).total_s;
            QVERIFY(std::abs(spec.step(load).total_s / by_hand - 1) < 1e-12);
            QCOMPARE(spec.step(load).gemm_memory_s, plain.step(load).gemm_memory_s);   // weights read once
            QCOMPARE(spec.step(load).attention_memory_s, plain.step(load).attention_memory_s);   // KV read once
            QVERIFY(std::abs(spec.token_s(load) - spec.step(load).total_s / 3.3616) < 1e-15);
        }
        // A lone prefill is not speculated.
        const StepTime prefill_plain = plain.prefill(plain.uncached_prompt_tokens(), plain.cached_prompt_tokens());
        const StepTime prefill_spec = spec.prefill(spec.uncached_prompt_tokens(), spec.cached_prompt_tokens());
        QCOMPARE(prefill_spec.total_s, prefill_plain.total_s);
    }

    // Batch 1 is bandwidth-bound: the 4 extra tokens ride on the weight reads, so TPOT falls by
    // close to E / (1 + k c) = 3.3616 / 1.2 = 2.80x (default 70B FP8 on 2 H100: 16.5 -> 6.1 ms).
    void tpotFallsAtBatchOne()
    {
        const Scenario s = default_scenario();
        const KneePoint plain = knee_point(Roofline(s), 1);
        const KneePoint spec = knee_point(Roofline(speculating(s)), 1);
        qInfo("TPOT at batch 1: %.2f -> %.2f ms", plain.step_ms, spec.step_ms);
        QCOMPARE(plain.bound, Bound::Bandwidth);
        QVERIFY(spec.step_ms < plain.step_ms / 2.5);
        QVERIFY(plain.step_ms / spec.step_ms <= 3.3616 / 1.2);
        QVERIFY(std::abs(spec.per_user_tok_s - 1000 / spec.step_ms) < 1e-9);
    }

    // At batch 256 the plain step is compute-bound already: verifying 5 tokens per sequence costs
    // more compute than the 3.36 tokens it yields save (the seed's negative gain: 91.7 -> 106.9 ms).
    void tpotRisesWhenComputeBound()
    {
        const Scenario s = default_scenario();
        const KneePoint plain = knee_point(Roofline(s), 256);
        const KneePoint spec = knee_point(Roofline(speculating(s)), 256);
        qInfo("TPOT at batch 256: %.2f -> %.2f ms", plain.step_ms, spec.step_ms);
        QCOMPARE(plain.bound, Bound::Compute);
        QVERIFY(spec.step_ms > 1.1 * plain.step_ms);
        QVERIFY(spec.aggregate_tok_s < plain.aggregate_tok_s);
    }

    // The knee's TTFT waits one whole engine step for the batch, not one token's share of it
    // (and pays the fixed first-token latency once).
    void ttftWaitsOneEngineStep()
    {
        const Scenario s = speculating(default_scenario());
        const Roofline roofline(s);
        const OperatingPoint op = operating_point(roofline, 8, BatchLimit::MaxBatch, 1e9, 1e9);
        const double prefill_ms = roofline.prefill(roofline.uncached_prompt_tokens(), roofline.cached_prompt_tokens()).total_s * 1e3;
        QVERIFY(std::abs(op.ttft_ms - prefill_ms - roofline.mixed_step(8).total_s * 1e3 - s.deploy.first_token_ms) < 1e-9);
    }

    // A tight TPOT SLO holds the plain replica at a small batch; speculation meets it at a
    // larger one, so fewer GPUs carry the load (default chatbot, TPOT SLO 20 ms: 28 -> 10 GPUs).
    void sizingFallsUnderATightSlo()
    {
        const Scenario s = with({{"slo.tpot_ms", "20"}});
        const Result plain = test::evaluated(s);
        const Result spec = test::evaluated(speculating(s));
        qInfo("TPOT SLO 20 ms: batch %d -> %d, %d -> %d GPUs, owned $%.0f -> $%.0f a month", plain.operating.point.batch,
              spec.operating.point.batch, plain.sizing.gpus, spec.sizing.gpus, plain.money.monthly_own_usd,
              spec.money.monthly_own_usd);
        QVERIFY(spec.operating.point.batch > 2 * plain.operating.point.batch);
        QVERIFY(spec.sizing.gpus < plain.sizing.gpus);
        QVERIFY(spec.money.monthly_own_usd < plain.money.monthly_own_usd);
    }

    // A busy compute-bound replica (a 60 ms TPOT SLO lets it run at batch 152, its prompts'
    // arithmetic in every step): speculation lowers its tokens/s at the SLO, so more GPUs carry
    // the same peak.
    void sizingRisesWhenComputeBound()
    {
        const Scenario s = with({{"workload.dau", "1000000"}, {"slo.tpot_ms", "60"}});
        const Result plain = test::evaluated(s);
        const Result spec = test::evaluated(speculating(s));
        qInfo("1M daily users: replica %.0f -> %.0f tok/s, %d -> %d GPUs", plain.sizing.replica_output_tok_s,
              spec.sizing.replica_output_tok_s, plain.sizing.gpus, spec.sizing.gpus);
        QCOMPARE(plain.operating.point.bound, Bound::Compute);
        QVERIFY(spec.sizing.replica_output_tok_s < plain.sizing.replica_output_tok_s);
        QVERIFY(spec.sizing.gpus > plain.sizing.gpus);
        QVERIFY(spec.money.monthly_own_usd > plain.money.monthly_own_usd);
    }

    // k = 0 is today's model exactly, whatever the other speculation inputs say.
    void offIsTodaysModel()
    {
        Scenario off = default_scenario();
        off.levers.spec_acceptance = 0.95;
        off.levers.spec_draft_cost = 0.3;
        off.levers.graph_launch_us = 50;   // graphs on: no launches to pay
        const Result a = test::evaluated(default_scenario());
        const Result b = test::evaluated(off);
        QCOMPARE(a.curve.size(), b.curve.size());
        for (std::size_t i = 0; i < a.curve.size(); ++i)
            QCOMPARE(a.curve[i].step_ms, b.curve[i].step_ms);
        QCOMPARE(a.operating.ttft_ms, b.operating.ttft_ms);
        QCOMPARE(a.sizing.gpus, b.sizing.gpus);
        QCOMPARE(a.money.monthly_own_usd, b.money.monthly_own_usd);
        const sim::TailInputs in{10, 1, 1.5, 1.0, 0.8};
        QCOMPARE(sim::estimate_tail(default_scenario(), in).tpot_ms.p99, sim::estimate_tail(off, in).tpot_ms.p99);
    }

    // The tail model: at a light load TPOT falls with speculation, by about what the knee says.
    void tailTpotFallsAtLightLoad()
    {
        const Scenario s = default_scenario();
        const sim::TailInputs in{1.0, 1, 1.0, 0.0, 0.0};
        const sim::TailEstimate plain = sim::estimate_tail(s, in);
        const sim::TailEstimate spec = sim::estimate_tail(speculating(s), in);
        qInfo("tail at 1 request/s: TPOT p99 %.2f -> %.2f ms, TTFT p99 %.1f -> %.1f ms", plain.tpot_ms.p99, spec.tpot_ms.p99,
              plain.ttft_ms.p99, spec.ttft_ms.p99);
        QVERIFY(plain.stable && spec.stable);
        QVERIFY(spec.tpot_ms.mean < plain.tpot_ms.mean / 2);
        // Saturation: a step yields 3.36 tokens, so an answer holds its seat fewer steps.
        QVERIFY(spec.saturation_rps != plain.saturation_rps);
    }

    // The simulator's continuous engine, in expectation: a lone request's TPOT is the batch-1
    // step over 3.3616, and the run is as deterministic as without speculation.
    void simulatorTpotFollowsTheStep()
    {
        const Scenario s = with({{"workload.cache_hit", "0"}});
        sim::SimConfig c = sim::default_config(s);
        c.arrivals.kind = sim::ArrivalKind::Poisson;
        c.arrivals.rate_rps = 0.05;
        c.requests = 300;
        const Expected<sim::SimResult> plain = sim::simulate(s, c);
        const Expected<sim::SimResult> spec = sim::simulate(speculating(s), c);
        const Expected<sim::SimResult> again = sim::simulate(speculating(s), c);
        QVERIFY(plain && spec && again);
        qInfo("simulated TPOT p50 at 0.05 request/s: %.2f -> %.2f ms", plain->tpot_ms.at(50), spec->tpot_ms.at(50));
        const Roofline roofline(speculating(s));
        const double lone_ms = roofline.token_s(decode_at(roofline, 1)) * 1e3;
        QVERIFY(std::abs(spec->tpot_ms.at(50) / lone_ms - 1) < 0.05);
        QVERIFY(spec->tpot_ms.at(50) < plain->tpot_ms.at(50) / 2.5);
        QCOMPARE(spec->tpot_ms.at(99), again->tpot_ms.at(99));
        QCOMPARE(spec->ttft_ms.at(99), again->ttft_ms.at(99));
    }

    // Constrained decoding: every step with decodes costs 1 + c times as much; a lone prefill
    // does not (default 70B at c = 0.1: TPOT at batch 1 16.51 -> 18.16 ms), and the throughput-bound
    // fleet grows.
    void constrainedDecodingStretchesTheStep()
    {
        const Scenario s = default_scenario();
        Scenario c = s;
        c.levers.constrained_overhead = 0.1;
        const Roofline plain(s);
        const Roofline grammar(c);
        for (double batch : {1.0, 64.0, 256.0}) {
            const StepLoad load = decode_at(plain, batch);
            QVERIFY(std::abs(grammar.step(load).total_s / plain.step(load).total_s - 1.1) < 1e-12);
        }
        QCOMPARE(grammar.prefill(712, 288).total_s, plain.prefill(712, 288).total_s);
        qInfo("constrained 10%%: TPOT at batch 1 %.2f -> %.2f ms", knee_point(plain, 1).step_ms, knee_point(grammar, 1).step_ms);
        Scenario busy = with({{"workload.dau", "1000000"}});
        const Result before = test::evaluated(busy);
        busy.levers.constrained_overhead = 0.1;
        const Result after = test::evaluated(busy);
        qInfo("1M daily users, constrained 10%%: %d -> %d GPUs", before.sizing.gpus, after.sizing.gpus);
        QVERIFY(after.sizing.gpus > before.sizing.gpus);
    }

    // Without CUDA graphs every step pays 80 layers x 14 kernels x 5 us - 20 us = 5.58 ms of
    // launches (70B): a large share at batch 1, a small one at batch 256.
    void cudaGraphsOffAddsLaunches()
    {
        const Scenario s = default_scenario();
        Scenario off = s;
        off.levers.cuda_graphs = false;
        const Roofline on(s);
        const Roofline eager(off);
        for (double batch : {1.0, 256.0}) {
            const StepLoad load = decode_at(on, batch);
            QVERIFY(std::abs((eager.step(load).total_s - on.step(load).total_s) - 5.58e-3) < 1e-12);
        }
        const double at_1 = knee_point(eager, 1).step_ms / knee_point(on, 1).step_ms;
        const double at_256 = knee_point(eager, 256).step_ms / knee_point(on, 256).step_ms;
        qInfo("graphs off: TPOT x%.2f at batch 1, x%.3f at batch 256", at_1, at_256);
        QVERIFY(at_1 > 1.3 && at_256 < 1.07);
        off.levers.graph_launch_us = 10;
        const StepLoad lone = decode_at(on, 1);
        QVERIFY(std::abs((Roofline(off).step(lone).total_s - on.step(lone).total_s) - 11.18e-3) < 1e-12);
    }

    // The energy line by hand: (700 W board + 575 W host) x PUE 1.3 = 1,657.5 W a GPU at the
    // wall; the default's 10 GPUs draw 16.575 kW, x 730 h x $0.10 = $1,209.98 a month, which
    // the catalog's card-month holds; at $0.20 the owned bill grows by as much again.
    void energyLine()
    {
        const Scenario s = default_scenario();
        const Result r = test::evaluated(s);
        QCOMPARE(r.sizing.gpus, 10);
        const FleetPower p = fleet_power(s, r.sizing.gpus);
        QVERIFY(std::abs(p.wall_w_per_gpu - 1657.5) < 1e-9);
        QVERIFY(std::abs(p.wall_kw - 16.575) < 1e-9);
        QVERIFY(std::abs(p.monthly_energy_usd - 1209.975) < 1e-6);
        Scenario dear = s;
        dear.cost.energy_usd_per_kwh = 0.20;
        const Result d = test::evaluated(dear);
        qInfo("owned bill at $0.10 -> $0.20/kWh: $%.2f -> $%.2f", r.money.monthly_own_usd, d.money.monthly_own_usd);
        QVERIFY(std::abs(d.money.monthly_own_usd - r.money.monthly_own_usd - 1209.975) < 1e-6);
        QCOMPARE(d.money.monthly_rent_usd, r.money.monthly_rent_usd);
        // A card-month of the engineer's own is taken to include their energy.
        dear.cost.own_card_month_usd = 2400;
        QCOMPARE(test::evaluated(dear).money.monthly_own_usd, r.money.monthly_own_usd);
    }

    // The seed's 1 MW powers 1e6 / 1,657.5 = 603 GPUs; 0.01 MW powers 6, fewer than the 10
    // the default needs, and eval says so, naming the envelope and both counts.
    void powerEnvelope()
    {
        Scenario s = default_scenario();
        s.levers.power_envelope_mw = 1;
        QCOMPARE(fleet_power(s, 10).gpus_in_envelope, 603);
        QVERIFY(!fleet_power(s, 10).over_envelope);
        QVERIFY(!fleet_power(default_scenario(), 100000).over_envelope);   // no envelope, no warning
        s.levers.power_envelope_mw = 0.01;
        QCOMPARE(fleet_power(s, 10).gpus_in_envelope, 6);
        QVERIFY(fleet_power(s, 10).over_envelope);
        const test::CliRun run = test::run_cli({"eval", "--analytic", "--set", "levers.power_envelope_mw=0.01"});
        QVERIFY2(QString::fromStdString(run.out).contains(QStringLiteral(
                     "the 0.01 MW power envelope (levers.power_envelope_mw) powers 6 GPUs at 1658 W each at the wall; "
                     "the fleet needs 10")),
                 run.out.c_str());
        const nlohmann::json doc = test::cli_json({"eval", "--analytic", "--json", "--set", "levers.power_envelope_mw=0.01"});
        QCOMPARE(doc["sizing"]["power_envelope"]["gpus_powered"].get<int>(), 6);
        QCOMPARE(doc["sizing"]["power_envelope"]["over"].get<bool>(), true);
        // capstan-cli levers reads the scenario's envelope.
        const nlohmann::json levers = test::cli_json({"levers", "--json", "--set", "levers.power_envelope_mw=2"});
        QCOMPARE(levers["power"]["gpus"].get<int>(), 1206);
    }

    // capstan-cli eval takes the inputs and shows the change; bad values name the field.
    void evalCli()
    {
        const nlohmann::json plain = test::cli_json({"eval", "--analytic", "--json"});
        const nlohmann::json spec = test::cli_json(
            {"eval", "--analytic", "--json", "--set", "levers.spec_k=4", "--set", "levers.spec_acceptance=0.8"});
        const double plain_ms = plain["decode"]["curve"][0]["step_ms"];
        const double spec_ms = spec["decode"]["curve"][0]["step_ms"];
        QVERIFY(spec_ms < plain_ms / 2.5);
        const test::CliRun bad = test::run_cli({"eval", "--analytic", "--set", "levers.spec_k=17"});
        QVERIFY(bad.status != 0);
        QVERIFY2(QString::fromStdString(bad.err).contains(QStringLiteral("levers.spec_k = 17: out of range (allowed 0 .. 16 tokens)")),
                 bad.err.c_str());
    }
};

QTEST_APPLESS_MAIN(TestLeversInModel)
#include "tst_levers_in_model.moc"
