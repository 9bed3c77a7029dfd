// `capstan-cli procure` and `capstan-cli fleet` take every input of their month through `--set`
// over a preset: each input, changed alone, moves the figure it drives the way it should (the
// preset's month as the reference); bad keys, words and classes are refused naming them.
#include "tests/cli/run_cli.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <sstream>

using capstan::test::run_cli;

namespace {

std::vector<std::string> words(const QString& text)
{
    std::vector<std::string> out;
    std::istringstream in(text.toStdString());
    for (std::string word; in >> word;)
        out.push_back(word);
    return out;
}

nlohmann::json month(const std::string& command, const std::string& preset, const std::vector<std::string>& sets)
{
    std::vector<std::string> args{command, "--preset", preset, "--json"};
    for (const std::string& set : sets) {
        args.push_back("--set");
        args.push_back(set);
    }
    const auto run = run_cli(args);
    if (run.status != 0)
        qFatal("%s", run.err.c_str());
    return nlohmann::json::parse(run.out);
}

} // namespace

class TestFleetInputs final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void eachInputMovesItsFigure_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("set");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("direction");   // up, down or changed
        const auto procure = [](const char* set, const char* pointer, const char* direction) {
            QTest::addRow("%s", set) << "procure" << "api-tax-fixed" << set << pointer << direction;
        };
        // api-tax-fixed: H100s owned (230 / 330) and rented (150 / 210) on the 8B chat and the 70B.
        procure("procure.rent_premium=2", "/rented_usd", "up");
        procure("procure.idle_max_share=0.9", "/checks/idle/threshold", "up");
        procure("procure.margin_max_share=0.9", "/checks/margin/threshold", "up");
        procure("procure.overflow_max_share=0.5", "/checks/overflow/threshold", "up");
        procure("procure.model.8b-chat.h100_tok_s=20000", "/lines/0/card_tok_s", "up");
        procure("procure.model.8b-chat.demand_tok_month=2e13", "/demand_tok_month", "up");
        procure("procure.model.70b-premium.api_usd_per_mtok=5", "/api_equivalent_usd", "up");
        procure("procure.card.h100.h100_factor=2", "/lines/0/card_tok_s", "up");
        procure("procure.card.h100.own_usd_card_month=3000", "/owned_usd", "up");
        procure("procure.card.h100.rent_usd_card_month=5000", "/rented_usd", "up");
        procure("procure.card.b200.ownable=false", "/cheapest_mix/bill_usd", "up");   // the cheapest mix owns B200s
        procure("procure.fleet.h100.8b-chat.owned=400", "/owned_cards", "up");
        procure("procure.fleet.h100.70b-premium.rented=300", "/rented_cards", "up");
        procure("procure.fleet.b200.8b-chat.owned=10", "/lines/2/owned", "up");   // a line the preset lacks

        const auto pool = [](const char* set, const char* pointer, const char* direction) {
            QTest::addRow("%s", set) << "fleet" << "noise-evictor" << set << pointer << direction;
        };
        // noise-evictor: 32 cards scored through the hour window, 12 evicted.
        pool("pool.cards=40", "/cards", "up");
        pool("pool.demand_tok_s=200000", "/delivered_tok_s", "up");
        pool("pool.card.rated_tok_s=10000", "/run_cards", "down");
        pool("pool.card.rent_usd_month=3000", "/bill_usd", "up");
        pool("pool.mode=warm", "/run_cards", "up");
        pool("pool.headroom=0.3", "/run_cards", "up");
        pool("pool.window=week", "/wrong_eviction_share", "down");
        pool("pool.eviction_share=0", "/evicted_cards", "down");
        pool("pool.replace_evicted=false", "/capacity_tok_s", "down");
        pool("pool.churn_share=0.5", "/churn_usd", "up");
        pool("pool.lottery_mean=0.9", "/run_cards", "up");
        pool("pool.lottery_sd=0.3", "/run_cards", "changed");
        pool("pool.lottery_max=1.5", "/run_cards", "down");
        pool("pool.dips_per_month=20", "/run_cards", "up");
        pool("pool.dip_hours=100", "/run_cards", "up");
        pool("pool.dip_depth=0.9", "/run_cards", "up");
        pool("pool.capacity_min_coverage=0.5", "/checks/capacity/threshold", "down");
        pool("pool.convergence_min=0.5", "/checks/convergence/threshold", "down");
        pool("pool.wrong_eviction_max_share=0.5", "/checks/wrong_evictions/threshold", "up");
        pool("pool.trials=50", "/trials", "down");
        pool("pool.seed=99", "/seed", "changed");
    }

    void eachInputMovesItsFigure()
    {
        QFETCH(QString, command);
        QFETCH(QString, preset);
        QFETCH(QString, set);
        QFETCH(QString, pointer);
        QFETCH(QString, direction);
        const nlohmann::json::json_pointer at(pointer.toStdString());
        const nlohmann::json before = month(command.toStdString(), preset.toStdString(), {});
        const nlohmann::json after = month(command.toStdString(), preset.toStdString(), {set.toStdString()});
        QVERIFY2(after.contains(at), qPrintable(pointer));
        const std::string detail = pointer.toStdString() + ": " + (before.contains(at) ? before[at].dump() : "absent") +
                                   " -> " + after[at].dump();
        if (direction == QLatin1String("changed")) {
            QVERIFY2(before[at] != after[at], detail.c_str());
        } else if (!before.contains(at)) {
            QVERIFY2(after[at].get<double>() > 0, detail.c_str());
        } else {
            const double b = before[at].get<double>();
            const double a = after[at].get<double>();
            QVERIFY2(direction == QLatin1String("up") ? a > b : a < b, detail.c_str());
        }
    }

    void badInputNamesTheKey_data()
    {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("message");
        QTest::addRow("unknown pool key") << "fleet --preset noise-evictor --set pool.nope=1" << "pool.nope = 1: unknown input";
        QTest::addRow("pool window word") << "fleet --preset noise-evictor --set pool.window=month"
                                          << "pool.window = month: unknown (allowed hour, day, week)";
        QTest::addRow("pool out of range") << "fleet --preset noise-evictor --set pool.cards=0"
                                           << "pool.cards = 0: out of range (allowed 1 .. 100000 cards)";
        QTest::addRow("pool not a number") << "fleet --preset noise-evictor --set pool.headroom=lots"
                                           << "pool.headroom = lots: not a number";
        QTest::addRow("unknown card class") << "procure --preset api-tax --set procure.card.h200.h100_factor=2"
                                            << "unknown card class (allowed a card class of the preset: h100, b200, a100-used)";
        QTest::addRow("unknown model class") << "procure --preset api-tax --set procure.model.405b.h100_tok_s=100"
                                             << "unknown model class";
        QTest::addRow("half a card") << "procure --preset api-tax --set procure.fleet.h100.8b-chat.owned=2.5"
                                     << "0 .. 10000000 cards, whole";
        QTest::addRow("procure out of range") << "procure --preset api-tax --set procure.rent_premium=50"
                                              << "procure.rent_premium = 50";
        QTest::addRow("scenario file") << "procure --preset api-tax my.json" << "starts from a preset";
    }

    void badInputNamesTheKey()
    {
        QFETCH(QString, args);
        QFETCH(QString, message);
        const auto run = run_cli(words(args));
        QVERIFY(run.status != 0);
        QVERIFY2(run.err.find(message.toStdString()) != std::string::npos, run.err.c_str());
        QVERIFY(run.out.empty());
    }
};

QTEST_APPLESS_MAIN(TestFleetInputs)
#include "tst_fleet_inputs.moc"
