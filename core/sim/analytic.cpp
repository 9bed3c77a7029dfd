#include "analytic.h"

#include "random.h"

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
// Batch. Each decoding sequence emits one token per step, so by Little's law the mean batch
// solves B = lambda x OSL x E[T](B). The replica saturates when B reaches the seat cap
// min(seats, max_batch): lambda_max = cap / (OSL d(cap) + cap m2(cap)).
//
// TTFT. An arrival waits out the residual of the step in flight (mean E[T^2] / 2E[T]), then
// its own step d + m1 + m2 others, others = the prompts that arrived during the same step: for
// a gamma renewal process with the arrival CV, twice its renewal function at half the
// length-biased step (Poisson: lambda E[T^2]/E[T]). The step variance follows from N's
// variance cv^2 lambda T: Var T = E[m^2] cv^2 lambda E[T] / (1 - (lambda m)^2). Waiting for a
// seat is M/G/c over the fleet's seats with offered load B x replicas (Allen-Cunneen for the
// variability, Sakasegawa's rho^(sqrt(2(c+1)) - 1) for the chance of waiting).
// TTFT = (d + m) + X, X >= 0 read off a gamma distribution with X's mean and variance.
//
// TPOT. The mean of a request's own steps: d(B + 1) / (1 - lambda m) (itself plus the B others
// PASTA shows it). Its spread: the batch averaged over a lifetime (2/3 of Var B, Var B from
// the linearized birth-death chain, scaled by (1 + cv^2)/2) through the slope of E[T], plus
// the prompts that land in its life, amplified by 1 / (1 - lambda m).

