#include "export/deck_builder.h"

#include "export/chart_captions.h"
#include "export/chart_export.h"
#include "export/chart_set.h"
#include "charts/chart_frame.h"

#include <QBuffer>
#include <QImageWriter>
#include <QLocale>
#include <QSaveFile>

namespace capstan::ui {

namespace {

QString scenario_name(const Scenario& scenario)
{
    return QString::fromStdString(scenario.name);
}

Expected<ChartSlide> slide_of(ChartFrame& chart, const Evaluation& evaluation, bool name_scenario)
{
    ChartSlide slide;
    slide.title = chart.title();
    if (name_scenario && chart.followsScenario())
        slide.title += QStringLiteral(" — ") + scenario_name(evaluation.scenario);
    slide.story = !chart.followsScenario();
    slide.footer = slide.story ? DeckBuilder::tr("A rented pool preset, independent of the scenario")
                               : scenario_name(evaluation.scenario);
    chart.waitForRefinement();
    if (chart.showingMessage()) {
        slide.caption = chart.message();   // an infeasible scenario: the slide says why
        return slide;
    }
    slide.caption = ChartCaptions::caption(chart, evaluation);
    ExportOptions options;
    options.pixels = deckChartPixels();
    options.dpi = kDeckChartDpi;
    options.slideTheme = true;
    Expected<QImage> image = renderChartImage(chart, options);
    if (!image)
        return image.error();
    QBuffer buffer(&slide.png);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (!writer.write(*image))
        return Error{chartName(chart).toStdString(), "", "", writer.errorString().toStdString()};
    slide.pixels = image->size();
    return slide;
}

QString subtitle_of(const Evaluation& evaluation)
{
    const Scenario& scenario = evaluation.scenario;
    if (!evaluation.result)
        return QString::fromStdString(evaluation.result.error().message());
    const Result& result = *evaluation.result;
    return DeckBuilder::tr("%1 × %2 for %3 at %4-bit weights: %5 a month owned")
        .arg(result.sizing.gpus)
        .arg(QString::fromStdString(scenario.gpu.spec.name), QString::fromStdString(scenario.model.spec.name))
        .arg(scenario.model.weight_bits)
        .arg(QLocale().toCurrencyString(result.money.monthly_own_usd, QStringLiteral("$"), 0));
}

} // namespace

Expected<Deck> DeckBuilder::build(const std::vector<Scenario>& scenarios, const DeckOptions& options,
                                  const LiveCharts& live)
{
    Expected<ComparisonTable> table = compareScenarios(scenarios);
    if (!table)
        return table.error();
    Deck deck;
    deck.date = options.date;
    deck.comparison = std::move(*table);
    deck.title = options.title.isEmpty() ? deck.comparison.scenarios.join(QStringLiteral(" vs ")) : options.title;

    const bool several = scenarios.size() > 1;
    std::unique_ptr<ChartSet> hidden;
    bool story_shown = false;   // a chart that does not follow the scenario goes in once
    for (std::size_t k = 0; k < scenarios.size(); ++k) {
        const bool on_screen = k == 0 && !live.charts.isEmpty() && live.evaluation;
        QVector<ChartFrame*> charts = live.charts;
        EvaluationPtr evaluation = live.evaluation;
        if (!on_screen) {
            if (!hidden)
                hidden = std::make_unique<ChartSet>();
            hidden->show(scenarios[k]);
            charts = hidden->charts();
            evaluation = hidden->evaluation();
        }
        if (k == 0) {
            deck.subtitle = options.subtitle.isEmpty() ? subtitle_of(*evaluation) : options.subtitle;
            if (several && options.subtitle.isEmpty())
                deck.subtitle = tr("Baseline %1: %2").arg(deck.comparison.scenarios.front(), deck.subtitle);
        }
        for (ChartFrame* chart : charts) {
            if (!chart->followsScenario() && story_shown)
                continue;
            story_shown = story_shown || !chart->followsScenario();
            Expected<ChartSlide> slide = slide_of(*chart, *evaluation, several);
            if (!slide)
                return slide.error();
            deck.charts.append(std::move(*slide));
        }
    }
    // The story chart reads best after the scenario's own charts.
    std::stable_partition(deck.charts.begin(), deck.charts.end(),
                          [](const ChartSlide& slide) { return !slide.story; });
    return deck;
}

Status writeDeckFile(const Deck& deck, const QString& path)
{
    const Expected<QByteArray> package = writePptx(deck);
    if (!package)
        return package.error();
    const QByteArray& bytes = *package;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return Error{path.toStdString(), "", "a writable path", file.errorString().toStdString()};
    return Ok{};
}

} // namespace capstan::ui
