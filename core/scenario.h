#pragma once

#include "router_policy.h"

#include "catalog_types.h"

#include <string>

namespace capstan {

// 2: the charts' controls joined the inputs (view.*, plan.*, pool.*); a version 1 file opens
// with them at their defaults (scenario_codec.cpp).
// 3: pipeline and expert parallelism (deploy.pp, deploy.ep); a version 1 or 2 file opens with
// one stage and experts sliced by TP, the only layout those versions could describe.
// 4: disaggregated serving (deploy.disaggregated, prefill_tp, prefill_load, kv_transfer_ms); an
// older file opens aggregated, prefill and decode sharing every replica as it always had.
inline constexpr int kScenarioSchemaVersion = 4;

// What the knee chart lays over the scenario's curve: nothing, its model in the other weight
// precisions, or on the other GPUs of its class.
enum class KneeOverlayKind { None, Precisions, Gpus };

// The inputs of one planning case. Every constant is an input with a documented default
// (inputs.cpp holds the ranges, units and definitions); presets fill model and gpu.
struct Scenario final {
    std::string name = "Default: chatbot on Llama-3.1-70B, H100";

    // The calibration profile whose fitted factors the deploy efficiency inputs hold (its name,
    // as stored in the library); empty = no fit: the defaults or factors set by hand. It is
    // scenario-level because it vouches for five deploy inputs at once, and set_number() clears
    // it when one of them is moved, so no figure claims a fit it no longer has.
    std::string calibration;

    struct Model final {
        std::string preset = "llama-3.1-70b";
        ModelSpec spec;          // resolved from the preset or defined by hand
        int weight_bits = 8;     // 16, 8 or 4
        int kv_bits = 8;         // 16 or 8
        friend bool operator==(const Model&, const Model&) = default;
    } model;

    struct Gpu final {
        std::string preset = "h100-sxm";
        GpuSpec spec;            // resolved from the preset; bw/mem may be overridden
        friend bool operator==(const Gpu&, const Gpu&) = default;
    } gpu;

    struct Deploy final {
        int tp = 2;                       // tensor-parallel GPUs per stage
        int pp = 1;                       // pipeline stages per replica
        int ep = 1;                       // GPUs the routed experts spread over (1 = sliced by TP)
        int max_batch = 256;              // cap on running sequences per replica (vLLM max_num_seqs
                                          // times the data-parallel attention groups)
        int batch = 0;                    // fixed batch for "what if we ran at B"; 0 = unset
        double bw_efficiency = 0.85;      // achieved / datasheet memory bandwidth
        double compute_efficiency = 0.68; // achieved / datasheet BF16 peak on serving GEMMs
        double low_precision_efficiency = 0.70; // FP8/FP4 kernels reach this share of the BF16 efficiency
        double fp4_efficiency = 0.87;     // FP4 tensor-core GEMMs: share of the FP8 efficiency (the
                                          // median over the cross-validation folds: 0.87)
        double step_overhead_ms = 1.5;    // scheduler + kernel launches per step (graphs on)
        double first_token_ms = 10.0;     // fixed time a request's first token pays beside its prefill
                                          // (admission, sampling, the serving path in and out; the
                                          // median over the cross-validation folds: 10.05)
        double allreduce_latency_us = 15; // fixed cost of one small all-reduce
        double expert_overhead_us = 8;    // fixed cost per routed expert a step touches, per MoE layer
                                          // (the robust fit over the 148 published rows: 8.0 us)
        double moe_gemm_efficiency = 0.79; // grouped expert GEMMs: share of a dense GEMM's arithmetic
                                          // rate (the median over the cross-validation folds: 0.79)
        double gemm_overlap_loss = 0.38;  // share of the shorter of a GEMM's weight read and its
                                          // arithmetic that does not hide under the longer one
                                          // (the median over the cross-validation folds: 0.38)
        double cdna_efficiency = 0.75;    // AMD Instinct (CDNA) kernels: share of the bandwidth and
                                          // compute efficiency NVIDIA's kernels reach (least-squares
                                          // fit over the 75 analytic held-out rows, the MI300X's
                                          // GEMM clock at 0.84 of the MI325X's: 0.749)
        double ada_efficiency = 0.72;     // NVIDIA Ada (L40S, L4: PCIe, GDDR6) kernels: share of the
                                          // bandwidth and compute efficiency the datacenter parts reach
                                          // (the median over the cross-validation folds: 0.72)
        double mem_utilization = 0.90;    // share of device memory the engine may use
        double workspace_gb = 2.0;        // activations and workspace per GPU, GB (1e9 B)
        int cache_block_tokens = 16;      // paged-KV block size, tokens
        double headroom = 0.20;           // capacity held back from the planned load
        bool n_plus_one = false;          // one spare replica
        // Disaggregated serving: prompts run on a pool of prefill replicas (prefill_tp GPUs
        // each), answers on decode replicas of the layout above, and every request's KV crosses
        // the network from one to the other (core/disaggregation.h).
        bool disaggregated = false;
        int prefill_tp = 0;               // a prefill replica's tensor-parallel GPUs; 0 = tp
        double prefill_load = 0.6;        // the prefill pool's utilisation at the peak rate: it
                                          // sets the pool's size, and so the prefill:decode ratio
        double kv_transfer_ms = 1.0;      // fixed cost of one request's KV hand-off (connector
                                          // handshake, block-table exchange), beside its bytes
        friend bool operator==(const Deploy&, const Deploy&) = default;
    } deploy;

