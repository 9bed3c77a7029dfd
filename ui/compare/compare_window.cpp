#include "compare_window.h"

#include "analysis/compare_latency_analysis.h"

#include "compare_bill_chart.h"
#include "compare_knee_chart.h"
#include "compare_latency_chart.h"
#include "compare_table_model.h"

#include "ui/export_dialog.h"

#include "export/table_export.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QScreen>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace capstan::ui {

CompareWindow::CompareWindow(const std::vector<Scenario>& scenarios, QWidget* parent) : QWidget(parent, Qt::Window)
{
    setAttribute(Qt::WA_DeleteOnClose);
    setObjectName(QStringLiteral("compareWindow"));
    error_ = refusal(scenarios.size());
    if (!error_.isEmpty()) {
        showRefusal();
        return;
    }
    Expected<Comparison> comparison = buildComparison(scenarios);
    if (!comparison) {
        error_ = QString::fromStdString(comparison.error().message());
        showRefusal();
        return;
    }
    comparison_ = std::make_shared<const Comparison>(std::move(*comparison));
    buildView();
}

QString CompareWindow::refusal(std::size_t count)
{
    if (count >= std::size_t(kMinCompared) && count <= std::size_t(kMaxCompared))
        return {};
    return tr("Cannot compare %1 scenarios: choose between %2 and %3 (scenarios = %1, allowed %2 .. %3).")
        .arg(count)
        .arg(kMinCompared)
        .arg(kMaxCompared);
}

void CompareWindow::showRefusal()
{
    auto* message = new QLabel(error_, this);
    message->setObjectName(QStringLiteral("compareRefusal"));
    message->setWordWrap(true);
    message->setMargin(24);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(message);
    setWindowTitle(tr("Compare scenarios"));
}

void CompareWindow::buildView()
{
    QVector<QColor> colors;
    for (std::size_t i = 0; i < comparison_->scenarios.size(); ++i)
        colors.append(scenarioColor(int(i)));
    model_ = new CompareTableModel(comparison_->table, colors, this);
    table_ = new QTableView(this);
    table_->setObjectName(QStringLiteral("compareTable"));
    table_->setModel(model_);
    table_->verticalHeader()->hide();
    table_->setWordWrap(false);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->horizontalHeader()->setStretchLastSection(true);
    connect(model_, &QAbstractItemModel::modelReset, this, &CompareWindow::updateSpans);

    hint_ = new QLabel(this);
    hint_->setWordWrap(true);
    onlyDifferences_ = new QCheckBox(this);
    onlyDifferences_->setObjectName(QStringLiteral("onlyDifferences"));
    connect(onlyDifferences_, &QCheckBox::toggled, model_, &CompareTableModel::setOnlyDifferences);
    changes_ = new QCheckBox(this);
    changes_->setObjectName(QStringLiteral("showChanges"));
    changes_->setChecked(true);
    connect(changes_, &QCheckBox::toggled, this, &CompareWindow::showChanges);
    copyCsv_ = new QPushButton(this);
    copyMarkdown_ = new QPushButton(this);
    saveTable_ = new QPushButton(this);
    exportChart_ = new QPushButton(this);
    exportChart_->setObjectName(QStringLiteral("exportChart"));
    connect(copyCsv_, &QPushButton::clicked, this, &CompareWindow::copyCsv);
    connect(copyMarkdown_, &QPushButton::clicked, this, &CompareWindow::copyMarkdown);
    connect(saveTable_, &QPushButton::clicked, this, &CompareWindow::askSaveTable);
    connect(exportChart_, &QPushButton::clicked, this, &CompareWindow::exportChart);

    knee_ = new CompareKneeChart(this);
    bill_ = new CompareBillChart(this);
    latency_ = new CompareLatencyChart(this);
    latency_->setAnalysis(new CompareLatencyAnalysis(this));
    for (ChartFrame* chart : charts())
        static_cast<CompareChart*>(chart)->showComparison(comparison_);

    auto* controls = new QHBoxLayout;
    controls->addWidget(onlyDifferences_);
    controls->addWidget(changes_);
    controls->addStretch(1);
    for (QPushButton* button : {copyCsv_, copyMarkdown_, saveTable_, exportChart_})
        controls->addWidget(button);
    auto* table_side = new QWidget(this);
    auto* table_layout = new QVBoxLayout(table_side);
    table_layout->setContentsMargins(0, 0, 0, 0);
    table_layout->addWidget(hint_);
    table_layout->addWidget(table_, 1);
    auto* chart_side = new QSplitter(Qt::Vertical, this);
    for (ChartFrame* chart : charts()) {
        chart->setMinimumHeight(200);   // three stacked fit a laptop's 768 px
        chart_side->addWidget(chart);
    }
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(table_side);
    split->addWidget(chart_side);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(split, 1);

    // 1760 x 1000 where the screen has room, else the screen's available size (a laptop's
    // 1366 x 768); a headless screen below the smallest laptop keeps the full size.
    const QRect available = screen() ? screen()->availableGeometry() : QRect();
    const bool roomy = available.width() < 1024 || available.width() >= 1760;
    resize(roomy ? 1760 : available.width(), roomy || available.height() >= 1000 ? 1000 : available.height());
    retranslate();
    updateSpans();
    // The table as wide as its columns, up to 55 % of the window; the charts take the rest.
    // Where every scenario's values and changes do not fit that (three or four scenarios on a
    // laptop), the change columns step aside: every value stays in view, its change in the
    // tinted cell's tooltip and one click away.
    const int room = width() * 55 / 100;
    if (tableWidth() > room)
        changes_->setChecked(false);
    const int table_width = std::min(tableWidth(), room);
    const QMargins margins = layout->contentsMargins();
    const int total = width() - margins.left() - margins.right() - split->handleWidth();
    split->setSizes({table_width, total - table_width});
}

