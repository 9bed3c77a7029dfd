#include "energy.h"
#include "result_codec.h"

#include "disaggregation.h"

#include "provenance.h"

#include <nlohmann/json.hpp>

namespace capstan {

namespace {

using nlohmann::json;

json check_to_json(const Check& check)
{
    return {{"value", check.value}, {"threshold", check.threshold}, {"pass", check.pass}};
}

json tail_to_json(const TailSizing& tail)
{
    return {{"met", tail.met},
            {"replicas", tail.replicas},
            {"interval", {tail.replicas_low, tail.replicas_high}},
            {"analytic_replicas", tail.analytic_replicas},
            {"tail_model_replicas", tail.tail_model_replicas},
            {"router", tail.router},
            {"simulations", tail.simulations},
            {"simulated_replicas", tail.simulated_replicas},
            {"budget_ran_out", tail.budget_ran_out},
            {"reason", tail.reason},
            {"ttft_over_share", tail.ttft_over_share},
            {"tpot_over_share", tail.tpot_over_share},
            {"percentile", tail.percentile},
            {"rate_rps", tail.rate_rps},
            {"ttft_ms", tail.ttft_ms},
            {"ttft_ci95_ms", tail.ttft_ci95_ms},
            {"tpot_ms", tail.tpot_ms},
            {"tpot_ci95_ms", tail.tpot_ci95_ms},
            {"goodput", tail.goodput}};
}

json step_to_json(const StepTime& step)
{
    return {{"total_ms", step.total_s * 1e3},
            {"gemm_memory_ms", step.gemm_memory_s * 1e3},
            {"gemm_compute_ms", step.gemm_compute_s * 1e3},
            {"attention_memory_ms", step.attention_memory_s * 1e3},
            {"attention_compute_ms", step.attention_compute_s * 1e3},
            {"allreduce_ms", step.allreduce_s * 1e3},
            {"overhead_ms", step.overhead_s * 1e3},
            {"bound", to_string(step.bound)}};
}

// Flat: output key -> {"source", "profile"?, "ci95"? (ms), "text"}.
json provenance_to_json(const Scenario& s, const Result& r)
{
    json all = json::object();
    for (const KeyProvenance& entry : provenance_of(s, r)) {
        const Provenance& p = entry.provenance;
        json one = {{"source", to_string(p.source)}, {"text", p.text}};
        if (!p.profile.empty())
            one["profile"] = p.profile;
        if (p.source == Source::Simulated)
            one["ci95"] = p.ci95_ms;
        all[entry.key] = std::move(one);
    }
    return all;
}

} // namespace

json result_to_json(const Scenario& s, const Result& r)
{
    json curve = json::array();
    for (const KneePoint& p : r.curve)
        curve.push_back({{"batch", p.batch}, {"step_ms", p.step_ms}, {"per_user_tok_s", p.per_user_tok_s},
                         {"aggregate_tok_s", p.aggregate_tok_s}, {"bound", to_string(p.bound)}});
    const OperatingPoint& op = r.operating;
    json doc = {
        {"scenario", s.name},
        {"memory",
         {{"weights_bytes_per_gpu", r.memory.weights_bytes_per_gpu},
          {"usable_bytes_per_gpu", r.memory.usable_bytes_per_gpu},
          {"workspace_bytes_per_gpu", r.memory.workspace_bytes_per_gpu},
          {"kv_free_bytes_per_gpu", r.memory.kv_free_bytes_per_gpu},
          {"kv_bytes_per_token", r.memory.kv_bytes_per_token},
          {"kv_bytes_per_token_per_gpu", r.memory.kv_bytes_per_token_per_gpu},
          {"kv_bytes_per_sequence", r.memory.kv_bytes_per_sequence},
          {"kv_capacity_tokens", r.memory.kv_capacity_tokens},
          {"max_sequences", r.memory.guaranteed_seats},
          {"sustained_sequences", r.memory.sustained_seats},
          {"gpus_for_weights", r.memory.gpus_for_weights}}},
        {"decode",
         {{"single_user_tok_s", r.single_user_tok_s},
          {"ridge_batch", r.ridge_batch},
          {"batch_cap", r.batch_cap},
          {"curve", curve},
          {"operating_point",
           {{"batch", op.point.batch}, {"tpot_ms", op.point.step_ms}, {"ttft_ms", op.ttft_ms},
            {"per_user_tok_s", op.point.per_user_tok_s}, {"aggregate_tok_s", op.point.aggregate_tok_s},
            {"bound", to_string(op.point.bound)}, {"limit", to_string(op.limit)}, {"slo_met", op.slo_met}}}}},
        {"prefill",
         {{"ms", r.prefill.total_s * 1e3}, {"uncached_tokens", r.prefill_uncached_tokens},
          {"kv_transfer_ms", s.deploy.disaggregated ? kv_transfer_s(s, r.prefill_uncached_tokens) * 1e3 : 0.0},
          {"step", step_to_json(r.prefill)}}},
        {"capacity", {{"max_output_tok_s", r.max_output_tok_s}}},
        {"traffic",
         {{"tokens_per_day", r.traffic.tokens_per_day}, {"tokens_per_month", r.traffic.tokens_per_month},
          {"avg_rps", r.traffic.avg_rps}, {"peak_rps", r.traffic.peak_rps},
          {"avg_tok_s", r.traffic.avg_tok_s}, {"peak_output_tok_s", r.traffic.peak_output_tok_s},
          {"concurrency", r.traffic.concurrency}}},
        {"sizing",
         {{"replicas", r.sizing.replicas}, {"gpus", r.sizing.gpus}, {"nodes", r.sizing.nodes},
          {"mode", s.deploy.disaggregated ? "disaggregated" : "aggregated"},
          {"prefill_replicas", r.sizing.prefill_replicas}, {"prefill_gpus", r.sizing.prefill_gpus},
          {"binding", to_string(r.sizing.binding)},
          {"slo_met", r.sizing.tail.present ? r.sizing.tail.met : op.slo_met},
          {"replicas_for_memory", r.sizing.replicas_for_memory},
          {"replicas_for_throughput", r.sizing.replicas_for_throughput},
          {"users_per_replica", r.sizing.users_per_replica},
          {"replica_output_tok_s", r.sizing.replica_output_tok_s}}},
        {"cost",
         {{"own_card_month_usd", r.money.own_card_month_usd},
          {"purchase",
           {{"usd", r.money.purchase.usd}, {"basis", to_string(r.money.purchase.basis)},
            {"amortization_months", s.cost.amortization_months}}},
          {"rent_card_month_usd", r.money.rent_card_month_usd},
          {"monthly_usd",
           {{"own", r.money.monthly_own_usd}, {"rent", r.money.monthly_rent_usd}, {"api", r.money.monthly_api_usd}}},
          {"usd_per_mtok",
           {{"own", r.money.usd_per_mtok_own}, {"rent", r.money.usd_per_mtok_rent}, {"api", r.money.usd_per_mtok_api}}},
          {"capacity_tok_s", r.money.capacity_tok_s},
          {"utilization", r.money.utilization},
          {"api_bill",
           {{"priced_by", r.money.api_price_sheet ? "price sheet" : "blended price"},
            {"input_usd", r.money.monthly_api_input_usd},
            {"cached_input_usd", r.money.monthly_api_cached_input_usd},
            {"output_usd", r.money.monthly_api_output_usd}}},
          {"tokens_per_usd_per_card", r.money.tokens_per_usd_per_card},
          {"tokens_per_usd_per_rented_card", r.money.tokens_per_usd_per_rented_card},
          {"checks",
           {{"idle", check_to_json(r.money.idle)},
            {"margin", check_to_json(r.money.margin)},
            {"overflow", check_to_json(r.money.overflow)}}}}},
    };
    const FleetPower power = fleet_power(s, r.sizing.gpus);
    doc["sizing"]["power_envelope"] = {{"mw", power.envelope_mw}, {"gpus_powered", power.gpus_in_envelope},
                                       {"over", power.over_envelope}};
    doc["cost"]["energy"] = {{"wall_w_per_gpu", power.wall_w_per_gpu}, {"wall_kw", power.wall_kw},
                             {"monthly_usd", power.monthly_energy_usd}};
    doc["capital_outlay_usd"] = r.money.capital_outlay_usd;
    doc["sizing"]["method"] = r.sizing.tail.present ? "simulated" : "analytic";
    if (r.sizing.tail.present)
        doc["sizing"]["percentile"] = tail_to_json(r.sizing.tail);
    doc["provenance"] = provenance_to_json(s, r);
    return doc;
}

const std::vector<OutputDoc>& output_docs()
{
    static const std::vector<OutputDoc> docs = {
        {"memory.weights_bytes_per_gpu", "bytes", "params x bytes per weight / TP"},
        {"memory.kv_bytes_per_token", "bytes", "KV of one sequence at the mean context / its tokens (full layers 2 x KV heads x head_dim x KV bytes, MLA rank + rope; windowed layers capped at the window; linear layers a fixed state)"},
        {"memory.kv_bytes_per_sequence", "bytes", "KV of one sequence at ISL + OSL, whole blocks"},
        {"memory.kv_free_bytes_per_gpu", "bytes", "mem_utilization x memory - weights/TP - workspace"},
        {"memory.kv_capacity_tokens", "tokens", "KV free bytes / KV bytes per token per GPU"},
        {"memory.max_sequences", "sequences", "guaranteed seats: KV capacity / (ISL + OSL), whole blocks"},
        {"memory.sustained_sequences", "sequences", "the batch a running mix sustains: KV capacity / (ISL + OSL (1 + CV^2)/2), the mean context in flight"},
        {"memory.gpus_for_weights", "GPUs", "cards the weights alone fill before one seat exists"},
        {"decode.single_user_tok_s", "tokens/s", "1 / (batch-1 decode step)"},
        {"decode.curve[].batch", "sequences", "running sequences"},
        {"decode.curve[].step_ms", "ms", "steady-state step: weight GEMMs + attention + all-reduce + overhead"},
        {"decode.curve[].per_user_tok_s", "tokens/s", "1000 / step_ms"},
        {"decode.curve[].aggregate_tok_s", "tokens/s", "batch x 1000 / step_ms (output tokens, whole replica)"},
        {"decode.ridge_batch", "sequences", "batch where weight GEMMs turn compute-bound"},
        {"decode.operating_point.*", "mixed", "largest batch whose TPOT and TTFT meet the SLO"},
        {"prefill.ms", "ms", "one request's uncached prompt: 2 FLOPs/param/token + attention, alone"},
        {"prefill.uncached_tokens", "tokens", "ISL x (1 - hit), hit in whole cache blocks"},
        {"capacity.max_output_tok_s", "tokens/s", "offline saturation of one replica (or at deploy.batch)"},
        {"traffic.tokens_per_day", "tokens/day", "DAU x requests/user/day x (ISL + OSL)"},
        {"traffic.peak_rps", "requests/s", "average rate x peak-to-average"},
        {"traffic.concurrency", "requests", "Little's law: peak rps x end-to-end seconds"},
        {"sizing.replicas", "replicas", "max(memory, throughput) constraint, with headroom (+1 if N+1)"},
        {"sizing.gpus", "GPUs", "replicas x TP"},
        {"sizing.nodes", "nodes", "GPUs / GPUs per node, rounded up"},
        {"sizing.binding", "", "memory | slo | bandwidth | compute; simulated: ttft | tpot | memory"},
        {"sizing.method", "", "simulated (percentile sizing by the request-level simulator) or analytic"},
        {"sizing.percentile.*", "mixed", "simulated p-th TTFT/TPOT (ms) with 95% CI half-widths, goodput, replicas"},
        {"sizing.percentile.interval", "replicas", "95% interval of the count where the share over the SLO crosses 1 - p"},
        {"sizing.percentile.tail_model_replicas", "replicas", "the closed-form tail model's count (the search's first guess)"},
        {"sizing.percentile.router", "", "the router the trials simulated (sim.router)"},
        {"sizing.percentile.ttft_over_share", "fraction", "share of requests over slo.ttft_ms at the count"},
        {"sizing.percentile.reason", "", "when the SLO is not met: why, and what would help"},
        {"sizing.slo_met", "", "the verdict: the simulated percentile's when sizing is simulated, else the operating point's"},
        {"sizing.power_envelope.*", "mixed", "levers.power_envelope_mw (MW; 0 = none), the GPUs it powers at (board + host W) x PUE, and whether the fleet needs more"},
        {"cost.energy.*", "mixed", "wall W per GPU ((board + host) x PUE), the fleet's kW, and USD/month at cost.energy_usd_per_kwh x 730 h (part of the owned card-month)"},
        {"capital_outlay_usd", "USD", "GPUs x one card's purchase price: the dollars up front to own the fleet"},
        {"cost.purchase.*", "mixed", "one card's purchase price (USD), its basis (input: cost.purchase_usd; catalog: the source's price; derived: (card-month - running) x 36), and cost.amortization_months"},
        {"cost.monthly_usd.own", "USD/month", "GPUs x owned card-month (its energy at cost.energy_usd_per_kwh)"},
        {"cost.monthly_usd.rent", "USD/month", "GPUs x rented card-month (premium x owned, or $/h x 730)"},
        {"cost.monthly_usd.api", "USD/month", "tokens/month x API $/1M tokens"},
        {"cost.usd_per_mtok.own", "USD/1M tokens", "fleet $/s / (capacity tok/s x utilization) x 1e6"},
        {"cost.usd_per_mtok.rent", "USD/1M tokens", "as own, at the rented card-month"},
        {"cost.usd_per_mtok.api", "USD/1M tokens", "the API price"},
        {"cost.utilization", "fraction", "average tokens/s / fleet capacity (or the input)"},
        {"cost.checks.idle", "fraction", "owned capacity idle; pass <= 0.15"},
        {"cost.checks.margin", "ratio", "own $/1M / API $/1M; pass <= 0.75"},
        {"cost.checks.overflow", "fraction", "API share of tokens; pass <= 0.10"},
        {"provenance.KEY", "", "per key above: source (input | exact | datasheet | calibrated | simulated), "
                               "profile, ci95 (ms, simulated), text"},
    };
    return docs;
}

} // namespace capstan
