// The configuration search (SPEC 2.6b): what it lists fits and meets the SLO, what
// cannot fit never appears, the ranking is by $/month and a cheaper card never ranks worse,
// long prompts against the chat workload, DeepSeek-V3 on H200 and B200, and the JSON schema.
#include "tests/search/search_support.h"

#include "core/evaluate.h"
#include "core/search/search.h"
#include "core/search/search_json.h"
#include "core/sim/percentile_sizing.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace capstan;

namespace {

search::SearchResult run(const Scenario& base, const search::ConfigSpace& space, int confirm,
                         search::RankBasis basis = search::RankBasis::Rent)
{
    search::SearchOptions options;
    options.confirm = confirm;
    options.rank = basis;
    Expected<search::SearchResult> result = search::run_search(base, space, options);
    if (!result)
        qFatal("search: %s", result.error().message().c_str());
    return std::move(*result);
}

// Where the first candidate on `gpu` stands in the list; the list's size when none is on it.
std::size_t best_rank_of(const search::SearchResult& r, const search::ConfigSpace& space, const std::string& gpu)
{
    for (std::size_t i = 0; i < r.candidates.size(); ++i)
        if (space.gpus.at(r.candidates[i].screened.layout.gpu).id == gpu)
            return i;
    return r.candidates.size();
}

bool listed(const search::SearchResult& r, const search::ConfigSpace& space, const std::string& gpu, int weight_bits,
            int tp)
{
    for (const search::Candidate& c : r.candidates) {
        const search::Layout& l = c.screened.layout;
        if (space.gpus.at(l.gpu).id == gpu && l.weight_bits == weight_bits && l.tp == tp && l.pp == 1)
            return true;
    }
    return false;
}

// Every number in the document is finite, recursively.
bool all_finite(const nlohmann::json& j)
{
    if (j.is_number())
        return std::isfinite(j.get<double>());
    if (j.is_structured())
        for (const nlohmann::json& item : j)
            if (!all_finite(item))
                return false;
    return true;
}

void check_schema(const nlohmann::json& doc)
{
    for (const char* key : {"candidates", "screened", "feasible", "refused", "seconds_screening", "seconds_confirming"})
        QVERIFY2(doc.contains(key), key);
    QVERIFY(doc["candidates"].is_array() && !doc["candidates"].empty());
    QVERIFY(all_finite(doc));
    for (const nlohmann::json& c : doc["candidates"]) {
        for (const char* key : {"gpu", "weight_bits", "kv_bits", "tp", "max_batch", "mode", "gpus", "replicas",
                                "usd_month", "tok_s_per_gpu", "tok_s_per_user", "binding", "confirmed", "meets_slo"})
            QVERIFY2(c.contains(key), key);
        QVERIFY(c["usd_month"].contains("own") && c["usd_month"].contains("rent"));
        const int decode_gpus = c["replicas"].get<int>() * c["tp"].get<int>() * c["pp"].get<int>();
        if (c["mode"].get<std::string>() == "aggregated") {
            QVERIFY(!c.contains("pools"));
            QCOMPARE(c["gpus"].get<int>(), decode_gpus);
        } else {
            QCOMPARE(c["mode"].get<std::string>(), std::string("disaggregated"));
            const nlohmann::json& prefill = c["pools"]["prefill"];
            const nlohmann::json& decode = c["pools"]["decode"];
            QVERIFY(prefill["replicas"].get<int>() >= 1);
            QCOMPARE(prefill["gpus"].get<int>(), prefill["replicas"].get<int>() * prefill["tp"].get<int>());
            QCOMPARE(decode["gpus"].get<int>(), decode_gpus);
            QCOMPARE(c["gpus"].get<int>(), decode_gpus + prefill["gpus"].get<int>());
        }
        QCOMPARE(c.contains("percentiles"), c["confirmed"].get<bool>());
        if (c["confirmed"].get<bool>())
            for (const char* metric : {"ttft_ms", "tpot_ms"}) {
                const nlohmann::json& p = c["percentiles"][metric];
                for (const char* key : {"p", "value", "ci_low", "ci_high"})
                    QVERIFY2(p.contains(key), key);
                QCOMPARE(p["p"].get<double>(), 99.0);
                QVERIFY(p["ci_low"].get<double>() <= p["value"].get<double>());
                QVERIFY(p["value"].get<double>() <= p["ci_high"].get<double>());
            }
    }
}

} // namespace

