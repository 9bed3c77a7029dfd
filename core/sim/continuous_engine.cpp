#include "continuous_engine.h"

#include <algorithm>
#include <cmath>

namespace capstan::sim {

ContinuousEngine::ContinuousEngine(const Roofline& roofline, const EngineLimits& limits, RequestPool& pool,
                                   EngineObserver& observer)
    : roofline_(roofline), limits_(limits), pool_(pool), observer_(observer), decode_(limits.block_tokens),
      free_blocks_(limits.kv_blocks)
{
    prefilling_.reserve(std::size_t(std::max(1, limits.max_batch)));
    chunks_.reserve(std::size_t(std::max(1, limits.max_batch)));
}

void ContinuousEngine::enqueue(Slot slot, double now_s)
{
    Request& r = pool_[slot];
    r.prompt = r.isl;
    r.phase = Phase::Waiting;
    prefill_backlog_tokens_ += r.prompt - r.cached;
    pending_answer_tokens_ += r.osl - r.emitted;
    waiting_prompt_tokens_ += r.prompt;
    waiting_.push_back(slot);
    if (!busy_)
        start_iteration(now_s);
    else if (run_steps_ > 1)
        cut_run(now_s);
}

double ContinuousEngine::outstanding_tokens(double now_s) const
{
    const std::int64_t k = iteration_ + (busy_ && run_steps_ > 1 ? step_in_flight(now_s) : 0);
    return prefill_backlog_tokens_ + pending_answer_tokens_ + decode_.remaining_tokens(k);
}

double ContinuousEngine::kv_to_come_tokens(double now_s) const
{
    // Blocks taken now, less those a decode run set aside for its steps after the one in
    // flight; then the queued prompts and the answers still owed (the decode set's from the
    // step in flight on, the queue's whole).
    std::int64_t held = limits_.kv_blocks - free_blocks_;
    std::int64_t k = iteration_;
    if (busy_ && run_steps_ > 1) {
        const std::int64_t in_flight = step_in_flight(now_s);
        held -= decode_.blocks_needed_over(iteration_ + in_flight + 1, run_steps_ - in_flight - 1);
        k += in_flight;
    }
    return double(held) * limits_.block_tokens + waiting_prompt_tokens_ + pending_answer_tokens_ + decode_.remaining_tokens(k);
}

std::int64_t ContinuousEngine::step_in_flight(double now_s) const
{
    const double elapsed = std::max(0.0, now_s - iteration_start_s_);
    // Steps done by `elapsed`: the root of (b/2) j^2 + (a - b/2) j = elapsed, in the form that
    // does not cancel; then the rounding is settled against run_duration itself.
    const double p = run_first_s_ - run_growth_s_ / 2.0;
    const double root = 2.0 * elapsed / (p + std::sqrt(std::max(0.0, p * p + 2.0 * run_growth_s_ * elapsed)));
    std::int64_t j = std::clamp<std::int64_t>(std::int64_t(std::floor(root)), 0, run_steps_ - 1);
    while (j + 1 < run_steps_ && run_duration(j + 1) <= elapsed)
        ++j;
    while (j > 0 && run_duration(j) > elapsed)
        --j;
    return j;
}

void ContinuousEngine::cut_run(double now_s)
{
    const std::int64_t keep = step_in_flight(now_s) + 1;
    if (keep >= run_steps_)
        return;
    free_blocks_ += decode_.blocks_needed_over(iteration_ + keep, run_steps_ - keep);
    run_steps_ = keep;
    iteration_end_s_ = std::max(now_s, iteration_start_s_ + run_duration(keep));
}

void ContinuousEngine::plan_decode_run(StepLoad load)
{
    run_steps_ = 1;
    run_growth_s_ = 0;
    if (!limits_.jump_decode_runs || !chunks_.empty() || decode_.size() == 0)
        return;
    // Up to the iteration the first sequence finishes in, while the blocks last.
    const std::int64_t most = decode_.first_finish() - iteration_ + 1;
    if (most <= 1)
        return;
    const std::int64_t further = decode_.steps_within(iteration_ + 1, most - 1, free_blocks_);
    if (further <= 0)
        return;
    free_blocks_ -= decode_.blocks_needed_over(iteration_ + 1, further);
    run_steps_ = 1 + further;
    load.decode_context = decode_.mean_context(iteration_ + 1);
    run_growth_s_ = std::max(0.0, iteration_s(load) - run_first_s_);
}

double ContinuousEngine::iteration_s(const StepLoad& load) const
{
    const double per_step = roofline_.tokens_per_step();
    if (per_step == 1.0 || load.decode_seqs <= 0)
        return roofline_.step(load).total_s;
    // Speculative decoding in expectation: one engine step yields per_step tokens per decoding
    // sequence, taken as per_step iterations of one token each, so the KV blocks, the context
    // growth and the finishing iterations keep their one-token bookkeeping. Each iteration
    // costs the decode part of a step over per_step; prompts computed in it cost their whole
    // marginal time (a prompt is computed once, not per token).
    if (load.prefill_tokens <= 0)
        return roofline_.step(load).total_s / per_step;
    StepLoad decode = load;
    decode.prefill_tokens = 0;
    decode.prefill_pairs = 0;
    const double decode_s = roofline_.step(decode).total_s;
    return roofline_.step(load).total_s - decode_s + decode_s / per_step;
}

void ContinuousEngine::on_event(double now_s)
{
    finish_iteration(now_s);
    start_iteration(now_s);
}

void ContinuousEngine::link_running(Slot slot)
{
    Request& r = pool_[slot];
    r.prev = run_tail_;
    r.next = kNoSlot;
    if (run_tail_ != kNoSlot)
        pool_[run_tail_].next = slot;
    else
        run_head_ = slot;
    run_tail_ = slot;
    ++running_;
}

void ContinuousEngine::unlink_running(Slot slot)
{
    Request& r = pool_[slot];
    (r.prev != kNoSlot ? pool_[r.prev].next : run_head_) = r.next;
    (r.next != kNoSlot ? pool_[r.next].prev : run_tail_) = r.prev;
    r.prev = r.next = kNoSlot;
    --running_;
}

void ContinuousEngine::preempt(Slot victim)
{
    Request& r = pool_[victim];
    const std::int64_t k = iteration_;
    if (r.phase == Phase::Decoding) {
        const std::int64_t steps_done = k - r.decode_start;
        free_blocks_ += blocks_for(r.prompt + steps_done, limits_.block_tokens);
        r.emitted += std::int32_t(steps_done);
        decode_.remove(r.decode_start, r.prompt, r.finish_iter, k);
        pending_answer_tokens_ += r.osl - r.emitted;   // waits again, its answer still owed
    } else {
        free_blocks_ += r.blocks;
        prefill_backlog_tokens_ -= r.prompt - r.computed;
        prefilling_.erase(std::find(prefilling_.begin(), prefilling_.end(), victim));
    }
    unlink_running(victim);
    // Recompute: the prompt grows by what was streamed; the prefix cache still covers its part.
    r.prompt = r.isl + r.emitted;
    r.computed = 0;
    r.blocks = 0;
    ++r.epoch;
    ++r.preemptions;
    r.phase = Phase::Waiting;
    prefill_backlog_tokens_ += r.prompt - r.cached;
    waiting_prompt_tokens_ += r.prompt;
    waiting_.push_front(victim);
    ++counters_.preemptions;
}

void ContinuousEngine::make_room_for_decodes()
{
    const std::int64_t k = iteration_;
    std::int64_t needed = decode_.blocks_needed(k);
    while (needed > free_blocks_ && run_tail_ != kNoSlot) {
        const Slot victim = run_tail_;
        const Request& r = pool_[victim];
        const bool victim_needed_block =
            r.phase == Phase::Decoding && (r.prompt + (k - r.decode_start)) % limits_.block_tokens == 0;
        preempt(victim);
        if (victim_needed_block)
            --needed;
    }
    free_blocks_ -= needed;
}

void ContinuousEngine::schedule_prefills(double now_s)
{
    chunks_.clear();
    std::int64_t budget = std::int64_t(limits_.token_budget) - decode_.size();
    for (Slot slot : prefilling_) {
        if (budget <= 0)
            break;
        const Request& r = pool_[slot];
        const auto tokens = std::int32_t(std::min<std::int64_t>(r.prompt - r.computed, budget));
        chunks_.push_back({slot, tokens});
        budget -= tokens;
    }
    blocked_ = Blocked::None;
    while (budget > 0 && !waiting_.empty()) {
        if (running_ >= limits_.max_batch) {
            ++counters_.seat_blocked;
            blocked_ = Blocked::Seat;
            break;
        }
        const Slot slot = waiting_.front();
        Request& r = pool_[slot];
        const std::int64_t blocks = blocks_for(r.prompt, limits_.block_tokens);
        // The watermark keeps running decodes from being preempted by the next admission,
        // except when nothing runs (then the request fits: validation guarantees it).
        const std::int64_t reserve = running_ > 0 ? limits_.watermark_blocks : 0;
        if (blocks + reserve > free_blocks_) {
            ++counters_.kv_blocked;
            blocked_ = Blocked::Kv;
            break;
        }
        waiting_.pop_front();
        waiting_prompt_tokens_ -= r.prompt;
        free_blocks_ -= blocks;
        r.blocks = std::int32_t(blocks);
        r.computed = r.cached;
        r.phase = Phase::Prefilling;
        if (r.admitted_s < 0)
            r.admitted_s = now_s;
        link_running(slot);
        prefilling_.push_back(slot);
        const auto tokens = std::int32_t(std::min<std::int64_t>(r.prompt - r.computed, budget));
        chunks_.push_back({slot, tokens});
        budget -= tokens;
    }
}

void ContinuousEngine::start_iteration(double now_s)
{
    make_room_for_decodes();
    schedule_prefills(now_s);
    decoding_in_flight_ = decode_.size();
    if (decoding_in_flight_ == 0 && chunks_.empty()) {
        busy_ = false;
        return;
    }
    StepLoad load;
    load.decode_seqs = decoding_in_flight_;
    load.decode_context = decode_.mean_context(iteration_);
    for (const Chunk& chunk : chunks_) {
        // Causal attention: a chunk of c tokens after s computed ones, the same count
        // Roofline::prefill uses for a whole prompt.
        const double c = chunk.tokens;
        load.prefill_tokens += c;
        load.prefill_pairs += roofline_.prefill_pairs(c, pool_[chunk.slot].computed);
    }
    busy_ = true;
    iteration_start_s_ = now_s;
    run_first_s_ = iteration_s(load);
    plan_decode_run(load);
    iteration_end_s_ = now_s + run_duration(run_steps_);
}

void ContinuousEngine::complete(Slot slot, double now_s)
{
    Request& r = pool_[slot];
    r.last_token_s = now_s;
    r.phase = Phase::Done;
    unlink_running(slot);
    observer_.completed(slot, now_s);
}

void ContinuousEngine::finish_decode(Slot slot, double now_s)
{
    Request& r = pool_[slot];
    const std::int64_t k = iteration_;
    decode_.remove(r.decode_start, r.prompt, r.finish_iter, k);
    free_blocks_ += blocks_for(r.prompt + (k - r.decode_start) + 1, limits_.block_tokens);
    r.emitted = r.osl;
    complete(slot, now_s);
}

void ContinuousEngine::finish_prefill(Slot slot, double now_s)
{
    Request& r = pool_[slot];
    pending_answer_tokens_ -= r.osl - r.emitted;   // from here the decode set counts them
    ++r.emitted;   // the step that reads a prompt's last token samples the next one
    if (r.first_token_s < 0)
        r.first_token_s = now_s;
    if (r.emitted >= r.osl) {
        free_blocks_ += r.blocks;
        complete(slot, now_s);
        return;
    }
    r.phase = Phase::Decoding;
    r.decode_start = iteration_ + 1;
    r.finish_iter = r.decode_start + (r.osl - r.emitted) - 1;
    r.blocks = 0;
    decode_.add(slot, r.epoch, r.decode_start, r.prompt, r.finish_iter);
}

void ContinuousEngine::finish_iteration(double now_s)
{
    // A run's steps all decode the same batch and leave the queue head where it was.
    const std::int64_t steps = run_steps_;
    const std::int64_t k = iteration_ + steps - 1;
    iteration_ = k;
    run_steps_ = 1;
    counters_.iterations += steps;
    counters_.busy_s += now_s - iteration_start_s_;
    counters_.decode_seq_steps += double(decoding_in_flight_) * double(steps);
    if (blocked_ == Blocked::Seat)
        counters_.seat_blocked += steps - 1;
    else if (blocked_ == Blocked::Kv)
        counters_.kv_blocked += steps - 1;
    std::int64_t tokens = decoding_in_flight_ * steps;

    decode_.pop_finished(k, [&](Slot slot, std::uint32_t epoch) {
        const Request& r = pool_[slot];
        if (r.epoch == epoch && r.phase == Phase::Decoding)
            finish_decode(slot, now_s);
    });

    bool any_done = false;
    for (const Chunk& chunk : chunks_) {
        Request& r = pool_[chunk.slot];
        r.computed += chunk.tokens;
        prefill_backlog_tokens_ -= chunk.tokens;
        if (r.computed == r.prompt) {
            ++tokens;
            any_done = true;
            finish_prefill(chunk.slot, now_s);
        }
    }
    if (any_done)
        std::erase_if(prefilling_, [&](Slot slot) { return pool_[slot].phase != Phase::Prefilling; });
    iteration_ = k + 1;
    observer_.emitted(tokens, now_s);
}

} // namespace capstan::sim
