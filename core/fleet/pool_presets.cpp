#include "core/fleet/pool_presets.h"

#include "core/pool_story.h"

#include <string>

namespace capstan::fleet {
namespace {

// Parameters chosen so the seed's published figures fall out of the seed's own rules.
//
// Dollars. A node-month of $2,600 for a flagship and $1,400 for a bargain card makes every
// seed bill a whole number of node-months plus 15% churn per eviction:
//   golden idler     26 warm + 6 evicted  = 26.9 x $2,600 = $69,940
//   idler, steady     9 warm + 6 evicted  =  9.9 x $2,600 = $25,740, ideal 9  -> 9/9.9    = 90.9%
//   evictor, fixed   21 warm + 3 evicted  = 21.45 node-months,      ideal 21 -> 21/21.45 = 97.9%
//   bargain          20 warm + 4 evicted  = 20.6 x $1,400 = $28,840
//   bargain, fixed   13 warm + 4 evicted  = 13.6 x $2,600 = $35,360, ideal 13 -> 13/13.6  = 95.6%
// Eviction shares and windows are the stories' own (core/pool_story.cpp): 25% of 26 = 6, 37.5%
// of 32 = 12 (the seed's), 10% of 32 = 3, 20% of 20 = 4. Evicted slots are refilled with fresh draws, so a pool keeps its size all month.
// Rates. Flagships are rated 7,000 tok/s; the lottery and dips (PoolInput defaults) leave a
// booted card ~6,650 tok/s and a pool whose worst cards were swapped ~6,830. That is what makes
// 26 warm flagships idle ~$44,350 of $67,600 at 60,000 tok/s, 9 flagships the fewest that
// cover 60,000 and 13 the fewest that cover 90,000. The bargain card is rated 0.45x the
// flagship (the seed's used-A100 factor), so 20 of them deliver ~61,000 tok/s.
// The noise evictor's demand (145,000 tok/s, not in the seed) needs 21 of its 32 cards, so
// its fix lands on 21 warm + 3 evicted.
constexpr double kFlagshipRatedTokS = 7'000;
constexpr double kFlagshipRentUsdMonth = 2'600;
constexpr double kBargainFactor = 0.45;
constexpr double kBargainRentUsdMonth = 1'400;

PoolInput base(std::string name, std::string story, PoolCardClass card, int cards,
               double demand_tok_s)
{
    PoolInput input;
    input.name = std::move(name);
    input.story = std::move(story);
    input.card = std::move(card);
    input.cards = cards;
    input.demand_tok_s = demand_tok_s;
    input.trials = 400;
    // Trial 0 of this seed, the single month a report shows, is the seed's story month (4 of
    // 12 evictions wrong; 9, 21 and 13 warm in the fixes); the means barely move with it.
    input.seed = 1'237;
    return input;
}

PoolInput make_story(std::string_view name)
{
    const bool fixed = name.ends_with("-fixed");
    if (name.starts_with("golden-idler")) {
        PoolInput input = base(std::string(name),
            fixed ? "Steady mode: whole cards in score order until the 60,000 tok/s average is served."
                  : "26 flagship cards kept warm for a 60,000 tok/s average: no unmet demand, no "
                    "wrong evictions, and most of the bill moves no tokens.",
            flagship_card(), 26, 60'000);
        input.mode = fixed ? "steady" : "warm";
        return input;
    }
    if (name.starts_with("noise-evictor")) {
        return base(std::string(name),
            fixed ? "The day window (+-5%) at a 10% eviction share: 3 cards leave, all of them slow."
                  : "Scores through the hour window (+-25%) and evicts 12 of 32 cards: about a third "
                    "of them healthy.",
            flagship_card(), 32, 145'000);
    }
    return base(std::string(name),
        fixed ? "Swap to flagships: 13 of them cover the 90,000 tok/s."
              : "20 bargain cards bill a tempting $28,840 and cover about 61,000 of 90,000 tok/s: a "
                "shortage the bill cannot buy back.",
        fixed ? flagship_card() : bargain_card(), 20, 90'000);
}

// The story's card pool and demand with the window and eviction share it starts with.
PoolInput make(const PoolStory& story)
{
    PoolInput input = make_story(story.id);
    input.window = std::string(story.window);
    input.eviction_share = story.eviction_share;
    return input;
}

} // namespace

PoolCardClass flagship_card()
{
    return {"flagship", kFlagshipRatedTokS, kFlagshipRentUsdMonth};
}

PoolCardClass bargain_card()
{
    return {"bargain", kBargainFactor * kFlagshipRatedTokS, kBargainRentUsdMonth};
}

const std::vector<std::string_view>& pool_preset_names()
{
    static const std::vector<std::string_view> names = [] {
        std::vector<std::string_view> ids;
        for (const PoolStory& story : pool_stories())
            ids.push_back(story.id);
        return ids;
    }();
    return names;
}

Expected<PoolInput> pool_preset(std::string_view name)
{
    if (const PoolStory* story = find_pool_story(name))
        return make(*story);
    std::string allowed = "one of:";
    for (std::string_view known : pool_preset_names()) {
        allowed += ' ';
        allowed += known;
    }
    return Error{"pool.preset", std::string(name), allowed, "unknown preset"};
}

} // namespace capstan::fleet
