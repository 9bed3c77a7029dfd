// Pipeline and expert parallelism (deploy.pp, deploy.ep): the physics the layouts must obey,
// the layouts refused with their reason, and the replica's GPU count everywhere it is used.
#include "core/catalog.h"
#include "core/evaluate.h"
#include "core/memory.h"
#include "core/parallelism.h"
#include "core/roofline.h"
#include "core/scenario_codec.h"
#include "test_support.h"

#include <QTest>

using namespace capstan;

namespace {

StepLoad decode(double seqs)
{
    StepLoad load;
    load.decode_seqs = seqs;
    load.decode_context = 1125;
    return load;
}

Scenario deepseek(const char* tp, const char* ep)
{
    return test::scenario_with({{"model.preset", "deepseek-v3"}, {"gpu.preset", "h200-sxm"}, {"deploy.tp", tp},
                                {"deploy.ep", ep}});
}

} // namespace

class TestParallelism final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void pipelineNeverLowersBatchOneTpot();
    void pipelineHoldsItsStagesKv();
    void pipelineAddsComputeAtLargeBatch();
    void allToAllGrowsWithTokenTraffic();
    void rackScaleNvlinkKeepsCollectivesOffTheNetwork();
    void expertParallelRunsFewerExpertsPerGpu();
    void expertsSpreadOverTheGroup();
    void layoutsThatDoNotDivideAreRefused();
    void sizingCountsEveryGpuOfAReplica();
    void olderFilesOpenWithOneStage();
};

// A token passes every stage in turn: the whole model's kernels plus the hops.
void TestParallelism::pipelineNeverLowersBatchOneTpot()
{
    double previous = 0;
    for (const char* pp : {"1", "2", "4", "8"}) {
        const Scenario s = test::scenario_with({{"deploy.tp", "2"}, {"deploy.pp", pp}});
        const StepTime t = Roofline(s).step(decode(1));
        QVERIFY2(t.total_s >= previous, pp);
        QCOMPARE(t.pipeline_s > 0, std::string(pp) != "1");
        previous = t.total_s;
    }
}

// Each stage holds its own layers' weights and KV: twice the stages, about twice the seats.
void TestParallelism::pipelineHoldsItsStagesKv()
{
    const MemoryPlan one = plan_memory(test::scenario_with({{"deploy.tp", "2"}}));
    const MemoryPlan two = plan_memory(test::scenario_with({{"deploy.tp", "2"}, {"deploy.pp", "2"}}));
    QVERIFY(qAbs(two.weights_bytes_per_gpu / one.weights_bytes_per_gpu - 0.5) < 1e-9);
    QVERIFY(two.sustained_seats > 2 * one.sustained_seats);
}

// At a large batch the stages work on different micro-batches: a replica of twice the GPUs steps
// faster than the unpipelined one at the same batch.
void TestParallelism::pipelineAddsComputeAtLargeBatch()
{
    const StepTime one = Roofline(test::scenario_with({{"deploy.tp", "2"}})).step(decode(256));
    const StepTime two = Roofline(test::scenario_with({{"deploy.tp", "2"}, {"deploy.pp", "2"}})).step(decode(256));
    QVERIFY(two.total_s < one.total_s);
}

// With data-parallel attention every MoE layer dispatches and combines its tokens: the bytes
// grow with the tokens of the step; with EP = TP the tokens are already on every GPU.
void TestParallelism::allToAllGrowsWithTokenTraffic()
{
    const Roofline dp(deepseek("1", "8"));
    const double small = dp.step(decode(8)).alltoall_s;
    const double large = dp.step(decode(256)).alltoall_s;
    QVERIFY(small > 0);
    QVERIFY(large > small);
    // 61 - 3 dense = 58 MoE layers x 2 all-to-alls x 15 us latency at least.
    QVERIFY(small >= 58 * 2 * 15e-6);
    QCOMPARE(Roofline(deepseek("8", "8")).step(decode(256)).alltoall_s, 0.0);
    QCOMPARE(Roofline(deepseek("8", "1")).step(decode(256)).alltoall_s, 0.0);
}

