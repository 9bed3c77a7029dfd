#include "router.h"

namespace capstan::sim {

namespace {

// The replica with the smallest score, the first on ties; stops early at a zero score.
template <class Score>
std::size_t least(const std::vector<std::unique_ptr<Engine>>& replicas, Score&& score)
{
    std::size_t best = 0;
    double best_score = score(*replicas[0]);
    for (std::size_t i = 1; i < replicas.size() && best_score > 0; ++i)
        if (const double s = score(*replicas[i]); s < best_score) {
            best = i;
            best_score = s;
        }
    return best;
}

} // namespace

std::size_t Router::pick(const std::vector<std::unique_ptr<Engine>>& replicas, double now_s)
{
    const std::size_t n = replicas.size();
    switch (policy_) {
    case RouterPolicy::JoinShortestQueue:
        return least(replicas, [](const Engine& e) { return double(e.in_system()); });
    case RouterPolicy::KvAware:
        return least(replicas, [now_s](const Engine& e) { return e.kv_to_come_tokens(now_s); });
    case RouterPolicy::RoundRobin: {
        const std::size_t chosen = next_ % n;
        next_ = chosen + 1;
        return chosen;
    }
    case RouterPolicy::PowerOfTwo: {
        if (n == 1)
            return 0;
        const auto a = std::size_t(rng_.uniform() * double(n)) % n;
        auto b = std::size_t(rng_.uniform() * double(n - 1)) % (n - 1);
        if (b >= a)
            ++b;
        const double load_a = replicas[a]->outstanding_tokens(now_s);
        const double load_b = replicas[b]->outstanding_tokens(now_s);
        return load_b < load_a || (load_b == load_a && b < a) ? b : a;
    }
    case RouterPolicy::LeastLoaded:
        break;
    }
    return least(replicas, [now_s](const Engine& e) { return e.outstanding_tokens(now_s); });
}

} // namespace capstan::sim
