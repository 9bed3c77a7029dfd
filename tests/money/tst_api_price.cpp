// The API bill from a provider's price sheet: uncached prompt tokens at the input price, cached
// ones at the cached-input price, answer tokens at the output price. Figures derived by hand
// for the default workload (ISL 1,000, OSL 250) with a sheet of $3 / $0.30 / $15 per 1M tokens.
#include "core/api_price.h"
#include "core/api_price_table.h"
#include "core/embedded_resources.h"
#include "core/evaluate.h"
#include "core/flex/flex_scenario.h"
#include "core/inputs.h"
#include "tests/cli/run_cli.h"

#include "tests/core/test_support.h"

#include <QTest>

#include <cmath>

using namespace capstan;

namespace {

Scenario with(std::initializer_list<std::pair<const char*, const char*>> inputs)
{
    return test::scenario_with(inputs);
}

Scenario sheet(const char* hit)
{
    return with({{"workload.isl", "1000"},
                 {"workload.osl", "250"},
                 {"workload.cache_hit", hit},
                 {"cost.api_input_usd_per_mtok", "3"},
                 {"cost.api_cached_input_usd_per_mtok", "0.3"},
                 {"cost.api_output_usd_per_mtok", "15"}});
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

} // namespace

class TestApiPrice final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // 0% hit: (1000 x $3 + 250 x $15) / 1250 tokens = $6,750 / 1,250 = $5.40 per 1M tokens.
    // 90% hit: (100 x $3 + 900 x $0.30 + 250 x $15) / 1250 = $4,320 / 1,250 = $3.456.
    void billAtZeroAndNinetyPercentHits()
    {
        const ApiPrice cold = api_price(sheet("0"));
        QVERIFY(cold.split);
        QVERIFY(near(cold.blended_usd_per_mtok(), 5.40));
        QVERIFY(near(cold.input_bill_share(), 3000.0 / 6750.0));
        QVERIFY(near(cold.cached_bill_share(), 0.0));
        QVERIFY(near(cold.output_bill_share(), 3750.0 / 6750.0));

        const ApiPrice warm = api_price(sheet("0.9"));
        QVERIFY(near(warm.blended_usd_per_mtok(), 3.456));
        QVERIFY(near(warm.input_bill_share(), 300.0 / 4320.0));
        QVERIFY(near(warm.cached_bill_share(), 270.0 / 4320.0));
        QVERIFY(near(warm.output_bill_share(), 3750.0 / 4320.0));

        // The month: tokens a month x that price, split three ways, and the $/1M the fleet is
        // compared against falls with the hit rate.
        for (const char* hit : {"0", "0.9"}) {
            const Scenario s = sheet(hit);
            Expected<Result> r = evaluate(s);
            QVERIFY2(r, r ? "" : r.error().message().c_str());
            const double price = std::string(hit) == "0" ? 5.40 : 3.456;
            QVERIFY(near(r->money.usd_per_mtok_api, price));
            QVERIFY(near(r->money.monthly_api_usd, r->traffic.tokens_per_month * price / 1e6));
            QVERIFY(near(r->money.monthly_api_input_usd + r->money.monthly_api_cached_input_usd +
                             r->money.monthly_api_output_usd,
                         r->money.monthly_api_usd));
            QVERIFY(r->money.api_price_sheet);
        }
    }

    void costPerMillionFallsWithTheHitRate()
    {
        double before = 1e9;
        for (const char* hit : {"0", "0.25", "0.5", "0.75", "0.9", "1"}) {
            const double price = api_price(sheet(hit)).blended_usd_per_mtok();
            QVERIFY2(price < before, hit);
            before = price;
        }
    }

    // Without a sheet every token bills at the blended price, whatever the hit rate; a sheet
    // with no cached price bills cached tokens as input.
    void blendedPriceAndNoDiscount()
    {
        for (const char* hit : {"0", "0.9"}) {
            const ApiPrice blended = api_price(with({{"workload.cache_hit", hit}, {"cost.api_usd_per_mtok", "2.5"}}));
            QVERIFY(!blended.split);
            QVERIFY(near(blended.blended_usd_per_mtok(), 2.5));
        }
        const ApiPrice half = api_price(with({{"cost.api_input_usd_per_mtok", "3"}}));
        QVERIFY2(!half.split, "a sheet needs its output price too");
        const ApiPrice plain = api_price(with({{"workload.isl", "1000"},
                                               {"workload.osl", "250"},
                                               {"workload.cache_hit", "0.9"},
                                               {"cost.api_input_usd_per_mtok", "3"},
                                               {"cost.api_output_usd_per_mtok", "15"}}));
        QVERIFY(near(plain.blended_usd_per_mtok(), 5.40));
    }

    // The flex plan's API overflow and margin check use the same workload price.
    void flexUsesTheWorkloadPrice()
    {
        Expected<flex::FlexPlan> plan = flex::flex_plan(sheet("0.9"), flex::FlexOptions{});
        QVERIFY2(plan, plan ? "" : plan.error().message().c_str());
        QVERIFY(near(plan->input.api_usd_per_mtok, 3.456));
    }

