#include "launch_values.h"

#include <algorithm>
#include <cmath>

namespace capstan::launch {

int max_model_len(int isl, int osl, int max_context)
{
    const int context = isl + osl;
    const int rounded = (context + kModelLenQuantum - 1) / kModelLenQuantum * kModelLenQuantum;
    return max_context > 0 ? std::min(rounded, max_context) : rounded;
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
    v.replicas = r.sizing.replicas;
    v.max_sequences = std::clamp(r.operating.point.batch, 1, s.deploy.max_batch);
    v.max_batched_tokens = chunked_prefill_budget(s.workload.isl, v.max_sequences);
    v.max_model_len = max_model_len(s.workload.isl, s.workload.osl, model.max_context);
    v.model_len_capped = v.max_model_len < max_model_len(s.workload.isl, s.workload.osl, 0);
    v.memory_fraction = s.deploy.mem_utilization;
    // TensorRT-LLM sizes its KV pool as a share of the memory free once weights and workspace
    // are placed; this share gives it the KV budget Capstan planned (MemoryPlan).
    const MemoryPlan& m = r.memory;
    const double free_bytes = s.gpu.spec.mem_bytes - m.weights_bytes_per_gpu - m.workspace_bytes_per_gpu;
    v.kv_budget_bytes = m.kv_free_bytes_per_gpu;
    v.kv_share_of_free = free_bytes > 0 ? std::floor(m.kv_free_bytes_per_gpu / free_bytes * 100) / 100 : 0;
    v.kv_bits = s.model.kv_bits;
    v.weight_bits = s.model.weight_bits;
    v.checkpoint_at_weight_bits = s.model.weight_bits == 8 && model.weight_format.rfind("fp8", 0) == 0;
    v.cache_hit = s.workload.cache_hit;
    v.prefix_caching = s.workload.cache_hit > 0;
    return v;
}

} // namespace capstan::launch