    struct Workload final {
        std::string use_case = "chatbot";
        int isl = 1000;                   // prompt tokens per request
        int osl = 250;                    // answer tokens per request
        double cache_hit = 0.0;           // share of prompt tokens served from prefix cache
        double rate_rps = 0.0;            // average request rate; 0 = from DAU
        int concurrency = 0;              // closed-loop users (simulate); 0 = unset
        double dau = 100'000;             // daily active users
        double requests_per_user_day = 10;
        double peak_to_avg = 3.0;         // peak request rate / average
        // The traffic's shape, set by the use case and refinable: how bursty arrivals are and
        // how much prompt and answer lengths spread (coefficients of variation; lengths are
        // lognormal, arrivals gamma; 1 = Poisson, 0 = every request the same length).
        double arrival_cv = 1.5;
        double isl_cv = 1.0;
        double osl_cv = 0.8;
        friend bool operator==(const Workload&, const Workload&) = default;
    } workload;

    struct Sim final {
        RouterPolicy router = RouterPolicy::LeastLoaded;  // how requests pick a replica
        double sizing_budget_s = 1.0;     // percentile sizing refines its count this long at most
        friend bool operator==(const Sim&, const Sim&) = default;
    } sim;

    struct Slo final {
        double percentile = 99;           // the percentile promised
        double ttft_ms = 2000;            // time to first token
        double tpot_ms = 50;              // time per output token (inter-token latency)
        friend bool operator==(const Slo&, const Slo&) = default;
    } slo;

    // The levers that change an engine step (SPEC 2.10), as inputs of the model: the knee, the
    // latency tail, the simulator, the sizing and the bill all see them. Off by default.
    struct Levers final {
        // Speculative decoding: a draft proposes spec_k tokens per step and the target verifies
        // them in one step (weights and KV read once, compute for spec_k + 1 tokens per
        // sequence), keeping (1 - a^(k+1)) / (1 - a) tokens per sequence on average
        // (core/speculation.h); 0 = off.
        int spec_k = 0;
        double spec_acceptance = 0.7;   // a: chance the target accepts each drafted token
        // One draft step as a share of one plain target step at the same batch (a draft model
        // about 1/20 of the target's active parameters; a 1B draft for an 8B target is ~0.12).
        double spec_draft_cost = 0.05;
        // The draft as a catalog model id ("llama-3.2-1b"); "" = spec_draft_cost as given. Set,
        // the draft step's share is derived once per deployment from the draft's and the
        // target's batch-1 decode steps on the same GPU and precision (draft_step_share).
        std::string spec_draft;
        // Constrained decoding (a grammar or JSON-schema mask): its cost per decode step as a
        // share of the step; 0 = off. It depends on the schema: measure it per schema.
        double constrained_overhead = 0;
        // CUDA graphs on: deploy.step_overhead_ms is the whole launch cost (today's engines).
        // Off: every kernel of every layer pays a host launch, layers x kernels per layer x
        // graph_launch_us a step, less the graph replay it no longer does (core/kernel_launches.h).
        bool cuda_graphs = true;
        double graph_launch_us = 5.0;   // host cost of one kernel launch (CUDA + framework dispatch)
        // The site's power envelope at the wall, MW; 0 = none. Wall W per GPU =
        // (board W + host W per GPU) x PUE; the sizing warns when the fleet needs more.
        double power_envelope_mw = 0;
        double pue = 1.3;               // facility W / IT W: air-cooled colo 1.3-1.5, liquid ~1.1
        // A DGX H100 draws 10.2 kW at most for 8 x 700 W GPUs: (10,200 - 5,600) / 8 = 575 W of
        // CPUs, memory, NICs, fans and switches per GPU.
        double host_w_per_gpu = 575;
        friend bool operator==(const Levers&, const Levers&) = default;
    } levers;

