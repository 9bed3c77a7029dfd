#include "core/search/search.h"

#include <algorithm>
#include <chrono>
#include <tuple>

namespace capstan::search {

double Candidate::usd_month(RankBasis basis) const
{
    if (simulated())
        return basis == RankBasis::Own ? confirmation->usd_month_own : confirmation->usd_month_rent;
    return screened.usd_month(basis);
}

namespace {

int group(const Candidate& c)
{
    if (!c.confirmed())
        return 1;
    return c.meets_slo() ? 0 : 2;
}

std::tuple<std::size_t, int, int, int, int, int, int, bool, double> space_order(const Layout& l)
{
    return {l.gpu, -l.weight_bits, -l.kv_bits, l.tp, l.ep, l.pp, l.max_batch, l.disaggregated, l.prefill_load};
}

} // namespace

void rank_candidates(std::vector<Candidate>& candidates, RankBasis basis)
{
    std::sort(candidates.begin(), candidates.end(), [basis](const Candidate& a, const Candidate& b) {
        if (group(a) != group(b))
            return group(a) < group(b);
        if (a.usd_month(basis) != b.usd_month(basis))
            return a.usd_month(basis) < b.usd_month(basis);
        if (a.gpus() != b.gpus())
            return a.gpus() < b.gpus();
        if (a.screened.tok_s_per_user != b.screened.tok_s_per_user)
            return a.screened.tok_s_per_user > b.screened.tok_s_per_user;
        return space_order(a.screened.layout) < space_order(b.screened.layout);
    });
}

SearchResult screen_and_rank(const Scenario& base, const ConfigSpace& space, RankBasis rank)
{
    SearchResult out;
    out.rank = rank;
    out.percentile = base.slo.percentile;
    Screening screening = screen(base, space);
    out.screened = screening.screened;
    out.feasible = screening.feasible;
    out.refused = screening.refused;
    out.slo_missed = screening.slo_missed;
    out.refusals = std::move(screening.refusals);
    out.seconds_screening = screening.seconds;
    out.candidates.reserve(screening.passed.size());
    for (Screened& screened : screening.passed)
        out.candidates.push_back({std::move(screened), std::nullopt, {}});
    rank_candidates(out.candidates, rank);
    return out;
}

Status confirm_front(const Scenario& base, const ConfigSpace& space, SearchResult& out, const SearchOptions& options)
{
    // One layout per GPU, precision and TP family: siblings that differ only in the batch cap
    // often share the operating point and would spend the simulations on one answer twice.
    const auto start = std::chrono::steady_clock::now();
    std::vector<Layout> families;
    for (Candidate& c : out.candidates) {
        if (int(families.size()) >= options.confirm)
            break;
        Layout family = c.screened.layout;
        family.max_batch = 0;
        if (std::find(families.begin(), families.end(), family) != families.end())
            continue;
        families.push_back(family);
        Expected<Confirmation> confirmation = confirm_layout(base, space, c.screened.layout, options.confirmation);
        if (options.confirmation.cancelled && options.confirmation.cancelled->load())
            return Error{"search", {}, {}, "cancelled"};
        if (confirmation)
            c.confirmation = std::move(*confirmation);
        else
            c.confirmation_error = confirmation.error().message();
    }
    out.seconds_confirming = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    rank_candidates(out.candidates, out.rank);
    return Ok{};
}

Expected<SearchResult> run_search(const Scenario& base, const ConfigSpace& space, const SearchOptions& options)
{
    SearchResult out = screen_and_rank(base, space, options.rank);
    if (Status confirmed = confirm_front(base, space, out, options); !confirmed)
        return confirmed.error();
    return out;
}

} // namespace capstan::search
