#pragma once

#include "request.h"

#include <cstdint>
#include <limits>

namespace capstan::sim {

inline constexpr double kNever = std::numeric_limits<double>::infinity();
// KV blocks an engine keeps free at admission so running decodes can grow (vLLM's default 1%);
// the closed-form tail model leaves the same room.
inline constexpr std::int64_t kWatermarkDivisor = 100;

// What one replica's engine may hold and do per step.
struct EngineLimits final {
    int max_batch = 256;            // running sequences (vLLM max_num_seqs)
    int token_budget = 8192;        // tokens per step, decode plus prefill chunks (max_num_batched_tokens)
    int block_tokens = 16;          // paged-KV block size
    std::int64_t kv_blocks = 0;     // KV blocks of the replica, from plan_memory
    std::int64_t watermark_blocks = 0;  // kept free at admission so running decodes can grow
    // Take a run of pure decode steps (no prompt to compute, nothing finishing, the KV blocks
    // at hand) as one event; false steps one iteration per event (the reference the tests
    // compare the jump against).
    bool jump_decode_runs = true;
};

// Totals one engine keeps over a run (including warm-up).
struct EngineCounters final {
    std::int64_t iterations = 0;
    std::int64_t preemptions = 0;
    std::int64_t kv_blocked = 0;    // iterations whose queue head waited for KV blocks
    std::int64_t seat_blocked = 0;  // iterations whose queue head waited for a seat (max_batch)
    double busy_s = 0;
    double decode_seq_steps = 0;    // sum over iterations of the decoding sequences
    std::int64_t batches = 0;       // static batching: batches run
    double padding_share_sum = 0;   // static batching: sum over batches of 1 - mean(OSL)/max(OSL)
};

// The simulation hears about finished requests and streamed tokens through this.
class EngineObserver {
public:
    virtual void completed(Slot slot, double now_s) = 0;
    virtual void emitted(std::int64_t tokens, double now_s) = 0;

protected:
    ~EngineObserver() = default;
};

// One replica's serving engine, driven by the simulation's event loop: it is told of arrivals
// and asked to handle its own next event (the end of a step, or a batching timer).
class Engine {
public:
    virtual ~Engine() = default;
    virtual void enqueue(Slot slot, double now_s) = 0;
    [[nodiscard]] virtual double next_event_s() const = 0;
    virtual void on_event(double now_s) = 0;
    [[nodiscard]] virtual int in_system() const = 0;
    // Prompt tokens still to prefill plus answer tokens still to decode, as of now_s (least-
    // loaded routing).
    [[nodiscard]] virtual double outstanding_tokens(double now_s) const = 0;
    // The KV the replica will hold as its requests finish, as of now_s: tokens held in its
    // cache, the prompts queued for it and every answer token still owed (KV-aware routing).
    [[nodiscard]] virtual double kv_to_come_tokens(double now_s) const = 0;
    [[nodiscard]] const EngineCounters& counters() const { return counters_; }

protected:
    EngineCounters counters_;
};

inline std::int64_t blocks_for(std::int64_t tokens, int block_tokens)
{
    return (tokens + block_tokens - 1) / block_tokens;
}

} // namespace capstan::sim
