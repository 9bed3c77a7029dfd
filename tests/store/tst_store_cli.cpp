// capstan-cli store, in process: every subcommand on a real library file, JSON output, and
// one-line errors with no partial output.
#include "cli/cli.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <iostream>
#include <sstream>

namespace {

struct Run final {
    int status = 0;
    std::string out;
    std::string err;
    std::string warnings;   // what the command wrote to std::cerr directly
};

} // namespace

class TestStoreCli final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void saveListShow();
    void revisionsHistoryRestoreDiff();
    void tagSearchRenameDuplicateDelete();
    void exportImportRoundTrip();
    void namesWithQuotesSqlAndUnicode();
    void errors_data();
    void errors();
    void corruptLibraryIsReported();
    void numericNameIsAName();
    void missingLibraryIsNotCreated();

private:
    Run store(std::vector<std::string> args, const std::string& stdin_text = {});
    std::unique_ptr<QTemporaryDir> dir_;
    std::string db_;
};

void TestStoreCli::init()
{
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    db_ = dir_->filePath(QStringLiteral("library.sqlite")).toStdString();
}

Run TestStoreCli::store(std::vector<std::string> args, const std::string& stdin_text)
{
    args.insert(args.begin(), {"store", "--db", db_, "--create"});
    std::istringstream in(stdin_text);
    std::ostringstream out;
    std::ostringstream err;
    std::ostringstream warnings;
    std::streambuf* saved = std::cerr.rdbuf(warnings.rdbuf());
    Run run;
    run.status = capstan::cli::run(args, in, out, err);
    std::cerr.rdbuf(saved);
    run.out = out.str();
    run.err = err.str();
    run.warnings = warnings.str();
    return run;
}

void TestStoreCli::saveListShow()
{
    Run saved = store({"save", "--name", "chat 70B", "--set", "workload.isl=2000", "--tag", "chat", "--notes", "n"});
    QVERIFY2(saved.status == 0, saved.err.c_str());
    QCOMPARE(saved.out, std::string("saved \"chat 70B\" (id 1), revision 1\n"));
    const std::string file = R"({"schema_version": 1, "name": "from stdin", "inputs": {"deploy.tp": 4}})";
    QCOMPARE(store({"save", "-", "--name", "stdin plan"}, file).status, 0);

    const Run list = store({"list", "--json"});
    QCOMPARE(list.status, 0);
    const auto rows = nlohmann::json::parse(list.out);
    QCOMPARE(rows.size(), std::size_t(2));
    QCOMPARE(rows[0]["name"].get<std::string>(), std::string("chat 70B"));
    QCOMPARE(rows[0]["tags"].dump(), std::string(R"(["chat"])"));
    QCOMPARE(rows[0]["revisions"].get<int>(), 1);
    QVERIFY(store({"list"}).out.find("stdin plan") != std::string::npos);

    // --json prints the scenario file itself, which eval reads back.
    const Run shown = store({"show", "stdin plan", "--json"});
    QCOMPARE(shown.status, 0);
    const auto doc = nlohmann::json::parse(shown.out);
    QCOMPARE(doc["inputs"]["deploy.tp"].get<int>(), 4);
    QCOMPARE(doc["name"].get<std::string>(), std::string("stdin plan"));
    std::istringstream in(shown.out);
    std::ostringstream out, err;
    QCOMPARE(capstan::cli::run({"eval", "-", "--json"}, in, out, err), 0);
    QVERIFY(store({"show", "--id", "1"}).out.find("workload.isl = 2000 tokens") != std::string::npos);
}

void TestStoreCli::revisionsHistoryRestoreDiff()
{
    QCOMPARE(store({"save", "--name", "p", "--set", "workload.isl=1000"}).status, 0);
    QCOMPARE(store({"save", "--name", "p", "--set", "workload.isl=3000"}).out,
             std::string("saved \"p\" (id 1), revision 2\n"));
    const Run diff = store({"diff", "p@1", "p"});
    QCOMPARE(diff.out, std::string("workload.isl: 1000 -> 3000 tokens\n"));
    QCOMPARE(store({"restore", "p", "1"}).out, std::string("restored \"p\" revision 1 as revision 3\n"));
    const auto history = nlohmann::json::parse(store({"history", "p", "--json"}).out);
    QCOMPARE(history.size(), std::size_t(3));
    QCOMPARE(history[2]["message"].get<std::string>(), std::string("restored from revision 1"));
    QCOMPARE(store({"diff", "p@1", "p"}).out, std::string("no differences\n"));
    const auto json_diff = nlohmann::json::parse(store({"diff", "p@2", "p@3", "--json"}).out);
    QCOMPARE(json_diff["changes"][0]["path"].get<std::string>(), std::string("workload.isl"));
    QCOMPARE(json_diff["changes"][0]["a"].get<std::string>(), std::string("3000"));
}

