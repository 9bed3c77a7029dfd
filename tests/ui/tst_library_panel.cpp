// The library dock driven like a person drives it: a real SQLite file in a temporary folder,
// a real MainWindow, QTest key and mouse events. The dialogs that ask a name or a yes/no are
// answered through the session's prompts, except in one test that types into the real one.
#include "core/inputs.h"
#include "core/scenario_codec.h"
#include "store/library.h"
#include "analysis/evaluator.h"
#include "ui/library/library_model.h"
#include "ui/library/library_panel.h"
#include "ui/library/library_session.h"
#include "ui/library/revision_history_dialog.h"
#include "ui/compare/compare_window.h"
#include "ui/main_window.h"
#include "analysis/scenario_document.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QWindow>

#include <sqlite3.h>

#include <deque>

using namespace capstan;
using namespace capstan::ui;

namespace {

const QString kTrickyName = QStringLiteral("O'Brien; DROP TABLE x; — 東京 🚀");

// Answers the prompts in order and keeps every warning shown.
struct Script final {
    std::deque<std::optional<QString>> answers;
    std::deque<bool> confirmations;
    QStringList asked;
    QStringList warnings;
};

std::string json_of(const Scenario& scenario)
{
    return scenario_to_json(scenario);
}

Scenario with(Scenario scenario, const char* path, const char* value)
{
    const Status set = set_input(scenario, path, value);
    if (!set)
        qFatal("%s", set.error().message().c_str());
    return scenario;
}

// Types like a keyboard: ASCII through QTest's key map, anything else as the key event an
// input method delivers (QTest's key map knows ASCII only).
void typeText(QWidget* widget, const QString& text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c.unicode() < 0x80) {
            QTest::keyClick(widget, char(c.unicode()));
            continue;
        }
        const qsizetype length = c.isHighSurrogate() ? 2 : 1;
        QKeyEvent press(QEvent::KeyPress, Qt::Key_unknown, Qt::NoModifier, text.mid(i, length));
        QCoreApplication::sendEvent(widget, &press);
        i += length - 1;
    }
}

} // namespace

class TestLibraryPanel final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void saveTwiceListsTwoRevisions();
    void searchFiltersAsYouType();
    void tagsAreEditedAndSearchable();
    void enterAndDoubleClickOpenIntoTheWorkbench();
    void undoingAnOpenForgetsWhereTheDocumentCameFrom();
    void historyOpensAndRestoresRevisions();
    void renameDuplicateDeleteByKeysAndButtons();
    void nameInUseIsRefusedAndNothingChanges();
    void compareNeedsTwoToFourScenarios();
    void trickyNamesRoundTrip();
    void realNameDialogSavesAs();
    void newerSchemaIsRefusedAndTheWorkbenchStillWorks();
    void foreignFilesAreRefusedUntouched_data();
    void foreignFilesAreRefusedUntouched();
    void damagedFileIsMovedAsideAndSaidOnce();
    void renderWithTheLibraryDock();

private:
    void openWindow(const QString& path);
    // CAPSTAN_RENDER_DIR keeps the pictures for a person to look at.
    [[nodiscard]] QString renderDir() const
    {
        return qEnvironmentVariableIsSet("CAPSTAN_RENDER_DIR") ? qEnvironmentVariable("CAPSTAN_RENDER_DIR")
                                                               : dir_->path();
    }
    [[nodiscard]] QString libraryPath() const { return dir_->filePath(QStringLiteral("library.sqlite")); }
    store::Library& library() { return *window_->librarySession()->library(); }
    LibraryPanel* panel() const { return window_->libraryPanel(); }
    QTableView* view() const { return panel()->view(); }
    QStringList shownNames() const;
    QString shown(const QString& name, LibraryModel::Column column) const;
    void clickRow(const QString& name, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    std::int64_t create(const QString& name, const Scenario& scenario);
    void saveAs(const QString& name);
    QToolButton* buttonOf(const QAction* action) const;

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<MainWindow> window_;
    Script script_;
};

void TestLibraryPanel::init()
{
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    script_ = Script{};
    openWindow(libraryPath());
}

void TestLibraryPanel::cleanup()
{
    window_.reset();
    dir_.reset();
}

