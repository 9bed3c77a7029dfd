#include "core/pool_story.h"

namespace capstan {

const std::vector<PoolStory>& pool_stories()
{
    // Eviction shares as the seed counts cards: 25% of 26 = 6 (floor of 6.5), 37.5% of 32 = 12,
    // 10% of 32 = 3, 20% of 20 = 4.
    static const std::vector<PoolStory> stories{
        {"golden-idler", "week", 0.25},     {"golden-idler-fixed", "week", 0.25},
        {"noise-evictor", "hour", 0.375},   {"noise-evictor-fixed", "day", 0.10},
        {"bargain-shortfall", "day", 0.20}, {"bargain-shortfall-fixed", "day", 0.20}};
    return stories;
}

const PoolStory* find_pool_story(std::string_view id)
{
    for (const PoolStory& story : pool_stories())
        if (story.id == id)
            return &story;
    return nullptr;
}

bool is_pool_window(std::string_view window)
{
    for (std::string_view known : kPoolWindows)
        if (known == window)
            return true;
    return false;
}

} // namespace capstan
