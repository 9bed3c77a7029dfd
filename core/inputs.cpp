#include "inputs.h"
#include "catalog_entry.h"
#include "option_table.h"
#include "plan_limits.h"
#include "pool_story.h"
#include "speculation.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <optional>
#include <system_error>

namespace capstan {

namespace {

using K = InputKind;

// Accessors as capture-less lambdas; each is one line so the table stays a table.
#define CAPSTAN_FIELD(expr) \
    [](const Scenario& s) -> double { return double(s.expr); }, \
    [](Scenario& s, double v) { s.expr = static_cast<decltype(s.expr)>(v); }

std::vector<InputSpec> make_specs()
{
    return {
        {"model.preset", "Model", K::Preset, 0, 0, {}, "", "model",
         "Model architecture from the catalog (layers, heads, KV heads, experts).", nullptr, nullptr},
        {"model.weight_bits", "Weight precision", K::Integer, 4, 16, "16, 8, 4", "bits", "model",
         "Bits per weight: 16 (bf16), 8 (fp8/int8), 4 (int4/fp4). Sets weight bytes and the compute precision.",
         CAPSTAN_FIELD(model.weight_bits)},
        {"model.kv_bits", "KV-cache precision", K::Integer, 8, 16, "16, 8", "bits", "model",
         "Bits per KV-cache element: 16 (bf16) or 8 (fp8). Halving it doubles the seats.",
         CAPSTAN_FIELD(model.kv_bits)},
        {"gpu.preset", "GPU", K::Preset, 0, 0, {}, "", "hardware",
         "Accelerator from the catalog: memory, bandwidth, peak FLOP/s, interconnect, prices.", nullptr, nullptr},
        {"gpu.bw_tbs", "Memory bandwidth", K::Number, 0.01, 100, {}, "TB/s", "hardware",
         "Datasheet memory bandwidth. Decode reads every weight byte once per step at this rate.",
         [](const Scenario& s) { return s.gpu.spec.bw_bytes_s / 1e12; },
         [](Scenario& s, double v) { s.gpu.spec.bw_bytes_s = v * 1e12; }},
        {"gpu.mem_gb", "GPU memory", K::Number, 1, 4096, {}, "GB", "hardware",
         "Device memory as the driver reports it, in 10^9 bytes (H100: 85.5 GB = 81,559 MiB).",
         [](const Scenario& s) { return s.gpu.spec.mem_bytes / 1e9; },
         [](Scenario& s, double v) { s.gpu.spec.mem_bytes = v * 1e9; }},
        {"deploy.tp", "Tensor parallelism", K::Integer, 1, 64, {}, "GPUs", "deployment",
         "Tensor-parallel size: GPUs one replica spans. Splits weights and KV heads; adds all-reduces.",
         CAPSTAN_FIELD(deploy.tp)},
        {"deploy.pp", "Pipeline parallelism", K::Integer, 1, 16, {}, "stages", "deployment",
         "Pipeline stages per replica, tp GPUs each: splits the layers (and their weights and KV); "
         "a token passes every stage, so it never lowers the batch-1 time per token.",
         CAPSTAN_FIELD(deploy.pp)},
        {"deploy.ep", "Expert parallelism", K::Integer, 1, 256, {}, "GPUs", "deployment",
         "MoE models: GPUs each stage spreads its routed experts over, whole (1 = sliced by TP). "
         "A multiple of tp; above tp the attention runs data-parallel in ep/tp groups and every MoE "
         "layer exchanges its tokens by all-to-all.",
         CAPSTAN_FIELD(deploy.ep)},
        {"deploy.disaggregated", "Disaggregated prefill", K::Bool, 0, 1, {}, "", "deployment",
         "Run prompts on a separate pool of prefill replicas and answers on the decode replicas; each "
         "request's KV crosses the network between them, and decode steps carry no prompts.",
         CAPSTAN_FIELD(deploy.disaggregated)},
        {"deploy.prefill_tp", "Prefill tensor parallelism", K::Integer, 0, 64, {}, "GPUs", "deployment",
         "Disaggregated: GPUs one prefill replica spans (0 = deploy.tp). More GPUs per prompt cut its "
         "time to first token.",
         CAPSTAN_FIELD(deploy.prefill_tp)},
        {"deploy.prefill_load", "Prefill pool load", K::Number, 0.1, 0.95, {}, "fraction", "deployment",
         "Disaggregated: the prefill pool's utilisation at the peak rate. It sizes the pool, and so the "
         "prefill:decode ratio; lower queues less before the first token.",
         CAPSTAN_FIELD(deploy.prefill_load)},
        {"deploy.kv_transfer_ms", "KV hand-off latency", K::Number, 0, 100, {}, "ms", "deployment",
         "Disaggregated: fixed cost of moving one request's KV from prefill to decode (connector "
         "handshake and block tables), beside its bytes at the network's bandwidth.",
         CAPSTAN_FIELD(deploy.kv_transfer_ms)},
        {"deploy.max_batch", "Max running sequences", K::Integer, 1, 65536, {}, "sequences", "deployment",
         "Engine cap on running sequences (vLLM max_num_seqs).", CAPSTAN_FIELD(deploy.max_batch)},
        {"deploy.batch", "Fixed batch", K::Integer, 0, 65536, {}, "sequences", "deployment",
         "Run at this fixed batch instead of the largest that fits; 0 = not fixed.",
         CAPSTAN_FIELD(deploy.batch)},
        {"deploy.bw_efficiency", "Bandwidth efficiency", K::Number, 0.05, 1, {}, "fraction", "deployment",
         "Achieved over datasheet memory bandwidth (a device copy reaches about 0.9).",
         CAPSTAN_FIELD(deploy.bw_efficiency)},
        {"deploy.compute_efficiency", "Compute efficiency", K::Number, 0.05, 1, {}, "fraction", "deployment",
         "Achieved over datasheet BF16 peak on serving GEMMs (a large GEMM reaches about 0.8).",
         CAPSTAN_FIELD(deploy.compute_efficiency)},
        {"deploy.low_precision_efficiency", "FP8/FP4 efficiency", K::Number, 0.05, 1, {}, "fraction", "deployment",
         "FP8/FP4 kernels reach this share of the BF16 efficiency on their own, higher peak.",
         CAPSTAN_FIELD(deploy.low_precision_efficiency)},
        {"deploy.fp4_efficiency", "FP4 tensor-core efficiency", K::Number, 0.05, 1, {}, "fraction", "deployment",
         "FP4 tensor-core GEMMs (NVFP4, MXFP4 on Blackwell) reach this share of the FP8 efficiency on "
         "their own, twice as high peak. 4-bit weights on GPUs without FP4 tensor cores are dequantized "
         "instead and do not use it.",
         CAPSTAN_FIELD(deploy.fp4_efficiency)},
        {"deploy.step_overhead_ms", "Per-step overhead", K::Number, 0, 100, {}, "ms", "deployment",
         "Fixed cost of every engine step: scheduling and kernel launches (CUDA graphs lower it).",
         CAPSTAN_FIELD(deploy.step_overhead_ms)},
        {"deploy.first_token_ms", "First-token latency", K::Number, 0, 1000, {}, "ms", "deployment",
         "Fixed time every request's first token pays beside its prompt's step: admission and KV "
         "blocks, sampling, and the serving path in and out (tokenizer, HTTP). It adds to the time to "
         "first token and the end-to-end latency, not to the time per output token.",
         CAPSTAN_FIELD(deploy.first_token_ms)},
        {"deploy.allreduce_latency_us", "All-reduce latency", K::Number, 0, 1000, {}, "us", "deployment",
         "Fixed latency of one small all-reduce; a TP step runs two per layer.",
         CAPSTAN_FIELD(deploy.allreduce_latency_us)},
        {"deploy.expert_overhead_us", "Per-expert step cost", K::Number, 0, 100, {}, "us", "deployment",
         "Fixed time per routed expert a step touches, in every MoE layer: its tile of the grouped "
         "GEMM is scheduled, padded and reduced whatever few tokens it holds.",
         CAPSTAN_FIELD(deploy.expert_overhead_us)},
        {"deploy.moe_gemm_efficiency", "MoE expert GEMM efficiency", K::Number, 0.05, 1, {}, "fraction", "deployment",
         "The share of a dense GEMM's arithmetic rate that a MoE layer's grouped expert GEMM reaches: "
         "the step's tokens are split into one short, uneven, tile-padded block per expert. Weight "
         "reads are not slowed.",
         CAPSTAN_FIELD(deploy.moe_gemm_efficiency)},
        {"deploy.gemm_overlap_loss", "GEMM read/compute overlap loss", K::Number, 0, 1, {}, "fraction", "deployment",
         "The share of the shorter of a GEMM's weight read and its arithmetic that does not hide "
         "under the longer one: 0 is a perfect roofline (the larger of the two), 1 runs them one "
         "after the other. Near the ridge a real step is slower than either alone.",
         CAPSTAN_FIELD(deploy.gemm_overlap_loss)},
        {"deploy.cdna_efficiency", "AMD (CDNA) kernel efficiency", K::Number, 0.05, 1, {}, "fraction", "deployment",
         "On AMD Instinct GPUs (CDNA), the share of the bandwidth and compute efficiency above that "
         "the serving kernels reach (ROCm attention, GEMM and MoE kernels); 1 on every other GPU.",
         CAPSTAN_FIELD(deploy.cdna_efficiency)},
        {"deploy.ada_efficiency", "Ada (L40S, L4) kernel efficiency", K::Number, 0.05, 1, {}, "fraction", "deployment",
         "On NVIDIA Ada GPUs (L40S, L4: PCIe cards with GDDR6 under a 350 W or lower board power), "
         "the share of the bandwidth and compute efficiency above that the serving kernels reach; 1 "
         "on every other GPU.",
         CAPSTAN_FIELD(deploy.ada_efficiency)},
        {"deploy.mem_utilization", "Memory utilization", K::Number, 0.1, 1, {}, "fraction", "deployment",
         "Share of device memory the engine may use (vLLM gpu_memory_utilization).",
         CAPSTAN_FIELD(deploy.mem_utilization)},
        {"deploy.workspace_gb", "Workspace per GPU", K::Number, 0, 1000, {}, "GB", "deployment",
         "Activations and workspace reserved per GPU before the KV cache.", CAPSTAN_FIELD(deploy.workspace_gb)},
        {"deploy.cache_block_tokens", "KV block size", K::Integer, 1, 1024, {}, "tokens", "deployment",
         "Paged-KV block size; prefix-cache hits count in whole blocks.", CAPSTAN_FIELD(deploy.cache_block_tokens)},
        {"deploy.headroom", "Headroom", K::Number, 0, 0.9, {}, "fraction", "deployment",
         "Capacity held back from the planned peak load.", CAPSTAN_FIELD(deploy.headroom)},
        {"deploy.n_plus_one", "N+1 spare replica", K::Bool, 0, 1, {}, "", "deployment",
         "Add one spare replica for failures and maintenance.", CAPSTAN_FIELD(deploy.n_plus_one)},
        {"workload.use_case", "Use case", K::Preset, 0, 0, {}, "", "workload",
         "Use-case bucket: sets prompt and answer lengths, cache hit rate, requests per user and burstiness.",
         nullptr, nullptr},
        {"workload.isl", "Prompt length (ISL)", K::Integer, 1, 1048576, {}, "tokens", "workload",
         "Input sequence length: prompt tokens per request.", CAPSTAN_FIELD(workload.isl)},
        {"workload.osl", "Answer length (OSL)", K::Integer, 1, 1048576, {}, "tokens", "workload",
         "Output sequence length: answer tokens per request.", CAPSTAN_FIELD(workload.osl)},
        {"workload.cache_hit", "Prompt-cache hit rate", K::Number, 0, 1, {}, "fraction", "workload",
         "Share of prompt tokens served from the prefix KV cache instead of recomputed.",
         CAPSTAN_FIELD(workload.cache_hit)},
        {"workload.rate_rps", "Request rate", K::Number, 0, 1e7, {}, "requests/s", "workload",
         "Average request rate; 0 = derived from daily users x requests per user per day.",
         CAPSTAN_FIELD(workload.rate_rps)},
        {"workload.concurrency", "Concurrent users", K::Integer, 0, 1e7, {}, "users", "workload",
         "Closed-loop concurrent users for simulation; 0 = open-loop arrivals.",
         CAPSTAN_FIELD(workload.concurrency)},
        {"workload.dau", "Daily active users", K::Number, 1, 1e10, {}, "users/day", "workload",
         "Daily active users.", CAPSTAN_FIELD(workload.dau)},
        {"workload.requests_per_user_day", "Requests per user per day", K::Number, 0.01, 1e5, {}, "requests", "workload",
         "Requests one daily user makes per day.", CAPSTAN_FIELD(workload.requests_per_user_day)},
        {"workload.peak_to_avg", "Peak-to-average", K::Number, 1, 100, {}, "ratio", "workload",
         "Peak request rate over the daily average.", CAPSTAN_FIELD(workload.peak_to_avg)},
        {"workload.arrival_cv", "Arrival burstiness", K::Number, 0.05, 20, {}, "CV", "workload",
         "Coefficient of variation of the gaps between requests: 1 = Poisson, above 1 = bursts. Set by "
         "the use case.",
         CAPSTAN_FIELD(workload.arrival_cv)},
        {"workload.isl_cv", "Prompt-length spread", K::Number, 0, 10, {}, "CV", "workload",
         "Coefficient of variation of prompt lengths (lognormal around ISL); 0 = all equal. Set by the "
         "use case.",
         CAPSTAN_FIELD(workload.isl_cv)},
        {"workload.osl_cv", "Answer-length spread", K::Number, 0, 10, {}, "CV", "workload",
         "Coefficient of variation of answer lengths (lognormal around OSL); 0 = all equal. Long answers "
         "hold seats longer. Set by the use case.",
         CAPSTAN_FIELD(workload.osl_cv)},
        {"levers.spec_k", "Speculative draft tokens", K::Integer, 0, 16, {}, "tokens", "deployment",
         "Speculative decoding: tokens a draft proposes per step, verified by the target in one step; 0 = off. "
         "Faster tokens at low batch, slower once the batch makes the step compute-bound.",
         CAPSTAN_FIELD(levers.spec_k)},
        {"levers.spec_acceptance", "Draft acceptance", K::Number, 0, 1, {}, "fraction", "deployment",
         "Speculative decoding: chance the target accepts each drafted token; a step yields "
         "(1 - a^(k+1)) / (1 - a) tokens per sequence.",
         CAPSTAN_FIELD(levers.spec_acceptance)},
        {"levers.spec_draft_cost", "Draft step cost", K::Number, 0, 1, {}, "fraction", "deployment",
         "Speculative decoding: one draft step as a share of one target step at the same batch (about the "
         "draft's active parameters over the target's).",
         CAPSTAN_FIELD(levers.spec_draft_cost)},
        {"levers.spec_draft", "Draft model", K::Preset, 0, 0, {}, "", "deployment",
         "Speculative decoding: a catalog model as the draft (smaller than the target, same vocabulary); its step's "
         "share is then derived from both models' batch-1 decode steps on this GPU and replaces the draft step cost. "
         "Empty = the draft step cost as given.",
         nullptr, nullptr},
        {"levers.constrained_overhead", "Constrained decoding cost", K::Number, 0, 10, {}, "fraction", "deployment",
         "Constrained decoding (grammar or JSON schema): the mask's cost per decode step as a share of the step; "
         "0 = off. It depends on the schema: measure it.",
         CAPSTAN_FIELD(levers.constrained_overhead)},
        {"levers.cuda_graphs", "CUDA graphs", K::Bool, 0, 1, {}, "", "deployment",
         "Decode steps replay CUDA graphs (the per-step overhead covers the launches). Off: every kernel of every "
         "layer pays a host launch, 14 a layer.",
         CAPSTAN_FIELD(levers.cuda_graphs)},
        {"levers.graph_launch_us", "Kernel launch cost", K::Number, 0, 1000, {}, "us", "deployment",
         "Without CUDA graphs: host cost of one kernel launch (CUDA and framework dispatch).",
         CAPSTAN_FIELD(levers.graph_launch_us)},
        {"levers.power_envelope_mw", "Power envelope", K::Number, 0, 1000, {}, "MW", "deployment",
         "The site's power budget at the wall; the sizing warns when the fleet needs more GPUs than it powers. "
         "0 = no envelope.",
         CAPSTAN_FIELD(levers.power_envelope_mw)},
        {"levers.pue", "PUE", K::Number, 1, 5, {}, "ratio", "deployment",
         "Power usage effectiveness: facility W / IT W (air-cooled colo 1.3-1.5, liquid about 1.1).",
         CAPSTAN_FIELD(levers.pue)},
        {"levers.host_w_per_gpu", "Host power per GPU", K::Number, 0, 100000, {}, "W", "deployment",
         "CPUs, memory, NICs, fans and switches per GPU (a DGX H100: 575 W); wall W per GPU = (board + host) x PUE.",
         CAPSTAN_FIELD(levers.host_w_per_gpu)},
        {"sim.router", "Router", K::Preset, 0, 0, {}, "", "deployment",
         "How requests pick a replica: least-loaded (outstanding tokens), kv-aware, jsq, round-robin or "
         "power-of-two.",
         nullptr, nullptr},
        {"sim.sizing_budget_s", "Sizing time budget", K::Number, 0.05, 600, {}, "s", "deployment",
         "Percentile sizing narrows its replica count by simulation for at most this much CPU time; the "
         "answer's interval says how far it got.",
         CAPSTAN_FIELD(sim.sizing_budget_s)},
        {"slo.percentile", "Latency percentile", K::Number, 50, 99.99, {}, "%", "slo",
         "The latency percentile promised (p99: the worst request in a hundred).",
         CAPSTAN_FIELD(slo.percentile)},
        {"slo.ttft_ms", "TTFT target", K::Number, 1, 600000, {}, "ms", "slo",
         "Time-to-first-token target at the promised percentile.", CAPSTAN_FIELD(slo.ttft_ms)},
        {"slo.tpot_ms", "TPOT target", K::Number, 0.1, 10000, {}, "ms", "slo",
         "Time-per-output-token (inter-token latency) target at the promised percentile.",
         CAPSTAN_FIELD(slo.tpot_ms)},
        {"cost.own_card_month_usd", "Owned card-month", K::Number, 0, 1e6, {}, "USD/GPU-month", "money",
         "Owned card-month: capex over 36 months plus power, colo, network, staff; 0 = catalog.",
         CAPSTAN_FIELD(cost.own_card_month_usd)},
        {"cost.rent_premium", "Rental premium", K::Number, 0.1, 10, {}, "ratio", "money",
         "Rented card-month over the owned floor (the cloud's margin, about 1.35).",
         CAPSTAN_FIELD(cost.rent_premium)},
        {"cost.rent_usd_gpu_hour", "Rental price", K::Number, 0, 1000, {}, "USD/GPU-hour", "money",
         "Hourly rental price (x 730 h a month); 0 = premium x owned card-month.",
         CAPSTAN_FIELD(cost.rent_usd_gpu_hour)},
        {"cost.api_usd_per_mtok", "API price", K::Number, 0, 1000, {}, "USD/1M tokens", "money",
         "Blended API price per million tokens (input and output).", CAPSTAN_FIELD(cost.api_usd_per_mtok)},
        {"cost.api_input_usd_per_mtok", "API input", K::Number, 0, 1000, {}, "USD/1M tokens", "money",
         "Price sheet: uncached prompt tokens per million; with the output price set it replaces the blended price; 0 = blended.",
         CAPSTAN_FIELD(cost.api_input_usd_per_mtok)},
        {"cost.api_cached_input_usd_per_mtok", "API cached input", K::Number, 0, 1000, {}, "USD/1M tokens", "money",
         "Price sheet: prompt tokens served from the provider's cache (the hit rate's share) per million; 0 = the input price.",
         CAPSTAN_FIELD(cost.api_cached_input_usd_per_mtok)},
        {"cost.api_output_usd_per_mtok", "API output", K::Number, 0, 1000, {}, "USD/1M tokens", "money",
         "Price sheet: answer tokens per million; with the input price set it replaces the blended price; 0 = blended.",
         CAPSTAN_FIELD(cost.api_output_usd_per_mtok)},
        {"cost.energy_usd_per_kwh", "Electricity price", K::Number, 0, 10, {}, "USD/kWh", "money",
         "Electricity at the wall. The catalog's owned card-months hold it at 0.10; another price moves the owned "
         "bill by GPUs x wall kW x 730 h x the difference.",
         CAPSTAN_FIELD(cost.energy_usd_per_kwh)},
        {"cost.purchase_usd", "Purchase price", K::Number, 0, 1e7, {}, "USD/GPU", "money",
         "What one card costs to buy, the capital outlay per owned card; 0 = the catalog's (stated by its source, "
         "else derived from its card-month).",
         CAPSTAN_FIELD(cost.purchase_usd)},
        {"cost.amortization_months", "Amortization", K::Integer, 6, 120, {}, "months", "money",
         "Months a purchase is written off over; the owned card-month carries purchase / months (the catalog "
         "assumes 36).",
         CAPSTAN_FIELD(cost.amortization_months)},
        {"cost.utilization", "Utilization", K::Number, 0, 1, {}, "fraction", "money",
         "Share of fleet capacity carrying paid tokens; 0 = derived from traffic (average / capacity).",
         CAPSTAN_FIELD(cost.utilization)},
        // The charts' controls (group "charts": no parameter panel; each chart shows its own).
        {"view.knee_overlay", "Knee overlay", K::Preset, 0, 0, {}, "", "charts",
         "What the knee chart lays over the scenario's curve: none, the other precisions or the other GPUs.",
         nullptr, nullptr},
        {"plan.horizon_months", "Plan horizon", K::Integer, kMinPlanMonths, kMaxPlanMonths, {}, "months", "charts",
         "Months the plan runs.", CAPSTAN_FIELD(plan.horizon_months)},
        {"plan.contract_months", "Contract length", K::Integer, kMinContractMonths, kMaxContractMonths, {}, "months",
         "charts", "How long each baseline purchase of the plan is committed for; longer terms cost less a month.",
         CAPSTAN_FIELD(plan.contract_months)},
        {"plan.monthly_growth", "Demand growth", K::Number, kMinMonthlyGrowth, kMaxMonthlyGrowth, {}, "per month",
         "charts", "Compound growth of the plan's demand per month.", CAPSTAN_FIELD(plan.monthly_growth)},
        {"pool.story", "Pool story", K::Preset, 0, 0, {}, "", "charts",
         "The rented pool's month the fleet chart shows; choosing one sets its scoring window and eviction share.",
         nullptr, nullptr},
        {"pool.window", "Scoring window", K::Preset, 0, 0, {}, "", "charts",
         "The window cards are scored through: hour (+-25% error), day (+-5%) or week (+-2%).", nullptr, nullptr},
        {"pool.eviction_share", "Eviction share", K::Number, 0, kMaxEvictionShare, {}, "fraction", "charts",
         "Share of the pool's cards evicted each scoring round.", CAPSTAN_FIELD(pool.eviction_share)},
    };
}

#undef CAPSTAN_FIELD

Error range_error(const InputSpec& spec, std::string_view value, std::string_view detail)
{
    std::string allowed = spec.allowed_values.empty()
                              ? format_number(spec.min) + " .. " + format_number(spec.max)
                              : std::string(spec.allowed_values);
    if (!spec.unit.empty())
        allowed += " " + std::string(spec.unit);
    return Error{std::string(spec.path), std::string(value), allowed, std::string(detail)};
}

bool in_allowed_set(const InputSpec& spec, double value)
{
    std::string_view rest = spec.allowed_values;
    while (!rest.empty()) {
        const auto comma = rest.find(',');
        std::string_view item = rest.substr(0, comma);
        while (!item.empty() && item.front() == ' ')
            item.remove_prefix(1);
        double allowed = 0;
        std::from_chars(item.data(), item.data() + item.size(), allowed);
        if (allowed == value)
            return true;
        rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
    }
    return false;
}

Status apply_preset(Scenario& s, std::string_view path, std::string_view value, const Catalog& catalog)
{
    const std::string text(value);
    // "custom" keeps the spec in hand as the user's own entry (catalog_entry.h).
    if ((path == "model.preset" || path == "gpu.preset") && value == kCustomPreset) {
        (path == "gpu.preset" ? s.gpu.preset : s.model.preset) = text;
    } else if (path == "model.preset") {
        const ModelSpec* model = catalog.find_model(value);
        if (!model)
            return Error{"model.preset", text, "one of: " + catalog.model_ids(), "unknown model"};
        s.model.preset = text;
        s.model.spec = *model;
    } else if (path == "gpu.preset") {
        const GpuSpec* gpu = catalog.find_gpu(value);
        if (!gpu)
            return Error{"gpu.preset", text, "one of: " + catalog.gpu_ids(), "unknown GPU"};
        s.gpu.preset = text;
        s.gpu.spec = *gpu;
    } else if (path == "view.knee_overlay") {
        const std::optional<KneeOverlayKind> overlay = knee_overlay_from_id(value);
        if (!overlay)
            return Error{"view.knee_overlay", text, "one of: none, precisions, gpus", "unknown overlay"};
        s.view.knee_overlay = *overlay;
    } else if (path == "pool.story") {
        const PoolStory* story = find_pool_story(value);
        if (!story) {
            std::string ids;
            for (const PoolStory& known : pool_stories())
                ids += (ids.empty() ? "" : ", ") + std::string(known.id);
            return Error{"pool.story", text, "one of: " + ids, "unknown story"};
        }
        s.pool.story = text;
        s.pool.window = std::string(story->window);
        s.pool.eviction_share = story->eviction_share;
    } else if (path == "pool.window") {
        if (!is_pool_window(value))
            return Error{"pool.window", text, "one of: hour, day, week", "unknown window"};
        s.pool.window = text;
    } else if (path == "levers.spec_draft") {
        Scenario drafted = s;
        drafted.levers.spec_draft = text;
        if (Status fits = check_spec_draft(drafted, catalog); !fits)
            return fits;
        s.levers.spec_draft = text;
    } else if (path == "sim.router") {
        const std::optional<RouterPolicy> router = router_from_id(value);
        if (!router)
            return Error{"sim.router", text, "one of: " + std::string(router_ids()), "unknown router"};
        s.sim.router = *router;
    } else {
        const UseCasePreset* use = catalog.find_use_case(value);
        if (!use)
            return Error{"workload.use_case", text, "one of: " + catalog.use_case_ids(), "unknown use case"};
        s.workload.use_case = text;
        s.workload.isl = use->isl;
        s.workload.osl = use->osl;
        s.workload.cache_hit = use->cache_hit;
        s.workload.requests_per_user_day = use->requests_per_user_day;
        s.workload.peak_to_avg = use->peak_to_avg;
        s.workload.arrival_cv = use->arrival_cv;
        s.workload.isl_cv = use->isl_cv;
        s.workload.osl_cv = use->osl_cv;
    }
    return Ok{};
}

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && text.front() == ' ')
        text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ')
        text.remove_suffix(1);
    return text;
}