namespace capstan::sim {

namespace {

// Quantile of a non-negative quantity with the given mean and variance, from the gamma
// distribution with those moments (Wilson-Hilferty cube-root normal approximation).
double gamma_quantile(double mean, double variance, double p)
{
    if (mean <= 0)
        return 0;
    if (variance <= 1e-12 * mean * mean)
        return mean;
    const double k = mean * mean / variance;
    const double c = 1.0 - 1.0 / (9.0 * k) + normal_quantile(p) / (3.0 * std::sqrt(k));
    return mean * std::max(0.0, c * c * c);
}

TailQuantiles quantiles(double base, double mean, double variance, double slo_percentile)
{
    TailQuantiles q;
    q.mean = base + mean;
    q.p50 = base + gamma_quantile(mean, variance, 0.50);
    q.p90 = base + gamma_quantile(mean, variance, 0.90);
    q.p95 = base + gamma_quantile(mean, variance, 0.95);
    q.p99 = base + gamma_quantile(mean, variance, 0.99);
    q.at_slo = base + gamma_quantile(mean, variance, slo_percentile / 100.0);
    return q;
}

// Survival P(Y > t) of a non-negative Y with the given mean and variance, Y gamma (Wilson-
// Hilferty, as gamma_quantile).
double gamma_survival(double mean, double variance, double t)
{
    if (mean <= 0)
        return t < 0 ? 1.0 : 0.0;
    if (variance <= 1e-12 * mean * mean)
        return t < mean ? 1.0 : 0.0;
    if (t <= 0)
        return 1.0;
    const double k = mean * mean / variance;
    const double z = (std::cbrt(t / mean) - (1.0 - 1.0 / (9.0 * k))) * 3.0 * std::sqrt(k);
    return 0.5 * std::erfc(z / std::sqrt(2.0));
}

// Quantile of base + X + W: X gamma (mean, variance); W = 0 with probability 1 - p_wait, else
// exponential with mean `wait` (X + W then taken as gamma with the summed moments).
double mixture_quantile(double mean, double variance, double p_wait, double wait, double q)
{
    if (p_wait <= 1e-12 || wait <= 0)
        return gamma_quantile(mean, variance, q);
    auto survival = [&](double t) {
        return (1 - p_wait) * gamma_survival(mean, variance, t) +
               p_wait * gamma_survival(mean + wait, variance + wait * wait, t);
    };
    double lo = 0;
    double hi = mean + wait + 60 * std::sqrt(variance + wait * wait) + 1e-9;
    for (int i = 0; i < 80 && hi - lo > 1e-9 * hi; ++i) {
        const double mid = 0.5 * (lo + hi);
        (survival(mid) > 1 - q ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

TailQuantiles mixture_quantiles(double base, double mean, double variance, double p_wait, double wait,
                                double slo_percentile)
{
    TailQuantiles q;
    q.mean = base + mean + p_wait * wait;
    q.p50 = base + mixture_quantile(mean, variance, p_wait, wait, 0.50);
    q.p90 = base + mixture_quantile(mean, variance, p_wait, wait, 0.90);
    q.p95 = base + mixture_quantile(mean, variance, p_wait, wait, 0.95);
    q.p99 = base + mixture_quantile(mean, variance, p_wait, wait, 0.99);
    q.at_slo = base + mixture_quantile(mean, variance, p_wait, wait, slo_percentile / 100.0);
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
    const MemoryPlan plan = plan_memory(scenario);
    batch_cap_ = std::max(1, std::min(plan.sustained_seats, scenario.deploy.max_batch));
    kv_tokens_ = plan.kv_capacity_tokens;
    uncached_isl_ = roofline_.uncached_prompt_tokens();
    cached_isl_ = roofline_.cached_prompt_tokens();
}

TailModel::Step TailModel::step_at(double batch) const
{
    StepLoad decode;
    decode.decode_seqs = batch;
    decode.decode_context = cached_isl_ + uncached_isl_ + std::max(1, scenario_.workload.osl) / 2.0;
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

double TailModel::seat_cap(double osl_cv) const
{
    if (osl_cv <= 0)
        return batch_cap_;
    const double block = std::max(1, scenario_.deploy.cache_block_tokens);
    const double context = cached_isl_ + uncached_isl_ + std::max(1, scenario_.workload.osl) * (1 + osl_cv * osl_cv) / 2;
    const double seats = std::floor(kv_tokens_ / (std::ceil(context / block) * block));
    return std::max(1.0, std::min(double(scenario_.deploy.max_batch), seats));
}

double TailModel::saturation_rps(int replicas, double osl_cv) const
{
    // At saturation every step carries prompts, so each costs the full marginal m2.
    const double cap = seat_cap(osl_cv);
    const Step at_cap = step_at(cap);
    const double osl = std::max(1, scenario_.workload.osl);
    return std::max(1, replicas) * cap / (osl * at_cap.decode_s + cap * at_cap.extra_prompt_s);
}

TailEstimate TailModel::estimate(const TailInputs& in) const
{
    TailEstimate e;
    const int replicas = std::max(1, in.replicas);
    const double lambda = std::max(0.0, in.rate_rps) / replicas;
    const double osl = std::max(1, scenario_.workload.osl);
    const double cv2 = in.arrival_cv * in.arrival_cv;
    const double cap = seat_cap(in.osl_cv);

    e.saturation_rps = saturation_rps(replicas, in.osl_cv);
    e.utilization = in.rate_rps / e.saturation_rps;
    if (e.utilization >= 1.0) {
        e.stable = false;
        e.queue_ms = e.ttft_ms = e.tpot_ms = e.e2e_ms = unknown();
        return e;
    }
    // B = lambda OSL E[T](B) has one root in [0, cap) below saturation: Newton's method on
    // g(B) = lambda OSL E[T](B) - B, kept inside a bracket [lo, hi] where g changes sign.
    auto g = [&](double b) {
        const Step at = step_at(b);
        return lambda * at.extra_prompt_s < 1.0 ? lambda * osl * at.mean_s(lambda) - b : cap;
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
    const Step st = step_at(batch);
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
    const double busy = 1.0 - std::exp(-lambda * (osl * step_s + st.prompt_s));
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
    auto mean_step = [&](double b) { return step_at(b).mean_s(lambda); };
    const double delta = std::max(0.5, 0.05 * batch);
    const double elasticity =
        batch > 0 ? batch * (mean_step(batch + delta) - mean_step(std::max(0.0, batch - delta))) /
                        ((batch + delta - std::max(0.0, batch - delta)) * step_s)
                  : 0.0;
    const double var_batch = batch * (1 + cv2) / 2 / std::max(0.02, 1.0 - elasticity);

    // Waiting for a seat. The router spreads requests but does not see KV (unless kv-aware), so
    // each replica is its own M/G/c over its `cap` seats: the chance of waiting is the larger
    // of Sakasegawa's and the normal tail of the replica's batch beyond its cap. A kv-aware
    // router pools the fleet's seats. Once waiting, a request waits for a seat to free: M/G/c's
    // conditional wait, residence / (c (1 - rho)) scaled by the variability of arrivals and
    // answers.
    const bool pooled = in.router == RouterPolicy::KvAware;
    const double seats = pooled ? cap * replicas : cap;
    const double rho = std::min(0.999999, std::min(batch, cap) / cap);
    const double z_cap = (cap - batch) / std::sqrt(std::max(1e-9, pooled ? var_batch / replicas : var_batch));
    const double p_wait = std::min(1.0, std::max(std::pow(rho, std::sqrt(2 * (seats + 1)) - 1),
                                                 0.5 * std::erfc(z_cap / std::sqrt(2.0))));
    const double residence = osl * step_s;
    const double wait_if_any = (cv2 + in.osl_cv * in.osl_cv) / 2 * residence / (seats * (1 - rho));

    const double base = st.decode_s + st.prompt_s + (chunks - 1) * step_s;
    const double mean_x = residual + m * others;
    const double var_x = var_residual + var_others + 2 * covariance + m * m * in.isl_cv * in.isl_cv;
    const double p = scenario_.slo.percentile;
    // TTFT = base + X + W: W = 0 with probability 1 - p_wait, else exponential-like with mean
    // wait_if_any. Quantiles of that mixture, not of one gamma fitted to it: a 1% chance of a
    // long wait is exactly what a p99 sees.
    e.queue_ms = scaled(mixture_quantiles(0, residual, var_residual, p_wait, wait_if_any, p), 1e3);
    e.ttft_ms = scaled(mixture_quantiles(base, mean_x, var_x, p_wait, wait_if_any, p), 1e3);

    // TPOT: the request's own steps; the batch over its lifetime varies with 2/3 of Var B.
    // E[T] is convex in the batch and in the prompt rate a request's life sees (variance
    // cv^2 lambda / life), so the mean over their spread exceeds E[T] at the means: sigma points
    // (the unscented transform) in both carry that.
    const double own = std::min(cap, batch + 1);
    const double sigma_batch = std::sqrt((2.0 / 3.0) * var_batch);
    const double sigma_rate = std::sqrt(cv2 * lambda / std::max(1e-9, (osl - 1) * step_s));
    double tpot = 0;
    for (double b : {std::min(cap, own + sigma_batch), std::max(0.0, own - sigma_batch)}) {
        const Step at = step_at(b);
        const double rate_cap = at.extra_prompt_s > 0 ? 0.95 / at.extra_prompt_s : lambda + sigma_rate;
        tpot += 0.25 * (at.mean_s(std::min(rate_cap, lambda + sigma_rate)) + at.mean_s(std::max(0.0, lambda - sigma_rate)));
    }
    const double slope = (mean_step(std::min(cap, own + 1)) - mean_step(std::max(0.0, own - 1))) / 2;
    // The prompts that arrive during a request's life (Poisson-like count, variance cv^2 x
    // lambda x life) each add m to one of its OSL - 1 steps; more prompts stretch the life and
    // draw more prompts, which amplifies the scatter by 1 / (1 - lambda m).
    const double steps = std::max(1.0, osl - 1);
    const double var_prompts = m_sq * cv2 * lambda * step_s / steps / ((1.0 - lambda_m) * (1.0 - lambda_m));
    const double var_tpot = slope * slope * (2.0 / 3.0) * var_batch + var_prompts;
    e.tpot_ms = scaled(quantiles(0, tpot, var_tpot, p), 1e3);

    const double decode_s = (osl - 1) * tpot;
    const double var_e2e = var_x + (osl - 1) * (osl - 1) * var_tpot + decode_s * decode_s * in.osl_cv * in.osl_cv;
    e.e2e_ms = scaled(mixture_quantiles(base, mean_x + decode_s, var_e2e, p_wait, wait_if_any, p), 1e3);
    return e;
}

} // namespace capstan::sim
