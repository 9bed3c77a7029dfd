#pragma once

#include <optional>
#include <span>
#include <string_view>

namespace capstan {

// How a request picks one of a deployment's replicas (the scenario's sim.router).
enum class RouterPolicy {
    LeastLoaded,         // fewest outstanding tokens: prompts to prefill, answers to decode
    KvAware,             // least KV to come: KV held, queued prompts, answer tokens owed
    JoinShortestQueue,   // fewest requests in the replica (waiting + running)
    RoundRobin,          // each replica in turn
    PowerOfTwo,          // the less loaded (outstanding tokens) of two drawn at random
};

struct RouterChoice final {
    RouterPolicy policy;
    std::string_view id;     // the input's value: "least-loaded", ...
    std::string_view name;   // for a list
    std::string_view help;   // what it does and which real routers do it
};

// Every router, the default (least-loaded) first.
std::span<const RouterChoice> router_choices();
std::optional<RouterPolicy> router_from_id(std::string_view id);
std::string_view to_string(RouterPolicy policy);
// "least-loaded, kv-aware, ..." for messages.
std::string_view router_ids();

} // namespace capstan