void TestLibraryPanel::openWindow(const QString& path)
{
    window_ = std::make_unique<MainWindow>(default_scenario(), nullptr, path);
    LibraryPrompts prompts;
    prompts.askText = [this](QWidget*, const QString& title, const QString&, const QString&) -> std::optional<QString> {
        script_.asked << title;
        if (script_.answers.empty())
            qFatal("unexpected question: %s", qPrintable(title));
        std::optional<QString> answer = script_.answers.front();
        script_.answers.pop_front();
        return answer;
    };
    prompts.confirm = [this](QWidget*, const QString& title, const QString&) {
        script_.asked << title;
        if (script_.confirmations.empty())
            qFatal("unexpected confirmation: %s", qPrintable(title));
        const bool yes = script_.confirmations.front();
        script_.confirmations.pop_front();
        return yes;
    };
    prompts.warn = [this](QWidget*, const QString&, const QString& message) { script_.warnings << message; };
    window_->librarySession()->setPrompts(std::move(prompts));
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
}

QStringList TestLibraryPanel::shownNames() const
{
    QStringList names;
    for (int row = 0; row < view()->model()->rowCount(); ++row)
        names << view()->model()->index(row, LibraryModel::Name).data().toString();
    return names;
}

QString TestLibraryPanel::shown(const QString& name, LibraryModel::Column column) const
{
    const QAbstractItemModel* model = view()->model();
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, LibraryModel::Name).data().toString() == name)
            return model->index(row, column).data().toString();
    return QStringLiteral("(not listed)");
}

void TestLibraryPanel::clickRow(const QString& name, Qt::KeyboardModifiers modifiers)
{
    const int row = int(shownNames().indexOf(name));
    QVERIFY2(row >= 0, qPrintable(name));
    const QRect rect = view()->visualRect(view()->model()->index(row, LibraryModel::Name));
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, modifiers, rect.center());
}

std::int64_t TestLibraryPanel::create(const QString& name, const Scenario& scenario)
{
    Expected<std::int64_t> id = library().create(name.toStdString(), scenario);
    if (!id)
        qFatal("%s", id.error().message().c_str());
    panel()->refresh();
    return *id;
}

void TestLibraryPanel::saveAs(const QString& name)
{
    script_.answers.push_back(name);
    window_->saveToLibraryAsAction()->trigger();
}

QToolButton* TestLibraryPanel::buttonOf(const QAction* action) const
{
    for (QToolButton* button : panel()->findChildren<QToolButton*>(QString(), Qt::FindDirectChildrenOnly))
        if (button->defaultAction() == action)
            return button;
    qFatal("no button for %s", qPrintable(action->text()));
}

void TestLibraryPanel::saveTwiceListsTwoRevisions()
{
    QVERIFY(window_->findChild<QDockWidget*>(QStringLiteral("libraryDock"))->isVisible());
    QVERIFY(shownNames().isEmpty());
    QVERIFY(panel()->statusLabel()->isVisible());   // says how to fill an empty library

    // Ctrl+S on a document that is not from the library asks a name: Save as.
    script_.answers.push_back(QStringLiteral("Chat 70B"));
    QTest::keyClick(window_.get(), Qt::Key_S, Qt::ControlModifier);
    QCOMPARE(script_.asked, QStringList{QStringLiteral("Save to library as")});
    QCOMPARE(shownNames(), QStringList{QStringLiteral("Chat 70B")});
    QVERIFY(panel()->statusLabel()->isHidden());
    QCOMPARE(shown(QStringLiteral("Chat 70B"), LibraryModel::Revisions), QStringLiteral("1"));
    QVERIFY(window_->windowTitle().contains(QStringLiteral("Chat 70B")));
    QVERIFY(!window_->isWindowModified());

    QVERIFY(window_->document()->setInput(QStringLiteral("workload.isl"), QStringLiteral("2000")).isEmpty());
    QVERIFY(window_->isWindowModified());

    // Now the document is from the library: Ctrl+S saves a revision without asking.
    QTest::keyClick(window_.get(), Qt::Key_S, Qt::ControlModifier);
    QCOMPARE(script_.asked.size(), 1);
    QVERIFY(script_.warnings.isEmpty());
    QCOMPARE(shown(QStringLiteral("Chat 70B"), LibraryModel::Revisions), QStringLiteral("2"));
    QVERIFY(!window_->isWindowModified());
    QCOMPARE(window_->librarySession()->currentRevision(), 2);

    // Seen from a second connection to the file: revision 1 has the old prompt length, 2 the new.
    Expected<store::Library> other = store::Library::open(libraryPath().toStdString());
    QVERIFY(other);
    Expected<std::int64_t> id = other->find("Chat 70B");
    QVERIFY(id);
    QCOMPARE(other->load(*id, 1)->scenario.workload.isl, 1000);
    QCOMPARE(other->load(*id, 2)->scenario.workload.isl, 2000);

    // Saving again without a change adds nothing.
    QTest::keyClick(window_.get(), Qt::Key_S, Qt::ControlModifier);
    QCOMPARE(other->summary(*id)->revisions, 2);
}

