#include "attention_span.h"

#include <algorithm>

namespace capstan {

AttentionSpan::AttentionSpan(const ModelSpec& model)
{
    const double layers = std::max(1, model.layers);
    full_share_ = std::max(0, model.full_layers()) / layers;
    window_share_ = model.sliding_window > 0 ? model.sliding_layers / layers : 0.0;
    window_ = double(model.sliding_window) + model.sink_tokens;
    if (model.sliding_window <= 0)   // a "sliding" layer without a window attends to everything
        full_share_ += model.sliding_layers / layers;
}

double AttentionSpan::context(double context_tokens) const
{
    const double c = std::max(0.0, context_tokens);
    return full_share_ * c + window_share_ * std::min(c, window_);
}

double AttentionSpan::windowed_pairs_upto(double tokens) const
{
    // Integral of min(x, window) from 0 to tokens.
    if (tokens <= window_)
        return tokens * tokens / 2.0;
    return window_ * window_ / 2.0 + window_ * (tokens - window_);
}

double AttentionSpan::prefill_pairs(double uncached, double cached) const
{
    const double u = std::max(0.0, uncached);
    const double k = std::max(0.0, cached);
    const double full = u * (k + u / 2.0);
    if (window_share_ <= 0)
        return full_share_ * full;
    return full_share_ * full + window_share_ * (windowed_pairs_upto(k + u) - windowed_pairs_upto(k));
}

} // namespace capstan
