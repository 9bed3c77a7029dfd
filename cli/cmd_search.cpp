#include "commands.h"
#include "options.h"

#include "core/inputs.h"
#include "core/search/search.h"
#include "core/search/search_json.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>

namespace capstan::cli {

namespace {

constexpr int kTextRows = 10;

std::string search_help()
{
    return "usage: capstan-cli search [SCENARIO.json|-] [--set PATH=VALUE]... [--gpus ID,ID,...]\n"
           "                          [--rank own|rent] [--confirm N] [--top K] [--confirm-budget-s S] [--json]\n\n"
           "Searches aggregated deployment layouts for the scenario's model, traffic and SLO (SPEC 2.6b; tensor\n"
           "parallelism only): every GPU of the catalog but the CPU server (--gpus restricts: " +
           search::searchable_gpu_ids() +
           "),\n"
           "weights in 16, 8 or 4 bits (weight-only on cards without tensor cores for them), KV in 16 or 8 bits,\n"
           "TP 1, 2, 4 or 8 and max batch 32, 64, 128, 256 or 512. Screening: each layout is evaluated\n"
           "analytically; one the model refuses (TP not dividing the heads, weights leaving no room for a\n"
           "sequence) is counted under \"refusals\" and never listed; for one that fits, the closed-form tail\n"
           "model finds the fewest replicas whose slo.percentile TTFT and TPOT meet the SLO at the peak rate,\n"
           "and the fleet is priced by the scenario's money inputs (cost.own_card_month_usd, when set, prices\n"
           "every card alike). Layouts that fit but miss the SLO at any size are counted in \"slo_missed\".\n"
           "Confirmation: the cheapest N (--confirm, default 5, 0 .. 20), one per GPU, precision and TP (the\n"
           "best batch cap of each), are re-sized by the request-level simulator (percentile sizing,\n"
           "--confirm-budget-s CPU seconds each, default 0.8) and listed first, ranked again by their\n"
           "simulated $/month; the unconfirmed follow by their screened $/month; a layout the simulation\n"
           "finds missing the SLO at every size is listed last with meets_slo false. Ranking basis: --rank\n"
           "rent (default) or own.\n\n"
           "Outputs (--json): candidates[] best first, at most --top K (default 20; the text shows at most 10):\n"
           "gpu, weight_bits, kv_bits, tp, max_batch, mode, gpus, replicas, usd_month.{own,rent} [USD/month],\n"
           "tok_s_per_gpu and tok_s_per_user [output tokens/s at the operating point], operating_batch,\n"
           "binding (memory, slo, bandwidth, compute), batch_limit, confirmed, meets_slo, screening.*,\n"
           "percentiles.{ttft_ms,tpot_ms}.{p,value,ci_low,ci_high} [ms, 95% interval; confirmed only];\n"
           "screened, feasible, refused, slo_missed, passed, refusals.CODE, seconds_screening, seconds_confirming.\n\n"
           "Exit status: 0 the best candidate meets the SLO; 3 none does (the output is printed, the reason\n"
           "goes to stderr); 1 bad input; 2 usage error.\n\n" +
           inputs_help();
}

Expected<int> whole_number(std::vector<std::string>& rest, const std::string& flag, int lo, int hi, int fallback)
{
    Expected<std::optional<std::string>> text = take_option(rest, flag);
    if (!text)
        return text.error();
    if (!text->has_value())
        return fallback;
    const std::string& value = **text;
    int number = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), number);
    const std::string allowed = std::to_string(lo) + " .. " + std::to_string(hi);
    if (ec != std::errc{} || end != value.data() + value.size())
        return Error{flag, value, allowed, "not a whole number"};
    if (number < lo || number > hi)
        return Error{flag, value, allowed, "out of range"};
    return number;
}

Expected<double> seconds_option(std::vector<std::string>& rest, const std::string& flag, double fallback)
{
    Expected<std::optional<std::string>> text = take_option(rest, flag);
    if (!text)
        return text.error();
    if (!text->has_value())
        return fallback;
    const std::string& value = **text;
    double seconds = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), seconds);
    if (ec != std::errc{} || end != value.data() + value.size() || !(seconds >= 0.05 && seconds <= 600))
        return Error{flag, value, "0.05 .. 600 seconds", "out of range"};
    return seconds;
}

