#include "library_panel.h"

#include "library_model.h"
#include "library_session.h"
#include "library_texts.h"
#include "revision_history_dialog.h"

#include <QAction>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace capstan::ui {

LibraryPanel::LibraryPanel(LibrarySession* session, QWidget* parent)
    : QWidget(parent), session_(session), model_(new LibraryModel(this)), sorted_(new QSortFilterProxyModel(this)),
      search_(new QLineEdit(this)), status_(new QLabel(this)), note_(new QLabel(this)),
      dismissNote_(new QToolButton(this)), pages_(new QStackedWidget(this)), view_(new QTableView(this)),
      problem_(new QLabel(this))
{
    setObjectName(QStringLiteral("libraryPanel"));
    search_->setObjectName(QStringLiteral("librarySearch"));
    search_->setClearButtonEnabled(true);
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::PlainText);
    status_->hide();
    note_->setObjectName(QStringLiteral("libraryNote"));
    note_->setWordWrap(true);
    note_->setTextFormat(Qt::PlainText);
    note_->setFrameShape(QFrame::StyledPanel);
    note_->setMargin(6);
    dismissNote_->setObjectName(QStringLiteral("dismissLibraryNote"));
    dismissNote_->setAutoRaise(true);
    problem_->setObjectName(QStringLiteral("libraryProblem"));
    problem_->setWordWrap(true);
    problem_->setTextFormat(Qt::PlainText);
    problem_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    problem_->setMargin(8);
    problem_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    sorted_->setSourceModel(model_);
    sorted_->setSortRole(LibraryModel::SortRole);
    sorted_->setSortLocaleAware(true);
    view_->setObjectName(QStringLiteral("libraryList"));
    view_->setModel(sorted_);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setTabKeyNavigation(false);
    view_->setAlternatingRowColors(true);
    view_->setSortingEnabled(true);
    view_->sortByColumn(LibraryModel::Name, Qt::AscendingOrder);
    view_->verticalHeader()->hide();
    view_->setWordWrap(false);
    view_->horizontalHeader()->setStretchLastSection(false);
    view_->horizontalHeader()->setSectionResizeMode(LibraryModel::Name, QHeaderView::Stretch);
    view_->setContextMenuPolicy(Qt::CustomContextMenu);
    pages_->addWidget(view_);
    pages_->addWidget(problem_);

    open_ = addListAction({}, &LibraryPanel::openSelected);
    rename_ = addListAction(QKeySequence(Qt::Key_F2), &LibraryPanel::renameSelected);
    duplicate_ = addListAction({}, &LibraryPanel::duplicateSelected);
    delete_ = addListAction(QKeySequence::Delete, &LibraryPanel::deleteSelected);
    tags_ = addListAction({}, &LibraryPanel::editTags);
    history_ = addListAction({}, &LibraryPanel::showHistory);
    compare_ = addListAction({}, &LibraryPanel::compareSelected);

    auto* noteRow = new QHBoxLayout;
    noteRow->addWidget(note_, 1);
    noteRow->addWidget(dismissNote_, 0, Qt::AlignTop);
    auto* buttons = new QGridLayout;
    const QList<QAction*> rows[] = {{open_, rename_, duplicate_, delete_}, {tags_, history_, compare_}};
    for (int row = 0; row < 2; ++row)
        for (qsizetype column = 0; column < rows[row].size(); ++column)
            buttons->addWidget(buttonFor(rows[row][column]), row, int(column));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(noteRow);
    layout->addWidget(search_);
    layout->addWidget(status_);
    layout->addWidget(pages_, 1);
    layout->addLayout(buttons);

    connect(search_, &QLineEdit::textChanged, this, &LibraryPanel::refresh);
    connect(view_, &QAbstractItemView::activated, this, &LibraryPanel::openSelected);
    connect(view_, &QWidget::customContextMenuRequested, this, &LibraryPanel::showContextMenu);
    connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &LibraryPanel::updateActions);
    connect(session_, &LibrarySession::libraryChanged, this, &LibraryPanel::refresh);
    connect(dismissNote_, &QToolButton::clicked, this, [this] {
        note_->clear();
        note_->hide();
        dismissNote_->hide();
    });

    const bool noted = !session_->openNote().isEmpty();
    note_->setVisible(noted);
    dismissNote_->setVisible(noted);
    if (!session_->library()) {
        pages_->setCurrentWidget(problem_);
        search_->setEnabled(false);
    }
    retranslate();
    refresh();
}