    void cachedAboveInputIsRefused()
    {
        Scenario s = sheet("0.5");
        QVERIFY(set_input(s, "cost.api_cached_input_usd_per_mtok", "5"));
        Expected<Result> r = evaluate(s);
        QVERIFY(!r);
        QCOMPARE(r.error().field, std::string("cost.api_cached_input_usd_per_mtok"));
        QVERIFY2(r.error().message().find("0 .. 3 USD/1M tokens") != std::string::npos, r.error().message().c_str());
    }

    void cliSetsTheSheet()
    {
        const test::CliRun run = test::run_cli({"eval", "--json", "--analytic", "--set", "workload.isl=1000", "--set",
                                                "workload.osl=250", "--set", "workload.cache_hit=0.9", "--set",
                                                "cost.api_input_usd_per_mtok=3", "--set",
                                                "cost.api_cached_input_usd_per_mtok=0.3", "--set",
                                                "cost.api_output_usd_per_mtok=15"});
        QCOMPARE(run.status, 0);
        const nlohmann::json doc = nlohmann::json::parse(run.out);
        QVERIFY(near(doc["cost"]["usd_per_mtok"]["api"].get<double>(), 3.456));
        QCOMPARE(doc["cost"]["api_bill"]["priced_by"].get<std::string>(), std::string("price sheet"));
        const test::CliRun bad = test::run_cli({"eval", "--set", "cost.api_output_usd_per_mtok=-1"});
        QVERIFY(bad.status != 0);
        QVERIFY2(bad.err.find("cost.api_output_usd_per_mtok") != std::string::npos, bad.err.c_str());
    }

    // The built-in table parses whole; every row is dated and sourced, and the default model
    // has rows to choose from.
    void builtinTableIsWhole()
    {
        Expected<std::vector<ApiPriceRow>> parsed =
            parse_api_prices(embedded_resource("prices/api-prices.csv"), "prices/api-prices.csv");
        QVERIFY2(parsed, parsed ? "" : parsed.error().message().c_str());
        QVERIFY(parsed->size() >= 60);
        QCOMPARE(builtin_api_prices().size(), parsed->size());
        int with_cache_discount = 0;
        for (const ApiPriceRow& row : *parsed) {
            QVERIFY(row.valid_on.size() == 10 && row.valid_on[4] == '-');
            QVERIFY(!row.source.empty());
            with_cache_discount += row.cached_input_usd_per_mtok > 0;
        }
        QVERIFY(with_cache_discount >= 10);
        QVERIFY(api_prices_for(default_scenario().model.preset).size() >= 5);
    }

    void badTableRowsAreNamed()
    {
        const std::string header = "provider,model,catalog_model,input_usd_per_mtok,cached_input_usd_per_mtok,"
                                   "output_usd_per_mtok,valid_on,source\n";
        const auto error_of = [&](const std::string& row) {
            Expected<std::vector<ApiPriceRow>> parsed = parse_api_prices(header + row, "prices.csv");
            return parsed ? std::string() : parsed.error().message();
        };
        QVERIFY(error_of("P,M,m,3,0.3,15,2026-07-18,src\n").empty());
        QVERIFY(error_of("P,M,m,3,x,15,2026-07-18,src\n").find("prices.csv:2: cached_input_usd_per_mtok") != std::string::npos);
        QVERIFY(error_of("P,M,m,3,4,15,2026-07-18,src\n").find("costs more than a fresh one") != std::string::npos);
        QVERIFY(error_of("P,M,m,-1,,15,2026-07-18,src\n").find("input_usd_per_mtok") != std::string::npos);
        QVERIFY(error_of("P,M,m,3,,15,,src\n").find("provenance") != std::string::npos);
        QVERIFY(!parse_api_prices("a,b\n", "prices.csv"));
    }

    // `capstan-cli prices` lists the default model's rows with this workload's $/1M and the
    // --set flags that apply each; applying a row's flags gives the same price in `eval`.
    void cliListsRowsAndTheirFlags()
    {
        const test::CliRun run = test::run_cli({"prices", "--json", "--set", "workload.cache_hit=0.5"});
        QCOMPARE(run.status, 0);
        const nlohmann::json doc = nlohmann::json::parse(run.out);
        QVERIFY(doc["rows"].size() >= 5);
        const nlohmann::json& row = doc["rows"][0];
        const double in = row["input_usd_per_mtok"].get<double>();
        const double cached = row["cached_input_usd_per_mtok"].get<double>() > 0 ? row["cached_input_usd_per_mtok"].get<double>() : in;
        const double out = row["output_usd_per_mtok"].get<double>();
        const Scenario s = default_scenario();
        const double by_hand = (s.workload.isl * 0.5 * in + s.workload.isl * 0.5 * cached + s.workload.osl * out) /
                               (s.workload.isl + s.workload.osl);
        QVERIFY(near(row["workload_usd_per_mtok"].get<double>(), by_hand));

        const test::CliRun text = test::run_cli({"prices"});
        QCOMPARE(text.status, 0);
        QVERIFY(text.out.find("--set cost.api_input_usd_per_mtok=") != std::string::npos);
        QVERIFY(test::run_cli({"prices", "--all", "--json"}).out.size() > run.out.size());
    }
};

QTEST_APPLESS_MAIN(TestApiPrice)
#include "tst_api_price.moc"