std::string fmt(const char* format, double value)
{
    char text[64];
    std::snprintf(text, sizeof text, format, value);
    return text;
}

std::string padded(std::string text, std::size_t width)
{
    if (text.size() < width)
        text += std::string(width - text.size(), ' ');
    return text;
}

// "p99 1712 [1542, 1883]": the percentile in ms and its 95% interval, to `digits` (a printf format).
std::string simulated(double p, const search::SimulatedPercentile& x, const char* digits = "%.0f")
{
    return fmt("p%g ", p) + fmt(digits, x.value_ms) + " [" + fmt(digits, x.ci_low_ms) + ", " + fmt(digits, x.ci_high_ms) + "]";
}

// "aggregated", or "P 3 + D 2 @0.45": the prefill and decode replicas, the prefill pool's load.
std::string mode_label(const search::Candidate& c)
{
    const search::Layout& l = c.screened.layout;
    if (!l.disaggregated)
        return "aggregated";
    const int prefill = c.confirmation && c.confirmation->met ? c.confirmation->prefill_replicas
                                                              : c.screened.prefill_replicas;
    return "P " + std::to_string(prefill) + " + D " + std::to_string(c.replicas()) + fmt(" @%.2f", l.prefill_load);
}

std::string table(const Scenario& s, const search::SearchResult& r, const search::ConfigSpace& space, std::size_t top)
{
    std::string t = "Search    " + s.model.spec.name + fmt(", p%g SLO: ", s.slo.percentile) +
                    fmt("TTFT %g ms, ", s.slo.ttft_ms) + fmt("TPOT %g ms; ranked by ", s.slo.tpot_ms) +
                    std::string(to_string(r.rank)) + "ed $/month\n";
    t += "  #  gpu           w/kv  tp pp ep  batch  mode               gpus   $/month   tok/s/GPU  tok/s/user  binding    check\n";
    const std::size_t rows = std::min({top, r.candidates.size(), std::size_t(kTextRows)});
    for (std::size_t i = 0; i < rows; ++i) {
        const search::Candidate& c = r.candidates[i];
        const search::Layout& l = c.screened.layout;
        std::string check = "tail model";
        if (c.confirmation)
            // Both percentiles with their 95% intervals: the verdict is the simulated share over
            // each target, and a percentile is an estimate with its own sampling error.
            check = c.confirmation->met ? "sim TTFT " + simulated(c.confirmation->percentile, c.confirmation->ttft) +
                                              ", TPOT " + simulated(c.confirmation->percentile, c.confirmation->tpot, "%.1f")
                                        : "sim: SLO NOT MET";
        t += padded(fmt("%3.0f", double(i + 1)), 5) + padded(space.gpus.at(l.gpu).id, 14) +
             padded(std::to_string(l.weight_bits) + "/" + std::to_string(l.kv_bits), 6) +
             padded(std::to_string(l.tp), 3) + padded(std::to_string(l.pp), 3) + padded(std::to_string(l.ep), 3) +
             padded(std::to_string(l.max_batch), 7) + padded(mode_label(c), 19) +
             padded(std::to_string(c.gpus()), 5) + padded(fmt("%10.0f", c.usd_month(r.rank)), 12) +
             padded(fmt("%8.0f", c.screened.tok_s_per_gpu), 12) + padded(fmt("%8.1f", c.screened.tok_s_per_user), 12) +
             padded(std::string(to_string(c.screened.binding)), 11) + check + "\n";
    }
    std::string refusals;
    for (const auto& [code, count] : r.refusals)
        refusals += (refusals.empty() ? "" : ", ") + code + " " + std::to_string(count);
    t += "Screened  " + std::to_string(r.screened) + " layouts in " + fmt("%.2f s: ", r.seconds_screening) +
         std::to_string(r.feasible) + " fit, " + std::to_string(r.refused) + " refused" +
         (refusals.empty() ? "" : " (" + refusals + ")") + ", " + std::to_string(r.slo_missed) +
         " fit but miss the SLO at any size; " + std::to_string(r.candidates.size()) + " pass\n";
    const auto confirmed = std::count_if(r.candidates.begin(), r.candidates.end(),
                                         [](const search::Candidate& c) { return c.confirmed(); });
    t += "Confirmed " + std::to_string(confirmed) + " by simulated percentile sizing in " +
         fmt("%.2f s\n", r.seconds_confirming);
    return t;
}