void TestStoreCli::tagSearchRenameDuplicateDelete()
{
    QCOMPARE(store({"save", "--name", "alpha"}).status, 0);
    QCOMPARE(store({"save", "--name", "beta", "--notes", "budget review"}).status, 0);
    QCOMPARE(store({"tag", "alpha", "--add", "gpu", "--add", "q3"}).out, std::string("gpu, q3\n"));
    QCOMPARE(store({"tag", "alpha", "--remove", "gpu"}).out, std::string("q3\n"));
    const auto found = nlohmann::json::parse(store({"search", "tag:q3", "--json"}).out);
    QCOMPARE(found.size(), std::size_t(1));
    QCOMPARE(found[0]["name"].get<std::string>(), std::string("alpha"));
    QVERIFY(store({"search", "budget"}).out.find("beta") != std::string::npos);
    QCOMPARE(store({"rename", "alpha", "gamma"}).status, 0);
    QCOMPARE(store({"duplicate", "gamma", "delta"}).status, 0);
    QCOMPARE(store({"delete", "beta"}).out, std::string("deleted \"beta\"\n"));
    const auto rows = nlohmann::json::parse(store({"list", "--json"}).out);
    QCOMPARE(rows.size(), std::size_t(2));
    QCOMPARE(rows[0]["name"].get<std::string>(), std::string("delta"));
    QCOMPARE(rows[0]["tags"].dump(), std::string(R"(["q3"])"));
}

void TestStoreCli::exportImportRoundTrip()
{
    QCOMPARE(store({"save", "--name", "orig", "--set", "gpu.preset=b200", "--tag", "x", "--notes", "a\nb"}).status, 0);
    const std::string file = dir_->filePath(QStringLiteral("orig.json")).toStdString();
    QCOMPARE(store({"export", "orig", "--out", file}).out, "exported 1 scenario(s) to " + file + "\n");
    const std::string before = store({"show", "orig", "--json"}).out;
    QCOMPARE(store({"delete", "orig"}).status, 0);
    QCOMPARE(store({"import", file}).out, std::string("imported \"orig\" (id 2)\n"));
    QCOMPARE(store({"show", "orig", "--json"}).out, before);
    QCOMPARE(store({"import", file, "--name", "copy"}).status, 0);
    QCOMPARE(store({"export", "orig"}).out.find("\"copy\""), std::string::npos);
    QVERIFY(store({"export", "copy"}).out.find("\"notes\": \"a\\nb\"") != std::string::npos);
}

void TestStoreCli::namesWithQuotesSqlAndUnicode()
{
    for (const std::string name : {"'); DROP TABLE scenarios; --", "say \"hi\"", "Prüfung 日本語 🚀"}) {
        const Run saved = store({"save", "--name", name, "--tag", name});
        QVERIFY2(saved.status == 0, saved.err.c_str());
        const auto doc = nlohmann::json::parse(store({"show", name, "--json"}).out);
        QCOMPARE(doc["name"].get<std::string>(), name);
    }
    const auto rows = nlohmann::json::parse(store({"list", "--json"}).out);
    QCOMPARE(rows.size(), std::size_t(3));
    QVERIFY(store({"search", "日本"}).out.find("Prüfung 日本語 🚀") != std::string::npos);
}

void TestStoreCli::errors_data()
{
    QTest::addColumn<QByteArrayList>("args");
    QTest::addColumn<QByteArray>("says");
    QTest::addRow("unknown subcommand") << QByteArrayList{"frobnicate"} << QByteArray("unknown subcommand");
    QTest::addRow("save needs a name") << QByteArrayList{"save"} << QByteArray("--name");
    QTest::addRow("bad input") << QByteArrayList{"save", "--name", "x", "--set", "workload.isl=-5"}
                               << QByteArray("workload.isl = -5");
    QTest::addRow("missing scenario") << QByteArrayList{"show", "nope"} << QByteArray("no scenario has this name");
    QTest::addRow("missing revision") << QByteArrayList{"restore", "kept", "9"} << QByteArray("not in the history");
    QTest::addRow("unknown flag") << QByteArrayList{"list", "--bogus"} << QByteArray("--bogus");
    QTest::addRow("name taken") << QByteArrayList{"rename", "kept", "kept"} << QByteArray("already in use");
    QTest::addRow("missing import file") << QByteArrayList{"import", "/nonexistent/x.json"} << QByteArray("cannot open");
    QTest::addRow("newline in name") << QByteArrayList{"save", "--name", "a\nb"} << QByteArray("control character");
}