// A numeric input reads a decimal number only: no booleans ("yes" is not 100%), no hex, no
// trailing text, nothing infinite.
std::optional<double> parse_number(std::string_view text)
{
    text = trimmed(text);
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc{} || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

// A switch reads true/false, yes/no, 1/0.
std::optional<double> parse_bool(std::string_view text)
{
    text = trimmed(text);
    if (text == "true" || text == "yes" || text == "1")
        return 1.0;
    if (text == "false" || text == "no" || text == "0")
        return 0.0;
    return std::nullopt;
}

} // namespace

std::string_view to_string(KneeOverlayKind overlay)
{
    switch (overlay) {
    case KneeOverlayKind::Precisions: return "precisions";
    case KneeOverlayKind::Gpus: return "gpus";
    case KneeOverlayKind::None: break;
    }
    return "none";
}

std::optional<KneeOverlayKind> knee_overlay_from_id(std::string_view id)
{
    for (KneeOverlayKind overlay : {KneeOverlayKind::None, KneeOverlayKind::Precisions, KneeOverlayKind::Gpus})
        if (to_string(overlay) == id)
            return overlay;
    return std::nullopt;
}

std::string format_number(double value)
{
    char text[64];
    const auto [end, ec] = std::to_chars(text, text + sizeof text, value);
    return ec == std::errc{} ? std::string(text, end) : std::string("?");
}