std::string infeasibility(const Scenario& s, const search::SearchResult& r)
{
    const std::string slo = fmt("p%g SLO (", s.slo.percentile) + fmt("TTFT %g ms, ", s.slo.ttft_ms) +
                            fmt("TPOT %g ms)", s.slo.tpot_ms);
    if (r.feasible == 0) {
        std::string why;
        for (const auto& [code, count] : r.refusals)
            why += (why.empty() ? "" : ", ") + code + " " + std::to_string(count);
        return "none of the " + std::to_string(r.screened) + " layouts fits (refused: " + why + ")";
    }
    if (r.candidates.empty())
        return "none of the " + std::to_string(r.feasible) + " layouts that fit meets the " + slo +
               " at any replica count by the tail model";
    const search::Candidate& best = r.candidates.front();
    if (!best.meets_slo())
        return "the simulation misses the " + slo + " at every size for every confirmed layout" +
               (best.confirmation && !best.confirmation->reason.empty() ? ": " + best.confirmation->reason : "");
    return {};
}

} // namespace

Expected<Answer> cmd_search(const std::vector<std::string>& args, std::istream& in)
{
    Expected<CommonOptions> options =
        parse_common(args, {"--gpus", "--rank", "--confirm", "--top", "--confirm-budget-s"});
    if (!options)
        return options.error();
    if (options->help)
        return Answer{search_help(), {}};
    search::ConfigSpace space = search::default_space();
    Expected<std::optional<std::string>> gpus = take_option(options->rest, "--gpus");
    if (!gpus)
        return gpus.error();
    if (gpus->has_value()) {
        Expected<std::vector<GpuSpec>> chosen = search::gpus_from_list(**gpus, "--gpus");
        if (!chosen)
            return chosen.error();
        space.gpus = std::move(*chosen);
    }
    search::SearchOptions search_options;
    Expected<std::optional<std::string>> rank = take_option(options->rest, "--rank");
    if (!rank)
        return rank.error();
    if (rank->has_value()) {
        const std::optional<search::RankBasis> basis = search::rank_basis_from(**rank);
        if (!basis)
            return Error{"--rank", **rank, "own, rent", "unknown ranking basis"};
        search_options.rank = *basis;
    }
    Expected<int> confirm = whole_number(options->rest, "--confirm", 0, 20, search_options.confirm);
    if (!confirm)
        return confirm.error();
    search_options.confirm = *confirm;
    Expected<int> top = whole_number(options->rest, "--top", 1, 100'000, 20);
    if (!top)
        return top.error();
    Expected<double> budget = seconds_option(options->rest, "--confirm-budget-s", search_options.confirmation.budget_s_each);
    if (!budget)
        return budget.error();
    search_options.confirmation.budget_s_each = *budget;
    if (Status rest = expect_empty(options->rest); !rest)
        return rest.error();

    Expected<Scenario> scenario = build_scenario(*options, in);
    if (!scenario)
        return scenario.error();
    space.expert_parallel = scenario->model.spec.is_moe();
    Expected<search::SearchResult> result = search::run_search(*scenario, space, search_options);
    if (!result)
        return result.error();
    Answer answer;
    answer.output = options->json ? search::search_json(*result, space, std::size_t(*top)).dump(2) + "\n"
                                  : table(*scenario, *result, space, std::size_t(*top));
    answer.infeasible = infeasibility(*scenario, *result);
    return answer;
}

} // namespace capstan::cli
