// Library files the workbench must not damage: a foreign file passed as the library is refused
// and kept byte for byte, a newer schema is refused while the workbench goes on working, and a
// damaged library is moved aside and said once.
#include "library_panel_fixture.h"

using namespace capstan;
using namespace capstan::ui;
using namespace capstan::test;

class TestLibraryFileSafety final : public LibraryPanelFixture {
    Q_OBJECT
private Q_SLOTS:
    void init() { setUpWindow(); }
    void cleanup() { tearDownWindow(); }
    void foreignFilesAreRefusedUntouched_data();
    void foreignFilesAreRefusedUntouched();
    void newerSchemaIsRefusedAndTheWorkbenchStillWorks();
    void damagedFileIsMovedAsideAndSaidOnce();
};

void TestLibraryFileSafety::foreignFilesAreRefusedUntouched_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("says");
    QTest::addRow("a scenario JSON") << QByteArray(R"({"schema_version": 1, "name": "x", "inputs": {}})")
                                     << QStringLiteral("not an SQLite database");
    QTest::addRow("a text file") << QByteArray("notes\n").repeated(40) << QStringLiteral("not an SQLite database");
    QTest::addRow("an empty file") << QByteArray() << QStringLiteral("an empty file");
}

void TestLibraryFileSafety::foreignFilesAreRefusedUntouched()
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

void TestLibraryFileSafety::newerSchemaIsRefusedAndTheWorkbenchStillWorks()
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

void TestLibraryFileSafety::damagedFileIsMovedAsideAndSaidOnce()
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

QTEST_MAIN(TestLibraryFileSafety)
#include "tst_library_file_safety.moc"
