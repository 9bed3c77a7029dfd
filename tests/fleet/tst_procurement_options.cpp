// Ways to buy a procurement month side by side (SPEC 2.7-2.8): each option a full month with
// its bill, capital outlay and three checks; whole replicas only; the cheapest passing option
// and its tie rule (fewer owned cards: less capital at risk); the scenario's own month.
#include "core/evaluate.h"
#include "core/fleet/procurement.h"
#include "core/fleet/procurement_options.h"
#include "core/fleet/procurement_presets.h"
#include "core/inputs.h"
#include "core/parallelism.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace capstan;
using namespace capstan::fleet;

namespace {

// The seed's B200 at $2,500 a card-month and 1,000 W: (2,500 - 94.90 - 1,100) x 36.
constexpr double kB200PurchaseUsd = 46'983.60;

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b));
}

ProcurementOptions options_of(const OptionBasis& basis)
{
    Expected<ProcurementOptions> options = procurement_options(basis);
    if (!options)
        qFatal("%s", options.error().message().c_str());
    return std::move(options).value();
}

OptionBasis story(const char* name)
{
    Expected<ProcurementInput> input = procurement_preset(name);
    if (!input)
        qFatal("%s", input.error().message().c_str());
    return story_option_basis(*input);
}

const ProcurementOption& option(const ProcurementOptions& all, OptionKind kind)
{
    for (const ProcurementOption& candidate : all.options)
        if (candidate.kind == kind)
            return candidate;
    qFatal("no option %s", std::string(to_string(kind)).c_str());
}

// An option that only carries the figures cheapest_passing() reads.
ProcurementOption judged(double bill_usd, int owned_cards, bool pass)
{
    ProcurementOption option;
    option.result.bill_usd = bill_usd;
    option.result.owned_cards = owned_cards;
    option.result.idle.pass = pass;
    option.result.margin.pass = true;
    option.result.overflow.pass = true;
    return option;
}

} // namespace