class TestSearch final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void bestLayoutMeetsTheSloSimulatedAlone();
    void layoutsTooLargeForTheCardNeverListed_data();
    void layoutsTooLargeForTheCardNeverListed();
    void rankedByMonthlyCost_data();
    void rankedByMonthlyCost();
    void confirmedFirstThenScreenedThenMissed();
    void cheaperCardNeverRanksWorse_data();
    void cheaperCardNeverRanksWorse();
    void longPromptsAgainstChat();
    void deepSeekOnH200AndB200();
    void longPromptsBuyMorePrefill();
    void namedCasesMeetTheSloAlone_data();
    void namedCasesMeetTheSloAlone();
};

void TestSearch::bestLayoutMeetsTheSloSimulatedAlone()
{
    const Scenario base = test::chat_70b();
    const search::ConfigSpace space = test::space_of("h100-sxm,h200-sxm,b200");
    const search::SearchResult r = run(base, space, 5);
    QVERIFY(!r.candidates.empty());
    QCOMPARE(r.screened, 1440);
    QCOMPARE(r.screened, r.feasible + r.refused);
    const search::Candidate& best = r.candidates.front();
    QVERIFY(best.confirmed());
    QVERIFY(best.meets_slo());

    // The best layout on its own, sized by simulated percentiles with the default budget.
    const Scenario alone = search::apply_layout(base, space, best.screened.layout);
    Expected<sim::PercentileSizing> sized = sim::size_by_percentile(alone);
    QVERIFY(sized);
    QVERIFY2(sized->met, sized->reason.c_str());
    QVERIFY(sized->ttft_ms <= base.slo.ttft_ms && sized->tpot_ms <= base.slo.tpot_ms);

    // Every listed layout fits: evaluate answers and its memory plan fits.
    for (const search::Candidate& c : r.candidates) {
        Expected<Result> again = evaluate(search::apply_layout(base, space, c.screened.layout));
        QVERIFY(again);
        QVERIFY(again->memory.fits);
        QVERIFY(again->memory.kv_free_bytes_per_gpu > 0);
    }
}

void TestSearch::layoutsTooLargeForTheCardNeverListed_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("weight_bits");
    QTest::addColumn<int>("tp");
    // 405B in BF16: 810 GB of weights; eight 80 GB cards hold 640 GB.
    QTest::addRow("405B BF16, TP 1, H100 80 GB") << "llama-3.1-405b" << "h100-sxm" << 16 << 1;
    QTest::addRow("405B BF16, TP 8, H100 80 GB") << "llama-3.1-405b" << "h100-sxm" << 16 << 8;
    // 405B in FP8: 405 GB; four 80 GB cards hold 320 GB.
    QTest::addRow("405B FP8, TP 4, A100 80 GB") << "llama-3.1-405b" << "a100-80gb" << 8 << 4;
    // 70B in BF16: 141 GB on one 80 GB card.
    QTest::addRow("70B BF16, TP 1, H100 80 GB") << "llama-3.1-70b" << "h100-sxm" << 16 << 1;
}

void TestSearch::layoutsTooLargeForTheCardNeverListed()
{
    QFETCH(QString, model);
    QFETCH(QString, gpu);
    QFETCH(int, weight_bits);
    QFETCH(int, tp);
    const Scenario base = test::scenario_of({{"model.preset", model.toStdString()}});
    const search::ConfigSpace space = test::space_of(gpu.toStdString());
    const search::SearchResult r = run(base, space, 0);
    QVERIFY(!listed(r, space, gpu.toStdString(), weight_bits, tp));
    QVERIFY(r.refusals.count("memory") && r.refusals.at("memory") > 0);
    // The same layout screened alone is refused by the model's memory check.
    Expected<std::optional<search::Screened>> alone =
        search::screen_layout(base, space, {0, weight_bits, 16, tp, 256});
    QVERIFY(!alone);
}

