#include "launch_values.h"

#include "core/parallelism.h"

#include <algorithm>
#include <cmath>

namespace capstan::launch {

int max_model_len(int isl, int osl, int max_context)
{
    const int context = isl + osl;
    const int rounded = (context + kModelLenQuantum - 1) / kModelLenQuantum * kModelLenQuantum;
    return max_context > 0 ? std::min(rounded, max_context) : rounded;
}

int length_p999(double mean_tokens, double cv)
{
    if (cv <= 0)
        return int(std::ceil(mean_tokens));
    // sigma^2 = ln(1 + cv^2), mu = ln(mean) - sigma^2 / 2 (the mean as given).
    const double sigma2 = std::log1p(cv * cv);
    return int(std::ceil(std::exp(std::log(mean_tokens) - sigma2 / 2 + std::sqrt(sigma2) * kLengthTailZ)));
}

int chunked_prefill_budget(int isl, int max_sequences)
{
    int power = 1;
    while (power < isl && power < kMaxPrefillBudgetTokens)
        power *= 2;
    return std::max(std::clamp(power, kMinPrefillBudgetTokens, kMaxPrefillBudgetTokens), max_sequences);
}

LaunchValues launch_values(const Scenario& s, const Result& r)
{
    LaunchValues v;
    const ModelSpec& model = s.model.spec;
    v.model_is_repo = !model.hf_repo.empty();
    v.model = v.model_is_repo ? model.hf_repo : model.name;
    v.tp = s.deploy.tp;
    v.pp = s.deploy.pp;
    v.ep = s.deploy.ep;
    v.gpus = replica_gpus(s);
    v.replicas = r.sizing.replicas;
    v.max_sequences = std::clamp(r.operating.point.batch, 1, s.deploy.max_batch);
    v.max_batched_tokens = chunked_prefill_budget(s.workload.isl, v.max_sequences);
    v.longest_prompt = length_p999(s.workload.isl, s.workload.isl_cv);
    v.longest_answer = length_p999(s.workload.osl, s.workload.osl_cv);
    v.max_model_len = max_model_len(v.longest_prompt, v.longest_answer, model.max_context);
    v.model_len_capped = v.max_model_len < max_model_len(v.longest_prompt, v.longest_answer, 0);
    // An engine refuses to start when one request of the maximum length cannot hold its KV cache
    // (vLLM checks this at start-up): the length stops at what the replica's KV budget holds.
    const MemoryPlan& plan = r.memory;
    if (plan.kv_capacity_tokens > 0 && v.max_model_len > plan.kv_capacity_tokens) {
        v.max_model_len = std::max(kModelLenQuantum, int(plan.kv_capacity_tokens) / kModelLenQuantum * kModelLenQuantum);
        v.model_len_capped_by_kv = true;
    }
    v.memory_fraction = s.deploy.mem_utilization;
    // TensorRT-LLM sizes its KV pool as a share of the memory free once weights and workspace
    // are placed; this share gives it the KV budget Capstan planned (MemoryPlan).
    const double free_bytes = s.gpu.spec.mem_bytes - plan.weights_bytes_per_gpu - plan.workspace_bytes_per_gpu;
    v.kv_budget_bytes = plan.kv_free_bytes_per_gpu;
    v.kv_share_of_free = free_bytes > 0 ? std::floor(plan.kv_free_bytes_per_gpu / free_bytes * 100) / 100 : 0;
    v.kv_bits = s.model.kv_bits;
    v.weight_bits = s.model.weight_bits;
    v.checkpoint_at_weight_bits = s.model.weight_bits == 8 && model.weight_format.rfind("fp8", 0) == 0;
    v.cache_hit = s.workload.cache_hit;
    v.prefix_caching = s.workload.cache_hit > 0;
    return v;
}

} // namespace capstan::launch
