#pragma once

#include "engine.h"
#include "ring.h"

#include "core/roofline.h"

#include <vector>

namespace capstan::sim {

// Static batching: a batch starts when `batch` requests wait or the oldest has waited
// `wait_s`, whichever comes first; it prefills every prompt in one step, then decodes every
// slot until its longest answer is done (finished slots keep computing padding), and only then
// does the next batch start. Each request's slot reserves KV for its whole ISL + OSL. The
// response is returned when the batch ends, so end-to-end is the batch's end; TTFT and TPOT
// are those of its own streamed tokens.
class StaticEngine final : public Engine {
public:
    StaticEngine(const Roofline& roofline, const EngineLimits& limits, int batch, double wait_s,
                 RequestPool& pool, EngineObserver& observer);

    void enqueue(Slot slot, double now_s) override;
    [[nodiscard]] double next_event_s() const override;
    void on_event(double now_s) override;
    [[nodiscard]] int in_system() const override { return int(waiting_.size() + members_.size()); }
    [[nodiscard]] double outstanding_tokens(double /*now_s*/) const override { return outstanding_tokens_; }
    // A static batch holds each member's whole prompt and answer until the batch ends.
    [[nodiscard]] double kv_to_come_tokens(double /*now_s*/) const override { return committed_tokens_; }

private:
    void start_batch(double now_s);
    void finish_batch(double now_s);
    [[nodiscard]] bool should_start(double now_s) const;

    const Roofline& roofline_;
    EngineLimits limits_;
    int batch_ = 1;
    double wait_s_ = 0;
    RequestPool& pool_;
    EngineObserver& observer_;

    RingQueue<Slot> waiting_;
    std::vector<Slot> members_;        // the batch in flight
    std::vector<double> decode_end_s_; // offset from the batch start after decode step j
    double batch_end_s_ = 0;
    double batch_start_s_ = 0;
    std::int64_t batch_tokens_ = 0;
    double outstanding_tokens_ = 0;
    double committed_tokens_ = 0;
    bool busy_ = false;
};

} // namespace capstan::sim
