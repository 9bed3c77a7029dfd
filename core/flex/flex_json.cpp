#include "core/flex/flex_json.h"

#include "core/fleet/fleet_json.h"
#include "core/traffic.h"

#include <algorithm>
#include <numeric>

namespace capstan::flex {
namespace {

nlohmann::json demand_json(const FlexPlan& plan)
{
    const std::vector<double>& curve = plan.input.demand_tok_s;
    const auto [low, high] = std::minmax_element(curve.begin(), curve.end());
    return {
        {"base_tok_s", plan.demand.base_tok_s},
        {"mean_tok_s", std::accumulate(curve.begin(), curve.end(), 0.0) / double(curve.size())},
        {"peak_tok_s", *high},
        {"trough_tok_s", *low},
        {"first_hour_tok_s", curve.front()},
        {"last_hour_tok_s", curve.back()},
        {"hours", curve.size()},
        {"months", double(curve.size()) / kHoursPerMonth},
        {"monthly_growth", plan.demand.monthly_growth},
        {"weekend_factor", plan.demand.weekend_factor},
        {"spike_multiplier", plan.demand.spike_multiplier},
        {"spike_start_hour", plan.demand.spike_start_hour},
        {"spike_hours", plan.demand.spike_hours},
    };
}

nlohmann::json optimal_json(const OptimalBaseline& optimal)
{
    nlohmann::json curve = nlohmann::json::array();
    for (const BillPoint& point : optimal.curve)
        curve.push_back({{"baseline_cards", point.baseline_cards}, {"bill_usd", point.bill_usd_month},
                         {"idle_share", point.idle_share}, {"overflow_share", point.overflow_share}});
    return {{"cards", optimal.cards},
            {"bill_usd", optimal.bill_usd_month},
            {"max_cards", optimal.max_cards},
            {"convex", optimal.convex},
            {"worst_dent_usd", optimal.worst_dent_usd_month},
            {"curve", std::move(curve)}};
}

nlohmann::json hours_json(const FlexResult& result)
{
    nlohmann::json hours = nlohmann::json::array();
    for (std::size_t t = 0; t < result.hours.size(); ++t) {
        const FlexHour& h = result.hours[t];
        hours.push_back({{"hour", t}, {"demand_tok_s", h.demand_tok_s}, {"baseline_tok_s", h.baseline_tok_s},
                         {"on_demand_tok_s", h.on_demand_tok_s}, {"spot_tok_s", h.spot_tok_s},
                         {"api_tok_s", h.api_tok_s}, {"unserved_tok_s", h.unserved_tok_s},
                         {"on_demand_cards", h.on_demand_cards}, {"spot_cards", h.spot_cards}});
    }
    return hours;
}

} // namespace

nlohmann::json flex_json(const FlexReport& report, bool with_hours)
{
    const FlexPlan& plan = report.plan;
    const FlexInput& in = plan.input;
    const FlexResult& r = report.result;
    const FlexTotals& t = r.totals;
    const double months = r.months;
    nlohmann::json doc = {
        {"baseline_cards", report.baseline_cards},
        {"baseline_is_optimal", report.baseline_is_optimal},
        {"card_tok_s", in.card_tok_s},
        {"replica_output_tok_s", plan.replica_output_tok_s},
        {"bill_usd", r.bill_usd_month},
        {"horizon_bill_usd", t.bill_usd()},
        {"bill", {{"baseline_usd", t.baseline_usd / months},
                  {"on_demand_usd", t.on_demand_usd / months},
                  {"spot_usd", t.spot_usd / months},
                  {"api_usd", t.api_usd / months}}},
        {"totals", {{"idle_share", r.idle_share},
                    {"overflow_share", r.overflow_share},
                    {"unserved_share", r.unserved_share},
                    {"blended_usd_per_mtok", r.blended_usd_per_mtok},
                    {"api_only_usd_per_mtok", r.api_only_usd_per_mtok},
                    {"demand_tokens", t.demand_tokens},
                    {"baseline_tokens", t.baseline_tokens},
                    {"on_demand_tokens", t.on_demand_tokens},
                    {"spot_tokens", t.spot_tokens},
                    {"api_tokens", t.api_tokens},
                    {"unserved_tokens", t.unserved_tokens},
                    {"on_demand_card_hours", t.on_demand_card_hours},
                    {"spot_card_hours", t.spot_card_hours},
                    {"peak_flex_cards", t.peak_flex_cards}}},
        {"checks", {{"idle", fleet::check_json(r.idle)},
                    {"margin", fleet::check_json(r.margin)},
                    {"overflow", fleet::check_json(r.overflow)}}},
        {"optimal_baseline", optimal_json(report.optimal)},
        {"demand", demand_json(plan)},
        {"contract", {{"months", plan.contract_months},
                      {"discount", plan.contract_discount},
                      {"baseline_usd_card_month", in.baseline_usd_card_month},
                      {"on_demand_usd_card_month", plan.terms.on_demand_usd_card_month},
                      {"owned_usd_card_month", plan.owned_usd_card_month},
                      {"discount_12m", plan.terms.discount_12m},
                      {"discount_36m", plan.terms.discount_36m}}},
        {"prices", {{"on_demand_usd_card_hour", in.on_demand.usd_card_hour},
                    {"on_demand_max_cards", in.on_demand.max_cards == kUnlimitedCards ? nlohmann::json() : nlohmann::json(in.on_demand.max_cards)},
                    {"spot_usd_card_hour", in.spot.usd_card_hour},
                    {"spot_preemption", in.spot.lost_share},
                    {"spot_max_cards", in.spot.max_cards},
                    {"granularity_cards", in.granularity_cards},
                    {"api_overflow", in.api_overflow},
                    {"api_usd_per_mtok", in.api_usd_per_mtok}}},
    };
    if (with_hours)
        doc["hours"] = hours_json(r);
    return doc;
}

} // namespace capstan::flex
