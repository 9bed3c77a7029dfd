// Calibration profiles in the library (schema 3): save, list, load, replace only when asked,
// remove; and libraries written by schema 1 and 2 migrate to 3 with their scenarios intact.
// Real SQLite files in a temporary directory; old libraries are made with the old SQL.
#include "file_support.h"

#include "core/calibration/profile.h"
#include "core/inputs.h"
#include "store/diff.h"
#include "store/library.h"
#include "store/sql.h"

#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <chrono>
#include <cmath>

using namespace capstan;
using calibration::CalibrationProfile;
using store::IfProfileExists;
using store::Library;

namespace {

// A profile as make_profile() would write it, with figures a test can recognize.
CalibrationProfile profile(const std::string& name, double bw_efficiency, int point_count)
{
    CalibrationProfile p;
    p.name = name;
    for (std::string_view path : calibration::kFactorPaths)
        p.factors.emplace_back(std::string(path), find_input(path)->get(Scenario{}));
    p.factors.front().second = bw_efficiency;
    p.fitted.push_back({"deploy.bw_efficiency", 0.85, bw_efficiency, 0.01, 0.05, 1, false});
    p.sources = {"bench.json"};
    for (int i = 0; i < point_count; ++i)
        p.points.push_back({"p" + std::to_string(i), "bench.json", "llama-3.1-8b", "h100-sxm", 1, "offline", 0, 1000,
                            250, "output_tok_s", "tok/s", 1000.0 + i, 900.0 + i, 990.0 + i});
    p.median_abs_error_before = 0.18;
    p.median_abs_error_after = 0.04;
    p.iterations = 7;
    p.converged = true;
    return p;
}

using test::run_sql;

int user_version(const QString& path)
{
    sqlite3* db = nullptr;
    sqlite3_open(path.toUtf8().constData(), &db);
    sqlite3_stmt* query = nullptr;
    sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &query, nullptr);
    const int version = sqlite3_step(query) == SQLITE_ROW ? sqlite3_column_int(query, 0) : -1;
    sqlite3_finalize(query);
    sqlite3_close(db);
    return version;
}

std::int64_t now_ms()
{
    using namespace std::chrono;
    return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

} // namespace

class TestProfiles final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void saveListLoadRemove();
    void nameInUseIsRefusedUnlessReplacing();
    void survivesReopening();
    void undeterminedErrorsReadAsNaN();
    void badInputStoresNothing();
    void scenarioNamesItsProfile();
    void migratesFrom_data();
    void migratesFrom();

private:
    QString path() const { return dir_->filePath(QStringLiteral("library.sqlite")); }
    Library open();
    std::unique_ptr<QTemporaryDir> dir_;
};

void TestProfiles::init()
{
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
}

Library TestProfiles::open()
{
    Expected<Library> library = Library::open(path().toStdString());
    if (!library)
        qFatal("%s", library.error().message().c_str());
    return std::move(*library);
}

void TestProfiles::saveListLoadRemove()
{
    Library library = open();
    QVERIFY(library.list_profiles()->empty());
    const std::int64_t before = now_ms();
    QVERIFY(library.save_profile(profile("h100-fit", 0.81, 12)));
    QVERIFY(library.save_profile(profile("a100-fit", 0.77, 3)));

    const auto rows = library.list_profiles().value();
    QCOMPARE(rows.size(), std::size_t(2));
    QCOMPARE(rows[0].name, std::string("a100-fit"));   // by name
    QCOMPARE(rows[1].name, std::string("h100-fit"));
    QCOMPARE(rows[1].points, 12);
    QCOMPARE(rows[1].median_abs_error_before, 0.18);
    QCOMPARE(rows[1].median_abs_error_after, 0.04);
    QVERIFY(rows[1].created_ms >= before && rows[1].created_ms <= now_ms());

    const Expected<CalibrationProfile> loaded = library.load_profile("h100-fit");
    QVERIFY2(loaded, loaded ? "" : loaded.error().message().c_str());
    QCOMPARE(loaded->name, std::string("h100-fit"));
    QCOMPARE(loaded->factors, profile("h100-fit", 0.81, 12).factors);
    QCOMPARE(loaded->points.size(), std::size_t(12));
    QCOMPARE(calibration::profile_to_json(*loaded), calibration::profile_to_json(profile("h100-fit", 0.81, 12)));

    QVERIFY(library.remove_profile("h100-fit"));
    QCOMPARE(library.list_profiles()->size(), std::size_t(1));
    const Status again = library.remove_profile("h100-fit");
    QVERIFY(!again);
    QVERIFY2(again.error().message().find("not in the library") != std::string::npos, again.error().message().c_str());
    const Expected<CalibrationProfile> gone = library.load_profile("h100-fit");
    QVERIFY(!gone);
    QVERIFY2(gone.error().message().find("\"h100-fit\"") != std::string::npos, gone.error().message().c_str());
}

