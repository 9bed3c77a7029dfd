#pragma once

#include <string>
#include <utility>

namespace capstan::fleet {

// One verdict of a month: the figure, the line it is held to, and what the figure can and
// cannot see. The seed's point: each check is blind to the failures the others catch, so a
// month that passes one check can still be an incident.
struct Check final {
    std::string name;       // JSON key: checks.<name>
    double value = 0;       // the figure, in `unit`
    double threshold = 0;   // the line the figure is held to
    bool at_most = true;    // true: pass when value <= threshold; false: when value >= threshold
    bool pass = false;
    std::string unit;       // e.g. "share of owned capacity"
    std::string sees;       // one sentence: the failure this check catches
    std::string blind_to;   // one sentence: what it cannot see
};

// Builds a check and judges it. Ties pass: the seed's limits are "at most" / "at least".
[[nodiscard]] inline Check judge(std::string name, double value, double threshold, bool at_most,
                                 std::string unit, std::string sees, std::string blind_to)
{
    Check check;
    check.name = std::move(name);
    check.value = value;
    check.threshold = threshold;
    check.at_most = at_most;
    check.pass = at_most ? value <= threshold : value >= threshold;
    check.unit = std::move(unit);
    check.sees = std::move(sees);
    check.blind_to = std::move(blind_to);
    return check;
}

} // namespace capstan::fleet
