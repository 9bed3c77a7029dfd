// Nothing but a Capstan library is ever touched. For each kind of file a user might pass as
// --db by mistake, every store subcommand leaves it byte for byte as it was, makes no file
// beside it (no -wal, -shm, .corrupt-*, .creating-*), exits non-zero and says why in one line.
// Read commands on a real library leave its bytes as they were (SQLite may keep its -wal and
// -shm beside a library it reads; they hold nothing and are Capstan's own).
#include "file_support.h"

#include "cli/cli.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <iostream>
#include <sstream>

using capstan::test::bytes_of;
using capstan::test::run_sql;
using capstan::test::write_bytes;

namespace {

struct Run final {
    int status = 0;
    std::string out;
    std::string err;
};

Run cli(std::vector<std::string> args, const std::string& input = {})
{
    std::istringstream in(input);
    std::ostringstream out;
    std::ostringstream err;
    std::ostringstream warnings;
    std::streambuf* saved = std::cerr.rdbuf(warnings.rdbuf());
    Run run;
    run.status = capstan::cli::run(args, in, out, err);
    std::cerr.rdbuf(saved);
    run.out = out.str();
    run.err = err.str() + warnings.str();
    return run;
}

// Every store subcommand, each as a user would type it against a library.
std::vector<std::vector<std::string>> every_subcommand()
{
    return {{"list"},
            {"save", "--name", "x"},
            {"show", "x"},
            {"diff", "x", "y"},
            {"history", "x"},
            {"restore", "x", "1"},
            {"tag", "x", "--add", "t"},
            {"search", "x"},
            {"rename", "x", "y"},
            {"duplicate", "x", "y"},
            {"delete", "x"},
            {"export", "x"},
            {"import", "IMPORT"},
            {"profiles"},
            {"profile-show", "p"},
            {"profile-rm", "p"}};
}

} // namespace

class TestLibraryFiles final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void foreignFilesAreLeftAlone_data();
    void foreignFilesAreLeftAlone();
    void readsLeaveALibraryAsItIs();
};

void TestLibraryFiles::foreignFilesAreLeftAlone_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("says");
    QTest::addRow("a scenario JSON") << QStringLiteral("json") << QStringLiteral("not an SQLite database");
    QTest::addRow("another program's SQLite file") << QStringLiteral("sqlite") << QStringLiteral("without Capstan's tables");
    QTest::addRow("another program's SQLite file in WAL mode") << QStringLiteral("sqlite-wal")
                                                              << QStringLiteral("without Capstan's tables");
    QTest::addRow("an SQLite file with another application_id") << QStringLiteral("app-id")
                                                               << QStringLiteral("application_id 0x4d505a47");
    QTest::addRow("a text file") << QStringLiteral("text") << QStringLiteral("not an SQLite database");
    QTest::addRow("an empty file") << QStringLiteral("empty") << QStringLiteral("an empty file");
    QTest::addRow("a folder") << QStringLiteral("dir") << QStringLiteral("a folder");
    QTest::addRow("a read-only text file") << QStringLiteral("readonly") << QStringLiteral("not an SQLite database");
    QTest::addRow("a library of a newer Capstan") << QStringLiteral("newer") << QStringLiteral("newer Capstan");
}

