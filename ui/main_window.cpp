#include "main_window.h"

#include "charts/bill_chart.h"
#include "charts/demand_chart.h"
#include "charts/fleet_chart.h"
#include "charts/knee_chart.h"
#include "charts/latency_chart.h"
#include "charts/memory_chart.h"
#include "charts/tornado_chart.h"
#include "export/deck_dialog.h"
#include "export/export_dialog.h"
#include "parameter_panel.h"
#include "preferences.h"
#include "preset_menu.h"
#include "results_model.h"
#include "scenario_document.h"

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
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>

namespace capstan::ui {

MainWindow::MainWindow(Scenario scenario, QWidget* parent)
    : QMainWindow(parent), document_(new ScenarioDocument(std::move(scenario), this)),
      evaluator_(new Evaluator(document_, this)), results_(new ResultsModel(this)), resultsView_(new QTableView(this)),
      tabs_(new QTabWidget(this)), knee_(new KneeChart(this)), resultsDock_(new QDockWidget(this)),
      mode_(new QLabel(this))
{
    setObjectName(QStringLiteral("capstanMainWindow"));
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks | QMainWindow::AllowNestedDocks);

    // Charts.
    auto* capacity = new QWidget(this);
    auto* grid = new QGridLayout(capacity);
    auto* memory = new MemoryChart(this);
    auto* bill = new BillChart(this);
    auto* latency = new LatencyChart(this);
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
    auto* pool = new FleetChart(this);
    auto* demand = new DemandChart(this);
    fleetGrid->addWidget(demand, 0, 0, 1, 2);
    fleetGrid->addWidget(tornado, 1, 0);
    fleetGrid->addWidget(pool, 1, 1);
    fleetGrid->setColumnStretch(0, 3);
    fleetGrid->setColumnStretch(1, 2);
    charts_.append(demand);
    charts_.append(tornado);
    charts_.append(pool);
    tabs_->addTab(capacity, QString());
    tabs_->addTab(fleet, QString());
    setCentralWidget(tabs_);

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

    statusBar()->addPermanentWidget(mode_);
    buildMenus();
    connect(evaluator_, &Evaluator::evaluated, this, &MainWindow::showEvaluation);
    connect(evaluator_, &Evaluator::modeChanged, mode_, &QLabel::setText);
    retranslate();
    showEvaluation(evaluator_->current());
    resize(1860, 1040);
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
    resultsView_->resizeColumnToContents(ResultsModel::Figure);
    resultsView_->resizeColumnToContents(ResultsModel::Value);
    resultsView_->resizeRowsToContents();
    for (ChartFrame* chart : charts_)
        chart->showEvaluation(evaluation);
    setWindowTitle(tr("Capstan — %1").arg(QString::fromStdString(evaluation->scenario.name)));
}

void MainWindow::buildMenus()
{
    fileMenu_ = menuBar()->addMenu(QString());
    openAction_ = fileMenu_->addAction(QString(), this, &MainWindow::openScenario);
    openAction_->setShortcut(QKeySequence::Open);
    saveAction_ = fileMenu_->addAction(QString(), this, &MainWindow::saveScenario);
    saveAction_->setShortcut(QKeySequence::SaveAs);
    fileMenu_->addSeparator();
    exportAction_ = fileMenu_->addAction(QString(), this, [this] { showExportDialog(this, charts_); });
    exportAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    deckAction_ = fileMenu_->addAction(QString(), this, [this] { showDeckDialog(this, charts_, document_->scenario()); });
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
    preferencesAction_ = editMenu_->addAction(QString(), this, &MainWindow::showPreferences);
    preferencesAction_->setShortcut(QKeySequence::Preferences);

    presetMenu_ = menuBar()->addMenu(QString());
    buildPresetMenu(presetMenu_);

    viewMenu_ = menuBar()->addMenu(QString());
    for (QDockWidget* dock : panelDocks_)
        viewMenu_->addAction(dock->toggleViewAction());
    viewMenu_->addAction(resultsDock_->toggleViewAction());

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
    for (qsizetype i = 0; i < panels_.size(); ++i) {
        panelDocks_[i]->setWindowTitle(groupTitle(panels_[i]->objectName()));
        panels_[i]->retranslate();
    }
    resultsDock_->setWindowTitle(tr("Results"));
    results_->retranslate();
    for (ChartFrame* chart : charts_)
        chart->retranslate();
    fileMenu_->setTitle(tr("&File"));
    openAction_->setText(tr("&Open scenario…"));
    saveAction_->setText(tr("&Save scenario as…"));
    exportAction_->setText(tr("&Export chart…"));
    deckAction_->setText(tr("Export &deck…"));
    quitAction_->setText(tr("&Quit"));
    editMenu_->setTitle(tr("&Edit"));
    undoAction_->setText(tr("&Undo"));
    redoAction_->setText(tr("&Redo"));
    preferencesAction_->setText(tr("&Preferences…"));
    presetMenu_->setTitle(tr("&Presets"));
    viewMenu_->setTitle(tr("&View"));
    helpMenu_->setTitle(tr("&Help"));
    aboutAction_->setText(tr("&About Capstan"));
    mode_->setText(evaluator_->modeText());
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::openScenario()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open scenario"), QString(), tr("Scenarios (*.json)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(this, tr("Open scenario"), tr("Cannot read %1: %2").arg(path, file.errorString()));
        return;
    }
    const QByteArray text = file.readAll();
    const Expected<Scenario> scenario =
        scenario_from_json(std::string_view(text.constData(), std::size_t(text.size())), path.toStdString());
    if (!scenario) {
        QMessageBox::warning(this, tr("Open scenario"), QString::fromStdString(scenario.error().message()));
        return;
    }
    document_->replace(*scenario, tr("Open %1").arg(path));
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
