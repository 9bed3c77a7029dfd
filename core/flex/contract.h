#pragma once

#include "core/plan_limits.h"

#include "core/expected.h"

namespace capstan::flex {

// What a baseline card costs a month as a function of the commitment (SPEC 2.7: contract
// length is an input). The price falls from the on-demand card-month (a 1-month term) through
// the 12-month discount to the 36-month discount, linearly in months between those anchors,
// and stays flat beyond 36 months (a card's amortization life, SPEC 2.7).
//
// Defaults (flex_input_from): a 36-month commitment costs what owning costs, because the owned
// card-month is capex amortized over 36 months plus opex: discount_36m = 1 - owned / on-demand
// (1 - 1/1.35 = 25.9% at the seed's rent premium). A 12-month term sits halfway in price
// (discount_12m = discount_36m / 2 = 13.0%). Public GPU-cloud reservations are often deeper
// (1-year about 20-30%, 3-year about 35-50% below on-demand list); enter your quote.
struct ContractTerms final {
    double on_demand_usd_card_month = 0;  // month-to-month: on-demand $/GPU-hour x 730
    double discount_12m = 0;              // share off on-demand for a 12-month commitment
    double discount_36m = 0;              // share off on-demand for 36 months or longer
};

// kMinContractMonths .. kMaxContractMonths: core/plan_limits.h.

// Field names flex.on_demand_usd_card_month, flex.discount_12m, flex.discount_36m,
// flex.contract_months; a longer term may never cost more (discount_12m <= discount_36m).
[[nodiscard]] Status validate(const ContractTerms& terms);
[[nodiscard]] Status validate_contract_months(int months);

// The baseline's $/card-month for a commitment of `months` (1 .. 60). Non-increasing in months.
[[nodiscard]] Expected<double> baseline_usd_card_month(const ContractTerms& terms, int months);

// The discount alone (0 at 1 month), for reports.
[[nodiscard]] double contract_discount(const ContractTerms& terms, int months);

} // namespace capstan::flex
