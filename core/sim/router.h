#pragma once

#include "engine.h"
#include "random.h"

#include "core/router_policy.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace capstan::sim {

using capstan::RouterPolicy;
using capstan::to_string;

// Picks the replica each arrival goes to (RouterPolicy). Ties go to the lowest index and the
// random draws of power-of-two have their own stream, so a run is deterministic for its seed.
class Router final {
public:
    Router(RouterPolicy policy, std::uint64_t seed) : policy_(policy), rng_(seed, 5) {}

    std::size_t pick(const std::vector<std::unique_ptr<Engine>>& replicas, double now_s);

private:
    RouterPolicy policy_;
    std::size_t next_ = 0;   // round robin
    Rng rng_;                // power of two
};

} // namespace capstan::sim