void TestSearch::rankedByMonthlyCost_data()
{
    QTest::addColumn<int>("basis");
    QTest::addColumn<int>("confirm");
    QTest::addRow("rent, screened only") << int(search::RankBasis::Rent) << 0;
    QTest::addRow("own, screened only") << int(search::RankBasis::Own) << 0;
    QTest::addRow("rent, two confirmed") << int(search::RankBasis::Rent) << 2;
}

void TestSearch::rankedByMonthlyCost()
{
    QFETCH(int, basis);
    QFETCH(int, confirm);
    const auto rank = search::RankBasis(basis);
    const search::ConfigSpace space = test::space_of("h100-sxm,h200-sxm,b200,l40s");
    const search::SearchResult r = run(test::chat_70b(), space, confirm, rank);
    QVERIFY(r.candidates.size() > 10);
    // Within each group (confirmed and meeting, unconfirmed, confirmed and missing) the
    // ranking $/month never falls down the list.
    for (std::size_t i = 1; i < r.candidates.size(); ++i) {
        const search::Candidate& a = r.candidates[i - 1];
        const search::Candidate& b = r.candidates[i];
        if (a.confirmed() == b.confirmed() && a.meets_slo() == b.meets_slo())
            QVERIFY(a.usd_month(rank) <= b.usd_month(rank));
    }
    QCOMPARE(int(std::count_if(r.candidates.begin(), r.candidates.end(),
                               [](const search::Candidate& c) { return c.confirmed(); })),
             confirm);
}

void TestSearch::confirmedFirstThenScreenedThenMissed()
{
    auto candidate = [](double usd, std::optional<bool> met) {
        search::Candidate c;
        c.screened.usd_month_rent = usd;
        c.screened.gpus = 1;
        if (met) {
            search::Confirmation sim;
            sim.met = *met;
            sim.usd_month_rent = usd * 2;   // the simulation needed twice the cards
            sim.gpus = 2;
            c.confirmation = sim;
        }
        return c;
    };
    std::vector<search::Candidate> list{candidate(1, false), candidate(5, std::nullopt), candidate(2, true),
                                        candidate(3, std::nullopt), candidate(1.5, true)};
    search::rank_candidates(list, search::RankBasis::Rent);
    QCOMPARE(list[0].usd_month(search::RankBasis::Rent), 3.0);   // confirmed 1.5 -> 3
    QCOMPARE(list[1].usd_month(search::RankBasis::Rent), 4.0);   // confirmed 2 -> 4
    QCOMPARE(list[2].usd_month(search::RankBasis::Rent), 3.0);   // unconfirmed
    QCOMPARE(list[3].usd_month(search::RankBasis::Rent), 5.0);
    QVERIFY(!list[4].meets_slo());                               // missed at every size: last
    QCOMPARE(list[4].gpus(), 1);                                 // its screened fleet kept
}

void TestSearch::cheaperCardNeverRanksWorse_data()
{
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<double>("factor");
    for (const char* gpu : {"h100-sxm", "h200-sxm", "b200"})
        for (double factor : {0.8, 0.5})
            QTest::addRow("%s at %.0f%% of its price", gpu, factor * 100) << QString::fromLatin1(gpu) << factor;
}

