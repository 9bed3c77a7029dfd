#pragma once

#include "roofline.h"

#include <vector>

namespace capstan {

// One point of the throughput-latency knee: a replica running `batch` sequences at steady
// state (continuous batching, prefill sharing the steps).
struct KneePoint final {
    int batch = 0;
    double step_ms = 0;           // = time per output token each sequence sees (TPOT): the step,
                                  // over the tokens it yields per sequence with speculation
    double per_user_tok_s = 0;    // 1000 / step_ms
    double aggregate_tok_s = 0;   // batch x 1000 / step_ms, output tokens, whole replica
    Bound bound = Bound::Bandwidth;
};

KneePoint knee_point(const Roofline& roofline, int batch);

// Batches from 1 to max_batch: all of them up to 2 x min_points, else every batch to
// min_points / 2 and log-spaced beyond, at least min_points in all; plus the extra batches.
std::vector<int> knee_batches(int max_batch, int min_points, const std::vector<int>& extra);

// What stopped the operating batch from growing.
enum class BatchLimit { Memory, MaxBatch, Slo, FixedBatch };
std::string_view to_string(BatchLimit limit);

struct OperatingPoint final {
    KneePoint point;
    double ttft_ms = 0;       // analytic: own prefill + one step of waiting for the batch + the first-token latency
    BatchLimit limit = BatchLimit::Memory;
    bool slo_met = true;      // false when even batch 1 misses the SLO
};

// The largest batch up to batch_cap whose step time meets tpot_ms and whose analytic TTFT
// meets ttft_ms (TPOT and TTFT grow with batch, so a binary search finds it).
OperatingPoint operating_point(const Roofline& roofline, int batch_cap, BatchLimit cap_reason,
                               double tpot_slo_ms, double ttft_slo_ms);

} // namespace capstan