// GB200 NVL72: four GPUs to a compute tray, 72 on one NVLink fabric. An 8-GPU expert group
// dispatches over NVLink (as on an 8-GPU B200 node, same 900 GB/s), not over the 50 GB/s
// network; counted as trays of four it would cross it at every MoE layer.
void TestParallelism::rackScaleNvlinkKeepsCollectivesOffTheNetwork()
{
    Scenario rack = test::scenario_with({{"model.preset", "deepseek-v3"}, {"gpu.preset", "gb200"}, {"deploy.tp", "1"},
                                         {"deploy.ep", "8"}});
    QCOMPARE(rack.gpu.spec.gpus_per_node, 4);
    QCOMPARE(scaleup_gpus(rack.gpu.spec), 72);
    Scenario node = rack;
    node.gpu.spec = *Catalog::builtin().find_gpu("b200");
    const double on_rack = Roofline(rack).step(decode(256)).alltoall_s;
    QCOMPARE(on_rack, Roofline(node).step(decode(256)).alltoall_s);
    Scenario trays = rack;
    trays.gpu.spec.scaleup_domain_gpus = 0;
    QCOMPARE(scaleup_gpus(trays.gpu.spec), 4);
    // The per-token share grows by the link ratio, 900 / 50 GB/s; the fixed latency stays.
    const double rack_per_token = on_rack - Roofline(rack).step(decode(8)).alltoall_s;
    const double trays_per_token =
        Roofline(trays).step(decode(256)).alltoall_s - Roofline(trays).step(decode(8)).alltoall_s;
    QVERIFY(qAbs(trays_per_token / rack_per_token - 18.0) < 1e-9);
}

// Sliced experts make every GPU run every touched expert; whole experts spread over 8 GPUs cut
// the per-expert cost and the weight reads of a step.
void TestParallelism::expertParallelRunsFewerExpertsPerGpu()
{
    const StepTime sliced = Roofline(deepseek("8", "1")).step(decode(64));
    const StepTime spread = Roofline(deepseek("8", "8")).step(decode(64));
    QVERIFY(spread.overhead_s < sliced.overhead_s / 3);
    QVERIFY(spread.total_s < sliced.total_s);
    // The busiest GPU runs more than the mean share: the binomial spread, never below it.
    QVERIFY(spread.overhead_s > sliced.overhead_s / 8);
}

// Memory: the experts over the EP group, the rest over the TP group of each attention group.
void TestParallelism::expertsSpreadOverTheGroup()
{
    const Scenario tp8 = deepseek("8", "8");
    const Scenario dp8 = deepseek("1", "8");
    const double a = plan_memory(tp8).weights_bytes_per_gpu;
    const double b = plan_memory(dp8).weights_bytes_per_gpu;
    const ModelSpec& m = tp8.model.spec;
    const double experts = double(m.moe_layers) * m.experts * m.expert_params;
    const double rest = m.params_total - experts;
    QVERIFY(qAbs(a - (rest / 8 + experts / 8)) / a < 1e-9);
    QVERIFY(qAbs(b - (rest + experts / 8)) / b < 1e-9);
    QCOMPARE(replica_gpus(dp8), 8);
    QCOMPARE(Parallelism::of(dp8.deploy).attention_groups(), 8);
}

void TestParallelism::layoutsThatDoNotDivideAreRefused()
{
    struct Case { Scenario s; const char* field; const char* says; };
    const Case cases[] = {
        {test::scenario_with({{"deploy.pp", "3"}}), "deploy.pp", "80 layers"},
        {test::scenario_with({{"deploy.ep", "2"}}), "deploy.ep", "no routed experts"},
        {deepseek("8", "3"), "deploy.ep", "256 routed experts"},
        {deepseek("8", "4"), "deploy.ep", "multiple of deploy.tp (8)"},
    };
    for (const Case& c : cases) {
        const Status status = check_feasible(c.s);
        QVERIFY(!status);
        QCOMPARE(QString::fromStdString(status.error().field), QString::fromLatin1(c.field));
        QVERIFY2(status.error().message().find(c.says) != std::string::npos, status.error().message().c_str());
        QVERIFY(!evaluate(c.s));
    }
}

void TestParallelism::sizingCountsEveryGpuOfAReplica()
{
    const Expected<Result> r = evaluate(test::scenario_with({{"deploy.tp", "2"}, {"deploy.pp", "2"}}));
    QVERIFY(r);
    QCOMPARE(r->sizing.gpus, r->sizing.replicas * 4);
    const Expected<Result> moe = evaluate(deepseek("1", "8"));
    QVERIFY(moe);
    QCOMPARE(moe->sizing.gpus, moe->sizing.replicas * 8);
}

// Schema 3 added the layout; a schema-2 file names neither input and opens unpipelined,
// experts sliced. The new inputs round-trip.
void TestParallelism::olderFilesOpenWithOneStage()
{
    const Expected<Scenario> old =
        scenario_from_json(R"({"schema_version": 2, "name": "old", "inputs": {"deploy.tp": 4}})", "old.json");
    QVERIFY(old);
    QCOMPARE(old->deploy.tp, 4);
    QCOMPARE(old->deploy.pp, 1);
    QCOMPARE(old->deploy.ep, 1);
    const Scenario s = deepseek("8", "8");
    const Expected<Scenario> back = scenario_from_json(scenario_to_json(s), "s.json");
    QVERIFY(back);
    QCOMPARE(back->deploy.ep, 8);
    QVERIFY(*back == s);
}

QTEST_GUILESS_MAIN(TestParallelism)
#include "tst_parallelism.moc"
