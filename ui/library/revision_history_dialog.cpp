#include "revision_history_dialog.h"

#include "library_session.h"
#include "library_texts.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace capstan::ui {

RevisionHistoryDialog::RevisionHistoryDialog(LibrarySession* session, std::int64_t id, QWidget* parent)
    : QDialog(parent), session_(session), id_(id), heading_(new QLabel(this)), revisions_(new QTreeWidget(this)),
      open_(new QPushButton(this)), restore_(new QPushButton(this)), close_(new QPushButton(this))
{
    setObjectName(QStringLiteral("revisionHistory"));
    heading_->setWordWrap(true);
    heading_->setTextFormat(Qt::PlainText);
    revisions_->setObjectName(QStringLiteral("revisionList"));
    revisions_->setColumnCount(3);
    revisions_->setRootIsDecorated(false);
    revisions_->setAlternatingRowColors(true);
    revisions_->setSelectionMode(QAbstractItemView::SingleSelection);
    revisions_->header()->setStretchLastSection(true);
    open_->setObjectName(QStringLiteral("openRevision"));
    restore_->setObjectName(QStringLiteral("restoreRevision"));

    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(open_, QDialogButtonBox::ActionRole);
    buttons->addButton(restore_, QDialogButtonBox::ActionRole);
    buttons->addButton(close_, QDialogButtonBox::RejectRole);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading_);
    layout->addWidget(revisions_);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(open_, &QPushButton::clicked, this, [this] {
        if (const int revision = selectedRevision(); revision > 0)
            session_->open(id_, revision);
    });
    connect(restore_, &QPushButton::clicked, this, [this] {
        if (const int revision = selectedRevision(); revision > 0)
            session_->restore(id_, revision);
    });
    connect(revisions_, &QTreeWidget::itemActivated, this, [this] {
        if (const int revision = selectedRevision(); revision > 0)
            session_->open(id_, revision);
    });
    connect(revisions_, &QTreeWidget::itemSelectionChanged, this, &RevisionHistoryDialog::updateButtons);
    connect(session_, &LibrarySession::libraryChanged, this, &RevisionHistoryDialog::refresh);

    retranslate();
    refresh();
    resize(560, 380);
}

int RevisionHistoryDialog::selectedRevision() const
{
    const QList<QTreeWidgetItem*> selected = revisions_->selectedItems();
    return selected.isEmpty() ? 0 : selected.front()->data(0, Qt::UserRole).toInt();
}

void RevisionHistoryDialog::refresh()
{
    store::Library* library = session_->library();
    if (!library)
        return;
    Expected<store::ScenarioSummary> summary = library->summary(id_);
    Expected<std::vector<store::RevisionInfo>> history = library->history(id_);
    if (!summary || !history) {
        close();   // the scenario was deleted meanwhile
        return;
    }
    const int selected = selectedRevision();
    setWindowTitle(tr("History of “%1”").arg(fromStore(summary->name)));
    heading_->setText(tr("“%1” has %n revision(s). Opening one loads it into the workbench and leaves the "
                         "library as it is; restoring one saves a copy of it as the newest revision.",
                         nullptr, summary->revisions)
                          .arg(fromStore(summary->name)));
    revisions_->clear();
    for (auto it = history->rbegin(); it != history->rend(); ++it) {
        auto* item = new QTreeWidgetItem(revisions_);
        item->setText(0, QString::number(it->number));
        item->setData(0, Qt::UserRole, it->number);
        item->setTextAlignment(0, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(1, localDateTime(it->created_ms));
        item->setText(2, fromStore(it->message));
        if (it->number == selected)
            item->setSelected(true);
    }
    if (revisions_->selectedItems().isEmpty() && revisions_->topLevelItemCount() > 0)
        revisions_->setCurrentItem(revisions_->topLevelItem(0));
    revisions_->resizeColumnToContents(0);
    revisions_->resizeColumnToContents(1);
    updateButtons();
}

void RevisionHistoryDialog::updateButtons()
{
    const bool one = selectedRevision() > 0;
    open_->setEnabled(one);
    restore_->setEnabled(one);
}

void RevisionHistoryDialog::retranslate()
{
    revisions_->setHeaderLabels({tr("Revision"), tr("Saved"), tr("Note")});
    open_->setText(tr("&Open this revision"));
    open_->setToolTip(tr("Load this revision into the workbench (undoable); the library is not changed."));
    restore_->setText(tr("&Restore"));
    restore_->setToolTip(tr("Save a copy of this revision as the newest revision."));
    close_->setText(tr("Close"));
}

void RevisionHistoryDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QDialog::changeEvent(event);
}

} // namespace capstan::ui