void TestLibraryPanel::searchFiltersAsYouType()
{
    create(QStringLiteral("Mixtral chat"), with(default_scenario(), "model.preset", "mixtral-8x7b"));
    create(QStringLiteral("Llama batch"), default_scenario());
    create(QStringLiteral("Llama chat"), default_scenario());
    QCOMPARE(shownNames().size(), 3);

    QTest::keyClicks(panel()->searchField(), QStringLiteral("chat"));
    QCOMPARE(shownNames(), (QStringList{QStringLiteral("Llama chat"), QStringLiteral("Mixtral chat")}));
    QTest::keyClicks(panel()->searchField(), QStringLiteral(" mix"));
    QCOMPARE(shownNames(), QStringList{QStringLiteral("Mixtral chat")});
    QVERIFY(panel()->statusLabel()->isHidden());
    QTest::keyClicks(panel()->searchField(), QStringLiteral("zz"));
    QVERIFY(shownNames().isEmpty());
    QVERIFY(panel()->statusLabel()->isVisible());
    QVERIFY2(panel()->statusLabel()->text().contains(QStringLiteral("chat mixzz")),
             qPrintable(panel()->statusLabel()->text()));
    panel()->searchField()->clear();
    QCOMPARE(shownNames().size(), 3);

    // Sorting by the revision count puts the most revised first when descending.
    QVERIFY(library().save(*library().find("Llama batch"), default_scenario()));
    panel()->refresh();
    view()->sortByColumn(LibraryModel::Revisions, Qt::DescendingOrder);
    QCOMPARE(shownNames().front(), QStringLiteral("Llama batch"));
}

void TestLibraryPanel::tagsAreEditedAndSearchable()
{
    create(QStringLiteral("Alpha"), default_scenario());
    create(QStringLiteral("Beta"), default_scenario());
    clickRow(QStringLiteral("Beta"));
    QVERIFY(panel()->tagsAction()->isEnabled());
    script_.answers.push_back(QStringLiteral("prod, h100 ,"));
    panel()->tagsAction()->trigger();
    QCOMPARE(shown(QStringLiteral("Beta"), LibraryModel::Tags), QStringLiteral("h100, prod"));

    QTest::keyClicks(panel()->searchField(), QStringLiteral("tag:prod"));
    QCOMPARE(shownNames(), QStringList{QStringLiteral("Beta")});

    // Dropping a tag from the list removes it.
    panel()->searchField()->clear();
    clickRow(QStringLiteral("Beta"));
    script_.answers.push_back(QStringLiteral("h100"));
    panel()->tagsAction()->trigger();
    QCOMPARE(shown(QStringLiteral("Beta"), LibraryModel::Tags), QStringLiteral("h100"));
    QTest::keyClicks(panel()->searchField(), QStringLiteral("tag:prod"));
    QVERIFY(shownNames().isEmpty());

    // A bad tag is refused and the tags stay as they were.
    panel()->searchField()->clear();
    clickRow(QStringLiteral("Beta"));
    script_.answers.push_back(QStringLiteral("ok, ") + QString(200, QLatin1Char('x')));
    panel()->tagsAction()->trigger();
    QCOMPARE(script_.warnings.size(), 1);
    QVERIFY2(script_.warnings.front().contains(QStringLiteral("tag")), qPrintable(script_.warnings.front()));
    QCOMPARE(shown(QStringLiteral("Beta"), LibraryModel::Tags), QStringLiteral("h100"));
}

