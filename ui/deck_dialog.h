#pragma once

#include "export/deck_builder.h"

#include <QDialog>
#include <QVector>

#include <vector>

class QLineEdit;
class QListWidget;
class QPushButton;

namespace capstan::ui {

// File ▸ Export deck…: the title and subtitle of the deck and the scenarios its comparison
// table holds: the one on screen first (its charts as set up, overlays and all), then up to
// three scenario files to compare it with, each of which gets its own chart slides.
class DeckDialog final : public QDialog {
    Q_OBJECT
public:
    // live: the workbench's charts and the evaluation they show (its scenario is the deck's first).
    explicit DeckDialog(LiveCharts live, QWidget* parent = nullptr);

    // Adds a scenario to compare with; false when the deck already holds the most.
    bool addScenario(const Scenario& scenario);
    [[nodiscard]] const std::vector<Scenario>& scenarios() const { return scenarios_; }
    [[nodiscard]] QLineEdit* titleEdit() const { return title_; }
    [[nodiscard]] QLineEdit* subtitleEdit() const { return subtitle_; }

    // Builds and writes the deck to `path` (the file dialog's answer).
    Status exportTo(const QString& path);

public Q_SLOTS:
    void accept() override;

private:
    void addScenarioFile();
    void removeSelected();
    void updateButtons();

    LiveCharts live_;
    std::vector<Scenario> scenarios_;
    QLineEdit* title_;
    QLineEdit* subtitle_;
    QListWidget* list_;
    QPushButton* add_;
    QPushButton* remove_;
};

void showDeckDialog(QWidget* parent, const LiveCharts& live);

} // namespace capstan::ui
