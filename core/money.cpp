#include "money.h"

#include "api_price.h"
#include "energy.h"

#include <algorithm>

namespace capstan {

double tokens_per_card_month(double tok_s)
{
    return tok_s * kSecondsPerMonth;
}

double usd_per_mtok(double fleet_usd_per_s, double capacity_tok_s, double utilization)
{
    const double delivered = capacity_tok_s * utilization;
    return delivered > 0 ? fleet_usd_per_s / delivered * 1e6 : 0.0;
}

PurchasePrice purchase_price(const Scenario& s)
{
    if (s.cost.purchase_usd > 0)
        return {s.cost.purchase_usd, PurchasePrice::Basis::Input};
    return catalog_purchase_price(s.gpu.spec);
}

double owned_card_month_usd(const Scenario& s)
{
    if (s.cost.own_card_month_usd > 0)
        return s.cost.own_card_month_usd;
    const double catalog_usd = s.gpu.spec.own_card_month_usd;
    if (s.cost.purchase_usd <= 0 && s.cost.amortization_months == int(kCatalogAmortizationMonths))
        return catalog_usd;
    // The catalog's card-month less its own capex line (purchase / 36) is what the card costs to
    // run; the scenario's purchase over its own months goes on top.
    const double running_usd = catalog_usd - catalog_purchase_price(s.gpu.spec).usd / kCatalogAmortizationMonths;
    return running_usd + purchase_price(s).usd / std::max(1, s.cost.amortization_months);
}

Money price_fleet(const Scenario& s, const Sizing& sizing, const Traffic& traffic)
{
    Money m;
    m.own_card_month_usd = owned_card_month_usd(s);
    m.rent_card_month_usd = s.cost.rent_usd_gpu_hour > 0 ? s.cost.rent_usd_gpu_hour * kHoursPerMonth
                                                         : s.cost.rent_premium * m.own_card_month_usd;
    // The owned card-month's energy line at the scenario's electricity price (energy.h): the
    // catalog's figure holds it at $0.10/kWh, so another price moves the owned bill by the
    // difference (the rented card-month is the cloud's price and does not move).
    m.own_card_month_usd += energy_card_month_delta_usd(s);
    m.monthly_own_usd = sizing.gpus * m.own_card_month_usd;
    m.purchase = purchase_price(s);
    m.capital_outlay_usd = capital_outlay_usd(sizing.gpus, m.purchase.usd);
    m.monthly_rent_usd = sizing.gpus * m.rent_card_month_usd;
    const ApiPrice api = api_price(s);
    m.monthly_api_usd = traffic.tokens_per_month * api.blended_usd_per_mtok() / 1e6;
    m.monthly_api_input_usd = m.monthly_api_usd * api.input_bill_share();
    m.monthly_api_cached_input_usd = m.monthly_api_usd * api.cached_bill_share();
    m.monthly_api_output_usd = m.monthly_api_usd * api.output_bill_share();
    m.api_price_sheet = api.split;

    // Every output token arrives with ISL/OSL prompt tokens; the fleet carries both.
    const double tokens_per_output = (double(s.workload.isl) + s.workload.osl) / s.workload.osl;
    m.capacity_tok_s = sizing.replicas * sizing.replica_output_tok_s * tokens_per_output;
    m.utilization = s.cost.utilization > 0
                        ? s.cost.utilization
                        : std::clamp(traffic.avg_tok_s / std::max(1e-12, m.capacity_tok_s), 0.0, 1.0);

    m.usd_per_mtok_own = usd_per_mtok(m.monthly_own_usd / kSecondsPerMonth, m.capacity_tok_s, m.utilization);
    m.usd_per_mtok_rent = usd_per_mtok(m.monthly_rent_usd / kSecondsPerMonth, m.capacity_tok_s, m.utilization);
    m.usd_per_mtok_api = api.blended_usd_per_mtok();
    const double card_tok_s = sizing.gpus > 0 ? m.capacity_tok_s / sizing.gpus : 0.0;
    m.tokens_per_usd_per_card = tokens_per_card_month(card_tok_s * m.utilization) / m.own_card_month_usd;
    m.tokens_per_usd_per_rented_card = tokens_per_card_month(card_tok_s * m.utilization) / m.rent_card_month_usd;

    m.idle = {1.0 - m.utilization, 0.15, 1.0 - m.utilization <= 0.15};
    const double margin = m.usd_per_mtok_api > 0 ? m.usd_per_mtok_own / m.usd_per_mtok_api : 0.0;
    m.margin = {margin, 0.75, m.usd_per_mtok_api > 0 && margin <= 0.75};
    m.overflow = {0.0, 0.10, true};
    return m;
}

} // namespace capstan
