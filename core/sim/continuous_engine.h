#pragma once

#include "decode_set.h"
#include "engine.h"
#include "ring.h"

#include "core/roofline.h"

#include <cstdint>

#include <vector>

namespace capstan::sim {

// Continuous batching with chunked prefill and paged KV, after vLLM's scheduler:
// each iteration first gives every decoding sequence its next token (allocating a KV block when
// a sequence crosses a block boundary, preempting the most recently admitted requests when the
// blocks run out), then spends the remaining token budget on prompts: unfinished chunks first,
// then new requests in arrival order while a seat and a full prompt's KV blocks are free.
// A preempted request is recomputed: it frees its blocks, rejoins the head of the queue and
// prefills its prompt plus the tokens it already streamed. Step times come from Roofline::step.
// Speculative decoding is taken in expectation: an iteration is one token of every decoding
// sequence, tokens_per_step iterations one engine step (iteration_s); deterministic, so a seed
// gives the same run with or without it.
//
// A run of pure decode steps (no prompt to compute, no sequence finishing, the KV blocks it
// needs at hand) is taken as one event: the batch is fixed through it and its context grows by
// one token per sequence per step, and a decode step's time is affine in the context it reads
// (Roofline::step: attention bytes and FLOPs both scale with it, the weights' part does not),
// so the run's duration is n a + b n (n - 1) / 2 for first step a and growth b per step. An
// arrival inside a run cuts it at the end of the step in flight, which is where a step-by-step
// engine would admit it; the router reads the work left as of that step. Most steps of a long
// answer are such runs; EngineLimits::jump_decode_runs = false steps them one by one.
class ContinuousEngine final : public Engine {
public:
    ContinuousEngine(const Roofline& roofline, const EngineLimits& limits, RequestPool& pool,
                     EngineObserver& observer);

    void enqueue(Slot slot, double now_s) override;
    [[nodiscard]] double next_event_s() const override { return busy_ ? iteration_end_s_ : kNever; }
    void on_event(double now_s) override;
    [[nodiscard]] int in_system() const override { return int(waiting_.size()) + running_; }
    [[nodiscard]] double outstanding_tokens(double now_s) const override;
    [[nodiscard]] double kv_to_come_tokens(double now_s) const override;

private:
    struct Chunk final {
        Slot slot;
        std::int32_t tokens;
    };

    void start_iteration(double now_s);
    void finish_iteration(double now_s);
    void make_room_for_decodes();
    void schedule_prefills(double now_s);
    void preempt(Slot victim);
    void finish_decode(Slot slot, double now_s);
    void finish_prefill(Slot slot, double now_s);
    void complete(Slot slot, double now_s);
    void link_running(Slot slot);
    void unlink_running(Slot slot);
    void plan_decode_run(StepLoad load);
    // The time one iteration of the load takes (Roofline::step; with speculative decoding one
    // token's share of a step, see the definition).
    [[nodiscard]] double iteration_s(const StepLoad& load) const;
    void cut_run(double now_s);
    // The time the first `steps` steps of the run in flight take.
    [[nodiscard]] double run_duration(std::int64_t steps) const
    {
        return double(steps) * run_first_s_ + run_growth_s_ * double(steps) * double(steps - 1) / 2.0;
    }
    // The step of the run in flight at now_s (0 .. run_steps_ - 1).
    [[nodiscard]] std::int64_t step_in_flight(double now_s) const;

    enum class Blocked : std::uint8_t { None, Seat, Kv };

    const Roofline& roofline_;
    EngineLimits limits_;
    RequestPool& pool_;
    EngineObserver& observer_;

    RingQueue<Slot> waiting_;
    std::vector<Slot> prefilling_;      // admitted, prompt not finished; admission order
    std::vector<Chunk> chunks_;         // the prefill work of the iteration in flight
    DecodeSet decode_;
    Slot run_head_ = kNoSlot;           // running requests, oldest admission first
    Slot run_tail_ = kNoSlot;
    int running_ = 0;
    std::int64_t free_blocks_ = 0;
    std::int64_t iteration_ = 0;        // k of the iteration in flight (or the next one)
    int decoding_in_flight_ = 0;
    double prefill_backlog_tokens_ = 0; // uncached prompt tokens not yet computed
    double waiting_prompt_tokens_ = 0;  // prompts (with what they streamed before a preemption) queued
    // Answer tokens of requests not yet decoding (waiting or in prefill). Without them a replica
    // with a deep queue of new requests looked as idle as an empty one, and arrivals herded
    // onto it (seen in the simulator: ~20 arrivals to one replica within 0.1 s, each queued 6-8 s).
    double pending_answer_tokens_ = 0;
    double iteration_start_s_ = 0;
    double iteration_end_s_ = 0;
    // The event in flight covers iterations iteration_ .. iteration_ + run_steps_ - 1.
    std::int64_t run_steps_ = 1;
    double run_first_s_ = 0;            // its first step
    double run_growth_s_ = 0;           // what each further step adds to the one before
    Blocked blocked_ = Blocked::None;   // why the queue head was not admitted this iteration
    bool busy_ = false;
};

} // namespace capstan::sim