bool input_allows(const InputSpec& spec, double value)
{
    if (!std::isfinite(value) || value < spec.min || value > spec.max)
        return false;
    if (spec.kind != InputKind::Number && value != std::floor(value))
        return false;
    return spec.allowed_values.empty() || in_allowed_set(spec, value);
}

const std::vector<InputSpec>& input_specs()
{
    static const std::vector<InputSpec> specs = make_specs();
    return specs;
}

const InputSpec* find_input(std::string_view path)
{
    for (const InputSpec& spec : input_specs())
        if (spec.path == path)
            return &spec;
    return nullptr;
}

std::optional<InputId> input_id(std::string_view path)
{
    const InputSpec* spec = find_input(path);
    return spec ? std::optional<InputId>(input_id(*spec)) : std::nullopt;
}

InputId input_id(const InputSpec& spec)
{
    return InputId{static_cast<std::uint16_t>(&spec - input_specs().data())};
}

const InputSpec& input_spec(InputId id)
{
    return input_specs().at(id.index);
}

bool is_calibration_factor(std::string_view path)
{
    for (std::string_view factor : kCalibrationFactorPaths)
        if (factor == path)
            return true;
    return false;
}

bool is_preset_path(std::string_view path)
{
    // The choices that fill other inputs; a plain choice (router, overlay, window) is applied
    // in turn with the numbers.
    return path == "model.preset" || path == "gpu.preset" || path == "workload.use_case" || path == "pool.story";
}

