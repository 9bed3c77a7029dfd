#pragma once

#include "analysis/evaluator.h"

#include <QMainWindow>
#include <QSize>
#include <QVector>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QTableView;
class QTabWidget;

namespace capstan::ui {

class ChartFrame;
class FlexAnalysis;
class SensitivityAnalysis;
class LatencyAnalysis;
class PlanAnalysis;
class PoolMonthAnalysis;
class ProcurementAnalysis;
class LayoutsAnalysis;
class LayoutsView;
class JobProgress;
class KneeChart;
class LibraryPanel;
class LibrarySession;
class ParameterPanel;
class ResultsModel;
class ScenarioDocument;

// The workbench: parameter panels on the left, charts in the middle, results on the right.
// It composes views of one ScenarioDocument and one Evaluator; it holds no model logic.
class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    // `libraryPath` empty: the scenario library at its default location.
    explicit MainWindow(Scenario scenario, QWidget* parent = nullptr, const QString& libraryPath = {});

    [[nodiscard]] ScenarioDocument* document() const { return document_; }
    [[nodiscard]] Evaluator* evaluator() const { return evaluator_; }
    [[nodiscard]] FlexAnalysis* flexAnalysis() const { return flex_; }
    [[nodiscard]] SensitivityAnalysis* sensitivityAnalysis() const { return sensitivity_; }
    [[nodiscard]] LatencyAnalysis* latencyAnalysis() const { return latency_; }
    [[nodiscard]] PlanAnalysis* planAnalysis() const { return plan_; }
    [[nodiscard]] PoolMonthAnalysis* poolMonthAnalysis() const { return pool_; }
    [[nodiscard]] ProcurementAnalysis* procurementAnalysis() const { return procurement_; }
    [[nodiscard]] LayoutsAnalysis* layoutsAnalysis() const { return layouts_; }
    [[nodiscard]] LayoutsView* layoutsView() const { return layoutsView_; }
    [[nodiscard]] QTabWidget* tabs() const { return tabs_; }
    [[nodiscard]] ResultsModel* results() const { return results_; }
    [[nodiscard]] ParameterPanel* panel(const QString& group) const;
    [[nodiscard]] KneeChart* kneeChart() const { return knee_; }
    [[nodiscard]] const QVector<ChartFrame*>& charts() const { return charts_; }
    [[nodiscard]] QString resultsText() const;
    [[nodiscard]] LibrarySession* librarySession() const { return library_; }
    [[nodiscard]] LibraryPanel* libraryPanel() const { return libraryPanel_; }
    [[nodiscard]] QAction* saveToLibraryAction() const { return saveToLibraryAction_; }
    [[nodiscard]] QAction* saveToLibraryAsAction() const { return saveToLibraryAsAction_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    // Below this screen width the results and the library dock beside the inputs.
    static constexpr int kCompactWidth = 1600;
    static constexpr QSize kSmallestScreen{1280, 700};
    void useCompactLayout();
    void buildMenus();
    void buildPresetMenu(QMenu* menu);
    void showEvaluation(const EvaluationPtr& evaluation);
    void retranslate();
    static Expected<Scenario> readScenarioFile(const QString& path);
    void openScenario();
    // The scenario on screen against 1-3 scenario files, in a compare window.
    void compareWithFiles();
    void saveScenario();
    void showPreferences();
    void updateTitle();

    ScenarioDocument* document_;
    Evaluator* evaluator_;
    FlexAnalysis* flex_;
    SensitivityAnalysis* sensitivity_;
    LatencyAnalysis* latency_;
    PlanAnalysis* plan_;
    PoolMonthAnalysis* pool_;
    ProcurementAnalysis* procurement_;
    LayoutsAnalysis* layouts_;
    ResultsModel* results_;
    QTableView* resultsView_;
    QTabWidget* tabs_;
    KneeChart* knee_;
    LayoutsView* layoutsView_;
    QVector<ChartFrame*> charts_;
    QVector<ParameterPanel*> panels_;
    QVector<QDockWidget*> panelDocks_;
    QDockWidget* resultsDock_;
    LibrarySession* library_;
    LibraryPanel* libraryPanel_;
    QDockWidget* libraryDock_;
    QLabel* mode_;
    JobProgress* refineProgress_ = nullptr;
    QMenu* fileMenu_ = nullptr;
    QMenu* editMenu_ = nullptr;
    QMenu* presetMenu_ = nullptr;
    QMenu* calibrationMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* helpMenu_ = nullptr;
    QAction* openAction_ = nullptr;
    QAction* saveAction_ = nullptr;
    QAction* compareAction_ = nullptr;
    QAction* saveToLibraryAction_ = nullptr;
    QAction* saveToLibraryAsAction_ = nullptr;
    QAction* exportAction_ = nullptr;
    QAction* deckAction_ = nullptr;
    QAction* quitAction_ = nullptr;
    QAction* undoAction_ = nullptr;
    QAction* redoAction_ = nullptr;
    QAction* preferencesAction_ = nullptr;
    QAction* catalogEditorAction_ = nullptr;
    QAction* aboutAction_ = nullptr;
};

} // namespace capstan::ui
