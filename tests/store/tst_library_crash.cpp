// Crash consistency: 100 SIGKILLs at random moments while a writer process saves with tags and
// notes, imports, and creates the library itself. After every kill the library opens, SQLite's
// integrity check says "ok", every save the writer acknowledged is there with all its parts,
// and no revision exists without the tag and notes written in the same transaction.
#include "core/inputs.h"
#include "store/library.h"

#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <random>
#include <set>
#include <sstream>

using namespace capstan;
using store::Library;

namespace {

std::string integrity(const std::string& path)
{
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
        sqlite3_close(db);
        return "cannot open";
    }
    sqlite3_stmt* check = nullptr;
    std::string result = "no answer";
    if (sqlite3_prepare_v2(db, "PRAGMA integrity_check", -1, &check, nullptr) == SQLITE_OK &&
        sqlite3_step(check) == SQLITE_ROW)
        result = reinterpret_cast<const char*>(sqlite3_column_text(check, 0));
    sqlite3_finalize(check);
    sqlite3_close(db);
    return result;
}

// The writer: endless saves of a few names (each revision k carries tag "k<k>" and notes
// "n<k>"), and now and then an import of a fresh name; each acknowledged on the pipe.
int writer(const std::string& path, int round, int fd)
{
    Expected<Library> library = Library::open(path);
    if (!library)
        return 2;
    Scenario scenario = default_scenario();
    for (int k = 0;; ++k) {
        const std::string name = "plan " + std::to_string(k % 3);
        const std::string mark = std::to_string(round) + "." + std::to_string(k);
        scenario.workload.isl = 100 + k;
        std::string line;
        if (k % 7 == 6) {
            const std::string imported = "imported " + mark;
            const std::string file = R"({"schema_version": 1, "name": ")" + imported +
                                     R"(", "inputs": {"workload.isl": 777}})";
            if (!library->import_json(file, "crash test"))
                return 3;
            line = "import\t" + imported + "\n";
        } else {
            Expected<store::SaveOutcome> saved = library->save_named(name, scenario, {"k" + mark}, "n" + mark);
            if (!saved)
                return 4;
            line = "save\t" + name + "\t" + std::to_string(saved->revision) + "\t" + mark + "\n";
        }
        if (write(fd, line.data(), line.size()) != static_cast<ssize_t>(line.size()))
            return 5;
    }
}

} // namespace

class TestLibraryCrash final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void hundredKillsLoseNothingAcknowledged();
};

void TestLibraryCrash::hundredKillsLoseNothingAcknowledged()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("library.sqlite")).toStdString();
    std::mt19937 random(20261203);
    struct Saved final {
        std::string name;
        int revision = 0;
        std::string mark;
    };
    std::vector<Saved> saves;
    std::set<std::string> imports;
    int creations = 0;
    for (int round = 0; round < 100; ++round) {
        if (round % 10 == 0) {   // the writer creates the library this round
            for (const char* suffix : {"", "-wal", "-shm"})
                std::remove((path + suffix).c_str());
            saves.clear();
            imports.clear();
            ++creations;
        }
        int fds[2];
        QCOMPARE(pipe(fds), 0);
        const pid_t child = fork();
        if (child == 0) {
            close(fds[0]);
            _exit(writer(path, round, fds[1]));
        }
        close(fds[1]);
        // 0 to 40 ms: some kills land while the library is being created, most mid-save.
        usleep(static_cast<useconds_t>(random() % 40000));
        kill(child, SIGKILL);
        int status = 0;
        waitpid(child, &status, 0);
        QVERIFY2(WIFSIGNALED(status), "the writer failed before it was killed");
        std::string received;
        char buffer[4096];
        for (ssize_t got; (got = read(fds[0], buffer, sizeof buffer)) > 0;)
            received.append(buffer, static_cast<std::size_t>(got));
        close(fds[0]);
        std::istringstream lines(received);
        for (std::string line; std::getline(lines, line);) {
            std::istringstream fields(line);
            std::string kind;
            std::getline(fields, kind, '\t');
            if (kind == "import") {
                std::string name;
                std::getline(fields, name);
                imports.insert(name);
            } else {
                Saved saved;
                std::string revision;
                std::getline(fields, saved.name, '\t');
                std::getline(fields, revision, '\t');
                std::getline(fields, saved.mark);
                saved.revision = std::stoi(revision);
                saves.push_back(saved);
            }
        }

        if (!QFile::exists(QString::fromStdString(path))) {
            QVERIFY2(saves.empty() && imports.empty(), "acknowledged saves but no library");
            continue;   // killed before the new library was linked into place: nothing half-made
        }
        QCOMPARE(integrity(path), std::string("ok"));
        Expected<Library> library = Library::open(path, {store::Access::ReadOnly, false});
        QVERIFY2(library.has_value(), library ? "" : library.error().message().c_str());
        for (const Saved& saved : saves) {
            const std::int64_t id = library->find(saved.name).value();
            Expected<store::StoredScenario> stored = library->load(id, saved.revision);
            QVERIFY2(stored.has_value(), (saved.name + " revision " + std::to_string(saved.revision)).c_str());
            const std::vector<std::string> tags = library->tags(id).value();
            QVERIFY2(std::find(tags.begin(), tags.end(), "k" + saved.mark) != tags.end(), saved.mark.c_str());
        }
        for (const std::string& name : imports)
            QVERIFY2(library->find(name).has_value(), name.c_str());
        // No half revision: every revision's save left its tag (one per revision, same transaction).
        Expected<std::vector<store::ScenarioSummary>> all = library->list();
        QVERIFY(all.has_value());
        for (const store::ScenarioSummary& summary : *all) {
            if (summary.name.rfind("plan ", 0) != 0)
                continue;
            QCOMPARE(static_cast<int>(summary.tags.size()), summary.revisions);
            QVERIFY(summary.notes.rfind("n", 0) == 0);
        }
    }
    qInfo("100 SIGKILLs (%d library creations): %zu acknowledged saves and %zu imports in the last library, all "
          "present, integrity ok after every kill",
          creations, saves.size(), imports.size());
}

QTEST_APPLESS_MAIN(TestLibraryCrash)
#include "tst_library_crash.moc"
