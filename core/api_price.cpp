#include "api_price.h"

#include <cstdio>
#include <string>

namespace capstan {

ApiPrice api_price(const Scenario& s)
{
    ApiPrice p;
    const double prompt = s.workload.isl;
    const double answer = s.workload.osl;
    const double tokens = prompt + answer;
    if (tokens > 0) {
        p.input_token_share = prompt * (1.0 - s.workload.cache_hit) / tokens;
        p.cached_token_share = prompt * s.workload.cache_hit / tokens;
        p.output_token_share = answer / tokens;
    }
    const Scenario::Cost& c = s.cost;
    p.split = c.api_input_usd_per_mtok > 0 && c.api_output_usd_per_mtok > 0;
    if (p.split) {
        p.input_usd_per_mtok = c.api_input_usd_per_mtok;
        p.cached_input_usd_per_mtok =
            c.api_cached_input_usd_per_mtok > 0 ? c.api_cached_input_usd_per_mtok : c.api_input_usd_per_mtok;
        p.output_usd_per_mtok = c.api_output_usd_per_mtok;
    } else {
        p.input_usd_per_mtok = p.cached_input_usd_per_mtok = p.output_usd_per_mtok = c.api_usd_per_mtok;
    }
    return p;
}

Status validate_api_prices(const Scenario& s)
{
    const Scenario::Cost& c = s.cost;
    if (c.api_input_usd_per_mtok > 0 && c.api_cached_input_usd_per_mtok > c.api_input_usd_per_mtok) {
        char value[32];
        char allowed[64];
        std::snprintf(value, sizeof value, "%g", c.api_cached_input_usd_per_mtok);
        std::snprintf(allowed, sizeof allowed, "0 .. %g USD/1M tokens (the input price)", c.api_input_usd_per_mtok);
        return Error{"cost.api_cached_input_usd_per_mtok", value, allowed,
                     "a cached prompt token cannot cost more than an uncached one"};
    }
    return Ok{};
}

} // namespace capstan
