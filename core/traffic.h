#pragma once

#include "scenario.h"

namespace capstan {

inline constexpr double kSecondsPerDay = 86'400;
inline constexpr double kHoursPerMonth = 730;   // SPEC 2.7: a month is 730 hours
inline constexpr double kSecondsPerMonth = kHoursPerMonth * 3'600;

struct Traffic final {
    double tokens_per_day = 0;      // DAU x requests/user/day x (ISL + OSL)
    double tokens_per_month = 0;    // tokens/day x 730 h / 24 h
    double avg_rps = 0;             // requests/s averaged over the day
    double peak_rps = 0;            // avg x peak-to-average
    double avg_tok_s = 0;           // input + output tokens/s, averaged
    double peak_output_tok_s = 0;   // output tokens/s at peak
    double concurrency = 0;         // requests in flight at peak (Little: peak rps x e2e s)
};

// Volumes and rates from the workload; concurrency needs the end-to-end time of a request.
Traffic traffic_from(const Scenario& scenario, double e2e_s);

} // namespace capstan
