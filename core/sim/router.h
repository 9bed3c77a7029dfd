#pragma once

#include "engine.h"

#include <memory>
#include <string_view>
#include <vector>

namespace capstan::sim {

// How a request picks one of N replicas.
enum class RouterPolicy {
    JoinShortestQueue,   // fewest requests in the replica (waiting + running)
    LeastLoaded,         // fewest outstanding tokens: prompts left to prefill and answers left to
                         // decode, queued requests' answers included
};
std::string_view to_string(RouterPolicy policy);

// Ties go to the lowest index, so a run is deterministic.
inline std::size_t pick_replica(RouterPolicy policy, const std::vector<std::unique_ptr<Engine>>& replicas,
                                double now_s)
{
    std::size_t best = 0;
    if (policy == RouterPolicy::JoinShortestQueue) {
        int best_count = replicas[0]->in_system();
        for (std::size_t i = 1; i < replicas.size() && best_count > 0; ++i)
            if (const int count = replicas[i]->in_system(); count < best_count) {
                best = i;
                best_count = count;
            }
    } else {
        double best_load = replicas[0]->outstanding_tokens(now_s);
        for (std::size_t i = 1; i < replicas.size() && best_load > 0; ++i)
            if (const double load = replicas[i]->outstanding_tokens(now_s); load < best_load) {
                best = i;
                best_load = load;
            }
    }
    return best;
}

inline std::string_view to_string(RouterPolicy policy)
{
    return policy == RouterPolicy::LeastLoaded ? "least-loaded" : "jsq";
}

} // namespace capstan::sim