QAction* LibraryPanel::addListAction(const QKeySequence& shortcut, void (LibraryPanel::*slot)())
{
    auto* action = new QAction(this);
    action->setShortcut(shortcut);
    // Keys act on the list only: Delete in the search field still deletes a character.
    action->setShortcutContext(Qt::WidgetShortcut);
    view_->addAction(action);
    connect(action, &QAction::triggered, this, slot);
    return action;
}

QToolButton* LibraryPanel::buttonFor(QAction* action)
{
    auto* button = new QToolButton(this);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return button;
}

std::vector<std::int64_t> LibraryPanel::selectedIds() const
{
    QModelIndexList rows = view_->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    std::vector<std::int64_t> ids;
    for (const QModelIndex& row : rows)
        ids.push_back(row.data(LibraryModel::IdRole).toLongLong());
    return ids;
}

std::int64_t LibraryPanel::single() const
{
    const std::vector<std::int64_t> ids = selectedIds();
    return ids.size() == 1 ? ids.front() : 0;
}

QString LibraryPanel::nameOf(std::int64_t id) const
{
    const store::ScenarioSummary* summary = model_->summary(id);
    return summary ? fromStore(summary->name) : QString();
}

void LibraryPanel::refresh()
{
    store::Library* library = session_->library();
    if (!library) {
        updateActions();
        return;
    }
    const std::vector<std::int64_t> selected = selectedIds();
    Expected<std::vector<store::ScenarioSummary>> found = library->search(search_->text().toStdString());
    if (!found) {
        status_->setText(tr("The search failed: %1").arg(fromStore(found.error().message())));
        model_->setScenarios({});
    } else if (found->empty()) {
        status_->setText(search_->text().trimmed().isEmpty()
                             ? tr("The library is empty. File › Save to library (Ctrl+S) adds the scenario "
                                  "you are working on.")
                             : tr("No scenario matches “%1”.").arg(search_->text().trimmed()));
        model_->setScenarios({});
    } else {
        status_->clear();
        model_->setScenarios(std::move(*found));
    }
    status_->setVisible(!status_->text().isEmpty());
    view_->resizeColumnToContents(LibraryModel::Changed);
    view_->resizeColumnToContents(LibraryModel::Revisions);
    select(selected);
    updateActions();
}

void LibraryPanel::select(const std::vector<std::int64_t>& ids)
{
    QItemSelection selection;
    QModelIndex first;
    for (int row = 0; row < sorted_->rowCount(); ++row) {
        const QModelIndex index = sorted_->index(row, 0);
        if (std::find(ids.begin(), ids.end(), index.data(LibraryModel::IdRole).toLongLong()) == ids.end())
            continue;
        selection.select(index, sorted_->index(row, LibraryModel::ColumnCount - 1));
        if (!first.isValid())
            first = index;
    }
    view_->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    if (first.isValid())
        view_->selectionModel()->setCurrentIndex(first, QItemSelectionModel::NoUpdate);
}

void LibraryPanel::updateActions()
{
    const bool open = session_->library() != nullptr;
    const std::size_t count = open ? selectedIds().size() : 0;
    for (QAction* action : {open_, rename_, duplicate_, tags_, history_})
        action->setEnabled(count == 1);
    delete_->setEnabled(count >= 1);
    compare_->setEnabled(count >= std::size_t(kMinCompared) && count <= std::size_t(kMaxCompared));
}

void LibraryPanel::showContextMenu(const QPoint& position)
{
    if (!session_->library())
        return;
    QMenu menu(this);
    menu.addActions({open_, history_, compare_});
    menu.addSeparator();
    menu.addActions({rename_, duplicate_, tags_});
    menu.addSeparator();
    menu.addAction(delete_);
    menu.exec(view_->viewport()->mapToGlobal(position));
}

void LibraryPanel::openSelected()
{
    if (const std::int64_t id = single(); id != 0)
        session_->open(id);
}

void LibraryPanel::renameSelected()
{
    const std::int64_t id = single();
    if (id == 0)
        return;
    const QString name = nameOf(id);
    const std::optional<QString> renamed = session_->prompts().askText(
        session_->dialogParent(), tr("Rename scenario"), tr("New name for “%1”:").arg(name), name);
    if (renamed && *renamed != name)
        session_->rename(id, *renamed);
}

