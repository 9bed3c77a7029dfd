#include "main_window.h"

#include "analysis/flex_analysis.h"
#include "analysis/layouts_analysis.h"
#include "analysis/latency_analysis.h"
#include "analysis/plan_analysis.h"
#include "analysis/pool_month_analysis.h"
#include "analysis/procurement_analysis.h"
#include "analysis/sensitivity_analysis.h"
#include "charts/bill_chart.h"
#include "charts/demand_chart.h"
#include "charts/fleet_chart.h"
#include "charts/knee_chart.h"
#include "charts/layouts_chart.h"
#include "charts/latency_chart.h"
#include "charts/memory_chart.h"
#include "charts/plan_chart.h"
#include "charts/procurement_chart.h"
#include "charts/tornado_chart.h"
#include "ui/deck_dialog.h"
#include "calibration_menu.h"
#include "compare/compare_window.h"
#include "ui/export_dialog.h"
#include "charts/job_progress.h"
#include "library/library_panel.h"
#include "library/library_session.h"
#include "parameter_panel.h"
#include "preferences.h"
#include "catalog_editor.h"
#include "preset_menu.h"
#include "results_model.h"
#include "ui/layouts_view.h"
#include "analysis/scenario_document.h"

#include "core/scenario_codec.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QScreen>
#include <QTableView>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>

namespace capstan::ui {

MainWindow::MainWindow(Scenario scenario, QWidget* parent, const QString& libraryPath)
    : QMainWindow(parent), document_(new ScenarioDocument(std::move(scenario), this)),
      evaluator_(new Evaluator(document_, this)), flex_(new FlexAnalysis(this)),
      sensitivity_(new SensitivityAnalysis(this)), latency_(new LatencyAnalysis(this)),
      plan_(new PlanAnalysis(this)), pool_(new PoolMonthAnalysis(this)),
      procurement_(new ProcurementAnalysis(this)), layouts_(new LayoutsAnalysis(this)), results_(new ResultsModel(this)),
      resultsView_(new QTableView(this)), tabs_(new QTabWidget(this)), knee_(new KneeChart(this)),
      layoutsView_(new LayoutsView(layouts_, this)), resultsDock_(new QDockWidget(this)),
      library_(new LibrarySession(document_, libraryPath, this)), libraryPanel_(new LibraryPanel(library_, this)),
      libraryDock_(new QDockWidget(this)), mode_(new QLabel(this))
{
    setObjectName(QStringLiteral("capstanMainWindow"));
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks | QMainWindow::AllowNestedDocks);

    // Charts.
    auto* capacity = new QWidget(this);
    auto* grid = new QGridLayout(capacity);
    auto* memory = new MemoryChart(this);
    auto* bill = new BillChart(this);
    bill->setFlexAnalysis(flex_);
    auto* latency = new LatencyChart(this);
    latency->setLatencyAnalysis(latency_);
    grid->addWidget(knee_, 0, 0);
    grid->addWidget(memory, 0, 1);
    grid->addWidget(latency, 1, 0);
    grid->addWidget(bill, 1, 1);
    grid->setColumnStretch(0, 3);
    grid->setColumnStretch(1, 2);
    charts_ = {knee_, memory, latency, bill};

