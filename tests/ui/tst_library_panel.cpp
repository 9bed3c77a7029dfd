// The library dock driven like a person drives it: a real SQLite file in a temporary folder,
// a real MainWindow, QTest key and mouse events. The dialogs that ask a name or a yes/no are
// answered through the session's prompts, except in one test that types into the real one.
// Refused and damaged library files: tst_library_file_safety.
#include "library_panel_fixture.h"

using namespace capstan;
using namespace capstan::ui;
using namespace capstan::test;

class TestLibraryPanel final : public LibraryPanelFixture {
    Q_OBJECT
private Q_SLOTS:
    void init() { setUpWindow(); }
    void cleanup() { tearDownWindow(); }
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
    void renderWithTheLibraryDock();
};

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
