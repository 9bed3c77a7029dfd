#pragma once

#include "engine.h"
#include "router.h"
#include "simulator.h"
#include "stability.h"

#include "core/roofline.h"

#include <memory>
#include <queue>
#include <string>
#include <vector>

namespace capstan::sim::detail {

// The closed loop's start-up ramp when not given: one lone request's end-to-end time.
ArrivalSpec with_closed_loop_ramp(const ArrivalSpec& spec, const Scenario& s, const SimConfig& c);

// One run of the discrete-event simulation: arrivals are routed to the replicas' engines, the
// engines' step ends are events in a min-heap (one pending per replica), and finished requests
// feed the streaming statistics. simulate() in simulator.cpp is the entry point.
class Simulation final : public EngineObserver {
public:
    Simulation(const Scenario& s, const SimConfig& c, const RequestSink& sink);

    SimResult run();
    // Whether run() stopped because config.cancelled was set (its result is then meaningless).
    [[nodiscard]] bool stopped() const { return stopped_; }

    void completed(Slot slot, double now_s) override;
    void emitted(std::int64_t tokens, double now_s) override
    {
        if (measuring_)
            window_tokens_ += tokens;
        (void)now_s;
    }

    // The prefill pool's engines report here: a prompt is done and its first token sampled.
    void prefilled(Slot slot, double now_s);

private:
    // What a prefill engine tells the simulation, apart from the decode engines' reports.
    class PrefillObserver final : public EngineObserver {
    public:
        explicit PrefillObserver(Simulation& simulation) : simulation_(simulation) {}
        void completed(Slot slot, double now_s) override { simulation_.prefilled(slot, now_s); }
        void emitted(std::int64_t tokens, double now_s) override { simulation_.emitted(tokens, now_s); }

    private:
        Simulation& simulation_;
    };
    // A request's KV on its way from the prefill pool to the decode pool.
    struct Transfer final {
        double time_s;
        Slot slot;
        bool operator>(const Transfer& other) const
        {
            return time_s != other.time_s ? time_s > other.time_s : slot > other.slot;
        }
    };

    struct Pending final {
        double time_s;
        std::size_t replica;
        bool operator>(const Pending& other) const
        {
            return time_s != other.time_s ? time_s > other.time_s : replica > other.replica;
        }
    };

    void arrive();
    void hand_off();
    [[nodiscard]] Engine& engine(std::size_t index)
    {
        return index < engines_.size() ? *engines_[index] : *prefill_engines_[index - engines_.size()];
    }
    void reschedule(std::size_t replica);
    void integrate_to(double now_s);
    void close_window(double now_s);
    [[nodiscard]] bool trend_says_unstable();
    [[nodiscard]] bool verdict_clear() const;
    void check_early_verdict(std::int64_t id, double now_s);
    [[nodiscard]] SimResult summarize() const;

    const Scenario& scenario_;
    const SimConfig& config_;
    const RequestSink& sink_;
    Roofline roofline_;
    RequestPool pool_;
    std::vector<std::unique_ptr<Engine>> engines_;   // the decode replicas when disaggregated
    // Disaggregated: the prefill pool; event indices past engines_ are its engines.
    Scenario prefill_scenario_;
    Roofline prefill_roofline_;
    PrefillObserver prefill_observer_{*this};
    std::vector<std::unique_ptr<Engine>> prefill_engines_;
    std::priority_queue<Transfer, std::vector<Transfer>, std::greater<>> transfers_;
    ArrivalSource source_;
    Router router_;
    Router prefill_router_;
    Rng length_rng_;
    std::priority_queue<Pending, std::vector<Pending>, std::greater<>> events_;
    std::vector<double> scheduled_;
    int block_ = 16;
    std::int64_t max_context_ = 0;
    std::int64_t limit_ = 0;
    std::int64_t warmup_ = 0;
    std::int64_t measured_planned_ = 1;   // limit_ - warmup_ as configured: the batches' span
    std::int64_t chunk_ = 0;              // measured arrivals between early-verdict checks
    bool stopped_early_ = false;
    bool trend_unstable_ = false;

    MetricStats queue_, ttft_, tpot_, e2e_;
    ExceedanceCounter ttft_over_, tpot_over_;
    std::int64_t met_slo_ = 0;
    std::int64_t in_system_ = 0;
    std::int64_t peak_in_system_ = 0;

    bool measuring_ = false;
    bool window_closed_ = false;
    double window_start_s_ = 0;
    double window_end_s_ = 0;
    double clock_s_ = 0;
    double last_event_s_ = 0;
    double area_ = 0;                  // integral of in_system over the window, request-seconds
    std::int64_t window_tokens_ = 0;
    std::int64_t window_completions_ = 0;
    std::int64_t checkpoint_stride_ = 1;
    std::vector<Checkpoint> checkpoints_;
    std::string unstable_reason_;
    bool stopped_ = false;

    [[nodiscard]] bool config_cancelled()
    {
        stopped_ = config_.cancelled != nullptr && config_.cancelled->load(std::memory_order_relaxed);
        return stopped_;
    }
};

} // namespace capstan::sim::detail
