#include "core/flex/plan_json.h"

namespace capstan::flex {
namespace {

nlohmann::json month_json(const PlanMonth& m)
{
    return {{"month", m.month + 1},
            {"avg_tok_s", m.avg_tok_s},
            {"peak_tok_s", m.peak_tok_s},
            {"peak_cards", m.peak_cards},
            {"committed_cards", m.committed_cards},
            {"bought_cards", m.bought_cards},
            {"expired_cards", m.expired_cards},
            {"peak_flex_cards", m.peak_flex_cards},
            {"bill_usd", m.bill_usd()},
            {"baseline_usd", m.baseline_usd},
            {"on_demand_usd", m.on_demand_usd},
            {"spot_usd", m.spot_usd},
            {"api_usd", m.api_usd},
            {"idle_share", m.idle_share},
            {"overflow_share", m.overflow_share},
            {"usd_per_mtok", m.usd_per_mtok}};
}

nlohmann::json term_json(const PlanRun& run)
{
    return {{"contract_months", run.contract_months},
            {"baseline_usd_card_month", run.baseline_usd_card_month},
            {"total_usd", run.total_usd},
            {"usd_per_mtok", run.usd_per_mtok},
            {"idle_share", run.idle_share},
            {"cards_bought", run.cards_bought}};
}

} // namespace

nlohmann::json plan_json(const CapacityPlan& plan)
{
    nlohmann::json doc;
    doc["horizon_months"] = plan.horizon_months;
    doc["contract_months"] = plan.chosen.contract_months;
    doc["cheapest_term"] = plan.cheapest_term;
    doc["card_tok_s"] = plan.basis.input.card_tok_s;
    doc["monthly_growth"] = plan.basis.demand.monthly_growth;
    doc["total_usd"] = plan.chosen.total_usd;
    doc["usd_per_mtok"] = plan.chosen.usd_per_mtok;
    doc["months"] = nlohmann::json::array();
    for (const PlanMonth& m : plan.chosen.months)
        doc["months"].push_back(month_json(m));
    doc["terms"] = nlohmann::json::array();
    for (const PlanRun& run : plan.terms)
        doc["terms"].push_back(term_json(run));
    return doc;
}

} // namespace capstan::flex
