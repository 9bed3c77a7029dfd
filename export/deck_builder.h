#pragma once

#include "export/deck_writer.h"

#include "core/expected.h"
#include "core/scenario.h"

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

// Renders the deck for 1-4 scenarios: a title slide, each chart of each scenario in the slide
// theme (a chart with its own story, the fleet month, once), and the comparison table.
// liveCharts, when given, are the workbench's charts showing scenarios.front(): they go onto
// the slides as the user set them up (overlays, pool story); other scenarios draw on hidden
// copies of the charts.
class DeckBuilder final {
    Q_DECLARE_TR_FUNCTIONS(DeckBuilder)

public:
    static Expected<Deck> build(const std::vector<Scenario>& scenarios, const DeckOptions& options,
                                const QVector<ChartFrame*>& liveCharts = {});
};

Status writeDeckFile(const Deck& deck, const QString& path);

} // namespace capstan::ui