int CompareWindow::tableWidth() const
{
    int width = table_->frameWidth() * 2 + table_->verticalScrollBar()->sizeHint().width();
    for (int column = 0; column < model_->columnCount(); ++column)
        if (!table_->isColumnHidden(column))
            width += table_->columnWidth(column);
    return width;
}

void CompareWindow::showChanges(bool shown)
{
    for (int column = CompareTableModel::FirstScenario; column < model_->columnCount(); ++column)
        if (CompareTableModel::isDeltaColumn(column))
            table_->setColumnHidden(column, !shown);
    updateHint();   // it says where the changes are
}

QVector<ChartFrame*> CompareWindow::charts() const
{
    if (!knee_)
        return {};
    return {knee_, bill_, latency_};
}

void CompareWindow::updateSpans()
{
    table_->clearSpans();
    for (int row = 0; row < model_->rowCount(); ++row)
        if (model_->isSection(row))
            table_->setSpan(row, 0, 1, model_->columnCount());
    table_->resizeColumnsToContents();
    // Long scenario names wrap in the header rather than widening every value column; long
    // labels and values elide, whole in their tooltips.
    // Every scenario's values share what the table's 55 % of the window leaves beside the
    // figure and unit columns (100-160 px each).
    table_->setColumnWidth(CompareTableModel::Figure, std::min(table_->columnWidth(CompareTableModel::Figure), 180));
    table_->setColumnWidth(CompareTableModel::Unit, std::min(table_->columnWidth(CompareTableModel::Unit), 80));
    const int beside = table_->columnWidth(CompareTableModel::Figure) + table_->columnWidth(CompareTableModel::Unit) +
                       table_->frameWidth() * 2 + table_->verticalScrollBar()->sizeHint().width();
    const int share = std::clamp((width() * 55 / 100 - beside) / std::max(1, int(comparison_->scenarios.size())), 100, 160);
    for (int column = CompareTableModel::FirstScenario; column < model_->columnCount(); ++column)
        table_->setColumnWidth(column, std::min(table_->columnWidth(column), share));
    table_->resizeRowsToContents();
    if (changes_)
        showChanges(changes_->isChecked());
}

