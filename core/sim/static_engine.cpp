#include "static_engine.h"

#include <algorithm>

namespace capstan::sim {

StaticEngine::StaticEngine(const Roofline& roofline, const EngineLimits& limits, int batch, double wait_s,
                           RequestPool& pool, EngineObserver& observer)
    : roofline_(roofline), limits_(limits), batch_(std::max(1, batch)), wait_s_(wait_s), pool_(pool),
      observer_(observer)
{
    members_.reserve(std::size_t(batch_));
}

bool StaticEngine::should_start(double now_s) const
{
    return !waiting_.empty() &&
           (int(waiting_.size()) >= batch_ || now_s >= pool_[waiting_.front()].arrival_s + wait_s_);
}

double StaticEngine::next_event_s() const
{
    if (busy_)
        return batch_end_s_;
    return waiting_.empty() ? kNever : pool_[waiting_.front()].arrival_s + wait_s_;
}

void StaticEngine::enqueue(Slot slot, double now_s)
{
    Request& r = pool_[slot];
    r.prompt = r.isl;
    r.phase = Phase::Waiting;
    outstanding_tokens_ += (r.isl - r.cached) + r.osl;
    committed_tokens_ += r.isl + r.osl;
    waiting_.push_back(slot);
    if (!busy_ && should_start(now_s))
        start_batch(now_s);
}

void StaticEngine::on_event(double now_s)
{
    if (busy_)
        finish_batch(now_s);
    if (!busy_ && should_start(now_s))
        start_batch(now_s);
}

void StaticEngine::start_batch(double now_s)
{
    members_.clear();
    std::int64_t free_blocks = limits_.kv_blocks;
    StepLoad prefill;
    int max_osl = 1;
    double isl_sum = 0;
    double osl_sum = 0;
    while (!waiting_.empty() && int(members_.size()) < batch_) {
        const Slot slot = waiting_.front();
        Request& r = pool_[slot];
        const std::int64_t blocks = blocks_for(r.isl + r.osl, limits_.block_tokens);
        if (blocks > free_blocks && !members_.empty())
            break;
        free_blocks -= blocks;
        waiting_.pop_front();
        members_.push_back(slot);
        r.phase = Phase::Prefilling;
        r.admitted_s = now_s;
        const double uncached = r.isl - r.cached;
        prefill.prefill_tokens += uncached;
        prefill.prefill_pairs += roofline_.prefill_pairs(uncached, r.cached);
        max_osl = std::max(max_osl, r.osl);
        isl_sum += r.isl;
        osl_sum += r.osl;
    }
    const double n = double(members_.size());
    const double prefill_s = roofline_.step(prefill).total_s;

    // Every slot decodes max_osl - 1 steps; padding slots read and compute like live ones.
    decode_end_s_.assign(std::size_t(max_osl), prefill_s);
    StepLoad decode;
    decode.decode_seqs = n;
    double elapsed = prefill_s;
    for (int step = 1; step < max_osl; ++step) {
        decode.decode_context = isl_sum / n + step;
        elapsed += roofline_.token_s(decode);   // per token: a step / tokens_per_step
        decode_end_s_[std::size_t(step)] = elapsed;
    }
    for (Slot slot : members_) {
        Request& r = pool_[slot];
        r.first_token_s = now_s + prefill_s;
        r.last_token_s = now_s + decode_end_s_[std::size_t(r.osl - 1)];
        r.emitted = r.osl;
    }
    counters_.iterations += max_osl;
    counters_.decode_seq_steps += n * (max_osl - 1);
    counters_.busy_s += elapsed;
    ++counters_.batches;
    counters_.padding_share_sum += 1.0 - (osl_sum / n) / max_osl;
    batch_tokens_ = std::int64_t(osl_sum);
    batch_start_s_ = now_s;
    batch_end_s_ = now_s + elapsed;
    busy_ = true;
}

void StaticEngine::finish_batch(double now_s)
{
    busy_ = false;
    observer_.emitted(batch_tokens_, now_s);
    for (Slot slot : members_) {
        Request& r = pool_[slot];
        outstanding_tokens_ -= (r.isl - r.cached) + r.osl;
        committed_tokens_ -= r.isl + r.osl;
        r.phase = Phase::Done;
        observer_.completed(slot, now_s);
    }
    members_.clear();
}

} // namespace capstan::sim
