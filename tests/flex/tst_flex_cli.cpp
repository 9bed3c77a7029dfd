// `capstan-cli flex` (SPEC 5 style): the keys scripts read, the flags, and one-line errors that
// name the field, the value and the range.
#include "cli/cli.h"
#include "tests/cli/run_cli.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <sstream>

using namespace capstan;

namespace {

using Run = test::CliRun;
using test::run_cli;
constexpr auto json_of = test::cli_json;


} // namespace

class TestFlexCli final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void keys()
    {
        const nlohmann::json doc = json_of({"flex", "--json", "--set", "flex.horizon_months=1"});
        for (const char* pointer : {"/bill_usd", "/bill/baseline_usd", "/bill/on_demand_usd", "/bill/spot_usd", "/bill/api_usd",
                                    "/totals/idle_share", "/totals/overflow_share", "/totals/blended_usd_per_mtok",
                                    "/checks/idle/pass", "/checks/idle/value", "/checks/margin/pass", "/checks/margin/value",
                                    "/checks/overflow/pass", "/checks/overflow/value", "/checks/idle/sees", "/checks/idle/blind_to",
                                    "/optimal_baseline/cards", "/optimal_baseline/bill_usd", "/optimal_baseline/convex",
                                    "/optimal_baseline/curve", "/baseline_cards", "/card_tok_s", "/contract/baseline_usd_card_month"})
            QVERIFY2(doc.contains(nlohmann::json::json_pointer(pointer)), pointer);
        QCOMPARE(doc["baseline_cards"].get<int>(), doc["optimal_baseline"]["cards"].get<int>());
        QVERIFY(!doc.contains("hours"));
    }

    void baselineAndContractFlags()
    {
        const nlohmann::json doc = json_of({"flex", "--baseline", "4", "--contract-months", "36", "--hours", "--json",
                                            "--set", "flex.horizon_months=1"});
        QCOMPARE(doc["baseline_cards"].get<int>(), 4);
        QCOMPARE(doc["baseline_is_optimal"].get<bool>(), false);
        QCOMPARE(doc["contract"]["months"].get<int>(), 36);
        QCOMPARE(doc["hours"].size(), std::size_t(730));
        QVERIFY(doc["hours"][0].contains("spot_tok_s"));
    }

    void textSummary()
    {
        const Run run = run_cli({"flex", "--set", "flex.horizon_months=1"});
        QCOMPARE(run.status, 0);
        QVERIFY(run.out.find("Check     idle") != std::string::npos);
        QVERIFY(run.out.find("<- optimal") != std::string::npos);
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("args");   // space-separated
        QTest::addColumn<QString>("message");
        QTest::addRow("negative on-demand price") << "--set flex.on_demand_usd_card_hour=-3"
                                                  << "flex.on_demand_usd_card_hour = -3: out of range (allowed 0 .. 10000";
        QTest::addRow("preemption share above 1") << "--set flex.spot_preemption=1.5"
                                                  << "flex.spot_preemption = 1.5: out of range (allowed 0 .. 0.99";
        QTest::addRow("empty fleet") << "--baseline 0 --set flex.api_overflow=0 --set flex.on_demand_max_cards=0 --set flex.spot_max_cards=0"
                                     << "flex.fleet = baseline 0, on-demand 0, spot 0, API overflow off: empty fleet";
        QTest::addRow("half a TP 2 replica") << "--baseline 3"
                                             << "flex.baseline_cards = 3: not a whole number of replicas (allowed a multiple of 2 cards";
        QTest::addRow("zero API price") << "--set cost.api_usd_per_mtok=0" << "cost.api_usd_per_mtok = 0";
        QTest::addRow("both --baseline and --optimize") << "--baseline 2 --optimize" << "both given";
        QTest::addRow("contract too long") << "--contract-months 99" << "--contract-months = 99: out of range (allowed 1 .. 60 months)";
        QTest::addRow("unknown flex key") << "--set flex.nope=1" << "flex.nope = 1: unknown flex input";
        QTest::addRow("negative baseline") << "--baseline -1" << "--baseline = -1: out of range";
    }
    void badInput()
    {
        QFETCH(QString, args);
        QFETCH(QString, message);
        std::vector<std::string> argv{"flex"};
        for (const QString& arg : args.split(QLatin1Char(' ')))
            argv.push_back(arg.toStdString());
        const Run run = run_cli(argv);
        QCOMPARE(run.status, 1);
        QVERIFY(run.out.empty());
        QVERIFY2(QString::fromStdString(run.err).contains(message), run.err.c_str());
        QCOMPARE(run.err.find('\n'), run.err.size() - 1);
    }
};

QTEST_APPLESS_MAIN(TestFlexCli)
#include "tst_flex_cli.moc"
