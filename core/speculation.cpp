#include "speculation.h"

#include "inputs.h"
#include "memory.h"
#include "roofline.h"

#include <cmath>

namespace capstan {

double expected_tokens_per_step(double a, int k)
{
    if (k <= 0)
        return 1.0;
    if (a >= 1.0)
        return k + 1.0;
    return (1.0 - std::pow(a, k + 1)) / (1.0 - a);
}

Status check_spec_draft(const Scenario& s, const Catalog& catalog)
{
    const std::string& id = s.levers.spec_draft;
    if (id.empty())
        return Ok{};
    const ModelSpec& target = s.model.spec;
    std::string fitting;
    for (const ModelSpec& model : catalog.models())
        if (model.params_active < target.params_active && model.vocab == target.vocab)
            fitting += (fitting.empty() ? "" : ", ") + model.id;
    const std::string allowed = fitting.empty() ? "\"\" (no catalog model drafts for " + target.name + ")"
                                                : "\"\" or one of: " + fitting;
    const ModelSpec* draft = catalog.find_model(id);
    if (draft == nullptr)
        return Error{"levers.spec_draft", id, allowed, "unknown model"};
    if (draft->params_active >= target.params_active)
        return Error{"levers.spec_draft", id, allowed,
                     "the draft is not smaller than " + target.name + " (" + format_number(draft->params_active / 1e9) +
                         " B active parameters against " + format_number(target.params_active / 1e9) + " B)"};
    if (draft->vocab != target.vocab)
        return Error{"levers.spec_draft", id, allowed,
                     "the draft's vocabulary (" + std::to_string(draft->vocab) + " tokens) is not " + target.name +
                         "'s (" + std::to_string(target.vocab) + ")"};
    return Ok{};
}

double draft_step_share(const Scenario& s, const Catalog& catalog)
{
    if (s.levers.spec_draft.empty() || !check_spec_draft(s, catalog))
        return s.levers.spec_draft_cost;
    // Both steps plain: no speculation, no grammar mask, one pipeline stage, experts sliced by TP.
    Scenario target = s;
    target.levers.spec_k = 0;
    target.levers.spec_draft.clear();
    target.levers.constrained_overhead = 0;
    target.deploy.pp = 1;
    target.deploy.ep = 1;
    target.deploy.disaggregated = false;   // a step of the one replica, no prefill pool
    Scenario draft = target;
    draft.model.spec = *catalog.find_model(s.levers.spec_draft);
    // The draft runs inside the target's engine step: the scheduler's per-step cost is paid once,
    // by the step; the draft's own kernel launches (CUDA graphs off) stay in its step.
    draft.deploy.step_overhead_ms = 0;

    StepLoad lone;
    lone.decode_seqs = 1;
    lone.decode_context = mean_decode_context(s.workload.isl, s.workload.osl, s.workload.osl_cv);   // MemoryPlan's
    const double draft_s = Roofline(draft).step(lone).total_s;
    const double target_s = Roofline(target).step(lone).total_s;
    if (!(target_s > 0))
        return s.levers.spec_draft_cost;
    return draft_s / target_s;
}

} // namespace capstan
