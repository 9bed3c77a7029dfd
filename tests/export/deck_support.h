#pragma once
// Test support: decks of known scenarios, and the slide count they must have.
#include "export/chart_set.h"
#include "export/deck_builder.h"

#include "core/inputs.h"

#include <vector>

namespace capstan::test {

// The default scenario and, from the second on, one with another GPU and twice the users.
inline std::vector<Scenario> deck_scenarios(int count)
{
    std::vector<Scenario> all;
    const char* gpus[] = {"h100-sxm", "h200-sxm", "b200", "mi300x"};
    for (int i = 0; i < count; ++i) {
        Scenario s = default_scenario();
        s.name = "Plan " + std::string(1, char('A' + i));
        if (i > 0) {
            (void)set_input(s, "gpu.preset", gpus[i % 4]);
            (void)set_input(s, "workload.dau", "200000");
        }
        all.push_back(s);
    }
    return all;
}

// Chart slides of a deck: each chart that follows the scenario once per scenario, the fleet
// month (its own story) once.
inline int expected_chart_slides(int scenarios)
{
    const int charts = int(ui::ChartSet::names().size());
    return (charts - 1) * scenarios + 1;
}

// Title + chart slides + the table's slides.
inline int expected_slides(const ui::Deck& deck, int scenarios)
{
    return 1 + expected_chart_slides(scenarios) + ui::tableSlideCount(deck.comparison);
}

} // namespace capstan::test
