#pragma once

namespace capstan {

// Speculative decoding (SPEC 2.10): a draft proposes k tokens, the target verifies all k in one
// step and keeps the accepted prefix plus one token of its own. With each drafted token
// accepted with chance a (independently), one verification step yields per sequence
//   1 + a + a^2 + ... + a^k = (1 - a^(k+1)) / (1 - a) tokens (k + 1 at a = 1; 1 at k = 0).
// The model's step with speculation is Roofline::step; this is the arithmetic both the model
// and the levers report share.
[[nodiscard]] double expected_tokens_per_step(double acceptance, int draft_tokens);

} // namespace capstan
