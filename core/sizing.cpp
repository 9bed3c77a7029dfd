#include "sizing.h"

#include "disaggregation.h"
#include "parallelism.h"

#include <algorithm>
#include <cmath>

namespace capstan {

std::string_view to_string(Binding binding)
{
    switch (binding) {
    case Binding::Memory: return "memory";
    case Binding::Slo: return "slo";
    case Binding::Bandwidth: return "bandwidth";
    case Binding::Compute: return "compute";
    case Binding::TtftTail: return "ttft";
    case Binding::TpotTail: return "tpot";
    }
    return "memory";
}

namespace {

int replicas_needed(double demand, double per_replica)
{
    if (demand <= 0)
        return 0;
    return int(std::ceil(demand / per_replica - 1e-9));
}

} // namespace

Sizing size_fleet(const Scenario& s, const MemoryPlan& memory, const OperatingPoint& op,
                  const Traffic& traffic)
{
    Sizing z;
    const double usable = 1.0 - s.deploy.headroom;
    z.users_per_replica = op.point.batch;
    z.replica_output_tok_s = op.point.aggregate_tok_s;
    z.replicas_for_memory =
        replicas_needed(traffic.concurrency, std::max(1, memory.sustained_seats) * usable);
    z.replicas_for_throughput =
        replicas_needed(traffic.peak_output_tok_s, z.replica_output_tok_s * usable);
    z.replicas = std::max({1, z.replicas_for_memory, z.replicas_for_throughput});
    if (s.deploy.n_plus_one)
        z.replicas += 1;
    if (s.deploy.disaggregated) {
        const PrefillPool pool = prefill_pool(s);
        z.prefill_replicas = prefill_replicas(s, pool, traffic.peak_rps);
        z.prefill_gpus = z.prefill_replicas * pool.replica_gpus;
    }
    z.gpus = fleet_gpus(s, z.replicas, z.prefill_replicas);
    z.nodes = int(std::ceil(double(z.gpus) / std::max(1, s.gpu.spec.gpus_per_node)));

    if (z.replicas_for_memory >= z.replicas_for_throughput || op.limit == BatchLimit::Memory)
        z.binding = Binding::Memory;
    else if (op.limit == BatchLimit::Slo)
        z.binding = Binding::Slo;
    else
        z.binding = op.point.bound == Bound::Compute ? Binding::Compute : Binding::Bandwidth;
    return z;
}

int fleet_gpus(const Scenario& s, int replicas, int prefill_replicas)
{
    const int prefill = prefill_replicas > 0 ? prefill_replicas * prefill_layout(s).gpus() : 0;
    return replicas * replica_gpus(s) + prefill;
}

void adopt_tail_sizing(const Scenario& s, Sizing& sizing, const TailSizing& tail, Binding binding)
{
    sizing.tail = tail;
    sizing.tail.present = true;
    sizing.tail.analytic_replicas = sizing.replicas;
    if (!tail.met || tail.replicas <= 0)
        return;   // nothing meets the SLO: keep the analytic count, the tail says why
    sizing.replicas = tail.replicas + (s.deploy.n_plus_one ? 1 : 0);
    sizing.gpus = fleet_gpus(s, sizing.replicas, sizing.prefill_replicas);
    sizing.nodes = int(std::ceil(double(sizing.gpus) / std::max(1, s.gpu.spec.gpus_per_node)));
    sizing.binding = binding;
}

} // namespace capstan