    auto* fleet = new QWidget(this);
    auto* fleetGrid = new QGridLayout(fleet);
    auto* tornado = new TornadoChart(this);
    tornado->setSensitivityAnalysis(sensitivity_);
    auto* pool = new FleetChart(this);
    pool->setPoolMonthAnalysis(pool_);
    auto* demand = new DemandChart(this);
    demand->setFlexAnalysis(flex_);
    fleetGrid->addWidget(demand, 0, 0, 1, 2);
    fleetGrid->addWidget(tornado, 1, 0);
    fleetGrid->addWidget(pool, 1, 1);
    fleetGrid->setColumnStretch(0, 1);   // the rented pool's controls and badges need half the width
    fleetGrid->setColumnStretch(1, 1);
    // The demand strip reads at its minimum height; the rented pool below needs room for its
    // controls, three title lines and the bars.
    fleetGrid->setRowStretch(0, 1);
    fleetGrid->setRowStretch(1, 2);
    charts_.append(demand);
    charts_.append(tornado);
    charts_.append(pool);
    auto* planPage = new QWidget(this);
    auto* planLayout = new QGridLayout(planPage);
    auto* plan = new PlanChart(this);
    plan->setPlanAnalysis(plan_);
    planLayout->addWidget(plan, 0, 0);
    charts_.append(plan);
    auto* procurementPage = new QWidget(this);
    auto* procurementLayout = new QGridLayout(procurementPage);
    auto* procurement = new ProcurementChart(this);
    procurement->setProcurementAnalysis(procurement_);
    procurementLayout->addWidget(procurement, 0, 0);
    charts_.append(procurement);
    tabs_->addTab(capacity, QString());
    tabs_->addTab(fleet, QString());
    tabs_->addTab(planPage, QString());
    tabs_->addTab(procurementPage, QString());
    // The layout search costs a few seconds of simulation: it runs while its tab is on screen.
    charts_.append(layoutsView_->chart());
    tabs_->addTab(layoutsView_, QString());
    layouts_->setActive(false);
    connect(tabs_, &QTabWidget::currentChanged, this,
            [this] { layouts_->setActive(tabs_->currentWidget() == layoutsView_); });
    connect(layoutsView_, &LayoutsView::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message, 8000); });
    setCentralWidget(tabs_);
    // A chart's controls are scenario inputs: each move is a document change (undo, save).
    for (ChartFrame* chart : std::as_const(charts_))
        connect(chart, &ChartFrame::controlEdited, this, [this](const QString& path, const QString& value) {
            const QString error = document_->setInput(path, value);
            if (!error.isEmpty())
                statusBar()->showMessage(error, 8000);
            else
                evaluator_->flush();   // a view change keeps the answer: no need to wait a turn
        });

    // Parameter panels, one dock per group, tabified in two stacks.
    for (const QString& group : parameterGroups()) {
        auto* panel = new ParameterPanel(group, document_, this);
        auto* scroll = new QScrollArea(this);
        scroll->setWidget(panel);
        scroll->setWidgetResizable(true);
        auto* dock = new QDockWidget(this);
        dock->setObjectName(group + QStringLiteral("Dock"));
        dock->setWidget(scroll);
        dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                          QDockWidget::DockWidgetClosable);
        addDockWidget(Qt::LeftDockWidgetArea, dock);
        panels_.append(panel);
        panelDocks_.append(dock);
        connect(panel, &ParameterPanel::inputRejected, this,
                [this](const QString& message) { statusBar()->showMessage(message, 8000); });
    }
    tabifyDockWidget(panelDocks_[0], panelDocks_[4]);   // workload | SLO
    tabifyDockWidget(panelDocks_[0], panelDocks_[5]);   // workload | SLO | money
    tabifyDockWidget(panelDocks_[1], panelDocks_[2]);   // model | hardware
    tabifyDockWidget(panelDocks_[1], panelDocks_[3]);   // model | hardware | deployment
    panelDocks_[0]->raise();
    panelDocks_[1]->raise();

    // Results.
    resultsView_->setObjectName(QStringLiteral("resultsView"));
    resultsView_->setModel(results_);
    resultsView_->verticalHeader()->hide();
    resultsView_->horizontalHeader()->setStretchLastSection(true);
    resultsView_->setWordWrap(true);
    resultsView_->setAlternatingRowColors(true);
    resultsDock_->setObjectName(QStringLiteral("resultsDock"));
    resultsDock_->setWidget(resultsView_);
    resultsView_->setMinimumWidth(400);
    addDockWidget(Qt::RightDockWidgetArea, resultsDock_);

    // The scenario library, below the results.
    libraryDock_->setObjectName(QStringLiteral("libraryDock"));
    libraryDock_->setWidget(libraryPanel_);
    addDockWidget(Qt::RightDockWidgetArea, libraryDock_);
    splitDockWidget(resultsDock_, libraryDock_, Qt::Vertical);
    connect(library_, &LibrarySession::stateChanged, this, &MainWindow::updateTitle);
    connect(libraryPanel_, &LibraryPanel::compareRequested, this,
            [this](const std::vector<Scenario>& scenarios) { showCompareWindow(this, scenarios); });
    connect(library_, &LibrarySession::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message, 5000); });

    statusBar()->addPermanentWidget(mode_);
    refineProgress_ = new JobProgress(evaluator_->refinement(), this);
    statusBar()->addPermanentWidget(refineProgress_);
    buildMenus();
    connect(evaluator_, &Evaluator::evaluated, this, &MainWindow::showEvaluation);
    connect(evaluator_, &Evaluator::modeChanged, mode_, &QLabel::setText);
    retranslate();
    showEvaluation(evaluator_->current());
    // 1860 x 1040 where the screen has room; a laptop's 1366 x 768 gets its whole screen. A
    // screen below the smallest laptop's (a headless 800 x 600) keeps the full size, for
    // screenshots.
    const QRect available = screen() ? screen()->availableGeometry() : QRect();
    const bool laptop = available.width() >= kSmallestScreen.width() && available.height() >= kSmallestScreen.height();
    resize(laptop ? std::min(1860, available.width()) : 1860, laptop ? std::min(1040, available.height()) : 1040);
    if (laptop && available.width() < kCompactWidth) {
        useCompactLayout();
        return;
    }
    // The dock layout has its sizes only once laid out; then the results keep most of the height.
    layout()->activate();
    resizeDocks({resultsDock_, libraryDock_}, {620, 380}, Qt::Vertical);
    // The parameter rows need ~505 px with their units; the results panel shows its reasons in 480.
    resizeDocks({panelDocks_[0], resultsDock_}, {505, 480}, Qt::Horizontal);
}

