#pragma once

namespace capstan {

// The ranges of a capacity plan's controls, one rule for the scenario's inputs (plan.*), the
// flex options (flex.*) and the plan itself (flex/capacity_plan.cpp, flex/contract.cpp).
inline constexpr int kDefaultPlanMonths = 24;
inline constexpr int kMinPlanMonths = 1;
inline constexpr int kMaxPlanMonths = 60;
inline constexpr int kMinContractMonths = 1;
inline constexpr int kMaxContractMonths = 60;
// Compound demand growth per month: a halving at worst, an elevenfold month at best.
inline constexpr double kMinMonthlyGrowth = -0.5;
inline constexpr double kMaxMonthlyGrowth = 10;

} // namespace capstan
