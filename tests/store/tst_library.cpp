// The scenario library on a real SQLite file: save, list, tags, search, revisions and
// restore, diff, JSON export/import, and names that must round-trip byte for byte.
#include "core/inputs.h"
#include "core/scenario_codec.h"
#include "store/diff.h"
#include "store/library.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>

using namespace capstan;
using store::Library;

namespace {

Scenario with(std::initializer_list<std::pair<const char*, const char*>> inputs)
{
    Scenario scenario = default_scenario();
    for (const auto& [path, value] : inputs) {
        const Status set = set_input(scenario, path, value);
        Q_ASSERT(set.has_value());
    }
    return scenario;
}

std::vector<std::string> names(const std::vector<store::ScenarioSummary>& rows)
{
    std::vector<std::string> result;
    for (const auto& row : rows)
        result.push_back(row.name);
    return result;
}

// The inputs as the codec writes them, without the name: equal means the same scenario.
std::string inputs_of(const Scenario& scenario)
{
    nlohmann::json doc = nlohmann::json::parse(scenario_to_json(scenario));
    doc.erase("name");
    return doc.dump();
}

} // namespace

class TestLibrary final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void freshLibrary();
    void saveListLoad();
    void revisionsAndRestore();
    void saveAsDuplicateRenameDelete();
    void tags();
    void search_data();
    void search();
    void diffInputByInput();
    void exportImportRoundTrip();
    void importIsAllOrNothing();
    void namesRoundTrip_data();
    void namesRoundTrip();
    void badNamesRejected_data();
    void badNamesRejected();
    void defaultPathFollowsXdg();

private:
    Library open();
    std::unique_ptr<QTemporaryDir> dir_;
};

void TestLibrary::init()
{
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
}

Library TestLibrary::open()
{
    Expected<Library> library = Library::open(dir_->filePath(QStringLiteral("library.sqlite")).toStdString());
    if (!library)
        qFatal("%s", library.error().message().c_str());
    return std::move(*library);
}

void TestLibrary::freshLibrary()
{
    Library library = open();
    QVERIFY(library.report().created);
    QVERIFY(library.report().corrupt_moved_to.empty());
    QVERIFY(library.list()->empty());
    Library again = open();
    QVERIFY(!again.report().created);
    QCOMPARE(again.report().migrated_from, -1);
}

void TestLibrary::saveListLoad()
{
    Library library = open();
    const Scenario long_prompts = with({{"workload.isl", "4000"}});
    const std::int64_t b = library.create("b: long prompts", long_prompts, {"chat", "long"}, "notes here").value();
    const std::int64_t a = library.create("a: default", default_scenario()).value();
    const auto rows = library.list().value();
    QCOMPARE(names(rows), (std::vector<std::string>{"a: default", "b: long prompts"}));
    QCOMPARE(rows[1].id, b);
    QCOMPARE(rows[1].tags, (std::vector<std::string>{"chat", "long"}));
    QCOMPARE(rows[1].notes, std::string("notes here"));
    QCOMPARE(rows[1].revisions, 1);
    QVERIFY(rows[1].updated_ms > 0);

    const store::StoredScenario loaded = library.load(b).value();
    QCOMPARE(loaded.scenario.name, std::string("b: long prompts"));
    QCOMPARE(inputs_of(loaded.scenario), inputs_of(long_prompts));
    QCOMPARE(library.find("a: default").value(), a);
    QVERIFY(!library.find(std::to_string(a)));   // a number is not a name
    QCOMPARE(library.find_id(a).value(), a);
    QVERIFY(!library.find_id(a + 100));
    QVERIFY(!library.find("missing"));
    QVERIFY(!library.create("a: default", default_scenario()));   // names are unique
}

void TestLibrary::revisionsAndRestore()
{
    Library library = open();
    const std::int64_t id = library.create("plan", with({{"workload.isl", "1000"}})).value();
    QCOMPARE(library.save(id, with({{"workload.isl", "2000"}})).value(), 2);
    QCOMPARE(library.save(id, with({{"workload.isl", "3000"}})).value(), 3);
    const std::string first = library.load(id, 1)->json;

    QCOMPARE(library.restore(id, 1).value(), 4);
    const auto history = library.history(id).value();
    QCOMPARE(history.size(), std::size_t(4));
    QCOMPARE(history.back().message, std::string("restored from revision 1"));
    const store::StoredScenario latest = library.load(id).value();
    QCOMPARE(latest.revision, 4);
    QCOMPARE(latest.json, first);   // the restored revision equals the one restored
    QCOMPARE(get_input(latest.scenario, "workload.isl"), std::string("1000"));
    QCOMPARE(library.summary(id)->revisions, 4);
    QVERIFY(!library.restore(id, 9));
    QVERIFY(!library.load(id, 9));
    QCOMPARE(library.history(id)->size(), std::size_t(4));   // a failed restore adds nothing
}