void TestSearch::cheaperCardNeverRanksWorse()
{
    QFETCH(QString, gpu);
    QFETCH(double, factor);
    const Scenario base = test::chat_70b();
    const search::ConfigSpace space = test::space_of("h100-sxm,h200-sxm,b200");
    search::ConfigSpace cheaper = space;
    for (GpuSpec& card : cheaper.gpus)
        if (card.id == gpu.toStdString())
            card.own_card_month_usd *= factor;
    for (auto basis : {search::RankBasis::Rent, search::RankBasis::Own}) {
        const search::SearchResult before = run(base, space, 0, basis);
        const search::SearchResult after = run(base, cheaper, 0, basis);
        const std::size_t rank_before = best_rank_of(before, space, gpu.toStdString());
        const std::size_t rank_after = best_rank_of(after, cheaper, gpu.toStdString());
        QVERIFY(rank_before < before.candidates.size());
        QVERIFY2(rank_after <= rank_before, qPrintable(QStringLiteral("%1 -> %2").arg(rank_before).arg(rank_after)));
        QVERIFY(after.candidates[rank_after].usd_month(basis) < before.candidates[rank_before].usd_month(basis));
    }
}

void TestSearch::longPromptsAgainstChat()
{
    const search::ConfigSpace space = test::space_of("h100-sxm,h200-sxm,b200");
    const Scenario chat = test::chat_70b();
    const Scenario long_prompts = test::long_prompt_70b();
    const search::SearchResult c = run(chat, space, 2);
    const search::SearchResult l = run(long_prompts, space, 2);
    QVERIFY(!c.candidates.empty() && !l.candidates.empty());

    // Every listed layout meets the SLO by the tail model, at the fleet it lists.
    for (const auto& [base, result] : {std::pair{&chat, &c}, std::pair{&long_prompts, &l}})
        for (const search::Candidate& candidate : result->candidates) {
            const Scenario s = search::apply_layout(*base, space, candidate.screened.layout);
            const sim::TailModelSizing tail = sim::tail_model_sizing(s, evaluate(s)->traffic.peak_rps);
            QVERIFY(tail.replicas > 0);
            QCOMPARE(candidate.screened.replicas, tail.replicas);
            QVERIFY(tail.estimate.ttft_ms.at_slo <= s.slo.ttft_ms);
            QVERIFY(tail.estimate.tpot_ms.at_slo <= s.slo.tpot_ms);
        }

    // Eight thousand prompt tokens per hundred answer tokens: prefill takes the steps, so a GPU
    // delivers far fewer output tokens and more layouts miss the 2 s TTFT at any size.
    const search::Candidate& best_chat = c.candidates.front();
    const search::Candidate& best_long = l.candidates.front();
    QVERIFY(best_long.screened.tok_s_per_gpu < 0.5 * best_chat.screened.tok_s_per_gpu);
    QVERIFY(l.slo_missed > c.slo_missed);
    QVERIFY(best_long.gpus() > best_chat.gpus());

    check_schema(search::search_json(c, space, 20));
    check_schema(search::search_json(l, space, 20));
    QCOMPARE(search::search_json(l, space, 3)["candidates"].size(), std::size_t(3));
}

void TestSearch::deepSeekOnH200AndB200()
{
    const Scenario base = test::scenario_of({{"model.preset", "deepseek-v3"}});
    const search::ConfigSpace space = test::space_of("h200-sxm,b200");
    const search::SearchResult r = run(base, space, 1);
    QVERIFY(!r.candidates.empty());
    QVERIFY(r.candidates.front().meets_slo());
    // 671 B parameters: FP8 at TP 8 fits on H200 (671 GB over 8 x 141 GB); BF16 (1.34 TB) does not.
    QVERIFY(listed(r, space, "h200-sxm", 8, 8));
    QVERIFY(!listed(r, space, "h200-sxm", 16, 8));
    QVERIFY(!listed(r, space, "h200-sxm", 8, 1));
    for (const search::Candidate& c : r.candidates) {
        Expected<Result> again = evaluate(search::apply_layout(base, space, c.screened.layout));
        QVERIFY(again && again->memory.fits);
    }
}

