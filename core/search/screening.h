#pragma once

#include "core/search/config_space.h"

#include "core/knee.h"
#include "core/scenario.h"
#include "core/sizing.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace capstan::search {

// Which monthly bill ranks the layouts: owned cards or rented ones (Money's two fleet lines).
enum class RankBasis { Own, Rent };
std::string_view to_string(RankBasis basis);
std::optional<RankBasis> rank_basis_from(std::string_view id);   // "own" | "rent"

// One layout that fits and, by the closed-form tail model, meets the SLO percentile.
struct Screened final {
    Layout layout;
    int replicas = 0;              // the tail model's fewest replicas meeting the SLO at peak (+1 if N+1)
    int gpus = 0;                  // replicas x replica GPUs, plus the prefill pool's
    int prefill_replicas = 0;      // disaggregated: the prefill pool at the peak rate
    int prefill_gpus = 0;
    double usd_month_own = 0;      // GPUs x owned card-month
    double usd_month_rent = 0;     // GPUs x rented card-month
    double tok_s_per_gpu = 0;      // output tokens/s per GPU at the operating point (with the
                                   // prefill pool's GPUs per decode replica, disaggregated)
    double tok_s_per_user = 0;     // output tokens/s one sequence sees at the operating point
    int operating_batch = 0;
    Binding binding = Binding::Memory;     // the analytic sizing's binding constraint
    BatchLimit limit = BatchLimit::Memory; // what stopped the operating batch from growing
    double ttft_ms_at_slo = 0;     // the tail model's p-th percentile TTFT at `replicas`
    double tpot_ms_at_slo = 0;

    [[nodiscard]] double usd_month(RankBasis basis) const
    {
        return basis == RankBasis::Own ? usd_month_own : usd_month_rent;
    }
};

// Why the model refuses a layout (evaluate's cross-field checks), as a short code the CLI
// counts: "tp_heads" (TP does not divide the attention heads), "pp_layers" (the stages do not
// divide the layers), "ep_experts" (the expert layout does not divide the experts),
// "prefill_layout" (the prefill replicas cannot run the model), "memory" (the
// weights leave no room for one sequence on the replica's cards), else the refusing input's key.
std::string refusal_code(const Scenario& scenario, const Error& error);

struct Screening final {
    std::vector<Screened> passed;          // fit and meet the SLO by the tail model, unordered
    int screened = 0;                      // layouts evaluated
    int feasible = 0;                      // evaluate answered: they fit in memory
    int refused = 0;                       // evaluate refused them
    int slo_missed = 0;                    // feasible, but no replica count meets the SLO
    std::map<std::string, int> refusals;   // refused, by refusal_code
    double seconds = 0;                    // wall time
};

// One layout: the analytic evaluation, then the tail model's fewest replicas whose p-th
// percentile TTFT and TPOT meet the SLO at the peak rate, priced by the scenario's money
// inputs. An Error when evaluate refuses it; std::nullopt when it fits but misses the SLO.
Expected<std::optional<Screened>> screen_layout(const Scenario& base, const ConfigSpace& space, const Layout& layout);

// Every layout of the space.
Screening screen(const Scenario& base, const ConfigSpace& space);

} // namespace capstan::search