void TestLibraryFiles::foreignFilesAreLeftAlone()
{
    QFETCH(QString, kind);
    QFETCH(QString, says);
    QTemporaryDir root;
    QVERIFY(root.isValid());
    // The file under test sits alone in its own folder, so any new file beside it shows.
    QDir folder(root.path());
    QVERIFY(folder.mkdir(QStringLiteral("lib")));
    const QString dir = root.filePath(QStringLiteral("lib"));
    const QString path = dir + QStringLiteral("/target");
    const QString import_file = root.filePath(QStringLiteral("import.json"));
    write_bytes(import_file, R"({"schema_version": 1, "name": "imported", "inputs": {"workload.isl": 500}})");

    if (kind == QLatin1String("json")) {
        write_bytes(path, R"({"schema_version": 1, "name": "Support bot", "inputs": {"workload.dau": 250000}})");
    } else if (kind == QLatin1String("sqlite")) {
        run_sql(path, "CREATE TABLE photos (id INTEGER PRIMARY KEY, file TEXT); INSERT INTO photos VALUES (1, 'a.jpg')");
    } else if (kind == QLatin1String("sqlite-wal")) {
        run_sql(path, "PRAGMA journal_mode = WAL; CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('hi')");
    } else if (kind == QLatin1String("app-id")) {
        // Even with tables named like Capstan's: the application_id says whose it is.
        run_sql(path, "PRAGMA application_id = 1297111623; CREATE TABLE scenarios (id INTEGER);"
                      "CREATE TABLE revisions (id INTEGER); CREATE TABLE tags (id INTEGER)");
    } else if (kind == QLatin1String("text")) {
        write_bytes(path, QByteArray("meeting notes\n").repeated(50));
    } else if (kind == QLatin1String("empty")) {
        write_bytes(path, {});
    } else if (kind == QLatin1String("dir")) {
        QVERIFY(QDir(dir).mkdir(QStringLiteral("target")));
    } else if (kind == QLatin1String("readonly")) {
        write_bytes(path, QByteArray("read only\n"));
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    } else if (kind == QLatin1String("newer")) {
        QCOMPARE(cli({"store", "--db", path.toStdString(), "--create", "save", "--name", "x"}).status, 0);
        run_sql(path, "PRAGMA user_version = 99");
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    }
    const QByteArray before = kind == QLatin1String("dir") ? QByteArray() : bytes_of(path);
    const QStringList entries = QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);

    for (std::vector<std::string> args : every_subcommand()) {
        for (std::string& arg : args)
            if (arg == "IMPORT")
                arg = import_file.toStdString();
        for (const bool create : {false, true}) {
            std::vector<std::string> call = {"store", "--db", path.toStdString()};
            if (create)
                call.emplace_back("--create");
            call.insert(call.end(), args.begin(), args.end());
            const Run run = cli(call);
            const std::string what = "store " + args.front() + (create ? " --create" : "");
            QVERIFY2(run.status != 0, what.c_str());
            QVERIFY2(run.out.empty(), what.c_str());
            QVERIFY2(run.err.find(says.toStdString()) != std::string::npos, (what + ": " + run.err).c_str());
            QVERIFY2(std::count(run.err.begin(), run.err.end(), '\n') == 1, (what + ": " + run.err).c_str());
            if (kind != QLatin1String("dir"))
                QVERIFY2(bytes_of(path) == before, (what + " changed the file").c_str());
            QCOMPARE(QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), entries);
        }
    }
    // The GUI's library and `eval --profile` open the same way.
    const Run eval = cli({"eval", "--analytic", "--profile", "p", "--db", path.toStdString()});
    QVERIFY(eval.status != 0);
    QVERIFY2(eval.err.find(says.toStdString()) != std::string::npos, eval.err.c_str());
    if (kind != QLatin1String("dir"))
        QCOMPARE(bytes_of(path), before);
    QCOMPARE(QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), entries);
}

void TestLibraryFiles::readsLeaveALibraryAsItIs()
{
    QTemporaryDir root;
    const QString path = root.filePath(QStringLiteral("library.sqlite"));
    const std::string db = path.toStdString();
    QCOMPARE(cli({"store", "--db", db, "--create", "save", "--name", "x", "--tag", "t"}).status, 0);
    QCOMPARE(cli({"store", "--db", db, "save", "--name", "y"}).status, 0);
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));   // the writer checkpointed on close
    const QByteArray before = bytes_of(path);
    for (const std::vector<std::string>& args :
         std::vector<std::vector<std::string>>{{"list"}, {"show", "x"}, {"diff", "x", "y"}, {"history", "x"},
                                               {"search", "t"}, {"export", "x"}, {"profiles"}}) {
        std::vector<std::string> call = {"store", "--db", db};
        call.insert(call.end(), args.begin(), args.end());
        const Run run = cli(call);
        QVERIFY2(run.status == 0, run.err.c_str());
        QCOMPARE(bytes_of(path), before);
        for (const QString& entry : QDir(root.path()).entryList(QDir::Files | QDir::Hidden))
            QVERIFY2(entry.startsWith(QLatin1String("library.sqlite")) && !entry.contains(QLatin1String("corrupt")),
                     qPrintable(entry));
    }
}

QTEST_APPLESS_MAIN(TestLibraryFiles)
#include "tst_library_files.moc"
