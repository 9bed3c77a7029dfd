#include "traffic.h"

namespace capstan {

Traffic traffic_from(const Scenario& s, double e2e_s)
{
    const auto& w = s.workload;
    Traffic t;
    const double tokens_per_request = double(w.isl) + w.osl;
    const double requests_per_day =
        w.rate_rps > 0 ? w.rate_rps * kSecondsPerDay : w.dau * w.requests_per_user_day;
    t.tokens_per_day = requests_per_day * tokens_per_request;
    t.tokens_per_month = t.tokens_per_day * kHoursPerMonth / 24.0;
    t.avg_rps = requests_per_day / kSecondsPerDay;
    t.peak_rps = t.avg_rps * w.peak_to_avg;
    t.avg_tok_s = t.avg_rps * tokens_per_request;
    t.peak_output_tok_s = t.peak_rps * w.osl;
    t.concurrency = t.peak_rps * e2e_s;
    return t;
}

} // namespace capstan