Scenario default_scenario(const Catalog& catalog)
{
    Scenario s;
    if (const ModelSpec* model = catalog.find_model(s.model.preset))
        s.model.spec = *model;
    if (const GpuSpec* gpu = catalog.find_gpu(s.gpu.preset))
        s.gpu.spec = *gpu;
    (void)apply_preset(s, "workload.use_case", s.workload.use_case, catalog);
    return s;
}

Status set_number(Scenario& s, std::string_view path, double value)
{
    const std::optional<InputId> id = input_id(path);
    if (!id)
        return Error{std::string(path), format_number(value), "a numeric input key", "unknown input"};
    return set_number(s, *id, value);
}

Status set_number(Scenario& s, InputId id, double value)
{
    const InputSpec& spec = input_spec(id);
    if (spec.kind == InputKind::Preset)
        return Error{std::string(spec.path), format_number(value), "a numeric input key", "a preset, chosen by name"};
    if (!std::isfinite(value))
        return range_error(spec, format_number(value), "not a finite number");
    if (spec.kind == InputKind::Integer && value != std::floor(value))
        return range_error(spec, format_number(value), "must be a whole number");
    if (spec.kind == InputKind::Bool && value != 0 && value != 1)
        return Error{std::string(spec.path), format_number(value), "true or false", "not a boolean"};
    if (!spec.allowed_values.empty() ? !in_allowed_set(spec, value) : (value < spec.min || value > spec.max))
        return range_error(spec, format_number(value), "out of range");
    const double before = spec.get(s);
    spec.set(s, value);
    if (value != before && is_calibration_factor(spec.path))
        s.calibration.clear();
    return Ok{};
}