void CompareWindow::retranslate()
{
    if (!comparison_)
        return;
    QStringList names;
    for (const ComparedScenario& compared : comparison_->scenarios)
        names.append(compared.name);
    setWindowTitle(tr("Compare: %1").arg(names.join(QStringLiteral(" · "))));
    updateHint();
    onlyDifferences_->setText(tr("&Only differences"));
    changes_->setText(tr("C&hanges"));
    changes_->setToolTip(tr("Show each scenario's change against the baseline in a column of its own"));
    copyCsv_->setText(tr("Copy as &CSV"));
    copyMarkdown_->setText(tr("Copy as &Markdown"));
    saveTable_->setText(tr("&Save table…"));
    exportChart_->setText(tr("&Export chart…"));
    for (ChartFrame* chart : charts())
        chart->retranslate();
}

void CompareWindow::updateHint()
{
    if (!comparison_)
        return;
    QStringList hint = {changes_->isChecked()
                            ? tr("The first scenario, %1, is the baseline: a figure that differs from it is tinted "
                                 "and bold, with its change beside it.")
                                  .arg(comparison_->scenarios.front().name)
                            : tr("The first scenario, %1, is the baseline: a figure that differs from it is tinted "
                                 "and bold; its tooltip gives the change.")
                                  .arg(comparison_->scenarios.front().name)};
    for (const ComparedScenario& compared : comparison_->scenarios)
        if (!compared.result)
            hint.append(tr("%1 does not fit: %2").arg(compared.name, QString::fromStdString(compared.result.error().message())));
    hint_->setText(hint.join(QLatin1Char('\n')));
}

void CompareWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QString CompareWindow::csv() const
{
    return comparison_ ? comparisonCsv(comparison_->table) : QString();
}

QString CompareWindow::markdown() const
{
    return comparison_ ? comparisonMarkdown(comparison_->table) : QString();
}

Status CompareWindow::saveTable(const QString& path) const
{
    const bool markdown_file = path.endsWith(QLatin1String(".md"), Qt::CaseInsensitive);
    if (!markdown_file && !path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
        return Error{"file", path.toStdString(), ".csv or .md", "unknown table format"};
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return Error{"file", path.toStdString(), "", file.errorString().toStdString()};
    const QByteArray bytes = (markdown_file ? markdown() : csv()).toUtf8();
    if (file.write(bytes) != bytes.size())
        return Error{"file", path.toStdString(), "", file.errorString().toStdString()};
    return Ok{};
}

void CompareWindow::copyCsv()
{
    QApplication::clipboard()->setText(csv());
}

void CompareWindow::copyMarkdown()
{
    QApplication::clipboard()->setText(markdown());
}

void CompareWindow::askSaveTable()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save comparison table"), QString(),
                                                      tr("CSV table (*.csv);;Markdown table (*.md)"));
    if (path.isEmpty())
        return;
    if (Status saved = saveTable(path); !saved)
        QMessageBox::warning(this, tr("Save comparison table"),
                             tr("The table was not saved: %1").arg(QString::fromStdString(saved.error().message())));
}

void CompareWindow::exportChart()
{
    showExportDialog(this, charts());
}

void showCompareWindow(QWidget* parent, const std::vector<Scenario>& scenarios)
{
    if (const QString refused = CompareWindow::refusal(scenarios.size()); !refused.isEmpty()) {
        auto* box = new QMessageBox(QMessageBox::Warning, CompareWindow::tr("Compare scenarios"), refused,
                                    QMessageBox::Ok, parent);
        box->setObjectName(QStringLiteral("compareRefused"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return;
    }
    auto* window = new CompareWindow(scenarios, parent);
    window->show();
    window->raise();
    window->activateWindow();
}

} // namespace capstan::ui
