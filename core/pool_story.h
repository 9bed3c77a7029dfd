#pragma once

#include <string_view>
#include <vector>

namespace capstan {

// The rented pool's stories (the seed's three verdicts and their fixes) by the names a scenario
// keeps, with the scoring window and the eviction share each story starts with. The fleet
// library builds each story's month from them (fleet/pool_presets.cpp); the scenario keeps the
// story the fleet chart shows and the two levers the engineer may move (Scenario::Pool).
struct PoolStory final {
    std::string_view id;
    std::string_view window;        // hour (+-25%), day (+-5%) or week (+-2%)
    double eviction_share = 0;      // share of the pool evicted each scoring round
};

[[nodiscard]] const std::vector<PoolStory>& pool_stories();
[[nodiscard]] const PoolStory* find_pool_story(std::string_view id);

// The scoring windows a pool month measures cards through, shortest first.
inline constexpr std::string_view kPoolWindows[] = {"hour", "day", "week"};
[[nodiscard]] bool is_pool_window(std::string_view window);

// The eviction share's range (a pool never evicts all its cards in one round).
inline constexpr double kMaxEvictionShare = 0.9;

} // namespace capstan