void TestLibraryPanel::enterAndDoubleClickOpenIntoTheWorkbench()
{
    const Scenario mixtral = with(default_scenario(), "model.preset", "mixtral-8x7b");
    const Scenario small = with(default_scenario(), "model.preset", "llama-3.1-8b");
    create(QStringLiteral("Mixtral"), mixtral);
    create(QStringLiteral("Small"), small);
    window_->evaluator()->flush();
    const QString resultsBefore = window_->resultsText();
    const int undoBefore = window_->document()->undoStack()->index();

    // Tab from the search field reaches the list; Enter opens the current row.
    panel()->searchField()->setFocus();
    QTest::keyClick(panel()->searchField(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(view()));
    clickRow(QStringLiteral("Mixtral"));
    QTest::keyClick(view(), Qt::Key_Return);
    const Expected<store::StoredScenario> stored = library().load(*library().find("Mixtral"));
    QVERIFY(stored);
    QCOMPARE(json_of(window_->document()->scenario()), json_of(stored->scenario));
    QCOMPARE(window_->document()->scenario().model.preset, std::string("mixtral-8x7b"));
    window_->evaluator()->flush();
    QVERIFY(window_->resultsText() != resultsBefore);
    QCOMPARE(window_->document()->undoStack()->index(), undoBefore + 1);
    QVERIFY(window_->windowTitle().contains(QStringLiteral("Mixtral")));
    QVERIFY(!window_->isWindowModified());

    // A double click opens too.
    const int row = int(shownNames().indexOf(QStringLiteral("Small")));
    const QRect rect = view()->visualRect(view()->model()->index(row, LibraryModel::Name));
    // A double click arrives as press, release, then the double-click event.
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, Qt::NoModifier, rect.center());
    QTest::mouseDClick(view()->viewport(), Qt::LeftButton, Qt::NoModifier, rect.center());
    QCOMPARE(json_of(window_->document()->scenario()), json_of(library().load(*library().find("Small"))->scenario));

    // Opening is one undo step each.
    window_->document()->undoStack()->undo();
    QCOMPARE(window_->document()->scenario().model.preset, std::string("mixtral-8x7b"));
    QVERIFY(window_->windowTitle().contains(QStringLiteral("Mixtral")));
}

void TestLibraryPanel::undoingAnOpenForgetsWhereTheDocumentCameFrom()
{
    const std::int64_t id = create(QStringLiteral("Stored"), with(default_scenario(), "workload.osl", "900"));
    const std::string original = json_of(window_->document()->scenario());
    QVERIFY(window_->librarySession()->open(id));
    QCOMPARE(window_->librarySession()->currentId(), std::optional<std::int64_t>(id));
    window_->document()->undoStack()->undo();
    QCOMPARE(json_of(window_->document()->scenario()), original);
    QVERIFY(!window_->librarySession()->currentId());
    QVERIFY(!window_->windowTitle().contains(QStringLiteral("Stored")));

    // Save now asks a name instead of writing the default scenario into "Stored".
    script_.answers.push_back(std::nullopt);
    window_->saveToLibraryAction()->trigger();
    QCOMPARE(script_.asked, QStringList{QStringLiteral("Save to library as")});
    QCOMPARE(library().summary(id)->revisions, 1);

    // Redo brings the library scenario back; an edit after an undo drops it for good.
    window_->document()->undoStack()->redo();
    QCOMPARE(window_->librarySession()->currentId(), std::optional<std::int64_t>(id));
    window_->document()->undoStack()->undo();
    QVERIFY(window_->document()->setInput(QStringLiteral("workload.isl"), QStringLiteral("1500")).isEmpty());
    QVERIFY(!window_->librarySession()->currentId());
}

