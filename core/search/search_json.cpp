#include "core/search/search_json.h"

#include <algorithm>

namespace capstan::search {

namespace {

using nlohmann::json;

json percentile_json(double p, const SimulatedPercentile& x)
{
    return {{"p", p}, {"value", x.value_ms}, {"ci_low", x.ci_low_ms}, {"ci_high", x.ci_high_ms}};
}

json candidate_json(const Candidate& c, const ConfigSpace& space)
{
    const Screened& s = c.screened;
    const Layout& l = s.layout;
    json j = {{"gpu", space.gpus.at(l.gpu).id},
              {"weight_bits", l.weight_bits},
              {"kv_bits", l.kv_bits},
              {"tp", l.tp},
              {"pp", l.pp},
              {"ep", l.ep},
              {"max_batch", l.max_batch},
              {"mode", l.disaggregated ? "disaggregated" : "aggregated"},
              {"gpus", c.gpus()},
              {"replicas", c.replicas()},
              {"usd_month", {{"own", c.usd_month(RankBasis::Own)}, {"rent", c.usd_month(RankBasis::Rent)}}},
              {"tok_s_per_gpu", s.tok_s_per_gpu},
              {"tok_s_per_user", s.tok_s_per_user},
              {"operating_batch", s.operating_batch},
              {"binding", std::string(to_string(s.binding))},
              {"batch_limit", std::string(to_string(s.limit))},
              {"confirmed", c.confirmed()},
              {"meets_slo", c.meets_slo()},
              {"screening", {{"gpus", s.gpus},
                             {"replicas", s.replicas},
                             {"usd_month", {{"own", s.usd_month_own}, {"rent", s.usd_month_rent}}},
                             {"tail_model_ttft_ms", s.ttft_ms_at_slo},
                             {"tail_model_tpot_ms", s.tpot_ms_at_slo}}}};
    if (l.disaggregated) {
        const int prefill = c.confirmation && c.confirmation->met ? c.confirmation->prefill_replicas : s.prefill_replicas;
        const int per_prefill = s.prefill_replicas > 0 ? s.prefill_gpus / s.prefill_replicas : l.tp;
        j["pools"] = {{"prefill", {{"tp", l.tp}, {"ep", l.ep}, {"replicas", prefill}, {"gpus", prefill * per_prefill},
                                   {"load", l.prefill_load}}},
                      {"decode", {{"tp", l.tp}, {"pp", l.pp}, {"ep", l.ep}, {"replicas", c.replicas()},
                                  {"gpus", c.gpus() - prefill * per_prefill}}}};
    }
    if (const std::optional<Confirmation>& sim = c.confirmation) {
        j["percentiles"] = {{"ttft_ms", percentile_json(sim->percentile, sim->ttft)},
                            {"tpot_ms", percentile_json(sim->percentile, sim->tpot)}};
        j["simulation"] = {{"binding", sim->binding},
                           {"trials", sim->simulations},
                           {"seconds", sim->seconds},
                           {"budget_ran_out", sim->budget_ran_out}};
        if (!sim->met)
            j["simulation"]["reason"] = sim->reason;
    }
    if (!c.confirmation_error.empty())
        j["confirmation_error"] = c.confirmation_error;
    return j;
}

} // namespace

json search_json(const SearchResult& r, const ConfigSpace& space, std::size_t top)
{
    json candidates = json::array();
    const std::size_t shown = std::min(top, r.candidates.size());
    for (std::size_t i = 0; i < shown; ++i)
        candidates.push_back(candidate_json(r.candidates[i], space));
    json refusals = json::object();
    for (const auto& [code, count] : r.refusals)
        refusals[code] = count;
    return {{"candidates", std::move(candidates)},
            {"rank", std::string(to_string(r.rank))},
            {"percentile", r.percentile},
            {"screened", r.screened},
            {"feasible", r.feasible},
            {"refused", r.refused},
            {"slo_missed", r.slo_missed},
            {"passed", r.candidates.size()},
            {"refusals", std::move(refusals)},
            {"seconds_screening", r.seconds_screening},
            {"seconds_confirming", r.seconds_confirming}};
}

} // namespace capstan::search