void TestProfiles::nameInUseIsRefusedUnlessReplacing()
{
    Library library = open();
    QVERIFY(library.save_profile(profile("fit", 0.81, 5)));
    const Status refused = library.save_profile(profile("fit", 0.6, 9));
    QVERIFY(!refused);
    const std::string message = refused.error().message();
    QVERIFY2(message.find("\"fit\"") != std::string::npos && message.find("already in use") != std::string::npos,
             message.c_str());
    QCOMPARE(library.load_profile("fit")->factors.front().second, 0.81);   // unchanged

    QVERIFY(library.save_profile(profile("fit", 0.6, 9), IfProfileExists::Replace));
    QCOMPARE(library.list_profiles()->size(), std::size_t(1));
    QCOMPARE(library.list_profiles()->front().points, 9);
    QCOMPARE(library.load_profile("fit")->factors.front().second, 0.6);
}

void TestProfiles::survivesReopening()
{
    {
        Library library = open();
        QVERIFY(library.save_profile(profile("kept", 0.7, 4)));
    }
    Library again = open();
    QCOMPARE(again.report().migrated_from, -1);
    QCOMPARE(again.list_profiles()->size(), std::size_t(1));
    QCOMPARE(again.load_profile("kept")->factors.front().second, 0.7);
    QCOMPARE(user_version(path()), store::kSchemaVersion);
}

void TestProfiles::undeterminedErrorsReadAsNaN()
{
    Library library = open();
    CalibrationProfile p = profile("no-points", 0.8, 0);
    p.median_abs_error_before = p.median_abs_error_after = std::nan("");
    QVERIFY(library.save_profile(p));
    const auto row = library.list_profiles()->front();
    QVERIFY(std::isnan(row.median_abs_error_before));
    QVERIFY(std::isnan(row.median_abs_error_after));
    QCOMPARE(row.points, 0);
}

void TestProfiles::badInputStoresNothing()
{
    Library library = open();
    QVERIFY(!library.save_profile(profile("", 0.8, 1)));                 // no name
    QVERIFY(!library.save_profile(profile("tab\there", 0.8, 1)));        // a control character
    const Status malformed = library.save_profile_json("{\"kind\": \"capstan-calibration-profile\"", "p.json");
    QVERIFY(!malformed);
    QVERIFY2(malformed.error().message().find("p.json") != std::string::npos, malformed.error().message().c_str());
    QVERIFY(library.list_profiles()->empty());

    QVERIFY(library.save_profile_json(calibration::profile_to_json(profile("from-json", 0.8, 2)), "p.json"));
    QCOMPARE(library.list_profiles()->front().name, std::string("from-json"));
}

void TestProfiles::scenarioNamesItsProfile()
{
    Library library = open();
    QVERIFY(library.save_profile(profile("h100-fit", 0.81, 3)));
    Scenario calibrated = default_scenario();
    QVERIFY(calibration::apply_profile(calibrated, *library.load_profile("h100-fit")));
    const std::int64_t id = library.create("plan", default_scenario()).value();
    QVERIFY(library.save(id, calibrated));
    QCOMPARE(library.load(id)->scenario.calibration, std::string("h100-fit"));
    QVERIFY(library.load(id, 1)->scenario.calibration.empty());
    // The diff of the two revisions names the profile beside the factor it moved.
    const auto changes = store::diff_scenarios(library.load(id, 1)->scenario, library.load(id)->scenario);
    QCOMPARE(changes.size(), std::size_t(2));
    QCOMPARE(changes[0].path, std::string("deploy.bw_efficiency"));
    QCOMPARE(changes[1].path, std::string("calibration"));
    QCOMPARE(changes[1].a, std::string("(none)"));
    QCOMPARE(changes[1].b, std::string("h100-fit"));
    // Removing the profile leaves the scenario's factors and name as saved.
    QVERIFY(library.remove_profile("h100-fit"));
    QCOMPARE(library.load(id)->scenario.deploy.bw_efficiency, 0.81);
}

void TestProfiles::migratesFrom_data()
{
    QTest::addColumn<int>("version");
    QTest::addRow("schema 1") << 1;
    QTest::addRow("schema 2") << 2;
}

void TestProfiles::migratesFrom()
{
    QFETCH(int, version);
    // The frozen steps in sql.h are the SQL those versions ran.
    run_sql(path(), store::sql::kMigrateTo1);
    if (version >= 2)
        run_sql(path(), store::sql::kMigrateTo2);
    run_sql(path(), R"sql(
        INSERT INTO scenarios (id, name, created_ms, updated_ms) VALUES (1, 'legacy plan', 1000, 2000);
        INSERT INTO revisions (id, scenario_id, number, created_ms, body)
            VALUES (1, 1, 1, 1000, '{"schema_version": 1, "name": "legacy plan", "inputs": {"workload.isl": 3333}}');
    )sql");
    QCOMPARE(user_version(path()), version);

    Library library = open();
    QCOMPARE(library.report().migrated_from, version);
    QCOMPARE(user_version(path()), store::kSchemaVersion);
    QCOMPARE(library.load(1)->scenario.workload.isl, 3333);
    QVERIFY(library.list_profiles()->empty());
    QVERIFY(library.save_profile(profile("after-migration", 0.75, 2)));
    QCOMPARE(library.load_profile("after-migration")->factors.front().second, 0.75);
    QCOMPARE(library.search("legacy").value().size(), std::size_t(1));
}

QTEST_APPLESS_MAIN(TestProfiles)
#include "tst_profiles.moc"
