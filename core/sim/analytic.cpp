#include "analytic.h"

#include "engine.h"
#include "random.h"
#include "tail_distributions.h"

#include "core/disaggregation.h"
#include "core/memory.h"

#include <algorithm>
#include <cmath>

// The approximation, per replica at rate lambda (the router splits the fleet's rate evenly).
//
// Steps. A step decodes the B running sequences (time d(B) = Roofline::step of the decodes)
// and prefills the N prompts that arrived during the previous step (a whole prompt fits one
// step's token budget). The first prompt adds m1 (part of it hides under the weight reads of a
// bandwidth-bound step), each further one m2. N has mean lambda E[T], about Poisson, so
// E[T] = d + m1 P(N >= 1) + m2 (lambda E[T] - P(N >= 1)), solved by a few fixed-point passes. Roofline::mixed_step spreads prompts
// evenly over steps instead, which below the ridge hides them under the weight reads; an
// engine that computes a prompt in one step cannot hide it, and the simulator agrees.
//
// Batch. Each decoding sequence emits one token per step (tokens_per_step with speculative
// decoding: an answer then lives S = OSL / tokens_per_step steps; S = OSL without), so by
// Little's law the mean batch solves B = lambda x S x E[T](B). The replica saturates when B reaches the seat cap
// min(seats, max_batch): lambda_max = cap / (S d(cap) + cap m2(cap)).
//
// TTFT. An arrival waits out the residual of the step in flight (mean E[T^2] / 2E[T]), then
// its own step d + m1 + m2 others, others = the prompts that arrived during the same step: for
// a gamma renewal process with the arrival CV, twice its renewal function at half the
// length-biased step (Poisson: lambda E[T^2]/E[T]). The step variance follows from N's
// variance cv^2 lambda T: Var T = E[m^2] cv^2 lambda E[T] / (1 - (lambda m)^2). A router that
// sees prompt work spares the arrival all that unless every replica it compares is computing a
// prompt. The arrival's own prompt costs b x + c x^2 for its lognormal length x (relative to
// the mean). Waiting for room: the KV of the replica the arrival lands on (kv_wait) unless
// max_batch caps the seats first (then the batch's normal tail beyond the cap, at least M/G/c's
// chance of waiting, Sakasegawa's rho^(sqrt(2(c+1)) - 1)).
// TTFT = d + own prompt + X + W, read off the three-moment fit of tail_distributions.h, with W
// = 0 or the wait for room.
//
// TPOT. The mean of a request's own steps: d(B + 1) / (1 - lambda m) (itself plus the B others
// PASTA shows it), over tokens_per_step. Its spread: the batch averaged over a lifetime (2/3 of Var B, Var B from
// the linearized birth-death chain, scaled by (1 + cv^2)/2) through the slope of E[T], plus
// the prompts that land in its life, amplified by 1 / (1 - lambda m).