    struct Cost final {
        double own_card_month_usd = 0;    // 0 = the GPU catalog's figure
        double rent_premium = 1.35;       // rented card-month / owned card-month
        double rent_usd_gpu_hour = 0;     // 0 = premium x owned floor
        double api_usd_per_mtok = 2.50;   // blended API price, $/1M tokens
        // A provider's price sheet, $/1M tokens; used instead of the blended price when input
        // and output are both set (api_price.h). Cached input 0 = no discount (bills as input).
        double api_input_usd_per_mtok = 0;
        double api_cached_input_usd_per_mtok = 0;
        double api_output_usd_per_mtok = 0;
        double utilization = 0;           // 0 = derived from traffic (average / capacity)
        // Electricity at the wall, $/kWh. 0.10 is the figure the catalog's owned card-months
        // were priced at (resources/catalog/gpus.json notes: PUE 1.3, $0.10/kWh; the US
        // industrial average was 8-9 cents in 2024, EIA Electric Power Monthly table 5.6.A).
        double energy_usd_per_kwh = 0.10;
        // One card's purchase price, $; 0 = the catalog's (stated, or derived from its
        // card-month: purchase.h). Owned cards x this = the capital outlay.
        double purchase_usd = 0;
        // Months the purchase is written off over; the owned card-month carries purchase / this
        // (the catalog's card-months assume 36).
        int amortization_months = 36;
        friend bool operator==(const Cost&, const Cost&) = default;
    } cost;

    // The charts' controls: what they show beside the answer, saved, undone and compared with
    // the inputs. No figure of evaluate() depends on them (same_model_inputs).
    struct View final {
        KneeOverlayKind knee_overlay = KneeOverlayKind::None;
        friend bool operator==(const View&, const View&) = default;
    } view;

    // The plan over months (the plan chart, capstan-cli plan): how long it runs, how long each
    // baseline purchase is committed for, and the compound growth of demand.
    struct Plan final {
        int horizon_months = 24;
        int contract_months = 12;
        double monthly_growth = 0.05;     // 0.05 = +5% a month
        friend bool operator==(const Plan&, const Plan&) = default;
    } plan;

    // The rented pool's month the fleet chart shows: a story (pool_story.h) and the two levers
    // moved from the story's own.
    struct Pool final {
        std::string story = "noise-evictor";
        std::string window = "hour";      // hour, day or week
        double eviction_share = 0.375;
        friend bool operator==(const Pool&, const Pool&) = default;
    } pool;

    // Every input equal, exactly (a document's "did anything change?"; no text round trip).
    friend bool operator==(const Scenario&, const Scenario&) = default;
};

// Equal in every input the model's answer depends on: the charts' controls (view, plan, pool)
// aside. A change of a chart control alone needs no new evaluation.
[[nodiscard]] inline bool same_model_inputs(const Scenario& a, const Scenario& b)
{
    Scenario aligned = b;
    aligned.view = a.view;
    aligned.plan = a.plan;
    aligned.pool = a.pool;
    return aligned == a;
}

} // namespace capstan
