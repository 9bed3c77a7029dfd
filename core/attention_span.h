#pragma once

#include "catalog_types.h"

namespace capstan {

// How far back a model's layers attend, averaged over all its layers, so that one "per token"
// rate (KV bytes, attention FLOPs of a full-attention layer set) prices any layer mix: full
// layers see the whole context, sliding-window layers at most their window (plus sink tokens),
// linear/state-space layers no growing context at all. For a full-attention model the span of a
// context of c tokens is c.
class AttentionSpan final {
public:
    explicit AttentionSpan(const ModelSpec& model);

    // Layer-averaged tokens one new token attends to (and whose KV is held) at `context` tokens.
    [[nodiscard]] double context(double context_tokens) const;

    // Layer-averaged (query, key) pairs of a prefill of `uncached` new tokens after `cached`
    // tokens already in the cache, causal: the continuous form of sum over i of span(cached + i).
    [[nodiscard]] double prefill_pairs(double uncached, double cached) const;

private:
    [[nodiscard]] double windowed_pairs_upto(double tokens) const;

    double full_share_ = 1;     // full layers / layers
    double window_share_ = 0;   // sliding layers / layers
    double window_ = 0;         // window + sink tokens
};

} // namespace capstan
