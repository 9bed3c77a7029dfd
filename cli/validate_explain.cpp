// capstan-cli validate --explain: one published row's prediction, derivation included.
#include "validate_explain.h"

#include "core/batch_run.h"
#include "core/evaluate.h"
#include "core/inputs.h"
#include "core/parallelism.h"
#include "core/roofline.h"
#include "core/step_parts.h"
#include "core/sim/point_prediction.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace capstan::cli {

namespace {

constexpr double kGB = 1e9;

std::string fixed(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

std::string ms(double seconds)
{
    return fixed(seconds * 1e3, 2);
}

// The rows `validate` leaves to the simulator (a fixed-concurrency row keeps its closed-loop
// steady state here, as in `validate`; --cv simulates it).
bool simulated_mode(const MeasuredPoint& p)
{
    return p.mode == "online_rate" || p.mode == "server_p99" || (p.mode == "offline" && p.load > 0);
}

std::string layout_text(const Scenario& s, const MeasuredPoint& p)
{
    const Parallelism layout = Parallelism::of(s.deploy);
    std::string text = layout_label(layout) + ": " + std::to_string(p.replicas()) + " replica" +
                       (p.replicas() == 1 ? "" : "s") + " of " + std::to_string(layout.gpus()) + " GPU" +
                       (layout.gpus() == 1 ? "" : "s");
    if (layout.attention_groups() > 1)
        text += " (attention data-parallel in " + std::to_string(layout.attention_groups()) + " groups)";
    return text;
}

std::string lengths_text(const Scenario& s, const Roofline& roofline)
{
    auto spread = [](double cv) { return cv > 0 ? " (CV " + format_number(cv) + ")" : " (fixed)"; };
    return "ISL " + format_number(s.workload.isl) + " tokens" + spread(s.workload.isl_cv) + ", OSL " +
           format_number(s.workload.osl) + " tokens" + spread(s.workload.osl_cv) +
           ": a sequence in flight holds " + format_number(std::round(roofline.decode_context())) +
           " tokens of context on average";
}

std::string caps_text(const Scenario& s, const MeasuredPoint& p)
{
    const std::string batch = format_number(s.deploy.max_batch) + " sequences a replica" +
                              (p.max_batch > 0 ? " (the source's)" : " (not published: the default per attention group)");
    const std::string tokens = p.max_num_tokens > 0 ? format_number(p.max_num_tokens) + " tokens a step (the source's)"
                                                    : "the simulator's default tokens a step (not published)";
    return batch + ", " + tokens;
}

std::string memory_text(const Result& r)
{
    const MemoryPlan& m = r.memory;
    return "  usable " + fixed(m.usable_bytes_per_gpu / kGB, 1) + " GB = weights " +
           fixed(m.weights_bytes_per_gpu / kGB, 1) + " GB + workspace " + fixed(m.workspace_bytes_per_gpu / kGB, 1) +
           " GB + KV room " + fixed(m.kv_free_bytes_per_gpu / kGB, 1) + " GB; KV " +
           fixed(m.kv_bytes_per_token_per_gpu / 1e3, 1) + " kB a token on each GPU\n  seats: " +
           format_number(m.sustained_seats) + " sequences at the mean context (" + format_number(m.guaranteed_seats) +
           " at ISL + OSL); batch cap " + format_number(r.batch_cap) + "\n";
}

// The step's parts; the GEMM time is what the kernels' time (step_kernels_s, the rule the
// roofline labels the bound by) leaves after attention, so the parts add up to the total.
std::string step_text(const StepTime& t, double tokens_out, double tokens_per_step)
{
    const double attention = std::max(t.attention_memory_s, t.attention_compute_s);
    const double gemm = step_kernels_s(t) - attention;
    std::string text = "  weight reads " + ms(t.gemm_memory_s) + " | GEMM arithmetic " + ms(t.gemm_compute_s) +
                       " | GEMM time " + ms(gemm) + "\n  attention KV reads " + ms(t.attention_memory_s) +
                       " | attention arithmetic " + ms(t.attention_compute_s) + " | attention time " + ms(attention) +
                       "\n  all-reduce " + ms(t.allreduce_s) + " | all-to-all " + ms(t.alltoall_s) + " | pipeline hops " +
                       ms(t.pipeline_s) + " | fixed costs " + ms(t.overhead_s) + " (step overhead, per-expert, launches)";
    if (t.draft_s > 0)
        text += " | draft steps " + ms(t.draft_s);
    text += "\n  total " + ms(t.total_s) + " ms, " + std::string(to_string(t.bound)) + "-bound";
    if (tokens_out > 0 && t.total_s > 0)
        text += "; " + format_number(std::round(tokens_out * tokens_per_step / t.total_s)) + " output tokens/s a replica";
    return text + "\n";
}

} // namespace

Expected<std::string> explain_point(const MeasuredPoint& p, const Scenario& base)
{
    if (p.isl <= 0 || p.osl <= 0)
        return Error{"--explain", p.id, "a row with published lengths", "the source did not publish ISL and OSL"};
    Expected<Scenario> scenario = scenario_for_point(p, base);
    if (!scenario)
        return scenario.error();
    if (Status feasible = check_feasible(*scenario); !feasible)
        return feasible.error();
    const Scenario& s = *scenario;
    Expected<Result> result = evaluate(s);
    if (!result)
        return result.error();
    const Roofline roofline(s);

    std::string t = "Row " + p.id + ": " + p.source + "\n  " + p.model + " on " + std::to_string(p.gpus) + " x " +
                    p.gpu + (p.engine.empty() ? "" : " (" + p.engine + ")") + "; mode " + p.mode +
                    (p.load > 0 ? " at " + format_number(p.load) : "") +
                    (p.mode == "server_p99" ? " (p99 TTFT " + format_number(p.ttft_slo_ms) + " ms, p99 TPOT " +
                                                  format_number(p.tpot_slo_ms) + " ms)"
                                            : "") +
                    "; metric " + p.metric + "\nScenario\n  layout       " + layout_text(s, p) +
                    "\n  precision    weights " + std::to_string(s.model.weight_bits) + "-bit, KV cache " +
                    std::to_string(s.model.kv_bits) + "-bit\n  lengths      " + lengths_text(s, roofline) +
                    "\n  engine caps  " + caps_text(s, p) + "\nMemory per GPU\n" + memory_text(*result);

    if (p.mode == "ttft_batch1") {
        t += "The prefill of one " + format_number(roofline.uncached_prompt_tokens()) + "-token prompt (ms)\n" +
             step_text(roofline.prefill(roofline.uncached_prompt_tokens(), 0), 0, 1);
    } else if (p.mode == "static_batch" || p.mode == "latency_batch") {
        const int batch = std::max(1, int(std::lround(p.load)));
        const BatchRun run = run_fixed_batch(roofline, batch, p.isl, p.osl);
        StepLoad decode;
        decode.decode_seqs = batch;
        decode.decode_context = p.isl + p.osl / 2.0;
        t += "A batch of " + format_number(batch) + " prompts at once: prefill " + ms(run.prefill_s) +
             " ms, then " + format_number(p.osl) + " decode steps in " + ms(run.decode_s) + " ms\nA decode step at mid-answer (ms)\n" +
             step_text(roofline.step(decode), batch, roofline.tokens_per_step());
    } else {
        const bool closed = p.mode == "online_concurrency";
        const double batch = closed ? std::clamp(p.load / p.replicas(), 1.0, double(result->batch_cap))
                                    : double(result->batch_cap);
        const double prompts = batch * roofline.tokens_per_step() / std::max(1, s.workload.osl);
        t += "The mean step at batch " + format_number(std::round(batch)) +
             (closed ? " (the users per replica, up to the batch cap)" : " (the batch cap: a saturated engine)") +
             ", " + fixed(prompts, 2) + " prompts admitted a step (ms)\n" +
             step_text(roofline.mixed_step(batch), batch, roofline.tokens_per_step());
    }

    // A first token, and so an end-to-end time, also pays the fixed first-token latency.
    if (p.metric.rfind("ttft", 0) == 0 || p.metric.rfind("e2e", 0) == 0)
        t += "  + first-token latency " + ms(roofline.first_token_s()) +
             " ms (deploy.first_token_ms), once a request, beside its steps\n";

    const bool simulated = simulated_mode(p);
    Expected<std::optional<double>> predicted = simulated ? sim::predict_simulated(p, base) : predict_analytic(p, base);
    if (!predicted)
        return predicted.error();
    t += "Prediction (" + std::string(simulated ? "the request-level simulator" : "the analytic model") + ")\n  " +
         p.metric + ": ";
    if (!*predicted)
        return t + "not answered; measured " + format_number(p.value) + " " + p.unit + "\n";
    const double error = (**predicted - p.value) / p.value;
    return t + "predicted " + fixed(**predicted, 1) + " " + p.unit + ", measured " + fixed(p.value, 1) + " " + p.unit +
           ", error " + (error >= 0 ? "+" : "") + fixed(error * 100, 1) + "%\n";
}

} // namespace capstan::cli