void MainWindow::useCompactLayout()
{
    // A laptop screen (1366 x 768) cannot hold inputs, charts and results side by side at a
    // readable size: the results and the library become tabs beside the input panels on the
    // left, and the charts take the rest of the width.
    resultsView_->setMinimumWidth(0);
    addDockWidget(Qt::LeftDockWidgetArea, resultsDock_);
    addDockWidget(Qt::LeftDockWidgetArea, libraryDock_);
    tabifyDockWidget(panelDocks_[1], resultsDock_);
    tabifyDockWidget(panelDocks_[0], libraryDock_);
    panelDocks_[0]->raise();
    panelDocks_[1]->raise();
    layout()->activate();
    // As wide as the widest panel needs (no horizontal scroll bar, no unit cut off), within
    // 40% of the window so the charts keep the rest.
    int needed = 0;
    for (const ParameterPanel* panel : std::as_const(panels_))
        needed = std::max(needed, panel->minimumSizeHint().width());
    needed += style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 4 * style()->pixelMetric(QStyle::PM_DefaultFrameWidth) + 8;
    resizeDocks({panelDocks_[0]}, {std::min(needed, width() * 2 / 5)}, Qt::Horizontal);
}

ParameterPanel* MainWindow::panel(const QString& group) const
{
    for (ParameterPanel* panel : panels_)
        if (panel->objectName() == group)
            return panel;
    return nullptr;
}

QString MainWindow::resultsText() const
{
    QString text;
    for (int row = 0; row < results_->rowCount(); ++row) {
        for (int column = 0; column < ResultsModel::ColumnCount; ++column)
            text += results_->index(row, column).data().toString() + QLatin1Char('\t');
        text += QLatin1Char('\n');
    }
    return text;
}

void MainWindow::showEvaluation(const EvaluationPtr& evaluation)
{
    results_->setEvaluation(evaluation);
    // Figure and value as wide as they read; the source a short tag; the reason takes the rest.
    resultsView_->resizeColumnToContents(ResultsModel::Figure);
    resultsView_->setColumnWidth(ResultsModel::Figure, std::min(resultsView_->columnWidth(ResultsModel::Figure), 130));
    resultsView_->resizeColumnToContents(ResultsModel::Value);
    resultsView_->setColumnWidth(ResultsModel::Source, 90);
    // A row takes its reason's height up to three lines; a longer reason ends in "..." and reads
    // whole in its tooltip, so a narrow dock still shows most of the figures at once.
    const int tallest = 3 * resultsView_->fontMetrics().lineSpacing() + 8;
    const QAbstractItemView* view = resultsView_;   // QTableView hides the public sizeHintForRow
    for (int row = 0; row < results_->rowCount(); ++row)
        resultsView_->setRowHeight(row, std::min(view->sizeHintForRow(row), tallest));
    // The shared runs first: the charts take their results of this generation.
    flex_->showEvaluation(evaluation);
    sensitivity_->showEvaluation(evaluation);
    latency_->showEvaluation(evaluation);
    plan_->showEvaluation(evaluation);
    procurement_->showEvaluation(evaluation);
    layouts_->showEvaluation(evaluation);
    for (ChartFrame* chart : charts_)
        chart->showEvaluation(evaluation);
    updateTitle();
}

