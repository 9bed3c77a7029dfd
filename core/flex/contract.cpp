#include "core/flex/contract.h"

#include "core/fleet/validation.h"

#include <algorithm>
#include <string>

namespace capstan::flex {

using fleet::number_text;
using fleet::require_range;

Status validate(const ContractTerms& t)
{
    if (auto s = fleet::require_above("flex.on_demand_usd_card_month", t.on_demand_usd_card_month, 0,
                                      "> 0 .. 1e6 $/card-month"); !s)
        return s;
    if (auto s = require_range("flex.on_demand_usd_card_month", t.on_demand_usd_card_month, 0, 1e6,
                               "> 0 .. 1e6 $/card-month"); !s)
        return s;
    if (auto s = require_range("flex.discount_12m", t.discount_12m, 0, 0.95, "0 .. 0.95 (share off on-demand)"); !s)
        return s;
    if (auto s = require_range("flex.discount_36m", t.discount_36m, 0, 0.95, "0 .. 0.95 (share off on-demand)"); !s)
        return s;
    if (t.discount_36m < t.discount_12m)
        return Error{"flex.discount_36m", number_text(t.discount_36m),
                     number_text(t.discount_12m) + " .. 0.95 (at least flex.discount_12m)",
                     "a longer commitment may not cost more"};
    return Ok{};
}

Status validate_contract_months(int months)
{
    if (months >= kMinContractMonths && months <= kMaxContractMonths)
        return Ok{};
    return Error{"flex.contract_months", std::to_string(months),
                 std::to_string(kMinContractMonths) + " .. " + std::to_string(kMaxContractMonths) + " months",
                 "out of range"};
}

double contract_discount(const ContractTerms& t, int months)
{
    const double m = std::clamp(double(months), 1.0, 36.0);
    if (m <= 12.0)
        return t.discount_12m * (m - 1.0) / 11.0;
    return t.discount_12m + (t.discount_36m - t.discount_12m) * (m - 12.0) / 24.0;
}

Expected<double> baseline_usd_card_month(const ContractTerms& t, int months)
{
    if (auto s = validate(t); !s)
        return s.error();
    if (auto s = validate_contract_months(months); !s)
        return s.error();
    return t.on_demand_usd_card_month * (1.0 - contract_discount(t, months));
}

} // namespace capstan::flex