// Disaggregated layouts size their prefill pool from the prompt work: 8,000-token prompts with
// 100-token answers give the best disaggregated layout a larger prefill share of its GPUs than the
// chat workload's. With a 25 ms TPOT the prompts that stall an aggregated replica's steps make
// the split layout the best one.
void TestSearch::longPromptsBuyMorePrefill()
{
    const search::ConfigSpace space = test::space_of("h100-sxm,h200-sxm,b200");
    auto best_split_share = [&](const Scenario& base) {
        const search::SearchResult r = run(base, space, 0);
        for (const search::Candidate& c : r.candidates)
            if (c.screened.layout.disaggregated)
                return double(c.screened.prefill_gpus) / c.gpus();
        return -1.0;
    };
    const double chat = best_split_share(test::chat_70b());
    const double long_prompts = best_split_share(test::long_prompt_70b());
    qInfo("prefill share of the best disaggregated layout: chat %.2f, 8k/100 %.2f", chat, long_prompts);
    QVERIFY(chat > 0);
    QVERIFY(long_prompts > chat);

    const Scenario tight = test::scenario_of(
        {{"model.preset", "llama-3.1-70b"}, {"workload.isl", "8000"}, {"workload.osl", "100"}, {"slo.tpot_ms", "25"}});
    const search::SearchResult r = run(tight, space, 1);
    QVERIFY(!r.candidates.empty());
    QVERIFY(r.candidates.front().screened.layout.disaggregated);
    QVERIFY(r.candidates.front().meets_slo());
}

// The two cases a capacity engineer names first: (a) Llama-3.1-70B in FP8 for the chatbot on
// H100, H200 and B200; (b) DeepSeek-V3 (MLA + MoE) for the agents' reasoning workload (8,000-token
// prompts, 2,000-token answers) on H200 and B200. The best candidate, simulated on its own with
// the default budget, meets the SLO percentile.
void TestSearch::namedCasesMeetTheSloAlone_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("useCase");
    QTest::addColumn<QString>("gpus");
    QTest::addColumn<bool>("fp8Only");
    QTest::addRow("a: 70B FP8 chat on H100/H200/B200") << "llama-3.1-70b" << "chatbot" << "h100-sxm,h200-sxm,b200" << true;
    QTest::addRow("b: DeepSeek-V3 reasoning on H200/B200") << "deepseek-v3" << "agent" << "h200-sxm,b200" << false;
}

void TestSearch::namedCasesMeetTheSloAlone()
{
    QFETCH(QString, model);
    QFETCH(QString, useCase);
    QFETCH(QString, gpus);
    QFETCH(bool, fp8Only);
    const Scenario base =
        test::scenario_of({{"model.preset", model.toStdString()}, {"workload.use_case", useCase.toStdString()}});
    search::ConfigSpace space = test::space_of(gpus.toStdString());
    space.expert_parallel = base.model.spec.is_moe();
    if (fp8Only)
        space.weight_bits = {8};
    const search::SearchResult r = run(base, space, 3);
    QVERIFY(!r.candidates.empty());
    const search::Candidate& best = r.candidates.front();
    QVERIFY(best.confirmed() && best.meets_slo());
    if (fp8Only)
        QCOMPARE(best.screened.layout.weight_bits, 8);
    const Scenario alone = search::apply_layout(base, space, best.screened.layout);
    Expected<sim::PercentileSizing> sized = sim::size_by_percentile(alone);
    QVERIFY(sized);
    QVERIFY2(sized->met, sized->reason.c_str());
    qInfo("best: %s %s, %d GPUs; alone p99 TTFT %.0f ms, TPOT %.1f ms", space.gpus.at(best.screened.layout.gpu).id.c_str(),
          best.screened.layout.disaggregated ? "disaggregated" : "aggregated", best.gpus(), sized->ttft_ms, sized->tpot_ms);
    QVERIFY(sized->ttft_ms <= base.slo.ttft_ms && sized->tpot_ms <= base.slo.tpot_ms);
}

QTEST_APPLESS_MAIN(TestSearch)
#include "tst_search.moc"