double get_number(const Scenario& s, InputId id)
{
    const InputSpec& spec = input_spec(id);
    return spec.get ? spec.get(s) : std::numeric_limits<double>::quiet_NaN();
}

Status set_input(Scenario& s, std::string_view path, std::string_view value, const Catalog& catalog)
{
    const InputSpec* spec = find_input(path);
    if (!spec && is_entry_field_path(path))
        return set_entry_field(s, path, value);
    if (!spec) {
        std::string keys;
        for (const InputSpec& known : input_specs())
            keys += (keys.empty() ? "" : ", ") + std::string(known.path);
        return Error{std::string(path), std::string(value), "one of: " + keys, "unknown input"};
    }
    if (spec->kind == InputKind::Preset)
        return apply_preset(s, path, value, catalog);
    const bool is_switch = spec->kind == InputKind::Bool;
    const std::optional<double> number = is_switch ? parse_bool(value) : parse_number(value);
    if (!number)
        return is_switch ? Error{std::string(path), std::string(value), "true or false", "not a boolean"}
                         : range_error(*spec, value, "not a number");
    return set_number(s, path, *number);
}

std::string get_input(const Scenario& s, std::string_view path)
{
    const InputSpec* spec = find_input(path);
    if (!spec)
        return {};
    if (path == "model.preset")
        return s.model.preset;
    if (path == "gpu.preset")
        return s.gpu.preset;
    if (path == "workload.use_case")
        return s.workload.use_case;
    if (path == "sim.router")
        return std::string(to_string(s.sim.router));
    if (path == "levers.spec_draft")
        return s.levers.spec_draft;
    if (path == "view.knee_overlay")
        return std::string(to_string(s.view.knee_overlay));
    if (path == "pool.story")
        return s.pool.story;
    if (path == "pool.window")
        return s.pool.window;
    const double value = spec->get(s);
    if (spec->kind == InputKind::Bool)
        return value != 0 ? "true" : "false";
    return format_number(value);
}

} // namespace capstan
