#include "batch_run.h"

namespace capstan {

BatchRun run_fixed_batch(const Roofline& roofline, int batch, int isl, int osl)
{
    BatchRun run;
    const double uncached = roofline.uncached_prompt_tokens();
    const double cached = roofline.cached_prompt_tokens();
    StepLoad prefill;
    prefill.prefill_tokens = batch * uncached;
    prefill.prefill_pairs = batch * roofline.prefill_pairs(uncached, cached);
    run.prefill_s = roofline.step(prefill).total_s;
    // The prefill pass emits the first token; OSL - 1 decode tokens follow (a step each, or a
    // step per tokens_per_step of them with speculative decoding).
    StepLoad decode;
    decode.decode_seqs = batch;
    for (int i = 1; i < osl; ++i) {
        decode.decode_context = double(isl) + i;
        run.decode_s += roofline.token_s(decode);
    }
    run.total_s = run.prefill_s + run.decode_s;
    run.output_tok_s = run.total_s > 0 ? double(batch) * osl / run.total_s : 0.0;
    return run;
}

} // namespace capstan