void TestLibraryPanel::historyOpensAndRestoresRevisions()
{
    saveAs(QStringLiteral("Evolving"));
    QVERIFY(window_->document()->setInput(QStringLiteral("workload.osl"), QStringLiteral("700")).isEmpty());
    window_->saveToLibraryAction()->trigger();
    const std::int64_t id = *library().find("Evolving");
    QCOMPARE(library().summary(id)->revisions, 2);

    clickRow(QStringLiteral("Evolving"));
    panel()->historyAction()->trigger();
    auto* history = panel()->findChild<RevisionHistoryDialog*>();
    QVERIFY(history);
    QVERIFY(QTest::qWaitForWindowExposed(history));
    QTreeWidget* list = history->revisions();
    QCOMPARE(list->topLevelItemCount(), 2);
    QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("2"));   // newest first
    QVERIFY(!list->topLevelItem(0)->text(1).isEmpty());

    // Open revision 1: the workbench shows it, the library is untouched.
    list->setCurrentItem(list->topLevelItem(1));
    QCOMPARE(history->selectedRevision(), 1);
    QTest::mouseClick(history->openButton(), Qt::LeftButton);
    QCOMPARE(window_->document()->scenario().workload.osl, 250);
    QCOMPARE(window_->librarySession()->currentRevision(), 1);
    QCOMPARE(library().summary(id)->revisions, 2);

    // Restore revision 1: a third revision equal to the first, listed at once.
    QTest::mouseClick(history->restoreButton(), Qt::LeftButton);
    QCOMPARE(library().summary(id)->revisions, 3);
    QCOMPARE(json_of(library().load(id, 3)->scenario), json_of(library().load(id, 1)->scenario));
    QCOMPARE(list->topLevelItemCount(), 3);
    QVERIFY(list->topLevelItem(0)->text(2).contains(QStringLiteral("1")));
    QCOMPARE(shown(QStringLiteral("Evolving"), LibraryModel::Revisions), QStringLiteral("3"));
    history->close();
}

void TestLibraryPanel::renameDuplicateDeleteByKeysAndButtons()
{
    create(QStringLiteral("First"), default_scenario());
    create(QStringLiteral("Second"), default_scenario());

    // F2 renames.
    clickRow(QStringLiteral("First"));
    script_.answers.push_back(QStringLiteral("Renamed"));
    QTest::keyClick(view(), Qt::Key_F2);
    QCOMPARE(shownNames(), (QStringList{QStringLiteral("Renamed"), QStringLiteral("Second")}));
    QVERIFY(library().find("Renamed"));

    // The Duplicate button copies the latest revision under a new name and selects it.
    clickRow(QStringLiteral("Second"));
    script_.answers.push_back(QStringLiteral("Second copy"));
    QTest::mouseClick(buttonOf(panel()->duplicateAction()), Qt::LeftButton);
    QCOMPARE(shownNames().size(), 3);
    QCOMPARE(panel()->selectedIds(), std::vector<std::int64_t>{*library().find("Second copy")});

    // Delete asks first; "no" keeps it, "yes" deletes it.
    clickRow(QStringLiteral("Renamed"));
    script_.confirmations.push_back(false);
    QTest::keyClick(view(), Qt::Key_Delete);
    QCOMPARE(shownNames().size(), 3);
    script_.confirmations.push_back(true);
    QTest::keyClick(view(), Qt::Key_Delete);
    QCOMPARE(shownNames(), (QStringList{QStringLiteral("Second"), QStringLiteral("Second copy")}));
    QVERIFY(!library().find("Renamed"));

    // Delete in the search field edits the text; it never deletes a scenario.
    panel()->searchField()->setText(QStringLiteral("Sec"));
    panel()->searchField()->setFocus();
    panel()->searchField()->setCursorPosition(0);
    QTest::keyClick(panel()->searchField(), Qt::Key_Delete);
    QCOMPARE(panel()->searchField()->text(), QStringLiteral("ec"));
    QVERIFY(script_.confirmations.empty());
    QVERIFY(script_.warnings.isEmpty());
}