void TestLibrary::saveAsDuplicateRenameDelete()
{
    Library library = open();
    const std::int64_t id = library.create("base", default_scenario(), {"t"}, "n").value();
    const std::int64_t as = library.save_as(id, "variant", with({{"deploy.tp", "4"}})).value();
    const std::int64_t copy = library.duplicate(id, "copy").value();
    QCOMPARE(library.summary(as)->tags, std::vector<std::string>{"t"});
    QCOMPARE(library.summary(copy)->notes, std::string("n"));
    QCOMPARE(get_input(library.load(as)->scenario, "deploy.tp"), std::string("4"));
    QCOMPARE(inputs_of(library.load(copy)->scenario), inputs_of(library.load(id)->scenario));

    QVERIFY(library.rename(id, "renamed"));
    QCOMPARE(library.load(id)->scenario.name, std::string("renamed"));
    QVERIFY(!library.rename(id, "copy"));   // taken
    QVERIFY(library.remove(copy));
    QVERIFY(!library.load(copy));
    QCOMPARE(names(library.list().value()), (std::vector<std::string>{"renamed", "variant"}));
    QVERIFY(!library.remove(copy));
    QVERIFY(library.create("after", default_scenario()).value() > copy);   // ids are never reused
}

void TestLibrary::tags()
{
    Library library = open();
    const std::int64_t id = library.create("s", default_scenario()).value();
    QVERIFY(library.add_tags(id, {"  gpu ", "chat", "chat"}));
    QCOMPARE(library.tags(id).value(), (std::vector<std::string>{"chat", "gpu"}));
    QVERIFY(library.remove_tags(id, {"gpu", "absent"}));
    QCOMPARE(library.tags(id).value(), std::vector<std::string>{"chat"});
    QVERIFY(!library.add_tags(id, {""}));
    QVERIFY(!library.add_tags(id + 100, {"x"}));
}

void TestLibrary::search_data()
{
    QTest::addColumn<QByteArray>("query");
    QTest::addColumn<QByteArrayList>("expected");
    QTest::addRow("name prefix") << QByteArray("chat") << QByteArrayList{"Chatbot on H100"};
    QTest::addRow("case and accents ignored") << QByteArray("PRUF") << QByteArrayList{"Prüfung 日本語 🚀"};
    QTest::addRow("tag") << QByteArray("reasoning") << QByteArrayList{"Agents"};
    QTest::addRow("tag: restricts to tags") << QByteArray("tag:h100") << QByteArrayList{"Agents"};
    QTest::addRow("notes") << QByteArray("budget") << QByteArrayList{"Chatbot on H100"};
    QTest::addRow("all words must match") << QByteArray("agents deep") << QByteArrayList{"Agents"};
    QTest::addRow("cjk word") << QByteArray("日本") << QByteArrayList{"Prüfung 日本語 🚀"};
    QTest::addRow("emoji by substring") << QByteArray("🚀") << QByteArrayList{"Prüfung 日本語 🚀"};
    QTest::addRow("fts syntax is text") << QByteArray("\"chat OR NEAR(") << QByteArrayList{};
    QTest::addRow("no match") << QByteArray("zzz") << QByteArrayList{};
    QTest::addRow("empty lists all") << QByteArray("") << QByteArrayList{"Agents", "Chatbot on H100", "Prüfung 日本語 🚀"};
}

void TestLibrary::search()
{
    QFETCH(QByteArray, query);
    QFETCH(QByteArrayList, expected);
    Library library = open();
    QVERIFY(library.create("Chatbot on H100", default_scenario(), {"chat"}, "Budget review, Q3"));
    QVERIFY(library.create("Agents", default_scenario(), {"reasoning", "h100"}, "deep research"));
    QVERIFY(library.create("Prüfung 日本語 🚀", default_scenario()));
    const auto found = library.search(query.toStdString());
    QVERIFY2(found.has_value(), found ? "" : found.error().message().c_str());
    QByteArrayList got;
    for (const std::string& name : names(*found))
        got << QByteArray::fromStdString(name);
    std::sort(got.begin(), got.end());
    QCOMPARE(got, expected);
}

