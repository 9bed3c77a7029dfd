#pragma once

#include "core/search/config_space.h"
#include "core/search/confirmation.h"
#include "core/search/screening.h"

#include "core/expected.h"
#include "core/scenario.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace capstan::search {

struct SearchOptions final {
    RankBasis rank = RankBasis::Rent;
    int confirm = 5;                 // screened layouts re-sized by simulation: the cheapest, one per
                                     // GPU, precision and TP (the best batch cap of each)
    ConfirmOptions confirmation;
};

// A layout that passed the screening, with its simulation when it was among the confirmed.
struct Candidate final {
    Screened screened;
    std::optional<Confirmation> confirmation;
    std::string confirmation_error;  // the simulator refused it (left unconfirmed)

    [[nodiscard]] bool confirmed() const { return confirmation.has_value(); }
    // The simulation's verdict when confirmed, else the tail model's (which passed it).
    [[nodiscard]] bool meets_slo() const { return !confirmation || confirmation->met; }
    // The simulated fleet when the simulation met the SLO, else the screened one.
    [[nodiscard]] int replicas() const { return simulated() ? confirmation->replicas : screened.replicas; }
    [[nodiscard]] int gpus() const { return simulated() ? confirmation->gpus : screened.gpus; }
    [[nodiscard]] double usd_month(RankBasis basis) const;

private:
    [[nodiscard]] bool simulated() const { return confirmation && confirmation->met; }
};

struct SearchResult final {
    std::vector<Candidate> candidates;   // best first (see rank_candidates)
    RankBasis rank = RankBasis::Rent;
    double percentile = 99;              // slo.percentile
    int screened = 0;
    int feasible = 0;
    int refused = 0;
    int slo_missed = 0;
    std::map<std::string, int> refusals;
    double seconds_screening = 0;
    double seconds_confirming = 0;
};

// Best first: the confirmed layouts that meet the SLO by their simulated $/month, then the
// unconfirmed ones by their screened $/month, then the confirmed ones the simulation says miss
// it at every size. Ties: fewer GPUs, then faster per user, then the space's order.
void rank_candidates(std::vector<Candidate>& candidates, RankBasis basis);

// run_search's first half: every layout of the space screened and the survivors ranked, none
// confirmed yet (a view publishes this at once, before the simulations).
SearchResult screen_and_rank(const Scenario& base, const ConfigSpace& space, RankBasis rank);

// run_search's second half: re-sizes the cheapest `options.confirm` of `result` (one per GPU,
// precision and TP) by simulated percentiles and ranks again. An Error only when cancelled.
Status confirm_front(const Scenario& base, const ConfigSpace& space, SearchResult& result, const SearchOptions& options);

// The configuration search (SPEC 2.6b, aggregated layouts): screen every layout of the space
// with the analytic model and the tail model, rank the survivors by $/month, re-size the
// cheapest `confirm` (one per GPU, precision and TP) by simulated percentiles and rank again.
// An Error only when cancelled.
Expected<SearchResult> run_search(const Scenario& base, const ConfigSpace& space, const SearchOptions& options = {});

} // namespace capstan::search
