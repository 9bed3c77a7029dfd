#include "arrivals.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace capstan::sim {

std::string_view to_string(ArrivalKind kind)
{
    switch (kind) {
    case ArrivalKind::Poisson: return "poisson";
    case ArrivalKind::Gamma: return "gamma";
    case ArrivalKind::Profile: return "profile";
    case ArrivalKind::Closed: return "closed";
    case ArrivalKind::Trace: return "trace";
    }
    return "poisson";
}

std::array<double, 24> default_day_profile()
{
    // Shape of a consumer chat service's day (peak ~1.6x the mean in the afternoon, trough ~0.3x
    // before dawn); normalized to mean 1 so rate_rps stays the day's average.
    std::array<double, 24> day{0.45, 0.35, 0.30, 0.28, 0.30, 0.40, 0.60, 0.85, 1.10, 1.30, 1.45, 1.55,
                               1.60, 1.60, 1.65, 1.60, 1.50, 1.40, 1.30, 1.25, 1.15, 0.95, 0.75, 0.55};
    const double mean = std::accumulate(day.begin(), day.end(), 0.0) / 24.0;
    for (double& m : day)
        m /= mean;
    return day;
}

ArrivalSource::ArrivalSource(const ArrivalSpec& spec, std::uint64_t seed, std::int64_t limit,
                             const std::vector<TraceRow>* trace)
    : spec_(spec), rng_(seed, 1), limit_(limit), trace_(trace)
{
    if (spec_.kind == ArrivalKind::Trace && trace_)
        limit_ = std::min<std::int64_t>(limit_, std::int64_t(trace_->size()));
    if (spec_.kind == ArrivalKind::Closed) {
        const int first_wave = int(std::min<std::int64_t>(spec_.users, limit_));
        for (int user = 0; user < first_wave; ++user)
            pending_.push({std::max(0.0, spec_.ramp_s) * rng_.uniform() +
                               (spec_.think_s > 0 ? rng_.exponential(spec_.think_s) : 0.0),
                           user});
    }
    draw_next();
}

double ArrivalSource::open_gap_s(double from_s)
{
    const double cv = spec_.kind == ArrivalKind::Poisson ? 1.0 : spec_.cv;
    // A renewal process in operational time: gaps of mean 1 expected arrival.
    double need = rng_.gamma_mean_cv(1.0, cv) / spec_.rate_rps;
    if (spec_.kind != ArrivalKind::Profile)
        return from_s + need;
    // Profile: walk the hours, spending need against the integral of the rate multiplier.
    double t = from_s;
    for (int guard = 0; guard < 24 * 1000; ++guard) {
        const double hours = t / spec_.hour_s;
        const double hour_end_s = (std::floor(hours) + 1.0) * spec_.hour_s;
        const auto hour = std::size_t((std::int64_t(std::floor(hours)) + spec_.start_hour) % 24);
        const double m = spec_.hourly[hour];
        if (m > 0 && m * (hour_end_s - t) >= need)
            return t + need / m;
        need -= m * (hour_end_s - t);
        t = hour_end_s;
    }
    return t;
}

void ArrivalSource::draw_next()
{
    if (issued_ >= limit_) {
        next_s_ = kNever;
        return;
    }
    switch (spec_.kind) {
    case ArrivalKind::Trace:
        next_s_ = (*trace_)[std::size_t(issued_)].arrival_s;
        break;
    case ArrivalKind::Closed:
        next_s_ = pending_.empty() ? kNever : pending_.top().time_s;
        break;
    default:
        next_s_ = open_gap_s(open_clock_s_);
        break;
    }
}

ArrivalSource::Arrival ArrivalSource::pop()
{
    Arrival a;
    a.time_s = next_s_;
    if (spec_.kind == ArrivalKind::Trace) {
        a.row = &(*trace_)[std::size_t(issued_)];
    } else if (spec_.kind == ArrivalKind::Closed) {
        a.user = pending_.top().user;
        pending_.pop();
    } else {
        open_clock_s_ = next_s_;
    }
    ++issued_;
    draw_next();
    return a;
}

void ArrivalSource::finished(int user, double time_s)
{
    if (spec_.kind != ArrivalKind::Closed || user < 0)
        return;
    // Users whose next request would exceed the limit stop sending.
    if (issued_ + std::int64_t(pending_.size()) >= limit_)
        return;
    pending_.push({time_s + (spec_.think_s > 0 ? rng_.exponential(spec_.think_s) : 0.0), user});
    draw_next();
}

} // namespace capstan::sim
