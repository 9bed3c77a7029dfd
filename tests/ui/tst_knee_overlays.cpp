// The knee chart's comparison curves, computed in the analysis layer (no widget involved).
#include "analysis/knee_overlays.h"

#include "core/catalog.h"
#include "core/inputs.h"

#include <QTest>

using namespace capstan;
using namespace capstan::ui;

namespace {

Scenario scenario_of(std::initializer_list<std::pair<const char*, const char*>> sets)
{
    Scenario s = default_scenario();
    for (const auto& [path, value] : sets)
        if (Status set = set_input(s, path, value); !set)
            qFatal("fixture: %s", set.error().message().c_str());
    return s;
}

} // namespace

class TestKneeOverlays final : public QObject {
    Q_OBJECT
private slots:
    void noneDrawsNothing();
    void precisionsLeaveOutWhatDoesNotFit();
    void gpusCoverTheCatalog();
};

void TestKneeOverlays::noneDrawsNothing()
{
    QVERIFY(kneeOverlays(default_scenario(), KneeOverlayKind::None).empty());
}

void TestKneeOverlays::precisionsLeaveOutWhatDoesNotFit()
{
    // 70B at 8 bits on one H100 fits (70.6 GB of weights in 77 GB usable); at 16 bits the
    // weights alone (141 GB) overflow the card, so only the 4-bit curve is drawn.
    const Scenario s = scenario_of({{"model.preset", "llama-3.1-70b"}, {"gpu.preset", "h100-sxm"},
                                    {"model.weight_bits", "8"}, {"deploy.tp", "1"}});
    const std::vector<KneeOverlay> overlays = kneeOverlays(s, KneeOverlayKind::Precisions);
    QCOMPARE(overlays.size(), std::size_t(1));
    QCOMPARE(overlays.front().weight_bits, 4);
    Scenario four = s;
    four.model.weight_bits = 4;
    const Expected<Result> expected = evaluate(four);
    QVERIFY(expected.has_value());
    QCOMPARE(overlays.front().curve.size(), expected->curve.size());
    QCOMPARE(overlays.front().curve.back().aggregate_tok_s, expected->curve.back().aggregate_tok_s);
}

void TestKneeOverlays::gpusCoverTheCatalog()
{
    // The default (70B FP8, TP 2): every other accelerator that holds the weights at TP 2.
    const Scenario s = default_scenario();
    const std::vector<KneeOverlay> overlays = kneeOverlays(s, KneeOverlayKind::Gpus);
    int expected = 0;
    for (const GpuSpec& gpu : Catalog::builtin().gpus()) {
        if (gpu.id == s.gpu.preset || gpu.is_cpu)
            continue;
        Scenario variant = s;
        variant.gpu.preset = gpu.id;
        variant.gpu.spec = gpu;
        expected += evaluate(variant).has_value() ? 1 : 0;
    }
    QVERIFY(expected >= 5);
    QCOMPARE(int(overlays.size()), expected);
    for (const KneeOverlay& overlay : overlays) {
        QVERIFY(!overlay.gpu_name.empty());
        QCOMPARE(overlay.weight_bits, 0);
        QVERIFY(!overlay.curve.empty());
    }
}

QTEST_GUILESS_MAIN(TestKneeOverlays)
#include "tst_knee_overlays.moc"
