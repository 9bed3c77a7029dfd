#pragma once

#include "knee.h"
#include "memory.h"
#include "traffic.h"

#include <string>

namespace capstan {

// What sets the replica count (SPEC 2.6): memory (seats), the SLO, or the hardware's
// bandwidth or compute once the batch reaches the engine cap.
enum class Binding { Memory, Slo, Bandwidth, Compute };
std::string_view to_string(Binding binding);

struct Sizing final {
    int replicas_for_memory = 0;      // concurrency / seats, with headroom
    int replicas_for_throughput = 0;  // peak output tok/s / replica tok/s at the operating point
    int replicas = 0;                 // the larger, plus one spare if N+1
    int gpus = 0;                     // replicas x TP
    int nodes = 0;                    // GPUs / GPUs per node, rounded up
    Binding binding = Binding::Memory;
    double users_per_replica = 0;     // sequences one replica carries at the operating point
    double replica_output_tok_s = 0;  // at the operating point
};

Sizing size_fleet(const Scenario& scenario, const MemoryPlan& memory, const OperatingPoint& op,
                  const Traffic& traffic);

} // namespace capstan
