#include "router_policy.h"

#include <array>

namespace capstan {

namespace {

constexpr std::array<RouterChoice, 5> kChoices{{
    {RouterPolicy::LeastLoaded, "least-loaded", "Least outstanding tokens",
     "Fewest tokens still owed: prompts to prefill and answers to decode, queued requests' answers "
     "included (vLLM production-stack and SGLang's router balance load this way)."},
    {RouterPolicy::KvAware, "kv-aware", "KV-aware",
     "Least KV to come: tokens held in the replica's KV cache plus those its requests will still add, "
     "prompts to prefill and answers to decode (llm-d's KV-utilization and queue scorers combined, "
     "NVIDIA Dynamo's KV router load term)."},
    {RouterPolicy::JoinShortestQueue, "jsq", "Join the shortest queue",
     "Fewest requests waiting or running, whatever their lengths (a gateway's least-requests policy)."},
    {RouterPolicy::RoundRobin, "round-robin", "Round robin",
     "Each replica in turn, blind to load (a plain Kubernetes Service or a basic load balancer)."},
    {RouterPolicy::PowerOfTwo, "power-of-two", "Power of two choices",
     "Two replicas drawn at random, the one with fewer outstanding tokens wins (Envoy's least-request "
     "balancer; scales to any fleet)."},
}};

} // namespace

std::span<const RouterChoice> router_choices()
{
    return kChoices;
}

std::optional<RouterPolicy> router_from_id(std::string_view id)
{
    for (const RouterChoice& choice : kChoices)
        if (choice.id == id)
            return choice.policy;
    return std::nullopt;
}

std::string_view to_string(RouterPolicy policy)
{
    for (const RouterChoice& choice : kChoices)
        if (choice.policy == policy)
            return choice.id;
    return "least-loaded";
}

std::string_view router_ids()
{
    return "least-loaded, kv-aware, jsq, round-robin, power-of-two";
}

} // namespace capstan
