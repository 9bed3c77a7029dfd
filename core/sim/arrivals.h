#pragma once

#include "random.h"
#include "trace.h"

#include <array>
#include <cstdint>
#include <limits>
#include <queue>
#include <string_view>
#include <vector>

namespace capstan::sim {

enum class ArrivalKind { Poisson, Gamma, Profile, Closed, Trace };
std::string_view to_string(ArrivalKind kind);

// A chat-like day: quiet at night, a plateau through the working day; mean 1.
std::array<double, 24> default_day_profile();

struct ArrivalSpec final {
    ArrivalKind kind = ArrivalKind::Poisson;
    double rate_rps = 1;          // open loop: mean request rate (profile: the day's average)
    double cv = 1;                // Gamma and Profile: inter-arrival coefficient of variation
    std::array<double, 24> hourly = default_day_profile();  // Profile: rate multipliers by hour
    double hour_s = 3600;         // Profile: simulated seconds per profile hour
    int start_hour = 0;           // Profile: the hour at t = 0
    int users = 0;                // Closed: concurrent users
    double think_s = 0;           // Closed: mean think time (exponential), 0 = none
    // Closed: users send their first request at uniform times over [0, ramp_s], so a loop of
    // equal-length requests does not run in lockstep; < 0 = one lone request's end-to-end time.
    double ramp_s = -1;
};

// When the next request arrives, and for a trace also its lengths. Open loop draws the next
// time on demand; closed loop keeps one pending time per idle user in a min-heap.
class ArrivalSource final {
public:
    static constexpr double kNever = std::numeric_limits<double>::infinity();

    struct Arrival final {
        double time_s = 0;
        int user = -1;
        const TraceRow* row = nullptr;   // Trace only
    };

    // `trace` must outlive the source (Trace only). `limit` caps the requests issued.
    ArrivalSource(const ArrivalSpec& spec, std::uint64_t seed, std::int64_t limit,
                  const std::vector<TraceRow>* trace = nullptr);

    [[nodiscard]] double peek() const { return next_s_; }
    [[nodiscard]] std::int64_t issued() const { return issued_; }
    Arrival pop();

    // Issue nothing more: the limit becomes what was issued.
    void stop()
    {
        limit_ = issued_;
        next_s_ = kNever;
    }

    // Closed loop: a user's request finished at `time_s`; the user thinks, then sends again.
    void finished(int user, double time_s);

private:
    void draw_next();
    double open_gap_s(double from_s);

    ArrivalSpec spec_;
    Rng rng_;
    std::int64_t limit_ = 0;
    std::int64_t issued_ = 0;
    double next_s_ = kNever;
    double open_clock_s_ = 0;
    const std::vector<TraceRow>* trace_ = nullptr;

    struct Pending final {
        double time_s;
        int user;
        bool operator>(const Pending& other) const
        {
            return time_s != other.time_s ? time_s > other.time_s : user > other.user;
        }
    };
    std::priority_queue<Pending, std::vector<Pending>, std::greater<>> pending_;
};

} // namespace capstan::sim
