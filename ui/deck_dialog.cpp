#include "ui/deck_dialog.h"

#include "analysis/comparison_table.h"

#include "core/scenario_codec.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace capstan::ui {

DeckDialog::DeckDialog(LiveCharts live, QWidget* parent)
    : QDialog(parent), live_(std::move(live)), title_(new QLineEdit(this)), subtitle_(new QLineEdit(this)),
      list_(new QListWidget(this)), add_(new QPushButton(tr("&Add scenario file…"), this)),
      remove_(new QPushButton(tr("&Remove"), this))
{
    setWindowTitle(tr("Export deck"));
    title_->setPlaceholderText(QString::fromStdString(live_.evaluation->scenario.name));
    subtitle_->setPlaceholderText(tr("The plan in one line: GPUs, model, monthly bill"));
    scenarios_.push_back(live_.evaluation->scenario);
    list_->addItem(tr("%1 (on screen)").arg(QString::fromStdString(scenarios_.front().name)));

    auto* form = new QFormLayout;
    form->addRow(tr("&Title"), title_);
    form->addRow(tr("&Subtitle"), subtitle_);
    auto* list_buttons = new QHBoxLayout;
    list_buttons->addWidget(add_);
    list_buttons->addWidget(remove_);
    list_buttons->addStretch(1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export…"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    auto* caption = new QLabel(tr("Scenarios in the &comparison table (the first is the baseline):"), this);
    caption->setBuddy(list_);
    layout->addWidget(caption);
    layout->addWidget(list_);
    layout->addLayout(list_buttons);
    layout->addWidget(buttons);
    list_->setToolTip(tr("The comparison table holds these scenarios, each measured against the first."));

    connect(add_, &QPushButton::clicked, this, &DeckDialog::addScenarioFile);
    connect(remove_, &QPushButton::clicked, this, &DeckDialog::removeSelected);
    connect(list_, &QListWidget::currentRowChanged, this, &DeckDialog::updateButtons);
    connect(buttons, &QDialogButtonBox::accepted, this, &DeckDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &DeckDialog::reject);
    updateButtons();
    resize(620, 400);
}

bool DeckDialog::addScenario(const Scenario& scenario)
{
    if (scenarios_.size() >= std::size_t(kMaxCompared))
        return false;
    scenarios_.push_back(scenario);
    list_->addItem(QString::fromStdString(scenario.name));
    updateButtons();
    return true;
}

void DeckDialog::addScenarioFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Compare with"), QString(), tr("Scenarios (*.json)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(this, tr("Compare with"), tr("Cannot read %1: %2").arg(path, file.errorString()));
        return;
    }
    const QByteArray text = file.readAll();
    const Expected<Scenario> scenario =
        scenario_from_json(std::string_view(text.constData(), std::size_t(text.size())), path.toStdString());
    if (!scenario) {
        QMessageBox::warning(this, tr("Compare with"), QString::fromStdString(scenario.error().message()));
        return;
    }
    addScenario(*scenario);
}

void DeckDialog::removeSelected()
{
    const int row = list_->currentRow();
    if (row < 1)   // the scenario on screen stays
        return;
    scenarios_.erase(scenarios_.begin() + row);
    delete list_->takeItem(row);
    updateButtons();
}

void DeckDialog::updateButtons()
{
    add_->setEnabled(scenarios_.size() < std::size_t(kMaxCompared));
    remove_->setEnabled(list_->currentRow() >= 1);
}

Status DeckDialog::exportTo(const QString& path)
{
    DeckOptions options;
    options.title = title_->text();
    options.subtitle = subtitle_->text();
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const Expected<Deck> deck = DeckBuilder::build(scenarios_, options, live_);
    QApplication::restoreOverrideCursor();
    if (!deck)
        return deck.error();
    return writeDeckFile(*deck, path);
}

void DeckDialog::accept()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Export deck"), QStringLiteral("capacity-plan.pptx"),
                                                tr("PowerPoint decks (*.pptx)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pptx"), Qt::CaseInsensitive))
        path += QStringLiteral(".pptx");
    if (const Status done = exportTo(path); !done) {
        QMessageBox::warning(this, tr("Export deck"), QString::fromStdString(done.error().message()));
        return;
    }
    QDialog::accept();
}

void showDeckDialog(QWidget* parent, const LiveCharts& live)
{
    DeckDialog dialog(live, parent);
    dialog.exec();
}

} // namespace capstan::ui
