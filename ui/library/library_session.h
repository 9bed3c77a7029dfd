#pragma once

#include "library_prompts.h"

#include "store/library.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

class QUndoCommand;
class QWidget;

namespace capstan::ui {

class ScenarioDocument;

// The scenario library of one window (GUI thread): the open store, which library scenario the
// document came from, and the File menu's "Save to library" and "Save to library as…". Every
// store error reaches the person through prompts().warn, worded as a sentence plus the store's
// message (which names the field and the value); a failed action changes nothing.
class LibrarySession final : public QObject {
    Q_OBJECT
public:
    // `path` empty: the store's default location. `dialogParent` parents the prompts.
    LibrarySession(ScenarioDocument* document, const QString& path, QWidget* dialogParent);

    void setPrompts(LibraryPrompts prompts) { prompts_ = std::move(prompts); }
    [[nodiscard]] const LibraryPrompts& prompts() const { return prompts_; }
    [[nodiscard]] QWidget* dialogParent() const { return dialogParent_; }

    // Null when the file could not be opened; openProblem() says why.
    [[nodiscard]] store::Library* library() { return library_ ? &*library_ : nullptr; }
    [[nodiscard]] const QString& path() const { return path_; }
    [[nodiscard]] const QString& openProblem() const { return openProblem_; }
    // Non-empty when open() found a damaged file and moved it aside.
    [[nodiscard]] const QString& openNote() const { return openNote_; }

    // The library scenario the document holds (and the revision loaded or last saved), if any.
    [[nodiscard]] std::optional<std::int64_t> currentId() const;
    [[nodiscard]] int currentRevision() const;
    [[nodiscard]] QString currentName() const;
    // The document changed since it was opened from or saved to the library.
    [[nodiscard]] bool isModified() const;

    // Loads a revision (0 = the latest) into the document as one undo step.
    bool open(std::int64_t id, int revision = 0);
    // A new revision of the current library scenario; Save as when there is none.
    bool save();
    // Asks a name, then saveAs(name).
    bool saveAs();
    bool saveAs(const QString& name);

    bool restore(std::int64_t id, int revision);
    bool rename(std::int64_t id, const QString& name);
    std::optional<std::int64_t> duplicate(std::int64_t id, const QString& name);
    bool remove(const std::vector<std::int64_t>& ids);
    bool setTags(std::int64_t id, const QStringList& tags);
    // The latest revision of each, in order; nothing if one cannot be loaded.
    std::optional<std::vector<Scenario>> latest(const std::vector<std::int64_t>& ids);

Q_SIGNALS:
    // Scenarios, names, tags or revisions changed.
    void libraryChanged();
    // The current library scenario or the modified flag changed.
    void stateChanged();
    void statusMessage(const QString& text);

private:
    // Which library scenario the document holds after the undo command `command` (null: from
    // the start), so undoing an Open also undoes where the document came from.
    struct Origin final {
        const QUndoCommand* command = nullptr;
        int index = 0;             // the undo stack index just after `command`
        std::int64_t id = 0;       // 0: not from the library
        int revision = 0;
        QString name;
    };
    [[nodiscard]] const Origin& current() const;
    Origin& current();
    void dropUndoneOrigins();
    void markSaved(std::int64_t id, int revision, const QString& name);
    void forgetScenario(std::int64_t id);
    bool refuse(const QString& title, const QString& sentence, const Error& error);
    bool requireLibrary(const QString& title);

    ScenarioDocument* document_;
    QWidget* dialogParent_;
    LibraryPrompts prompts_;
    QString path_;
    std::optional<store::Library> library_;
    QString openProblem_;
    QString openNote_;
    std::vector<Origin> origins_;
};

} // namespace capstan::ui