void LibraryPanel::duplicateSelected()
{
    const std::int64_t id = single();
    if (id == 0)
        return;
    const QString name = nameOf(id);
    const std::optional<QString> copyName = session_->prompts().askText(
        session_->dialogParent(), tr("Duplicate scenario"), tr("Name of the copy of “%1”:").arg(name),
        tr("%1 (copy)").arg(name));
    if (!copyName)
        return;
    if (const std::optional<std::int64_t> copy = session_->duplicate(id, *copyName)) {
        select({*copy});
        updateActions();
    }
}

void LibraryPanel::deleteSelected()
{
    const std::vector<std::int64_t> ids = selectedIds();
    if (ids.empty())
        return;
    QString question;
    if (ids.size() == 1) {
        const store::ScenarioSummary* summary = model_->summary(ids.front());
        question = tr("Delete “%1” and its %n revision(s) from the library? This cannot be undone.", nullptr,
                      summary ? summary->revisions : 1)
                       .arg(nameOf(ids.front()));
    } else {
        question = tr("Delete these %n scenarios and all their revisions from the library? This cannot be undone.",
                      nullptr, int(ids.size()));
    }
    if (session_->prompts().confirm(session_->dialogParent(), tr("Delete scenario"), question))
        session_->remove(ids);
}

void LibraryPanel::editTags()
{
    const std::int64_t id = single();
    const store::ScenarioSummary* summary = model_->summary(id);
    if (!summary)
        return;
    QStringList current;
    for (const std::string& tag : summary->tags)
        current << fromStore(tag);
    const std::optional<QString> edited =
        session_->prompts().askText(session_->dialogParent(), tr("Edit tags"),
                                    tr("Tags of “%1”, separated by commas:").arg(fromStore(summary->name)),
                                    current.join(QStringLiteral(", ")));
    if (edited)
        session_->setTags(id, edited->split(QLatin1Char(','), Qt::SkipEmptyParts));
}

void LibraryPanel::showHistory()
{
    const std::int64_t id = single();
    if (id == 0)
        return;
    auto* dialog = new RevisionHistoryDialog(session_, id, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void LibraryPanel::compareSelected()
{
    const std::vector<std::int64_t> ids = selectedIds();
    if (ids.size() < std::size_t(kMinCompared) || ids.size() > std::size_t(kMaxCompared))
        return;
    if (std::optional<std::vector<Scenario>> scenarios = session_->latest(ids))
        Q_EMIT compareRequested(std::move(*scenarios));
}

void LibraryPanel::retranslate()
{
    search_->setPlaceholderText(tr("Search names, tags and notes (tag:NAME for tags only)"));
    search_->setToolTip(tr("Every word must match the start of a word in the name, tags or notes."));
    open_->setText(tr("&Open"));
    open_->setToolTip(tr("Load the latest revision into the workbench (Enter; undoable)"));
    rename_->setText(tr("&Rename…"));
    rename_->setToolTip(tr("Give the scenario another name (F2)"));
    duplicate_->setText(tr("D&uplicate…"));
    duplicate_->setToolTip(tr("Save a copy of the latest revision under a new name"));
    delete_->setText(tr("&Delete…"));
    delete_->setToolTip(tr("Delete the scenario and all its revisions (Delete)"));
    tags_->setText(tr("&Tags…"));
    tags_->setToolTip(tr("Edit the scenario's tags"));
    history_->setText(tr("&History…"));
    history_->setToolTip(tr("Revisions: open an older one, or restore it as the newest"));
    compare_->setText(tr("&Compare"));
    compare_->setToolTip(tr("Compare 2 to 4 selected scenarios side by side"));
    dismissNote_->setText(tr("Hide"));
    dismissNote_->setToolTip(tr("Hide this note"));
    if (!dismissNote_->isHidden())
        note_->setText(session_->openNote());
    if (!session_->library())
        problem_->setText(tr("Capstan cannot use this scenario library:\n\n%1\n\nEverything else in the "
                             "workbench works as usual; scenarios can still be saved to files.")
                              .arg(session_->openProblem()));
    model_->retranslate();
}

void LibraryPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QWidget::changeEvent(event);
}

} // namespace capstan::ui