void TestLibraryPanel::nameInUseIsRefusedAndNothingChanges()
{
    saveAs(QStringLiteral("Taken"));
    create(QStringLiteral("Other"), with(default_scenario(), "workload.isl", "3000"));
    QVERIFY(window_->document()->setInput(QStringLiteral("workload.osl"), QStringLiteral("400")).isEmpty());
    const std::string document = json_of(window_->document()->scenario());
    const int undoIndex = window_->document()->undoStack()->index();
    const std::optional<std::int64_t> origin = window_->librarySession()->currentId();

    saveAs(QStringLiteral("Other"));
    QCOMPARE(script_.warnings.size(), 1);
    QVERIFY2(script_.warnings.back().contains(QStringLiteral("already in use")), qPrintable(script_.warnings.back()));
    QVERIFY2(script_.warnings.back().contains(QStringLiteral("\"Other\"")), qPrintable(script_.warnings.back()));
    QCOMPARE(json_of(window_->document()->scenario()), document);
    QCOMPARE(window_->document()->undoStack()->index(), undoIndex);
    QCOMPARE(window_->librarySession()->currentId(), origin);
    QVERIFY(window_->isWindowModified());
    QCOMPARE(shownNames(), (QStringList{QStringLiteral("Other"), QStringLiteral("Taken")}));
    QCOMPARE(library().summary(*library().find("Other"))->revisions, 1);
    QCOMPARE(library().load(*library().find("Other"))->scenario.workload.isl, 3000);

    // Renaming or duplicating onto a name in use is refused too.
    clickRow(QStringLiteral("Taken"));
    script_.answers.push_back(QStringLiteral("Other"));
    panel()->renameAction()->trigger();
    script_.answers.push_back(QStringLiteral("Other"));
    panel()->duplicateAction()->trigger();
    QCOMPARE(script_.warnings.size(), 3);
    QCOMPARE(shownNames(), (QStringList{QStringLiteral("Other"), QStringLiteral("Taken")}));

    // An empty name names the field.
    saveAs(QStringLiteral("   "));
    QVERIFY2(script_.warnings.back().contains(QStringLiteral("name")), qPrintable(script_.warnings.back()));
    QCOMPARE(shownNames().size(), 2);
}

void TestLibraryPanel::compareNeedsTwoToFourScenarios()
{
    for (const char* preset : {"llama-3.1-8b", "llama-3.1-70b", "mixtral-8x7b", "qwen2.5-72b", "llama-2-7b"})
        create(QString::fromLatin1(preset), with(default_scenario(), "model.preset", preset));
    QSignalSpy compared(panel(), &LibraryPanel::compareRequested);

    clickRow(QStringLiteral("llama-3.1-8b"));
    QVERIFY(!panel()->compareAction()->isEnabled());
    clickRow(QStringLiteral("mixtral-8x7b"), Qt::ControlModifier);
    QVERIFY(panel()->compareAction()->isEnabled());
    QVERIFY(!panel()->renameAction()->isEnabled());
    panel()->compareAction()->trigger();
    QCOMPARE(compared.count(), 1);
    const auto scenarios = compared.at(0).at(0).value<std::vector<Scenario>>();
    QCOMPARE(scenarios.size(), std::size_t(2));
    QCOMPARE(scenarios[0].name, std::string("llama-3.1-8b"));
    QCOMPARE(scenarios[1].model.preset, std::string("mixtral-8x7b"));
    // The workbench opens the compare window on them: one column per scenario.
    const auto opened = window_->findChildren<CompareWindow*>();
    QCOMPARE(opened.size(), 1);
    QVERIFY(opened.front()->isVisible());
    QCOMPARE(opened.front()->comparison()->table.scenarios,
             (QStringList{QStringLiteral("llama-3.1-8b"), QStringLiteral("mixtral-8x7b")}));
    opened.front()->close();

    view()->setFocus();
    QTest::keyClick(view(), Qt::Key_A, Qt::ControlModifier);
    QCOMPARE(panel()->selectedIds().size(), std::size_t(5));
    QVERIFY(!panel()->compareAction()->isEnabled());
    QVERIFY(panel()->deleteAction()->isEnabled());
    clickRow(QStringLiteral("qwen2.5-72b"), Qt::ControlModifier);   // 4 left selected
    QVERIFY(panel()->compareAction()->isEnabled());
}