void TestLibrary::diffInputByInput()
{
    const Scenario a = default_scenario();
    const Scenario b = with({{"workload.isl", "2000"}, {"slo.ttft_ms", "500"}});
    const auto changes = store::diff_scenarios(a, b);
    QCOMPARE(changes.size(), std::size_t(2));
    QCOMPARE(changes[0].path, std::string("workload.isl"));
    QCOMPARE(changes[0].a, std::string("1000"));
    QCOMPARE(changes[0].b, std::string("2000"));
    QCOMPARE(changes[0].unit, std::string(find_input("workload.isl")->unit));
    QCOMPARE(changes[1].path, std::string("slo.ttft_ms"));
    QVERIFY(store::diff_scenarios(a, a).empty());

    // Two revisions of one scenario.
    Library library = open();
    const std::int64_t id = library.create("s", a).value();
    QVERIFY(library.save(id, b));
    const auto revisions = store::diff_scenarios(library.load(id, 1)->scenario, library.load(id, 2)->scenario);
    QCOMPARE(revisions.size(), std::size_t(2));
}

void TestLibrary::exportImportRoundTrip()
{
    Library library = open();
    const Scenario custom = with({{"model.preset", "mixtral-8x7b"}, {"gpu.preset", "mi300x"}, {"deploy.tp", "1"},
                                  {"workload.cache_hit", "0.35"}, {"cost.api_usd_per_mtok", "0.7"}});
    const std::int64_t a = library.create("Mixtral \"MoE\" on MI300X", custom, {"moe", "amd"}, "line 1\nline 2").value();
    const std::int64_t b = library.create("plain", default_scenario()).value();
    const std::string exported = library.export_json({a, b}).value();

    QTemporaryDir other;
    Library copy = Library::open(other.filePath(QStringLiteral("copy.sqlite")).toStdString()).value();
    const auto ids = copy.import_json(exported, "export.json").value();
    QCOMPARE(ids.size(), std::size_t(2));
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const auto original = library.load(i == 0 ? a : b).value();
        const auto imported = copy.load(ids[i]).value();
        QCOMPARE(imported.summary.name, original.summary.name);
        QCOMPARE(imported.summary.tags, original.summary.tags);
        QCOMPARE(imported.summary.notes, original.summary.notes);
        QCOMPARE(scenario_to_json(imported.scenario), scenario_to_json(original.scenario));
        QCOMPARE(imported.json, original.json);
    }
    QCOMPARE(copy.export_json(ids).value(), exported);   // byte for byte

    // A plain scenario file imports under its own name, or a new one.
    Scenario named = custom;
    named.name = "from a file";
    const auto plain = copy.import_json(scenario_to_json(named), "plain.json").value();
    QCOMPARE(copy.summary(plain.front())->name, std::string("from a file"));
    const auto renamed = copy.import_json(scenario_to_json(named), "plain.json", "second name").value();
    QCOMPARE(inputs_of(copy.load(renamed.front())->scenario), inputs_of(custom));
}

void TestLibrary::importIsAllOrNothing()
{
    Library library = open();
    QVERIFY(library.create("taken", default_scenario()));
    const std::int64_t fresh = library.create("fresh", default_scenario()).value();
    const std::string exported = library.export_json({fresh, library.find("taken").value()}).value();
    QVERIFY(library.remove(fresh));
    // "fresh" would import, "taken" clashes: neither is written.
    const auto clash = library.import_json(exported, "both.json");
    QVERIFY(!clash);
    QVERIFY2(clash.error().message().find("already in use") != std::string::npos, clash.error().message().c_str());
    QCOMPARE(names(library.list().value()), std::vector<std::string>{"taken"});

    for (const char* bad : {"{", "[]", R"({"format": "other"})", R"({"format": "capstan-library", "format_version": 9})",
                            R"({"format": "capstan-library", "format_version": 1, "scenarios": [{"name": "x"}]})",
                            R"({"schema_version": 1, "inputs": {"workload.isl": -5}})"}) {
        const auto result = library.import_json(bad, "bad.json");
        QVERIFY2(!result, bad);
        QVERIFY(result.error().message().rfind("bad.json", 0) == 0);
    }
    QCOMPARE(library.list()->size(), std::size_t(1));
}

