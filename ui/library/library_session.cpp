#include "library_session.h"

#include "library_texts.h"

#include "analysis/scenario_document.h"

#include <QUndoStack>
#include <QWidget>

#include <algorithm>
#include <utility>

namespace capstan::ui {

LibrarySession::LibrarySession(ScenarioDocument* document, const QString& path, QWidget* dialogParent)
    : QObject(dialogParent), document_(document), dialogParent_(dialogParent), prompts_(defaultLibraryPrompts()),
      path_(path.isEmpty() ? fromStore(store::default_library_path()) : path), origins_{Origin{}}
{
    if (path_.isEmpty()) {
        openProblem_ = tr("There is no place for a library: neither HOME nor XDG_DATA_HOME is set. "
                          "Start Capstan with --db FILE to choose one.");
    } else if (Expected<store::Library> opened = store::Library::open(path_.toStdString()); !opened) {
        // The store's message starts with the file's path.
        openProblem_ = fromStore(opened.error().message());
    } else {
        library_.emplace(std::move(opened).value());
        const store::OpenReport& report = library_->report();
        if (!report.corrupt_moved_to.empty())
            openNote_ = tr("The library file was damaged (%1). It was kept unchanged as %2, and a new, "
                           "empty library was started.")
                            .arg(fromStore(report.corrupt_reason), fromStore(report.corrupt_moved_to));
    }

    QUndoStack* undo = document_->undoStack();
    connect(undo, &QUndoStack::indexChanged, this, [this] {
        dropUndoneOrigins();
        Q_EMIT stateChanged();
    });
    connect(undo, &QUndoStack::cleanChanged, this, &LibrarySession::stateChanged);
}

const LibrarySession::Origin& LibrarySession::current() const
{
    const int index = document_->undoStack()->index();
    for (auto it = origins_.rbegin(); it != origins_.rend(); ++it)
        if (it->index <= index)
            return *it;
    return origins_.front();
}

LibrarySession::Origin& LibrarySession::current()
{
    return const_cast<Origin&>(std::as_const(*this).current());
}

void LibrarySession::dropUndoneOrigins()
{
    // A command pushed after an undo deletes the undone ones: their origins go with them.
    const QUndoStack* undo = document_->undoStack();
    const auto gone = [undo](const Origin& origin) {
        return origin.command && undo->command(origin.index - 1) != origin.command;
    };
    origins_.erase(std::remove_if(origins_.begin(), origins_.end(), gone), origins_.end());
}

std::optional<std::int64_t> LibrarySession::currentId() const
{
    const Origin& origin = current();
    if (origin.id == 0)
        return std::nullopt;
    return origin.id;
}

int LibrarySession::currentRevision() const
{
    return current().revision;
}

QString LibrarySession::currentName() const
{
    return current().name;
}

bool LibrarySession::isModified() const
{
    return !document_->undoStack()->isClean();
}

bool LibrarySession::refuse(const QString& title, const QString& sentence, const Error& error)
{
    prompts_.warn(dialogParent_, title, sentence + QStringLiteral("\n\n") + fromStore(error.message()));
    return false;
}

bool LibrarySession::requireLibrary(const QString& title)
{
    if (library_)
        return true;
    prompts_.warn(dialogParent_, title, openProblem_);
    return false;
}

void LibrarySession::markSaved(std::int64_t id, int revision, const QString& name)
{
    Origin& origin = current();
    origin.id = id;
    origin.revision = revision;
    origin.name = name;
    document_->undoStack()->setClean();
    Q_EMIT libraryChanged();
    Q_EMIT stateChanged();
}

void LibrarySession::forgetScenario(std::int64_t id)
{
    for (Origin& origin : origins_)
        if (origin.id == id)
            origin = Origin{origin.command, origin.index, 0, 0, {}};
}

bool LibrarySession::open(std::int64_t id, int revision)
{
    const QString title = tr("Open from library");
    if (!requireLibrary(title))
        return false;
    Expected<store::StoredScenario> stored = library_->load(id, revision);
    if (!stored)
        return refuse(title, tr("The scenario could not be loaded."), stored.error());
    const QString name = fromStore(stored->summary.name);
    const QString revisionText = QString::number(stored->revision);
    document_->replace(stored->scenario, revision == 0 ? tr("Open %1").arg(name)
                                                      : tr("Open %1, revision %2").arg(name, revisionText));
    QUndoStack* undo = document_->undoStack();
    dropUndoneOrigins();
    origins_.push_back(Origin{undo->command(undo->index() - 1), undo->index(), id, stored->revision, name});
    undo->setClean();
    Q_EMIT stateChanged();
    Q_EMIT statusMessage(tr("Opened “%1”, revision %2 of %3")
                             .arg(name, revisionText, QString::number(stored->summary.revisions)));
    return true;
}

bool LibrarySession::save()
{
    const QString title = tr("Save to library");
    if (!requireLibrary(title))
        return false;
    const Origin origin = current();
    if (origin.id == 0 || !library_->summary(origin.id))
        return saveAs();
    if (!isModified()) {
        Q_EMIT statusMessage(tr("“%1” has no unsaved changes.").arg(origin.name));
        return true;
    }
    Expected<int> revision = library_->save(origin.id, document_->scenario());
    if (!revision)
        return refuse(title, tr("“%1” was not saved.").arg(origin.name), revision.error());
    markSaved(origin.id, *revision, origin.name);
    Q_EMIT statusMessage(tr("Saved “%1”, revision %2").arg(origin.name, QString::number(*revision)));
    return true;
}

bool LibrarySession::saveAs()
{
    const QString title = tr("Save to library as");
    if (!requireLibrary(title))
        return false;
    const Origin& origin = current();
    const QString suggested = origin.id != 0 ? origin.name : fromStore(document_->scenario().name);
    const std::optional<QString> name = prompts_.askText(dialogParent_, title, tr("Name in the library:"), suggested);
    if (!name)
        return false;
    return saveAs(*name);
}

bool LibrarySession::saveAs(const QString& name)
{
    const QString title = tr("Save to library as");
    if (!requireLibrary(title))
        return false;
    const QString clean = name.trimmed();
    const Origin origin = current();
    // A copy of a library scenario keeps its tags and notes.
    Expected<std::int64_t> id = origin.id != 0 && library_->summary(origin.id)
                                    ? library_->save_as(origin.id, clean.toStdString(), document_->scenario())
                                    : library_->create(clean.toStdString(), document_->scenario());
    if (!id)
        return refuse(title, tr("The scenario was not saved under the name “%1”.").arg(clean), id.error());
    markSaved(*id, 1, clean);
    Q_EMIT statusMessage(tr("Saved as “%1”, revision 1").arg(clean));
    return true;
}

bool LibrarySession::restore(std::int64_t id, int revision)
{
    const QString title = tr("Restore revision");
    if (!requireLibrary(title))
        return false;
    Expected<int> restored = library_->restore(id, revision);
    if (!restored)
        return refuse(title, tr("Revision %1 was not restored.").arg(revision), restored.error());
    Q_EMIT libraryChanged();
    Q_EMIT statusMessage(
        tr("Revision %1 restored as revision %2").arg(QString::number(revision), QString::number(*restored)));
    return true;
}

bool LibrarySession::rename(std::int64_t id, const QString& name)
{
    const QString title = tr("Rename scenario");
    if (!requireLibrary(title))
        return false;
    const QString clean = name.trimmed();
    if (Status renamed = library_->rename(id, clean.toStdString()); !renamed)
        return refuse(title, tr("The scenario was not renamed to “%1”.").arg(clean), renamed.error());
    for (Origin& origin : origins_)
        if (origin.id == id)
            origin.name = clean;
    Q_EMIT libraryChanged();
    Q_EMIT stateChanged();
    return true;
}

std::optional<std::int64_t> LibrarySession::duplicate(std::int64_t id, const QString& name)
{
    const QString title = tr("Duplicate scenario");
    if (!requireLibrary(title))
        return std::nullopt;
    const QString clean = name.trimmed();
    Expected<std::int64_t> copy = library_->duplicate(id, clean.toStdString());
    if (!copy) {
        refuse(title, tr("No copy named “%1” was made.").arg(clean), copy.error());
        return std::nullopt;
    }
    Q_EMIT libraryChanged();
    return *copy;
}

bool LibrarySession::remove(const std::vector<std::int64_t>& ids)
{
    const QString title = tr("Delete scenario");
    if (!requireLibrary(title))
        return false;
    bool removedAll = true;
    for (std::int64_t id : ids) {
        if (Status removed = library_->remove(id); !removed) {
            removedAll = refuse(title, tr("A scenario was not deleted."), removed.error());
            break;
        }
        forgetScenario(id);
    }
    Q_EMIT libraryChanged();
    Q_EMIT stateChanged();
    return removedAll;
}

bool LibrarySession::setTags(std::int64_t id, const QStringList& tags)
{
    const QString title = tr("Edit tags");
    if (!requireLibrary(title))
        return false;
    Expected<std::vector<std::string>> before = library_->tags(id);
    if (!before)
        return refuse(title, tr("The tags were not changed."), before.error());
    std::vector<std::string> wanted;
    for (const QString& tag : tags)
        if (!tag.trimmed().isEmpty())
            wanted.push_back(tag.trimmed().toStdString());
    std::vector<std::string> dropped;
    for (const std::string& tag : *before)
        if (std::find(wanted.begin(), wanted.end(), tag) == wanted.end())
            dropped.push_back(tag);
    // Adding first: a bad new tag is refused before any old one is dropped.
    if (Status added = library_->add_tags(id, wanted); !added)
        return refuse(title, tr("The tags were not changed."), added.error());
    if (Status removed = library_->remove_tags(id, dropped); !removed)
        return refuse(title, tr("Some tags were not removed."), removed.error());
    Q_EMIT libraryChanged();
    return true;
}

std::optional<std::vector<Scenario>> LibrarySession::latest(const std::vector<std::int64_t>& ids)
{
    const QString title = tr("Compare scenarios");
    if (!requireLibrary(title))
        return std::nullopt;
    std::vector<Scenario> scenarios;
    for (std::int64_t id : ids) {
        Expected<store::StoredScenario> stored = library_->load(id);
        if (!stored) {
            refuse(title, tr("A scenario could not be loaded."), stored.error());
            return std::nullopt;
        }
        scenarios.push_back(std::move(stored->scenario));
    }
    return scenarios;
}

} // namespace capstan::ui
