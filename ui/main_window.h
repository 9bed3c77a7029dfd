#pragma once

#include "core/scenario.h"

#include <QMainWindow>

class QTextBrowser;

namespace capstan::ui {

// The workbench window: shows the evaluated scenario. The parameter panels and live charts
// arrive with the workbench; this window already draws only what the core computed.
class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(Scenario scenario, QWidget* parent = nullptr);

    [[nodiscard]] const Scenario& scenario() const { return scenario_; }
    [[nodiscard]] QString resultsText() const;

private:
    void refresh();

    Scenario scenario_;
    QTextBrowser* results_ = nullptr;
};

} // namespace capstan::ui
