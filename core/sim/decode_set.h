#pragma once

#include "request.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <vector>

namespace capstan::sim {

// The sequences in their decode phase, kept as running sums so a step costs O(1) however large
// the batch: every decoding sequence gains one token per engine iteration, so a sequence that
// joined at iteration k0 with L tokens in KV writes position L + (k - k0) at iteration k and
// attends over L + (k - k0) + 1 tokens. Its KV needs a fresh block exactly when that position
// is a multiple of the block size, i.e. when (L - k0 + k) mod b = 0; counting sequences by the
// phase (L - k0) mod b gives the blocks an iteration needs with one array read. Finishing
// iterations sit in a min-heap; entries of preempted sequences go stale and are skipped.
class DecodeSet final {
public:
    explicit DecodeSet(int block_tokens) : block_(block_tokens), phase_count_(std::size_t(block_tokens), 0) {}

    void add(Slot slot, std::uint32_t epoch, std::int64_t start_iter, std::int32_t kv_tokens, std::int64_t finish_iter)
    {
        ++count_;
        offset_sum_ += kv_tokens - start_iter + 1;
        finish_sum_ += finish_iter;
        ++phase_count_[phase(start_iter, kv_tokens)];
        heap_.push_back({finish_iter, slot, epoch});
        std::push_heap(heap_.begin(), heap_.end(), std::greater<>{});
    }

    // Bookkeeping of a sequence leaving (finished or preempted before iteration k runs).
    // Returns whether it would have needed a fresh block at iteration k.
    bool remove(std::int64_t start_iter, std::int32_t kv_tokens, std::int64_t finish_iter, std::int64_t k)
    {
        --count_;
        offset_sum_ -= kv_tokens - start_iter + 1;
        finish_sum_ -= finish_iter;
        const std::size_t p = phase(start_iter, kv_tokens);
        --phase_count_[p];
        return p == crossing_phase(k);
    }

    [[nodiscard]] int size() const { return count_; }

    // Mean attention span (KV tokens read) of the decoding sequences at iteration k.
    [[nodiscard]] double mean_context(std::int64_t k) const
    {
        return count_ > 0 ? double(offset_sum_ + std::int64_t(count_) * k) / count_ : 0.0;
    }

    [[nodiscard]] std::int64_t blocks_needed(std::int64_t k) const { return phase_count_[crossing_phase(k)]; }

    // Blocks the iterations k .. k + steps - 1 need together. Over any block_ consecutive
    // iterations every sequence crosses exactly one block boundary.
    [[nodiscard]] std::int64_t blocks_needed_over(std::int64_t k, std::int64_t steps) const
    {
        std::int64_t total = (steps / block_) * count_;
        for (std::int64_t i = steps - steps % block_; i < steps; ++i)
            total += blocks_needed(k + i);
        return total;
    }

    // The most iterations from k on, at most max_steps, whose blocks fit in `free_blocks`.
    [[nodiscard]] std::int64_t steps_within(std::int64_t k, std::int64_t max_steps, std::int64_t free_blocks) const
    {
        std::int64_t cycles = max_steps / block_;
        if (count_ > 0)
            cycles = std::min(cycles, free_blocks / count_);
        std::int64_t steps = cycles * block_;
        std::int64_t used = cycles * count_;
        while (steps < max_steps && used + blocks_needed(k + steps) <= free_blocks)
            used += blocks_needed(k + steps++);
        return steps;
    }

    // The earliest finishing iteration on the heap (possibly a preempted sequence's stale
    // entry, which only makes a caller's look-ahead shorter). Requires size() > 0.
    [[nodiscard]] std::int64_t first_finish() const { return heap_.front().finish; }

    // Decode steps still owed from iteration k on (the current one included).
    [[nodiscard]] double remaining_tokens(std::int64_t k) const
    {
        return double(finish_sum_ - std::int64_t(count_) * (k - 1));
    }

    // Pops every heap entry finishing at or before iteration k; on_entry(slot, epoch) handles
    // it (and ignores it when the epoch is stale).
    template <class Fn>
    void pop_finished(std::int64_t k, Fn&& on_entry)
    {
        while (!heap_.empty() && heap_.front().finish <= k) {
            std::pop_heap(heap_.begin(), heap_.end(), std::greater<>{});
            const Entry entry = heap_.back();
            heap_.pop_back();
            on_entry(entry.slot, entry.epoch);
        }
    }

private:
    struct Entry final {
        std::int64_t finish;
        Slot slot;
        std::uint32_t epoch;
        bool operator>(const Entry& other) const
        {
            return finish != other.finish ? finish > other.finish : slot > other.slot;
        }
    };

    [[nodiscard]] std::size_t phase(std::int64_t start_iter, std::int32_t kv_tokens) const
    {
        const std::int64_t r = (kv_tokens - start_iter) % block_;
        return std::size_t(r < 0 ? r + block_ : r);
    }
    [[nodiscard]] std::size_t crossing_phase(std::int64_t k) const
    {
        return std::size_t((block_ - k % block_) % block_);
    }

    int block_ = 16;
    int count_ = 0;
    std::int64_t offset_sum_ = 0;   // sum of (L - k0 + 1)
    std::int64_t finish_sum_ = 0;   // sum of finishing iterations
    std::vector<std::int32_t> phase_count_;
    std::vector<Entry> heap_;
};

} // namespace capstan::sim