class TestProcurementOptions final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Shiny chip bet: B200s carry 24,000 chat tok/s (63.072e9 a card-month) and 1,680 premium
    // tok/s (4.41504e9); the month's 10T + 1T tokens need 158.55 + 226.50 cards.
    void shinyChipBetOptions_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("owned");
        QTest::addColumn<int>("rented");
        QTest::addColumn<double>("bill_usd");
        QTest::addColumn<double>("outlay_usd");
        QTest::addColumn<bool>("pass");
        QTest::addRow("as planned: 545 + 780 owned, $3,312,500, outlay 1,325 x 46,983.60 = 62,253,270; 71%% idle")
            << int(OptionKind::AsPlanned) << 1325 << 0 << 3'312'500.0 << 62'253'270.0 << false;
        QTest::addRow("own to demand: 159 + 227 owned, 386 x 2,500 = $965,000, outlay 386 x 46,983.60 = 18,135,669.60")
            << int(OptionKind::OwnDemand) << 386 << 0 << 965'000.0 << 18'135'669.60 << true;
        QTest::addRow("core + flex: 158 + 226 owned, 1 + 1 rented: 960,000 + 2 x 3,375 = $966,750, outlay 18,041,702.40")
            << int(OptionKind::CoreFlex) << 384 << 2 << 966'750.0 << 18'041'702.40 << true;
        QTest::addRow("rent all: 386 x 3,375 = $1,302,750, no outlay")
            << int(OptionKind::RentAll) << 0 << 386 << 1'302'750.0 << 0.0 << true;
        QTest::addRow("API only: 10T x $0.20 + 1T x $2.50 = $4,500,000; fails margin and overflow")
            << int(OptionKind::ApiOnly) << 0 << 0 << 4'500'000.0 << 0.0 << false;
    }

    void shinyChipBetOptions()
    {
        QFETCH(int, kind);
        QFETCH(int, owned);
        QFETCH(int, rented);
        QFETCH(double, bill_usd);
        QFETCH(double, outlay_usd);
        QFETCH(bool, pass);
        const ProcurementOptions all = options_of(story("shiny-chip-bet"));
        QCOMPARE(int(all.options.size()), 5);
        const ProcurementResult& month = option(all, OptionKind(kind)).result;
        QCOMPARE(month.owned_cards, owned);
        QCOMPARE(month.rented_cards, rented);
        QVERIFY2(near(month.bill_usd, bill_usd), qPrintable(QString::number(month.bill_usd, 'f', 2)));
        QVERIFY2(near(month.capital_outlay_usd, outlay_usd), qPrintable(QString::number(month.capital_outlay_usd, 'f', 2)));
        QVERIFY(near(month.capital_outlay_usd, month.owned_cards * kB200PurchaseUsd));
        QCOMPARE(month.all_pass(), pass);
    }

    // Own to demand passes all three and bills least: $965,000 against core + flex's $966,750.
    void cheapestPassingOfTheBet()
    {
        const ProcurementOptions all = options_of(story("shiny-chip-bet"));
        QVERIFY(all.cheapest_passing >= 0);
        QCOMPARE(all.options[std::size_t(all.cheapest_passing)].kind, OptionKind::OwnDemand);
    }

    // Rent at the owned price (premium 1.0): own to demand, core + flex and rent all bill the
    // same 386 x $2,500 = $965,000; the tie goes to renting all, with no capital at risk.
    void tieGoesToFewerOwnedCards()
    {
        OptionBasis basis = story("shiny-chip-bet");
        basis.input.rent_premium = 1.0;
        const ProcurementOptions all = options_of(basis);
        QVERIFY(near(option(all, OptionKind::OwnDemand).result.bill_usd, 965'000));
        QVERIFY(near(option(all, OptionKind::CoreFlex).result.bill_usd, 965'000));
        QVERIFY(near(option(all, OptionKind::RentAll).result.bill_usd, 965'000));
        QCOMPARE(all.options[std::size_t(all.cheapest_passing)].kind, OptionKind::RentAll);
    }

    void cheapestPassingRule_data()
    {
        QTest::addColumn<QVector<double>>("bills");
        QTest::addColumn<QVector<int>>("owned");
        QTest::addColumn<QVector<bool>>("pass");
        QTest::addColumn<int>("chosen");
        QTest::addRow("cheaper wins") << QVector<double>{300, 200, 250} << QVector<int>{0, 10, 0}
                                      << QVector<bool>{true, true, true} << 1;
        QTest::addRow("a cheaper failing option is passed over") << QVector<double>{100, 200} << QVector<int>{0, 0}
                                                                  << QVector<bool>{false, true} << 1;
        QTest::addRow("equal bills: 4 owned beats 10") << QVector<double>{200, 200} << QVector<int>{10, 4}
                                                         << QVector<bool>{true, true} << 1;
        QTest::addRow("equal bills and cards: the earlier") << QVector<double>{200, 200} << QVector<int>{4, 4}
                                                              << QVector<bool>{true, true} << 0;
        QTest::addRow("a hair apart (1e-12) ties: 0 owned wins") << QVector<double>{1e6, 1e6 + 1e-6} << QVector<int>{8, 0}
                                                                   << QVector<bool>{true, true} << 1;
        QTest::addRow("none passes: -1") << QVector<double>{100, 200} << QVector<int>{0, 0}
                                         << QVector<bool>{false, false} << -1;
    }

    void cheapestPassingRule()
    {
        QFETCH(QVector<double>, bills);
        QFETCH(QVector<int>, owned);
        QFETCH(QVector<bool>, pass);
        QFETCH(int, chosen);
        std::vector<ProcurementOption> options;
        for (qsizetype i = 0; i < bills.size(); ++i)
            options.push_back(judged(bills[i], owned[i], pass[i]));
        QCOMPARE(cheapest_passing(options), chosen);
    }

    // Whole replicas of 8 H100s on the 8B chat: 10.5 cards' worth of tokens (10.5 x 26.28e9)
    // is 1.3125 replicas. Own to demand buys 2 replicas (16 cards, 34%% idle: fails); core + flex
    // owns 1 and rents 1 (8 x 2,100 + 8 x 2,835 = $39,480, 72% of the API's $55,188: passes);
    // rent all rents 16 (16 x 2,835 = $45,360, 82%: fails the margin).
    void wholeReplicasOnly()
    {
        OptionBasis basis;
        basis.input.name = "replicas";
        basis.input.models = {seed_model_classes(10.5 * 26.28e9, 0).front()};
        basis.input.cards = {seed_card_classes().front()};
        basis.card = "h100";
        basis.replica_cards = 8;
        const ProcurementOptions all = options_of(basis);
        QCOMPARE(int(all.options.size()), 4);   // no fleet as planned
        const ProcurementResult& own = option(all, OptionKind::OwnDemand).result;
        const ProcurementResult& flex = option(all, OptionKind::CoreFlex).result;
        const ProcurementResult& rent = option(all, OptionKind::RentAll).result;
        QCOMPARE(own.owned_cards, 16);
        QVERIFY(!own.idle.pass);
        QVERIFY(near(own.idle.value, 1 - 10.5 / 16));
        QCOMPARE(flex.owned_cards, 8);
        QCOMPARE(flex.rented_cards, 8);
        QVERIFY(near(flex.bill_usd, 39'480));
        QVERIFY(flex.all_pass());
        QCOMPARE(rent.rented_cards, 16);
        QVERIFY(near(rent.bill_usd, 45'360));
        QVERIFY(!rent.margin.pass);
        QCOMPARE(all.options[std::size_t(all.cheapest_passing)].kind, OptionKind::CoreFlex);
        for (const ProcurementOption& each : all.options)
            QCOMPARE((each.result.owned_cards + each.result.rented_cards) % 8, 0);
    }

    // Core + flex is left out when it buys another option's fleet: 16 cards' worth of tokens
    // fill 2 replicas of 8 whole (it would own them all, as own-to-demand does); 4 cards' worth
    // is half a replica (it would rent it, as rent-all does).
    void coreFlexLeftOutWhenItRepeatsAnother_data()
    {
        QTest::addColumn<double>("cards_of_tokens");
        QTest::addColumn<int>("options");
        QTest::addRow("16 cards' worth = 2 whole replicas: own-demand, rent-all, API") << 16.0 << 3;
        QTest::addRow("4 cards' worth = half a replica: own-demand, rent-all, API") << 4.0 << 3;
        QTest::addRow("10.5 cards' worth: core + flex owns 8, rents 8") << 10.5 << 4;
    }

    void coreFlexLeftOutWhenItRepeatsAnother()
    {
        QFETCH(double, cards_of_tokens);
        QFETCH(int, options);
        OptionBasis basis;
        basis.input.name = "replicas";
        basis.input.models = {seed_model_classes(cards_of_tokens * 26.28e9, 0).front()};
        basis.input.cards = {seed_card_classes().front()};
        basis.card = "h100";
        basis.replica_cards = 8;
        const ProcurementOptions all = options_of(basis);
        QCOMPARE(int(all.options.size()), options);
        const bool flex = std::any_of(all.options.begin(), all.options.end(),
                                      [](const ProcurementOption& o) { return o.kind == OptionKind::CoreFlex; });
        QCOMPARE(flex, options == 4);
    }

    // The scenario's month (a million users a day on TP 4: about six replicas' worth of tokens,
    // so core + flex differs from both ends): the sized fleet owned is the eval's own line and
    // outlay; every other option buys whole replicas; the API alone is the eval's API bill.
    void scenarioOptionsMatchTheEvaluation()
    {
        Scenario s = default_scenario();
        QVERIFY(set_number(s, "deploy.tp", 4));
        QVERIFY(set_number(s, "workload.dau", 1e6));
        Expected<Result> r = evaluate(s);
        QVERIFY(r);
        Expected<OptionBasis> basis = scenario_option_basis(s, *r);
        QVERIFY(basis);
        QCOMPARE(basis->replica_cards, 4);
        const ProcurementOptions all = options_of(*basis);
        QCOMPARE(int(all.options.size()), 5);
        const ProcurementResult& sized = option(all, OptionKind::AsPlanned).result;
        QCOMPARE(sized.owned_cards, r->sizing.gpus);
        QVERIFY(near(sized.bill_usd, r->money.monthly_own_usd));
        QVERIFY(near(sized.capital_outlay_usd, r->money.capital_outlay_usd));
        QVERIFY(near(sized.idle.value, r->money.idle.value));
        QVERIFY(near(option(all, OptionKind::ApiOnly).result.bill_usd, r->money.monthly_api_usd));
        for (const ProcurementOption& each : all.options) {
            QCOMPARE(each.result.owned_cards % 4, 0);
            QCOMPARE(each.result.rented_cards % 4, 0);
            QVERIFY(std::isfinite(each.result.bill_usd));
        }
        QVERIFY(option(all, OptionKind::OwnDemand).result.owned_cards <= sized.owned_cards);
    }

    void scenarioWithoutApiPriceIsRefused()
    {
        Scenario s = default_scenario();
        QVERIFY(set_number(s, "cost.api_usd_per_mtok", 0));
        Expected<Result> r = evaluate(s);
        QVERIFY(r);
        Expected<OptionBasis> basis = scenario_option_basis(s, *r);
        QVERIFY(!basis);
        QVERIFY(QString::fromStdString(basis.error().message()).contains(QLatin1String("cost.api_usd_per_mtok")));
    }
};

QTEST_APPLESS_MAIN(TestProcurementOptions)
#include "tst_procurement_options.moc"
