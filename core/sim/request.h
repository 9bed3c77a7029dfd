#pragma once

#include <cstdint>
#include <functional>
#include <vector>

namespace capstan::sim {

using Slot = std::uint32_t;
inline constexpr Slot kNoSlot = 0xFFFFFFFFu;

enum class Phase : std::uint8_t { Waiting, Prefilling, Decoding, Done };

// One request in flight. Lives in a pooled slab; freed slots are reused, so the memory a run
// needs follows the number in the system, never the number of requests simulated.
struct Request final {
    double arrival_s = 0;
    double admitted_s = -1;          // first admission into a batch: the end of queueing
    double first_token_s = -1;
    double last_token_s = -1;
    // Disaggregated serving: when its KV landed on the decode pool (the first token's time as
    // the user sees it); -1 while on the prefill pool or when aggregated.
    double handoff_s = -1;
    std::int64_t id = 0;             // arrival index
    std::int64_t decode_start = 0;   // engine iteration of its first decode step (k0)
    std::int64_t finish_iter = 0;    // engine iteration that emits its last token
    std::int32_t isl = 0;
    std::int32_t osl = 0;
    std::int32_t cached = 0;         // prefix-cache hit, whole KV blocks
    std::int32_t prompt = 0;         // tokens in KV before the next sample: isl + emitted
    std::int32_t computed = 0;       // of `prompt`: cached prefix plus prefill chunks done
    std::int32_t emitted = 0;        // output tokens streamed so far
    std::int32_t blocks = 0;         // KV blocks held during prefill (a full prompt's worth)
    std::int32_t answer = 0;         // disaggregated: the answer's length while `osl` is the
                                     // prefill pool's 1
    std::int32_t prefix_hit = 0;     // disaggregated: `cached` as it arrived (the decode pool
                                     // holds the whole prompt)
    std::int32_t user = -1;          // closed loop: the user who sent it
    std::uint32_t epoch = 0;         // bumped on preemption; stale finish entries are skipped
    Slot prev = kNoSlot;             // admission order among running requests
    Slot next = kNoSlot;
    std::uint16_t preemptions = 0;
    std::uint16_t replica = 0;
    Phase phase = Phase::Waiting;
};

class RequestPool final {
public:
    Slot acquire()
    {
        if (!free_.empty()) {
            const Slot slot = free_.back();
            free_.pop_back();
            slab_[slot] = Request{};
            return slot;
        }
        slab_.emplace_back();
        return Slot(slab_.size() - 1);
    }
    void release(Slot slot) { free_.push_back(slot); }

    // References are invalidated by acquire(); hold slots, not references, across it.
    Request& operator[](Slot slot) { return slab_[slot]; }
    const Request& operator[](Slot slot) const { return slab_[slot]; }
    [[nodiscard]] std::size_t capacity() const { return slab_.size(); }

private:
    std::vector<Request> slab_;
    std::vector<Slot> free_;
};

// One finished request, handed to a RequestSink when per-request rows are asked for.
struct RequestRecord final {
    std::int64_t id = 0;
    int replica = 0;
    double arrival_s = 0;
    int isl = 0;
    int osl = 0;
    int cached_tokens = 0;
    double queue_ms = 0;             // arrival to first admission
    double ttft_ms = 0;              // arrival to first token
    double tpot_ms = 0;              // mean gap between its tokens after the first; 0 if osl = 1
    double e2e_ms = 0;               // arrival to last token
    int preemptions = 0;
    bool measured = false;           // false during warm-up
};

using RequestSink = std::function<void(const RequestRecord&)>;

} // namespace capstan::sim