void TestStoreCli::errors()
{
    QFETCH(QByteArrayList, args);
    QFETCH(QByteArray, says);
    QCOMPARE(store({"save", "--name", "kept"}).status, 0);
    std::vector<std::string> argv;
    for (const QByteArray& arg : args)
        argv.push_back(arg.toStdString());
    const Run run = store(argv);
    QCOMPARE(run.status, 1);
    QVERIFY(run.out.empty());
    QCOMPARE(std::count(run.err.begin(), run.err.end(), '\n'), std::ptrdiff_t(1));
    QVERIFY2(run.err.find(says.toStdString()) != std::string::npos, run.err.c_str());
    QCOMPARE(nlohmann::json::parse(store({"list", "--json"}).out).size(), std::size_t(1));   // nothing changed
}

void TestStoreCli::corruptLibraryIsReported()
{
    // A real library, then damage to its pages (the header, and so the application id, intact).
    for (int i = 0; i < 200; ++i)
        QCOMPARE(store({"save", "--name", "s" + std::to_string(i), "--notes", std::string(300, 'n')}).status, 0);
    QFile file(QString::fromStdString(db_));
    QVERIFY(file.open(QIODevice::ReadWrite));
    QByteArray bytes = file.readAll();
    QVERIFY(bytes.size() > 8 * 4096);
    bytes.replace(2 * 4096, 4 * 4096, QByteArray(4 * 4096, '\xab'));
    file.seek(0);
    file.write(bytes);
    file.close();

    // A read says so and changes nothing.
    const Run read = store({"list"});
    QCOMPARE(read.status, 1);
    QVERIFY2(read.err.find("damaged") != std::string::npos, read.err.c_str());
    QVERIFY(read.out.empty());
    QFile again(QString::fromStdString(db_));
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), bytes);
    again.close();

    // A save moves it aside, says where, and starts a new library.
    const Run saved = store({"save", "--name", "after"});
    QCOMPARE(saved.status, 0);
    QVERIFY2(saved.warnings.find("was damaged") != std::string::npos, saved.warnings.c_str());
    QVERIFY(saved.warnings.find(".corrupt-") != std::string::npos);
    QCOMPARE(store({"list"}).out.find("after") != std::string::npos, true);
}

void TestStoreCli::numericNameIsAName()
{
    QCOMPARE(store({"save", "--name", "Support bot"}).status, 0);   // id 1
    const Run numeric = store({"save", "--name", "1", "--set", "workload.dau=999"});
    QCOMPARE(numeric.status, 0);
    QVERIFY2(numeric.out.find("saved \"1\" (id 2), revision 1") != std::string::npos, numeric.out.c_str());
    QVERIFY(store({"show", "Support bot"}).out.find("workload.dau = 999 ") == std::string::npos);
    QVERIFY(store({"show", "1"}).out.find("workload.dau = 999 ") != std::string::npos);
    // Ids only through --id.
    QVERIFY(store({"show", "--id", "1"}).out.find("Name      Support bot") != std::string::npos);
    QVERIFY(store({"show", "--id", "2"}).out.find("Name      1\n") != std::string::npos);
    QCOMPARE(store({"show", "--id", "x"}).status, 1);
    QCOMPARE(store({"show", "2"}).status, 1);   // no scenario is named "2"
}

void TestStoreCli::missingLibraryIsNotCreated()
{
    const std::string elsewhere = dir_->filePath(QStringLiteral("typo.sqlite")).toStdString();
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"store", "--db", elsewhere, "list"},
          std::vector<std::string>{"store", "--db", elsewhere, "save", "--name", "x"},
          std::vector<std::string>{"store", "--db", elsewhere, "profiles"}}) {
        std::istringstream in;
        std::ostringstream out;
        std::ostringstream err;
        QCOMPARE(capstan::cli::run(args, in, out, err), 1);
        QVERIFY2(err.str().find("no such file") != std::string::npos, err.str().c_str());
        QVERIFY(!QFile::exists(QString::fromStdString(elsewhere)));
    }
}

QTEST_APPLESS_MAIN(TestStoreCli)
#include "tst_store_cli.moc"
