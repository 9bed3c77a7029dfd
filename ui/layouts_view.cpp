#include "ui/layouts_view.h"

#include "ui/layouts_table_model.h"

#include "analysis/layout_launch.h"
#include "analysis/layout_space.h"
#include "analysis/layouts_analysis.h"
#include "charts/layouts_chart.h"

#include "core/catalog.h"
#include "core/launch/launch_flags.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace capstan::ui {

namespace {

constexpr int kIdRole = Qt::UserRole;
constexpr int kSideWidth = 270;
constexpr int kMeasuredRows = 40;

} // namespace

LayoutsView::LayoutsView(LayoutsAnalysis* analysis, QWidget* parent)
    : QWidget(parent), analysis_(analysis), chart_(new LayoutsChart(this)), model_(new LayoutsTableModel(this)),
      proxy_(new QSortFilterProxyModel(this)), table_(new QTableView(this)), gpus_(new QListWidget(this)),
      rank_(new QComboBox(this)), engine_(new QComboBox(this)), copy_(new QPushButton(this)),
      save_(new QPushButton(this)), gpusTitle_(new QLabel(this)), rankTitle_(new QLabel(this)),
      engineTitle_(new QLabel(this))
{
    setObjectName(QStringLiteral("layoutsView"));
    chart_->setLayoutsAnalysis(analysis_);

    proxy_->setSourceModel(model_);
    proxy_->setSortRole(LayoutsTableModel::SortRole);
    table_->setObjectName(QStringLiteral("layoutsTable"));
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(LayoutsTableModel::Rank, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    // Widths from the first rows, the ones on show: measuring all ~1,000 candidates' 16 cells
    // held the GUI thread 47-90 ms each time a search landed (2 ms now).
    table_->horizontalHeader()->setResizeContentsPrecision(kMeasuredRows);

    gpus_->setObjectName(QStringLiteral("layoutsGpus"));
    gpus_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    gpus_->setTextElideMode(Qt::ElideMiddle);
    for (const GpuSpec& gpu : Catalog::builtin().gpus()) {
        if (gpu.is_cpu)
            continue;
        auto* item = new QListWidgetItem(QString::fromStdString(shortGpuName(gpu)), gpus_);
        item->setToolTip(QString::fromStdString(gpu.name));
        item->setData(kIdRole, QString::fromStdString(gpu.id));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    rank_->setObjectName(QStringLiteral("layoutsRank"));
    rank_->addItem(QString(), QStringLiteral("rent"));
    rank_->addItem(QString(), QStringLiteral("own"));
    engine_->setObjectName(QStringLiteral("layoutsEngine"));
    for (const launch::EngineFlags& engine : launch::builtin_launch_flags())
        engine_->addItem(QString::fromStdString(engine.name), QString::fromStdString(engine.id));
    copy_->setObjectName(QStringLiteral("layoutsCopyLaunch"));
    save_->setObjectName(QStringLiteral("layoutsSaveLaunch"));

    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(4, 4, 4, 4);
    sideLayout->addWidget(gpusTitle_);
    sideLayout->addWidget(gpus_, 1);
    sideLayout->addWidget(rankTitle_);
    sideLayout->addWidget(rank_);
    sideLayout->addSpacing(8);
    sideLayout->addWidget(engineTitle_);
    sideLayout->addWidget(engine_);
    sideLayout->addWidget(copy_);
    sideLayout->addWidget(save_);
    side->setFixedWidth(kSideWidth);

    auto* top = new QWidget(this);
    auto* topLayout = new QHBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(chart_, 1);
    topLayout->addWidget(side);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(top);
    splitter->addWidget(table_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(gpus_, &QListWidget::itemChanged, this, &LayoutsView::gpusEdited);
    connect(rank_, &QComboBox::currentIndexChanged, this, [this](int index) {
        analysis_->setRankBasis(rank_->itemData(index).toString() == QStringLiteral("own") ? search::RankBasis::Own
                                                                                            : search::RankBasis::Rent);
    });
    connect(copy_, &QPushButton::clicked, this, &LayoutsView::copyLaunch);
    connect(save_, &QPushButton::clicked, this, &LayoutsView::saveLaunch);
    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &LayoutsView::selectionChanged);
    connect(analysis_, &LayoutsAnalysis::started, this, [this] {
        hasSelection_ = false;
        showGpus();
    });
    connect(analysis_, &LayoutsAnalysis::screened, this, &LayoutsView::showRun);
    connect(analysis_, &LayoutsAnalysis::confirmed, this, &LayoutsView::showRun);
    retranslate();
    showGpus();
    showRun();
}

void LayoutsView::retranslate()
{
    chart_->retranslate();
    gpusTitle_->setText(tr("GPUs searched"));
    gpus_->setToolTip(tr("The scenario's GPU is always searched; tick others to compare them"));
    rankTitle_->setText(tr("Rank by"));
    rank_->setItemText(0, tr("Rented $/month"));
    rank_->setItemText(1, tr("Owned $/month"));
    engineTitle_->setText(tr("Serving engine"));
    copy_->setText(tr("Copy launch command"));
    copy_->setToolTip(tr("The selected layout's launch (the best one when none is selected), as capstan-cli launch prints it"));
    save_->setText(tr("Save launch files…"));
    save_->setToolTip(tr("A shell script with the launch command, and the engine's options file if it takes one"));
}

// The scenario's card checked and fixed; the others as the analysis searches them.
void LayoutsView::showGpus()
{
    const QSignalBlocker block(gpus_);
    const QString own = QString::fromStdString(analysis_->scenarioGpu());
    const std::vector<std::string> extra = analysis_->extraGpus();
    for (int i = 0; i < gpus_->count(); ++i) {
        QListWidgetItem* item = gpus_->item(i);
        const QString id = item->data(kIdRole).toString();
        const bool mine = id == own;
        const bool chosen = std::find(extra.begin(), extra.end(), id.toStdString()) != extra.end();
        item->setCheckState(mine || chosen ? Qt::Checked : Qt::Unchecked);
        item->setFlags(mine ? Qt::ItemIsUserCheckable : Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    }
}

void LayoutsView::gpusEdited()
{
    const QString own = QString::fromStdString(analysis_->scenarioGpu());
    std::vector<std::string> ids;
    for (int i = 0; i < gpus_->count(); ++i) {
        const QListWidgetItem* item = gpus_->item(i);
        const QString id = item->data(kIdRole).toString();
        if (item->checkState() == Qt::Checked && id != own)
            ids.push_back(id.toStdString());
    }
    analysis_->setExtraGpus(ids);
}

void LayoutsView::showRun()
{
    const search::Layout keep = selectedLayout_;
    const bool reselect = hasSelection_;
    model_->setRun(analysis_->current());
    table_->resizeColumnsToContents();
    if (!reselect)
        return;
    // The confirmation re-ranks the same candidates: the selection follows its layout.
    for (int row = 0; row < model_->rowCount(); ++row)
        if (model_->candidate(row)->screened.layout == keep) {
            table_->selectRow(proxy_->mapFromSource(model_->index(row, 0)).row());
            return;
        }
}

void LayoutsView::selectionChanged()
{
    const QModelIndexList rows = table_->selectionModel()->selectedRows();
    const int row = rows.isEmpty() ? -1 : proxy_->mapToSource(rows.front()).row();
    const search::Candidate* candidate = model_->candidate(row);
    hasSelection_ = candidate != nullptr;
    if (candidate)
        selectedLayout_ = candidate->screened.layout;
    chart_->setSelected(candidate ? row : -1);
}

int LayoutsView::chosenCandidate() const
{
    const QModelIndexList rows = table_->selectionModel()->selectedRows();
    if (!rows.isEmpty())
        return proxy_->mapToSource(rows.front()).row();
    return model_->rowCount() > 0 ? 0 : -1;
}

QString LayoutsView::launchText(QString* error) const
{
    const search::Candidate* candidate = model_->candidate(chosenCandidate());
    if (!candidate) {
        if (error)
            *error = tr("No layout to launch: the search has no candidate yet.");
        return {};
    }
    const Expected<std::vector<launch::LaunchSettings>> roles =
        layoutLaunch(*model_->run(), *candidate, engine_->currentData().toString().toStdString());
    if (!roles) {
        if (error)
            *error = QString::fromStdString(roles.error().message());
        return {};
    }
    std::string text;
    for (const launch::LaunchSettings& role : *roles) {
        if (!text.empty())
            text += '\n';
        text += launch::launch_text(role);
    }
    return QString::fromStdString(text);
}

QStringList LayoutsView::saveLaunchFiles(const QString& directory, QString* error)
{
    const search::Candidate* candidate = model_->candidate(chosenCandidate());
    const QString engine = engine_->currentData().toString();
    if (!candidate) {
        if (error)
            *error = tr("No layout to launch: the search has no candidate yet.");
        return {};
    }
    const Expected<std::vector<launch::LaunchSettings>> roles = layoutLaunch(*model_->run(), *candidate, engine.toStdString());
    if (!roles) {
        if (error)
            *error = QString::fromStdString(roles.error().message());
        return {};
    }
    // A script per role (launch-vllm.sh; disaggregated: launch-vllm-prefill.sh and -decode.sh),
    // each beside its options file.
    QList<QPair<QString, std::string>> files;
    for (const launch::LaunchSettings& settings : *roles) {
        const QString role = settings.role.empty() ? QString() : QLatin1Char('-') + QString::fromStdString(settings.role);
        files.append({QStringLiteral("launch-%1%2.sh").arg(engine, role), launch::launch_script(settings)});
        if (!settings.options_yaml.empty())
            files.append({QString::fromStdString(settings.options_file_name), settings.options_yaml});
    }
    QStringList written;
    for (const auto& [name, text] : files) {
        const QString path = QDir(directory).filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            file.write(text.data(), qint64(text.size())) != qint64(text.size())) {
            if (error)
                *error = tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
            return {};
        }
        file.close();
        if (name.endsWith(QStringLiteral(".sh")))
            file.setPermissions(file.permissions() | QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther);
        written.append(path);
    }
    return written;
}

void LayoutsView::copyLaunch()
{
    QString error;
    const QString text = launchText(&error);
    if (text.isEmpty()) {
        Q_EMIT statusMessage(error);
        return;
    }
    QApplication::clipboard()->setText(text);
    Q_EMIT statusMessage(tr("Copied the %1 launch of layout %2 to the clipboard.")
                             .arg(engine_->currentText())
                             .arg(chosenCandidate() + 1));
}

void LayoutsView::saveLaunch()
{
    const QString directory = QFileDialog::getExistingDirectory(this, tr("Save launch files into"));
    if (directory.isEmpty())
        return;
    QString error;
    const QStringList written = saveLaunchFiles(directory, &error);
    Q_EMIT statusMessage(written.isEmpty() ? error
                                           : tr("Wrote %1.").arg(QLocale().createSeparatedList(written)));
}

} // namespace capstan::ui