void MainWindow::updateTitle()
{
    QString name = library_->currentName();
    if (name.isEmpty())
        name = QString::fromStdString(document_->scenario().name);
    // "[*]" is where Qt draws the modified mark; a literal one in a name is written twice.
    name.replace(QStringLiteral("[*]"), QStringLiteral("[*][*]"));
    setWindowTitle(tr("Capstan — %1").arg(name) + QStringLiteral("[*]"));
    setWindowModified(library_->isModified());
}

void MainWindow::buildMenus()
{
    fileMenu_ = menuBar()->addMenu(QString());
    openAction_ = fileMenu_->addAction(QString(), this, &MainWindow::openScenario);
    openAction_->setShortcut(QKeySequence::Open);
    saveAction_ = fileMenu_->addAction(QString(), this, &MainWindow::saveScenario);
    saveAction_->setShortcut(QKeySequence::SaveAs);
    saveToLibraryAction_ = fileMenu_->addAction(QString(), library_, [this] { library_->save(); });
    saveToLibraryAction_->setShortcut(QKeySequence::Save);
    saveToLibraryAsAction_ = fileMenu_->addAction(QString(), library_, [this] { library_->saveAs(); });
    compareAction_ = fileMenu_->addAction(QString(), this, &MainWindow::compareWithFiles);
    fileMenu_->addSeparator();
    exportAction_ = fileMenu_->addAction(QString(), this, [this] { showExportDialog(this, charts_); });
    exportAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    deckAction_ = fileMenu_->addAction(QString(), this, [this] {
        evaluator_->flush();   // the deck is the evaluation on screen
        showDeckDialog(this, {charts_, evaluator_->current()});
    });
    deckAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    fileMenu_->addSeparator();
    quitAction_ = fileMenu_->addAction(QString(), this, &QWidget::close);
    quitAction_->setShortcut(QKeySequence::Quit);

    editMenu_ = menuBar()->addMenu(QString());
    undoAction_ = document_->undoStack()->createUndoAction(this);
    undoAction_->setShortcut(QKeySequence::Undo);
    redoAction_ = document_->undoStack()->createRedoAction(this);
    redoAction_->setShortcut(QKeySequence::Redo);
    editMenu_->addAction(undoAction_);
    editMenu_->addAction(redoAction_);
    editMenu_->addSeparator();
    catalogEditorAction_ = editMenu_->addAction(QString(), this, [this] {
        auto* editor = new CatalogEditor(document_, librarySession()->library(), this);
        editor->setAttribute(Qt::WA_DeleteOnClose);
        editor->show();
    });
    preferencesAction_ = editMenu_->addAction(QString(), this, &MainWindow::showPreferences);
    preferencesAction_->setShortcut(QKeySequence::Preferences);

    presetMenu_ = menuBar()->addMenu(QString());
    buildPresetMenu(presetMenu_);

    calibrationMenu_ = menuBar()->addMenu(QString());
    calibrationMenu_->setObjectName(QStringLiteral("calibrationMenu"));
    connect(calibrationMenu_, &QMenu::aboutToShow, this,
            [this] { fillCalibrationMenu(calibrationMenu_, document_, library_->path()); });

    viewMenu_ = menuBar()->addMenu(QString());
    for (QDockWidget* dock : panelDocks_)
        viewMenu_->addAction(dock->toggleViewAction());
    viewMenu_->addAction(resultsDock_->toggleViewAction());
    viewMenu_->addAction(libraryDock_->toggleViewAction());

    helpMenu_ = menuBar()->addMenu(QString());
    aboutAction_ = helpMenu_->addAction(QString(), this, [this] {
        QMessageBox::about(this, tr("About Capstan"),
                           tr("Capstan %1\nLLM inference capacity planning.\nGPL-3.0-or-later.")
                               .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::buildPresetMenu(QMenu* menu)
{
    connect(menu, &QMenu::aboutToShow, this, [this, menu] { fillPresetMenu(menu, document_); });
}

void MainWindow::retranslate()
{
    tabs_->setTabText(0, tr("Capacity"));
    tabs_->setTabText(1, tr("Fleet and sensitivity"));
    tabs_->setTabText(2, tr("Plan over months"));
    tabs_->setTabText(3, tr("Procurement"));
    tabs_->setTabText(4, tr("Layouts"));
    layoutsView_->retranslate();
    for (qsizetype i = 0; i < panels_.size(); ++i) {
        panelDocks_[i]->setWindowTitle(groupTitle(panels_[i]->objectName()));
        panels_[i]->retranslate();
    }
    resultsDock_->setWindowTitle(tr("Results"));
    libraryDock_->setWindowTitle(tr("Library"));
    results_->retranslate();
    for (ChartFrame* chart : charts_)
        chart->retranslate();
    fileMenu_->setTitle(tr("&File"));
    openAction_->setText(tr("&Open scenario…"));
    compareAction_->setText(tr("&Compare with scenario files…"));
    saveAction_->setText(tr("&Save scenario as…"));
    saveToLibraryAction_->setText(tr("Save to &library"));
    saveToLibraryAsAction_->setText(tr("Save to library &as…"));
    exportAction_->setText(tr("&Export chart…"));
    deckAction_->setText(tr("Export &deck…"));
    quitAction_->setText(tr("&Quit"));
    editMenu_->setTitle(tr("&Edit"));
    undoAction_->setText(tr("&Undo"));
    redoAction_->setText(tr("&Redo"));
    preferencesAction_->setText(tr("&Preferences…"));
    catalogEditorAction_->setText(tr("GPU and &model of your own…"));
    presetMenu_->setTitle(tr("&Presets"));
    calibrationMenu_->setTitle(tr("&Calibration"));
    viewMenu_->setTitle(tr("&View"));
    helpMenu_->setTitle(tr("&Help"));
    aboutAction_->setText(tr("&About Capstan"));
    mode_->setText(evaluator_->modeText());
    refineProgress_->setLabel(tr("Simulating percentiles: %p%"));
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    // After every chart has re-coloured itself (ChartFrame), a redraw of the evaluation shown
    // recomputes the colours chosen while drawing (labels readable on the new background).
    if (event->type() == QEvent::PaletteChange)
        QTimer::singleShot(0, this, [this] {
            for (ChartFrame* chart : charts_)
                chart->showEvaluation(evaluator_->current());
        });
    QMainWindow::changeEvent(event);
}

Expected<Scenario> MainWindow::readScenarioFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{path.toStdString(), {}, {}, file.errorString().toStdString()};
    const QByteArray text = file.readAll();
    return scenario_from_json(std::string_view(text.constData(), std::size_t(text.size())), path.toStdString());
}

void MainWindow::openScenario()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open scenario"), QString(), tr("Scenarios (*.json)"));
    if (path.isEmpty())
        return;
    const Expected<Scenario> scenario = readScenarioFile(path);
    if (!scenario) {
        QMessageBox::warning(this, tr("Open scenario"), QString::fromStdString(scenario.error().message()));
        return;
    }
    document_->replace(*scenario, tr("Open %1").arg(path));
}

void MainWindow::compareWithFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Compare the scenario on screen with…"), QString(),
                                                            tr("Scenarios (*.json)"));
    if (paths.isEmpty())
        return;
    std::vector<Scenario> scenarios{document_->scenario()};
    for (const QString& path : paths) {
        const Expected<Scenario> scenario = readScenarioFile(path);
        if (!scenario) {
            QMessageBox::warning(this, tr("Compare scenarios"), QString::fromStdString(scenario.error().message()));
            return;
        }
        scenarios.push_back(*scenario);
    }
    showCompareWindow(this, scenarios);
}

void MainWindow::saveScenario()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save scenario"), QString(), tr("Scenarios (*.json)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(QByteArray::fromStdString(scenario_to_json(document_->scenario()))) < 0) {
        QMessageBox::warning(this, tr("Save scenario"), tr("Cannot write %1: %2").arg(path, file.errorString()));
        return;
    }
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(this);
    dialog.exec();
}

} // namespace capstan::ui