void TestLibraryPanel::trickyNamesRoundTrip()
{
    saveAs(kTrickyName);
    QVERIFY2(script_.warnings.isEmpty(), qPrintable(script_.warnings.join(QLatin1Char('\n'))));
    QCOMPARE(shownNames(), QStringList{kTrickyName});
    QVERIFY(window_->windowTitle().contains(kTrickyName));
    Expected<std::int64_t> id = library().find(kTrickyName.toStdString());
    QVERIFY(id);

    typeText(panel()->searchField(), QStringLiteral("東京"));
    QCOMPARE(shownNames(), QStringList{kTrickyName});
    panel()->searchField()->clear();
    typeText(panel()->searchField(), QStringLiteral("🚀"));
    QCOMPARE(shownNames(), QStringList{kTrickyName});
    panel()->searchField()->clear();

    const QString quoted = QStringLiteral("Robert\"); DROP TABLE scenarios;-- [*] %1 %2");
    clickRow(kTrickyName);
    script_.answers.push_back(quoted);
    panel()->renameAction()->trigger();
    QCOMPARE(shownNames(), QStringList{quoted});
    // The title as the window system shows it: Qt's "[*]" mark must not eat the name's.
    QVERIFY2(window_->windowHandle()->title().endsWith(quoted), qPrintable(window_->windowHandle()->title()));

    clickRow(quoted);
    script_.answers.push_back(kTrickyName);
    panel()->duplicateAction()->trigger();
    QCOMPARE(shownNames().size(), 2);
    clickRow(kTrickyName);
    QTest::keyClick(view(), Qt::Key_Return);
    QCOMPARE(QString::fromStdString(window_->document()->scenario().name), kTrickyName);
    QVERIFY(window_->windowTitle().contains(kTrickyName));
    QVERIFY(script_.warnings.isEmpty());
}

void TestLibraryPanel::realNameDialogSavesAs()
{
    window_->librarySession()->setPrompts(defaultLibraryPrompts());
    bool typed = false;
    QTimer::singleShot(0, this, [&typed] {
        auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        auto* field = dialog->findChild<QLineEdit*>();
        field->selectAll();
        typeText(field, QStringLiteral("Typed 東京"));
        QTest::keyClick(field, Qt::Key_Return);
        typed = true;
    });
    window_->saveToLibraryAsAction()->trigger();
    QVERIFY(typed);
    QCOMPARE(shownNames(), QStringList{QStringLiteral("Typed 東京")});
}

void TestLibraryPanel::foreignFilesAreRefusedUntouched_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("says");
    QTest::addRow("a scenario JSON") << QByteArray(R"({"schema_version": 1, "name": "x", "inputs": {}})")
                                     << QStringLiteral("not an SQLite database");
    QTest::addRow("a text file") << QByteArray("notes\n").repeated(40) << QStringLiteral("not an SQLite database");
    QTest::addRow("an empty file") << QByteArray() << QStringLiteral("an empty file");
}

void TestLibraryPanel::foreignFilesAreRefusedUntouched()
{
    // The workbench's --db opens like the CLI's: a file that is not a Capstan library is
    // refused, kept byte for byte, and nothing appears beside it.
    QFETCH(QByteArray, content);
    QFETCH(QString, says);
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("not-a-library"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    openWindow(path);
    QVERIFY(!window_->librarySession()->library());
    QVERIFY2(panel()->problemLabel()->text().contains(says), qPrintable(panel()->problemLabel()->text()));
    window_->saveToLibraryAction()->trigger();
    window_.reset();
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), content);
    QCOMPARE(QDir(folder.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList{QStringLiteral("not-a-library")});
}

void TestLibraryPanel::newerSchemaIsRefusedAndTheWorkbenchStillWorks()
{
    const QString newer = dir_->filePath(QStringLiteral("newer.sqlite"));
    sqlite3* db = nullptr;
    QCOMPARE(sqlite3_open(newer.toUtf8().constData(), &db), SQLITE_OK);
    // A Capstan library (its application id) from a schema this build does not know.
    QCOMPARE(sqlite3_exec(db, "PRAGMA application_id = 1129337684; CREATE TABLE future (x); PRAGMA user_version = 999;",
                          nullptr, nullptr, nullptr),
             SQLITE_OK);
    sqlite3_close(db);
    QFile file(newer);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();

    openWindow(newer);
    QVERIFY(!window_->librarySession()->library());
    QLabel* problem = panel()->problemLabel();
    QVERIFY(problem->isVisible());
    QVERIFY(!view()->isVisible());
    QVERIFY2(problem->text().contains(QStringLiteral("999")), qPrintable(problem->text()));
    QVERIFY2(problem->text().contains(QStringLiteral("newer")), qPrintable(problem->text()));
    QVERIFY(!panel()->searchField()->isEnabled());
    QVERIFY(panel()->grab().save(renderDir() + QStringLiteral("/library-refused.png")));

    // Saving says why it cannot; the workbench goes on evaluating.
    window_->saveToLibraryAction()->trigger();
    QCOMPARE(script_.warnings.size(), 1);
    QVERIFY(script_.warnings.front().contains(QStringLiteral("newer")));
    window_->evaluator()->flush();
    const QString resultsBefore = window_->resultsText();
    QVERIFY(window_->document()->setInput(QStringLiteral("workload.dau"), QStringLiteral("400000")).isEmpty());
    window_->evaluator()->flush();
    QVERIFY(window_->resultsText() != resultsBefore);
    const QRegularExpression notANumber(QStringLiteral("\\b(nan|inf)\\b"), QRegularExpression::CaseInsensitiveOption);
    QVERIFY2(!window_->resultsText().contains(notANumber), qPrintable(window_->resultsText()));

    window_.reset();
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
}

