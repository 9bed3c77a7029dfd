#pragma once

#include "catalog.h"
#include "expected.h"
#include "scenario.h"

namespace capstan {

// Speculative decoding (SPEC 2.10): a draft proposes k tokens, the target verifies all k in one
// step and keeps the accepted prefix plus one token of its own. With each drafted token
// accepted with chance a (independently), one verification step yields per sequence
//   1 + a + a^2 + ... + a^k = (1 - a^(k+1)) / (1 - a) tokens (k + 1 at a = 1; 1 at k = 0).
// The model's step with speculation is Roofline::step; this is the arithmetic both the model
// and the levers report share.
[[nodiscard]] double expected_tokens_per_step(double acceptance, int draft_tokens);

// A draft model named by levers.spec_draft can serve the scenario's target: a catalog model,
// smaller than the target (fewer active parameters) and with the target's vocabulary, since
// the target verifies the draft's token ids. "" (no draft model) is always allowed. Errors
// name levers.spec_draft, the id and what is allowed.
Status check_spec_draft(const Scenario& scenario, const Catalog& catalog = Catalog::builtin());

// One draft step as a share of one plain target step: levers.spec_draft_cost, or with a draft
// model the ratio of the two models' decode steps at batch 1 and the mean context on the same
// GPU, precision and TP (weights plus KV read, what bounds a small batch, where speculation
// pays). The draft runs inside the target's engine step, so the scheduler's per-step overhead
// (deploy.step_overhead_ms) is the target's alone. A draft check_spec_draft refuses gives
// spec_draft_cost.
[[nodiscard]] double draft_step_share(const Scenario& scenario, const Catalog& catalog = Catalog::builtin());

} // namespace capstan
