#pragma once

#include "export/deck_writer.h"
#include "analysis/evaluator.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QVector>

#include <vector>

namespace capstan::ui {

class ChartFrame;

struct DeckOptions final {
    QString title;      // empty: the scenario's name (or the names, compared)
    QString subtitle;   // empty: the plan in one line (GPUs, model, bill)
    QDateTime date = QDateTime::currentDateTime();
};

// The workbench's charts and the evaluation they show: what the deck puts on its first slides.
struct LiveCharts final {
    QVector<ChartFrame*> charts;
    EvaluationPtr evaluation;
};

// Renders the deck for 1-4 scenarios: a title slide, each chart of each scenario in the slide
// theme (a chart with its own story, the fleet month, once), and the comparison table.
// live, when given, is the workbench showing scenarios.front(): its charts go onto the slides
// as they are on screen and its evaluation (refined by the simulator, if it was) is the one
// the captions and the subtitle quote. Other scenarios draw on hidden copies of the charts.
// The deck never evaluates: it reads the evaluations its charts show.
class DeckBuilder final {
    Q_DECLARE_TR_FUNCTIONS(DeckBuilder)

public:
    static Expected<Deck> build(const std::vector<Scenario>& scenarios, const DeckOptions& options,
                                const LiveCharts& live = {});
};

Status writeDeckFile(const Deck& deck, const QString& path);

} // namespace capstan::ui