void TestLibraryPanel::damagedFileIsMovedAsideAndSaidOnce()
{
    // A Capstan library whose pages were damaged (its header, so its application id, intact).
    const QString damaged = dir_->filePath(QStringLiteral("damaged.sqlite"));
    {
        Expected<store::Library> original = store::Library::open(damaged.toStdString());
        QVERIFY(original.has_value());
        for (int i = 0; i < 200; ++i)
            QVERIFY(original->create("s" + std::to_string(i), default_scenario(), {}, std::string(300, 'n')));
    }
    QFile file(damaged);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QByteArray bytes = file.readAll();
    QVERIFY(bytes.size() > 8 * 4096);
    bytes.replace(2 * 4096, 4 * 4096, QByteArray(4 * 4096, '\xab'));
    QVERIFY(file.seek(0));
    QCOMPARE(file.write(bytes), bytes.size());
    file.close();

    openWindow(damaged);
    QVERIFY(window_->librarySession()->library());
    QLabel* note = panel()->noteLabel();
    QVERIFY(note->isVisible());
    QVERIFY2(note->text().contains(QStringLiteral(".corrupt-")), qPrintable(note->text()));
    QVERIFY(panel()->grab().save(renderDir() + QStringLiteral("/library-damaged.png")));
    QVERIFY(view()->isVisible());
    saveAs(QStringLiteral("Fresh"));
    QCOMPARE(shownNames(), QStringList{QStringLiteral("Fresh")});
    QVERIFY(note->isVisible());

    QTest::mouseClick(panel()->findChild<QToolButton*>(QStringLiteral("dismissLibraryNote")), Qt::LeftButton);
    QVERIFY(!note->isVisible());
}

void TestLibraryPanel::renderWithTheLibraryDock()
{
    saveAs(QStringLiteral("Chatbot on Llama-3.1-70B, H100"));
    create(QStringLiteral("Agents on DeepSeek-V3"), with(default_scenario(), "model.preset", "deepseek-v3"));
    create(kTrickyName, default_scenario());
    QVERIFY(library().add_tags(*library().find("Agents on DeepSeek-V3"), {"agents", "moe", "prod"}));
    QVERIFY(library().save(*library().find(kTrickyName.toStdString()), default_scenario()));
    panel()->refresh();
    clickRow(QStringLiteral("Agents on DeepSeek-V3"));
    window_->evaluator()->waitForRefinement();
    QTest::qWait(50);

    const QRect dock = window_->findChild<QDockWidget*>(QStringLiteral("libraryDock"))->geometry();
    QVERIFY2(dock.width() >= 380 && dock.height() >= 250,
             qPrintable(QStringLiteral("%1x%2").arg(dock.width()).arg(dock.height())));
    // Every button's text fits.
    for (QToolButton* button : panel()->findChildren<QToolButton*>(QString(), Qt::FindDirectChildrenOnly))
        if (button->defaultAction())
            QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text()));

    QVERIFY(window_->grab().save(renderDir() + QStringLiteral("/workbench-library.png")));
    QVERIFY(panel()->grab().save(renderDir() + QStringLiteral("/library-panel.png")));

    clickRow(kTrickyName);
    panel()->historyAction()->trigger();
    auto* history = panel()->findChild<RevisionHistoryDialog*>();
    QVERIFY(history);
    QVERIFY(QTest::qWaitForWindowExposed(history));
    QCOMPARE(history->revisions()->topLevelItemCount(), 2);
    QVERIFY(history->grab().save(renderDir() + QStringLiteral("/library-history.png")));
    history->close();
}

QTEST_MAIN(TestLibraryPanel)
#include "tst_library_panel.moc"
