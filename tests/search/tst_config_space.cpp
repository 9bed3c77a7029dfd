// The configuration search's candidate space: the default space, a --gpus list and
// its refusals, the enumeration and a layout applied to a scenario.
#include "tests/search/search_support.h"

#include "core/search/config_space.h"

#include <QTest>

using namespace capstan;

class TestConfigSpace final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void defaultSpaceIsEveryAccelerator();
    void enumerationCoversTheSpaceOnce();
    void gpuList();
    void badGpuList_data();
    void badGpuList();
    void layoutApplied();
};

void TestConfigSpace::defaultSpaceIsEveryAccelerator()
{
    const search::ConfigSpace space = search::default_space();
    QVERIFY(space.gpus.size() >= 6);
    for (const GpuSpec& gpu : space.gpus)
        QVERIFY2(!gpu.is_cpu, gpu.id.c_str());
    // 3 weight precisions x 2 KV precisions x 4 TP x 5 batch caps x (PP 1, PP 2, and PP 1
    // disaggregated at two prefill loads) per GPU.
    QCOMPARE(space.size(), space.gpus.size() * 480);
    // A MoE model also spreads its experts whole: EP = TP, or EP 8 with data-parallel attention.
    search::ConfigSpace moe = space;
    moe.expert_parallel = true;
    QCOMPARE(moe.size(), space.gpus.size() * 960);
    QCOMPARE(moe.ep_for(1), (std::vector<int>{1, 8}));
    QCOMPARE(moe.ep_for(4), (std::vector<int>{1, 4}));
}

void TestConfigSpace::enumerationCoversTheSpaceOnce()
{
    const search::ConfigSpace space = test::space_of("h100-sxm,b200");
    const std::vector<search::Layout> layouts = search::enumerate(space);
    // Per GPU: 3 weight x 2 KV precisions x 4 TP x 5 caps x (PP 1, PP 2, PP 1 disaggregated at
    // two prefill loads) = 480.
    QCOMPARE(layouts.size(), std::size_t(960));
    for (std::size_t i = 0; i < layouts.size(); ++i)
        for (std::size_t j = i + 1; j < layouts.size(); ++j)
            QVERIFY(!(layouts[i] == layouts[j]));
    QCOMPARE(layouts.front(), (search::Layout{0, 16, 16, 1, 32, 1, 1}));
    QCOMPARE(layouts.back(), (search::Layout{1, 4, 8, 8, 512, 2, 1}));
    search::ConfigSpace moe = space;
    moe.expert_parallel = true;
    const std::vector<search::Layout> spread = search::enumerate(moe);
    QCOMPARE(spread.size(), moe.size());
    QCOMPARE(spread.back(), (search::Layout{1, 4, 8, 8, 512, 2, 8}));
}

void TestConfigSpace::gpuList()
{
    Expected<std::vector<GpuSpec>> gpus = search::gpus_from_list("h200-sxm, b200,h200-sxm", "--gpus");
    QVERIFY(gpus);
    QCOMPARE(gpus->size(), std::size_t(2));
    QCOMPARE(gpus->at(0).id, std::string("h200-sxm"));
    QCOMPARE(gpus->at(1).id, std::string("b200"));
}

void TestConfigSpace::badGpuList_data()
{
    QTest::addColumn<QString>("list");
    QTest::addColumn<QString>("detail");
    QTest::addRow("unknown id") << "h100-sxm,h900" << "unknown GPU 'h900'";
    QTest::addRow("the CPU server") << "cpu-2s" << "is a CPU server";
    QTest::addRow("empty") << "" << "an empty GPU id";
    QTest::addRow("trailing comma") << "b200," << "an empty GPU id";
}

void TestConfigSpace::badGpuList()
{
    QFETCH(QString, list);
    QFETCH(QString, detail);
    Expected<std::vector<GpuSpec>> gpus = search::gpus_from_list(list.toStdString(), "--gpus");
    QVERIFY(!gpus);
    const std::string message = gpus.error().message();
    QVERIFY2(message.rfind("--gpus", 0) == 0, message.c_str());
    QVERIFY2(message.find(detail.toStdString()) != std::string::npos, message.c_str());
    QVERIFY2(message.find("h100-sxm, h200-sxm, b200") != std::string::npos, message.c_str());
    QVERIFY2(message.substr(message.find("(allowed")).find("cpu-2s") == std::string::npos, message.c_str());
}

void TestConfigSpace::layoutApplied()
{
    Scenario base = test::scenario_of({{"gpu.mem_gb", "40"}, {"deploy.batch", "8"}});
    const search::ConfigSpace space = test::space_of("h200-sxm");
    const Scenario s = search::apply_layout(base, space, {0, 16, 8, 4, 128});
    QCOMPARE(s.gpu.preset, std::string("h200-sxm"));
    QCOMPARE(s.gpu.spec, space.gpus.front());   // the base card's memory override stays behind
    QCOMPARE(s.model.weight_bits, 16);
    QCOMPARE(s.model.kv_bits, 8);
    QCOMPARE(s.deploy.tp, 4);
    QCOMPARE(s.deploy.max_batch, 128);
    QCOMPARE(s.deploy.batch, 0);
    QCOMPARE(s.workload, base.workload);
    QCOMPARE(s.slo, base.slo);
}

QTEST_APPLESS_MAIN(TestConfigSpace)
#include "tst_config_space.moc"