void TestLibrary::namesRoundTrip_data()
{
    QTest::addColumn<QByteArray>("name");
    QTest::addRow("single quotes") << QByteArray("it's Bob's 'plan'");
    QTest::addRow("double quotes") << QByteArray("the \"big\" one");
    QTest::addRow("sql injection") << QByteArray("'); DROP TABLE scenarios; --");
    QTest::addRow("sql wildcards") << QByteArray("100% _done_ \\ ; SELECT *");
    QTest::addRow("unicode") << QByteArray("Prüfung 日本語 🚀");
    QTest::addRow("right-to-left") << QByteArray("خطة السعة");
    QTest::addRow("combining marks") << QByteArray("Cafe\u0301 n\u0303");
    QTest::addRow("leading and trailing spaces") << QByteArray("  padded  ");
    QTest::addRow("digits only") << QByteArray("12345");
}

void TestLibrary::namesRoundTrip()
{
    QFETCH(QByteArray, name);
    const std::string text = name.toStdString();
    Library library = open();
    QVERIFY(library.create("other", default_scenario()));
    const std::int64_t id = library.create(text, default_scenario(), {text}, text).value();
    QCOMPARE(library.find(text).value(), id);
    QCOMPARE(library.load(id)->scenario.name, text);
    const auto summary = library.summary(id).value();
    QCOMPARE(summary.name, text);
    QCOMPARE(summary.notes, text);
    QCOMPARE(library.list()->size(), std::size_t(2));   // nothing was dropped

    const std::string exported = library.export_json({id}).value();
    QVERIFY(library.remove(id));
    const std::int64_t back = library.import_json(exported, "x.json").value().front();
    QCOMPARE(library.summary(back)->name, text);
    QCOMPARE(library.export_json({back}).value(), exported);
    QVERIFY(library.rename(back, text + "'"));
    QCOMPARE(library.summary(back)->name, text + "'");
    QVERIFY(!library.search(text)->empty());
}

void TestLibrary::badNamesRejected_data()
{
    QTest::addColumn<QByteArray>("name");
    QTest::addRow("empty") << QByteArray("");
    QTest::addRow("only spaces") << QByteArray("   ");
    QTest::addRow("newline") << QByteArray("a\nb");
    QTest::addRow("invalid utf-8") << QByteArray("bad \xff\xfe");
    QTest::addRow("overlong utf-8") << QByteArray("\xc0\xaf");
    QTest::addRow("too long") << QByteArray(600, 'x');
}

void TestLibrary::badNamesRejected()
{
    QFETCH(QByteArray, name);
    Library library = open();
    const auto created = library.create(name.toStdString(), default_scenario());
    QVERIFY(!created);
    QVERIFY(created.error().message().rfind("name", 0) == 0);
    QVERIFY(library.list()->empty());
}

void TestLibrary::defaultPathFollowsXdg()
{
    const QByteArray saved_xdg = qgetenv("XDG_DATA_HOME");
    const QByteArray saved_home = qgetenv("HOME");
    qputenv("XDG_DATA_HOME", dir_->filePath(QStringLiteral("xdg")).toUtf8());
    qputenv("HOME", dir_->filePath(QStringLiteral("home")).toUtf8());
    const std::string path = store::default_library_path();
    QCOMPARE(QString::fromStdString(path), dir_->filePath(QStringLiteral("xdg/Capstan/library.sqlite")));
    QVERIFY(QFileInfo(dir_->filePath(QStringLiteral("xdg/Capstan"))).isDir());
    qputenv("XDG_DATA_HOME", "relative/is/ignored");
    QCOMPARE(QString::fromStdString(store::default_library_path()),
             dir_->filePath(QStringLiteral("home/.local/share/Capstan/library.sqlite")));
    for (const auto& [name, saved] : {std::pair{"XDG_DATA_HOME", saved_xdg}, std::pair{"HOME", saved_home}}) {
        if (saved.isNull())
            qunsetenv(name);
        else
            qputenv(name, saved);
    }
}

QTEST_APPLESS_MAIN(TestLibrary)
#include "tst_library.moc"