namespace capstan::sim {

namespace {

TailQuantiles quantiles(double base, double mean, double variance, double slo_percentile)
{
    TailQuantiles q;
    q.mean = base + mean;
    q.p50 = base + tail::gamma_quantile(mean, variance, 0.50);
    q.p90 = base + tail::gamma_quantile(mean, variance, 0.90);
    q.p95 = base + tail::gamma_quantile(mean, variance, 0.95);
    q.p99 = base + tail::gamma_quantile(mean, variance, 0.99);
    q.at_slo = base + tail::gamma_quantile(mean, variance, slo_percentile / 100.0);
    return q;
}

// Y + W: W = 0 with probability 1 - p_wait, else about exponential with mean `wait`. The
// quantiles of that mixture, not of one distribution fitted to it: a 1% chance of a long wait
// is exactly what a p99 sees.
TailQuantiles mixture_quantiles(const tail::Cumulants& y, double p_wait, double wait, double slo_percentile)
{
    TailQuantiles q;
    q.mean = y.mean + p_wait * wait;
    q.p50 = tail::mixture_quantile(y, p_wait, wait, 0.50);
    q.p90 = tail::mixture_quantile(y, p_wait, wait, 0.90);
    q.p95 = tail::mixture_quantile(y, p_wait, wait, 0.95);
    q.p99 = tail::mixture_quantile(y, p_wait, wait, 0.99);
    q.at_slo = tail::mixture_quantile(y, p_wait, wait, slo_percentile / 100.0);
    return q;
}

TailQuantiles scaled(TailQuantiles q, double factor)
{
    for (double* v : {&q.mean, &q.p50, &q.p90, &q.p95, &q.p99, &q.at_slo})
        *v *= factor;
    return q;
}

TailQuantiles unknown()
{
    return {NAN, NAN, NAN, NAN, NAN, NAN};
}

// Regularized lower incomplete gamma P(a, x) by its power series (x is small here: a
// prompt-step window holds a few arrivals at most).
double regularized_gamma_p(double a, double x)
{
    if (x <= 0)
        return 0;
    double term = 1.0 / a;
    double sum = term;
    for (int j = 1; j < 200 && term > sum * 1e-10; ++j) {
        term *= x / (a + j);
        sum += term;
    }
    return std::min(1.0, std::exp(a * std::log(x) - x - std::lgamma(a)) * sum);
}

// Expected arrivals in the window w after an arrival of a gamma renewal process (rate lambda,
// coefficient of variation cv): the renewal function sum over n of P(S_n <= w), S_n the sum of
// n gaps ~ Gamma(n k, rate lambda k), k = 1 / cv^2. Poisson: lambda w.
double renewal_count(double lambda, double cv, double w)
{
    const double x = lambda * w;
    if (std::abs(cv - 1.0) < 1e-9 || x <= 0)
        return std::max(0.0, x);
    const double k = 1.0 / (cv * cv);
    const double y = x * k;
    double total = 0;
    for (int n = 1; n < 1000; ++n) {
        const double p = regularized_gamma_p(n * k, y);
        total += p;
        if (p < 1e-7 && n * k > y)
            break;
    }
    return total;
}

} // namespace

TailModel::TailModel(const Scenario& scenario) : scenario_(scenario), roofline_(scenario)
{
    // The seats at fixed lengths; seat_cap applies an estimate's own spreads.
    Scenario fixed_lengths = scenario;
    fixed_lengths.workload.osl_cv = 0;
    const MemoryPlan plan = plan_memory(fixed_lengths);
    batch_cap_ = std::max(1, std::min(plan.sustained_seats, scenario.deploy.max_batch));
    kv_tokens_ = plan.kv_capacity_tokens;
    uncached_isl_ = roofline_.uncached_prompt_tokens();
    cached_isl_ = roofline_.cached_prompt_tokens();
    if (scenario.deploy.disaggregated) {
        // A decode replica receives the prompt's KV whole and computes only the first token.
        // Once per model, not per estimate: the screening's replica search calls estimate often.
        const PrefillPool pool = prefill_pool(scenario);
        transfer_s_ = pool.transfer_s;
        prefill_prompts_per_s_ = pool.prompts_per_s;
        cached_isl_ = scenario.workload.isl;
        uncached_isl_ = 1;
        Scenario prefill = prefill_scenario(scenario);
        prefill.workload.osl = 1;
        prefill_ = std::make_shared<const TailModel>(prefill);
    }
}

StepLoad TailModel::decode_load(double batch, double osl_cv) const
{
    StepLoad decode;
    decode.decode_seqs = batch;
    decode.decode_context = mean_decode_context(cached_isl_ + uncached_isl_, std::max(1, scenario_.workload.osl), osl_cv);
    return decode;
}

TailModel::Step TailModel::step_at(double batch, double osl_cv) const
{
    const StepLoad decode = decode_load(batch, osl_cv);
    StepLoad one = decode;
    one.prefill_tokens = uncached_isl_;
    one.prefill_pairs = roofline_.prefill_pairs(uncached_isl_, cached_isl_);
    StepLoad two = one;
    two.prefill_tokens *= 2;
    two.prefill_pairs *= 2;
    const double d = roofline_.step(decode).total_s;
    const double t1 = roofline_.step(one).total_s;
    return {d, std::max(0.0, t1 - d), std::max(0.0, roofline_.step(two).total_s - t1)};
}

double TailModel::own_prompt_s(double batch, double x, double osl_cv) const
{
    const StepLoad decode = decode_load(batch, osl_cv);
    StepLoad own = decode;
    own.prefill_tokens = x * uncached_isl_;
    own.prefill_pairs = roofline_.prefill_pairs(x * uncached_isl_, x * cached_isl_);
    return std::max(0.0, roofline_.step(own).total_s - roofline_.step(decode).total_s);
}

double TailModel::Step::mean_s(double lambda) const
{
    // E[T] = d + m1 P(N >= 1) + m2 (E[N] - P(N >= 1)), E[N] = lambda E[T], N ~ Poisson.
    double t = decode_s / std::max(1e-9, 1.0 - lambda * prompt_s);
    for (int i = 0; i < 3; ++i) {
        const double p_any = 1.0 - std::exp(-lambda * t);
        t = (decode_s + (prompt_s - extra_prompt_s) * p_any) / std::max(1e-9, 1.0 - lambda * extra_prompt_s);
    }
    return t;
}

double TailModel::seat_cap(double osl_cv, double isl_cv) const
{
    if (osl_cv <= 0 && isl_cv <= 0)
        return batch_cap_;
    const double block = std::max(1, scenario_.deploy.cache_block_tokens);
    const double prompt = cached_isl_ + uncached_isl_;
    const double context = mean_decode_context(prompt, std::max(1, scenario_.workload.osl), osl_cv) + block / 2;
    const double usable = kv_tokens_ * (1.0 - 1.0 / double(kWatermarkDivisor)) - prompt * (1 + isl_cv * isl_cv) / 2;
    return std::max(1.0, std::min(double(scenario_.deploy.max_batch), usable / context));
}

bool TailModel::kv_binds(double osl_cv, double isl_cv) const
{
    return seat_cap(osl_cv, isl_cv) < scenario_.deploy.max_batch;
}

// KV occupancy. A replica's KV holds its n running sequences, each its prompt plus the answer
// tokens so far. A sequence running at a random moment has a length-biased answer L and is
// uniformly far through it, so its age a has E[a] = E[L^2] / 2E[L] and E[a^2] = E[L^3] / 3E[L];
// answers are lognormal with CV k (E[L^j] = osl^j (1 + k^2)^(j(j-1)/2)), prompts independent of
// them, each sequence rounded up to whole blocks (half a block on average).
//
// How many sequences the arrival's replica holds depends on the router:
// - round-robin deals arrivals out evenly but answers end at random: the count of an
//   infinite-server queue, Var n = B (1 + (ca^2 - 1) theta) with theta = E[min(S1, S2)] / E[S]
//   = 1 - Gini of the lognormal answer = 1 - erf(sigma / 2), and the replica's arrival CV^2
//   ca^2 = cv^2 / R (every R-th arrival of the fleet);
// - least-loaded, JSQ and power-of-two keep the counts level: the fleet's count swings, shared
//   by R replicas (Var n = B (1 + (cv^2 - 1) theta) / R), and the arrival goes to a replica
//   below the mean: the shortest of the fleet holds one sequence fewer than the mean (the
//   counts sit on two neighbouring values and the arrival takes the lower), the lesser of two
//   random replicas half of one.
// Given n, the KV is the sum of n contexts: mean n E[c], variance Var n E[c]^2 + n Var c, taken
// as gamma. The arrival waits when that leaves less than its prompt plus the 1% watermark the
// engine keeps free; then until enough of the n running sequences end to free what it lacks
// (their residual lives are distributed as their ages: the first of n ends after E[a] / n
// steps).
// Balancing routers steer arrivals away from a replica with a queue; round-robin does not.
TailModel::KvWait TailModel::kv_wait(const TailInputs& in, double batch, double residence_s) const
{
    const double osl = std::max(1, scenario_.workload.osl);
    const double k2 = 1 + in.osl_cv * in.osl_cv;
    const double block = std::max(1, scenario_.deploy.cache_block_tokens);
    const double prompt = cached_isl_ + uncached_isl_;
    // Raw moments of a running sequence's prompt p, length-biased answer L, age a = U L and
    // block rounding w (uniform over a block): context c = p + a + w, final context f = p + L + w.
    const double p1 = prompt;
    const double p2 = prompt * prompt * (1 + in.isl_cv * in.isl_cv);
    const double l1 = osl * k2;
    const double l2 = osl * osl * k2 * k2 * k2;
    const double w1 = block / 2;
    const double w2 = block * block / 3;
    const double mean_context = p1 + l1 / 2 + w1;
    const double context2 = p2 + l2 / 3 + w2 + 2 * (p1 * l1 / 2 + p1 * w1 + l1 / 2 * w1);
    const double var_context = context2 - mean_context * mean_context;

    const double cv2 = in.arrival_cv * in.arrival_cv;
    const double theta = 1.0 - std::erf(std::sqrt(std::log(k2)) / 2);
    const int replicas = std::max(1, in.replicas);
    double n = batch;
    double var_n = batch * (1 + (cv2 - 1) * theta) / replicas;
    double mean_kv = 0;
    double var_kv = 0;
    switch (in.router) {
    case RouterPolicy::RoundRobin:
        var_n = batch * (1 + (cv2 / replicas - 1) * theta);
        break;
    case RouterPolicy::LeastLoaded:
    case RouterPolicy::JoinShortestQueue:
        n = std::max(0.0, batch - 1);
        break;
    case RouterPolicy::PowerOfTwo:
        n = std::max(0.0, batch - 0.5);
        break;
    case RouterPolicy::KvAware: {
        // The router levels S = sum of final contexts f (KV held plus answers still owed), and
        // the arrival takes the replica with the least. Taking (KV, S) jointly normal over the
        // running set (compound sums: Var = n E[x^2], Cov = n E[c f]), KV given S lies beta =
        // E[cf] / E[f^2] of S's shortfall below its mean, with variance n (E[c^2] - E[cf]^2 /
        // E[f^2]): about a quarter of least-loaded's once answers dwarf prompts. The least S
        // sits one final context below the mean, as least-loaded's count sits one sequence below.
        const double mean_final = p1 + l1 + w1;
        const double final2 = p2 + l2 + w2 + 2 * (p1 * l1 + p1 * w1 + l1 * w1);
        const double cross = p2 + l2 / 2 + w2 + p1 * (1.5 * l1 + 2 * w1) + 1.5 * l1 * w1;
        const double beta = cross / final2;
        mean_kv = std::max(0.0, batch * mean_context - beta * mean_final);
        var_kv = var_n * mean_context * mean_context + batch * std::max(0.0, context2 - beta * cross);
        break;
    }
    }
    if (in.router != RouterPolicy::KvAware) {
        var_n = std::max(0.0, var_n);
        mean_kv = n * mean_context;
        var_kv = var_n * mean_context * mean_context + n * var_context;
    }
    // The arrival fits when the running KV plus its own prompt (lognormal, independent of
    // them) leaves the 1% watermark free.
    mean_kv += p1;
    var_kv += p2 - p1 * p1;
    const double room = kv_tokens_ * (1.0 - 1.0 / double(kWatermarkDivisor));
    KvWait wait;
    wait.probability = room <= 0 ? 1.0 : tail::gamma_survival(mean_kv, var_kv, room);
    // The first of the n running sequences ends after E[a] / n steps; what the arrival still
    // lacks then (the KV's excess over the room, about exponential with the gamma's scale
    // Var / mean) takes excess / (a finished context: prompt plus whole answer) more endings,
    // one every residence / n.
    const double per_ending_s = residence_s / std::max(1.0, n);
    const double excess = var_kv / std::max(1.0, mean_kv);
    wait.mean_wait_s = per_ending_s * (k2 / 2 + excess / (p1 + osl + w1));
    // Round-robin keeps dealing arrivals to a replica with no room: those arriving during the
    // wait queue behind the first (on average lambda x wait of them).
    if (in.router == RouterPolicy::RoundRobin)
        wait.probability = std::min(1.0, wait.probability * (1 + in.rate_rps / replicas * wait.mean_wait_s));
    return wait;
}

double TailModel::saturation_rps(int replicas, double osl_cv, double isl_cv) const
{
    // At saturation every step carries prompts, so each costs the full marginal m2.
    const double cap = seat_cap(osl_cv, isl_cv);
    const Step at_cap = step_at(cap, osl_cv);
    const double steps = std::max(1, scenario_.workload.osl) / roofline_.tokens_per_step();
    return std::max(1, replicas) * cap / (steps * at_cap.decode_s + cap * at_cap.extra_prompt_s);
}

TailEstimate TailModel::estimate(const TailInputs& in) const
{
    return prefill_ ? disaggregated(in) : estimate_replicas(in);
}

// Two pools in series: the prefill pool's time to its first token (its replicas run prompts
// only: every request there ends at the first token) plus the KV hand-off, then the decode
// replicas' inter-token gaps with no prompt in their steps. A decode replica's wait for a seat
// and its first step fall in the request's first inter-token gap, spread over the answer.
TailEstimate TailModel::disaggregated(const TailInputs& in) const
{
    TailEstimate decode = estimate_replicas(in);
    TailInputs prefill_in = in;
    prefill_in.osl_cv = 0;
    if (in.prefill_replicas > 0) {
        prefill_in.replicas = in.prefill_replicas;
    } else {
        PrefillPool pool;
        pool.prompts_per_s = in.token_budget == kEngineTokenBudget ? prefill_prompts_per_s_
                                                                   : prefill_pool(scenario_, in.token_budget).prompts_per_s;
        prefill_in.replicas = prefill_replicas(scenario_, pool, in.rate_rps);
    }
    const TailEstimate prefill = prefill_->estimate(prefill_in);
    decode.saturation_rps = std::min(decode.saturation_rps, prefill.saturation_rps);
    decode.utilization = std::max(decode.utilization, prefill.utilization);
    if (!decode.stable || !prefill.stable) {
        decode.stable = false;
        decode.queue_ms = decode.ttft_ms = decode.tpot_ms = decode.e2e_ms = unknown();
        return decode;
    }
    const double transfer_ms = transfer_s_ * 1e3;
    decode.queue_ms = prefill.queue_ms;
    decode.ttft_ms = prefill.ttft_ms;
    for (double* v : {&decode.ttft_ms.mean, &decode.ttft_ms.p50, &decode.ttft_ms.p90, &decode.ttft_ms.p95,
                      &decode.ttft_ms.p99, &decode.ttft_ms.at_slo})
        *v += transfer_ms;
    const double answer_ms = decode.tpot_ms.mean * std::max(0, scenario_.workload.osl - 1);
    decode.e2e_ms = decode.ttft_ms;
    for (double* v : {&decode.e2e_ms.mean, &decode.e2e_ms.p50, &decode.e2e_ms.p90, &decode.e2e_ms.p95,
                      &decode.e2e_ms.p99, &decode.e2e_ms.at_slo})
        *v += answer_ms;
    return decode;
}

TailEstimate TailModel::estimate_replicas(const TailInputs& in) const
{
    TailEstimate e;
    const int replicas = std::max(1, in.replicas);
    const double lambda = std::max(0.0, in.rate_rps) / replicas;
    const double osl = std::max(1, scenario_.workload.osl);
    // Steps an answer lives, and the tokens per step (1 without speculative decoding).
    const double per_step = roofline_.tokens_per_step();
    const double osl_steps = osl / per_step;
    const double cv2 = in.arrival_cv * in.arrival_cv;
    const double cap = seat_cap(in.osl_cv, in.isl_cv);

    e.saturation_rps = saturation_rps(replicas, in.osl_cv, in.isl_cv);
    e.utilization = in.rate_rps / e.saturation_rps;
    if (e.utilization >= 1.0) {
        e.stable = false;
        e.queue_ms = e.ttft_ms = e.tpot_ms = e.e2e_ms = unknown();
        return e;
    }
    // B = lambda OSL E[T](B) has one root in [0, cap) below saturation: Newton's method on
    // g(B) = lambda OSL E[T](B) - B, kept inside a bracket [lo, hi] where g changes sign.
    auto g = [&](double b) {
        const Step at = step_at(b, in.osl_cv);
        return lambda * at.extra_prompt_s < 1.0 ? lambda * osl_steps * at.mean_s(lambda) - b : cap;
    };
    double lo = 0, hi = cap;
    double root = std::min(cap, std::max(0.0, g(0)));
    for (int i = 0; i < 40; ++i) {
        const double value = g(root);
        if (std::abs(value) <= 1e-9 * std::max(1.0, root))
            break;
        (value > 0 ? lo : hi) = root;
        const double h = 1e-4 * std::max(1.0, root);
        const double slope = (g(root + h) - value) / h;
        double next = slope < 0 ? root - value / slope : 0.5 * (lo + hi);
        if (!(next > lo && next < hi))
            next = 0.5 * (lo + hi);
        if (hi - lo <= 1e-12 * std::max(1.0, hi))
            break;
        root = next;
    }
    const double batch = root;
    const Step st = step_at(batch, in.osl_cv);
    const double m = st.extra_prompt_s;     // what each prompt beyond the first adds
    const double lambda_m = lambda * m;
    const double step_s = st.mean_s(lambda);
    e.batch = batch;
    e.step_ms = step_s * 1e3;
    const double m_sq = m * m * (1.0 + in.isl_cv * in.isl_cv);

    // Step moments; T approximated as gamma for its third moment.
    const double var_t = m_sq * cv2 * lambda * step_s / (1.0 - lambda_m * lambda_m);
    const double et2 = step_s * step_s + var_t;
    const double et3 = step_s * step_s * step_s + 3 * step_s * var_t + 2 * var_t * var_t / step_s;
    const double busy = 1.0 - std::exp(-lambda * (osl_steps * step_s + st.prompt_s));
    const double biased_step = et2 / step_s;
    const double var_biased = std::max(0.0, et3 / step_s - biased_step * biased_step);

    // X = U T_b + m N: the residual of the length-biased step T_b the arrival lands in, plus
    // the prompts that share its own step; N grows with T_b, hence the covariance terms.
    const double residual = busy * et2 / (2 * step_s);
    const double var_residual = std::max(0.0, busy * et3 / (3 * step_s) - residual * residual);
    const double others = busy * 2 * renewal_count(lambda, in.arrival_cv, biased_step / 2);
    const double var_others = m_sq * others * std::max(1.0, cv2) + busy * m * m * lambda * lambda * var_biased;
    const double covariance = busy * m * lambda * var_biased;
    const double budget = std::max(1.0, in.token_budget - batch);
    const double chunks = std::ceil(uncached_isl_ / budget);

    // The batch fluctuates around B. Linearizing the birth-death chain (births lambda, deaths
    // B / (OSL E[T](B))) gives Var B = B / (1 - elasticity of E[T] in B): M/G/inf's B when steps
    // do not grow with the batch, without bound as they grow in proportion (saturation).
    auto mean_step = [&](double b) { return step_at(b, in.osl_cv).mean_s(lambda); };
    const double delta = std::max(0.5, 0.05 * batch);
    const double elasticity =
        batch > 0 ? batch * (mean_step(batch + delta) - mean_step(std::max(0.0, batch - delta))) /
                        ((batch + delta - std::max(0.0, batch - delta)) * step_s)
                  : 0.0;
    const double var_batch = batch * (1 + cv2) / 2 / std::max(0.02, 1.0 - elasticity);

    // Waiting for a seat. No router sees a replica's KV as the engine does, so a request waits
    // when the replica it lands on has no room: its KV full (kv_wait) or, where max_batch caps
    // the seats first, its batch at max_batch (the normal tail of the batch beyond the cap, at
    // least M/G/c's chance of waiting, Sakasegawa's rho^(sqrt(2(c+1)) - 1)). Once waiting, a
    // request waits for a seat to free: M/G/c's conditional wait, residence / (c (1 - rho))
    // scaled by the variability of arrivals and answers.
    const double rho = std::min(0.999999, std::min(batch, cap) / cap);
    const double residence = osl_steps * step_s;
    double p_wait = 0;
    double wait_if_any = (cv2 + in.osl_cv * in.osl_cv) / 2 * residence / (cap * (1 - rho));
    if (kv_binds(in.osl_cv, in.isl_cv)) {
        const KvWait kv = kv_wait(in, batch, residence);
        p_wait = kv.probability;
        wait_if_any = kv.mean_wait_s;
    } else {
        const double z_cap = (cap - batch) / std::sqrt(std::max(1e-9, var_batch));
        p_wait = std::min(1.0, std::max(std::pow(rho, std::sqrt(2 * (cap + 1)) - 1),
                                        0.5 * std::erfc(z_cap / std::sqrt(2.0))));
    }

    // TTFT = d + (chunks - 1) E[T] + P + X + W: the arrival's own prompt P, its prefill time
    // lognormal like its length (what sets an idle replica's p99: the prefill of a p99 prompt),
    // X the step it waits out and the prompts sharing its own, W the wait for a seat.
    const double base = st.decode_s + (chunks - 1) * step_s;
    const double mean_x = residual + m * others;
    const double var_x = var_residual + var_others + 2 * covariance;
    // A router that sees prompt work (least-loaded, kv-aware: the prompt being computed counts
    // in its load; power-of-two between two) sends an arrival to a replica that is computing a
    // prompt only when every replica it compares is: with u the share of time one replica
    // spends on prompts, u^R (u^2 for power-of-two). Otherwise the arrival waits out a decode
    // step (uniform over d) and shares its step with no other prompt.
    const double prompt_share = std::min(1.0, lambda * st.prompt_s);
    const double compared = in.router == RouterPolicy::LeastLoaded || in.router == RouterPolicy::KvAware ? replicas
                            : in.router == RouterPolicy::PowerOfTwo                                        ? 2
                                                                                                           : 1;
    const double blind = compared > 1 ? std::pow(prompt_share, compared) : 1.0;
    // The rest of a decode step: 0 when the replica is idle, else uniform over (0, d).
    const tail::Cumulants decode_rest =
        tail::mixture(tail::Cumulants{st.decode_s / 2, st.decode_s * st.decode_s / 12, 0}, busy, tail::Cumulants{});
    const tail::Cumulants queue = tail::mixture(tail::gamma_cumulants(residual, var_residual), blind, decode_rest);
    const tail::Cumulants wait_x = tail::mixture(tail::gamma_cumulants(mean_x, var_x), blind, decode_rest);
    // The own prompt's time as b x + c x^2 in its length x (relative to the mean), through the
    // mean prompt and twice it: causal attention makes a p99 prompt of 4x the mean cost more
    // than 4x (c = 0 where the step's weight reads hide the prompt's compute).
    const double twice = own_prompt_s(batch, 2, in.osl_cv);
    const double quadratic = std::max(0.0, (twice - 2 * st.prompt_s) / 2);
    const tail::Cumulants own_prompt =
        tail::quadratic_lognormal_cumulants(st.prompt_s - quadratic, quadratic, in.isl_cv);
    const double first_token_s = scenario_.deploy.first_token_ms * 1e-3;   // the same for every request
    const tail::Cumulants ttft = tail::Cumulants{base + first_token_s, 0, 0} + own_prompt + wait_x;
    const double p = scenario_.slo.percentile;
    e.queue_ms = scaled(mixture_quantiles(queue, p_wait, wait_if_any, p), 1e3);
    e.ttft_ms = scaled(mixture_quantiles(ttft, p_wait, wait_if_any, p), 1e3);

    // TPOT: the request's own steps; the batch over its lifetime varies with 2/3 of Var B.
    // E[T] is convex in the batch and in the prompt rate a request's life sees (variance
    // cv^2 lambda / life), so the mean over their spread exceeds E[T] at the means: sigma points
    // (the unscented transform) in both carry that.
    const double own = std::min(cap, batch + 1);
    const double sigma_batch = std::sqrt((2.0 / 3.0) * var_batch);
    const double life_steps = (osl - 1) / per_step;
    const double sigma_rate = std::sqrt(cv2 * lambda / std::max(1e-9, life_steps * step_s));
    double tpot = 0;
    for (double b : {std::min(cap, own + sigma_batch), std::max(0.0, own - sigma_batch)}) {
        const Step at = step_at(b, in.osl_cv);
        const double rate_cap = at.extra_prompt_s > 0 ? 0.95 / at.extra_prompt_s : lambda + sigma_rate;
        tpot += 0.25 * (at.mean_s(std::min(rate_cap, lambda + sigma_rate)) + at.mean_s(std::max(0.0, lambda - sigma_rate)));
    }
    const double slope = (mean_step(std::min(cap, own + 1)) - mean_step(std::max(0.0, own - 1))) / 2;
    // The prompts that arrive during a request's life (Poisson-like count, variance cv^2 x
    // lambda x life) each add m to one of its OSL - 1 steps; more prompts stretch the life and
    // draw more prompts, which amplifies the scatter by 1 / (1 - lambda m).
    const double steps = std::max(1.0, life_steps);
    const double var_prompts = m_sq * cv2 * lambda * step_s / steps / ((1.0 - lambda_m) * (1.0 - lambda_m));
    // Per output token: a step yields per_step tokens per sequence.
    tpot /= per_step;
    const double var_tpot = (slope * slope * (2.0 / 3.0) * var_batch + var_prompts) / (per_step * per_step);
    e.tpot_ms = scaled(quantiles(0, tpot, var_tpot, p), 1e3);

    const double decode_s = (osl - 1) * tpot;
    const double var_e2e = ttft.variance + (osl - 1) * (osl - 1) * var_tpot + decode_s * decode_s * in.osl_cv * in.osl_cv;
    e.e2e_ms = scaled(mixture_quantiles(tail::Cumulants{base + st.prompt_s + first_token_s, 0, 0} + tail::gamma_cumulants(mean_x + decode_s, var_e2e),
                                         p_wait, wait_if_any, p),
                      1e3);
    return e;
}

} // namespace capstan::sim
