#pragma once

#include "analysis/evaluator.h"

#include "core/search/search.h"

#include <QObject>
#include <QString>

#include <memory>
#include <string>
#include <vector>

namespace capstan::ui {

class BackgroundJob;

// One search of the layouts (SPEC 2.6b) for one scenario and GPU set: first the screened
// candidates, ranked (confirmed false), then the same run with the front-runners confirmed by
// simulation (confirmed true).
struct LayoutsRun final {
    quint64 generation = 0;        // the analysis's: a new scenario, GPU set or ranking basis
    Scenario scenario;
    search::ConfigSpace space;
    search::SearchResult search;
    bool confirmed = false;

    [[nodiscard]] const search::Candidate* best() const
    {
        return search.candidates.empty() ? nullptr : &search.candidates.front();
    }
};
using LayoutsRunPtr = std::shared_ptr<const LayoutsRun>;

// The Layouts view's computation. On every scenario change it screens the search space off the
// GUI thread (a drag is coalesced into one screening of where it rests), publishes the ranked
// candidates at once, then confirms the cheapest `kConfirmed` by simulated percentiles in the
// background and publishes again. A newer scenario, GPU set or basis cancels both runs, and a
// stale result that still arrives is dropped (each carries its generation). While the view is
// hidden (setActive(false)) nothing runs; the last change is searched when it is shown.
class LayoutsAnalysis final : public QObject {
    Q_OBJECT
public:
    static constexpr int kConfirmed = 5;
    static constexpr int kCoalesceMs = 120;

    explicit LayoutsAnalysis(QObject* parent = nullptr);

    void showEvaluation(const EvaluationPtr& evaluation);
    // The cards searched beside the scenario's. Until set, companionGpus() of the scenario's card
    // (and they follow it when the scenario changes card).
    void setExtraGpus(const std::vector<std::string>& ids);
    [[nodiscard]] std::vector<std::string> extraGpus() const;
    // The scenario's own card (always searched); empty before the first evaluation.
    [[nodiscard]] std::string scenarioGpu() const;
    void setRankBasis(search::RankBasis basis);
    [[nodiscard]] search::RankBasis rankBasis() const { return rank_; }
    void setActive(bool active);
    [[nodiscard]] bool isActive() const { return active_; }

    // The latest published run of the current generation: screened, then confirmed; null before.
    [[nodiscard]] LayoutsRunPtr current() const { return current_; }
    [[nodiscard]] quint64 generation() const { return generation_; }
    [[nodiscard]] bool isScreening() const;
    [[nodiscard]] bool isConfirming() const;
    // Blocks until the current generation is screened / confirmed (tests, export, benchmarks);
    // an inactive analysis runs now.
    void waitForScreened();
    void waitForConfirmed();
    [[nodiscard]] BackgroundJob* confirmation() const { return confirm_; }

Q_SIGNALS:
    void started(quint64 generation);
    void screened(capstan::ui::LayoutsRunPtr run);
    void confirmed(capstan::ui::LayoutsRunPtr run);

private:
    void restart();
    void startScreening();
    void landed(const LayoutsRunPtr& run);

    BackgroundJob* screen_;
    BackgroundJob* confirm_;
    EvaluationPtr evaluation_;
    quint64 scenarioGeneration_ = 0;
    quint64 generation_ = 0;
    bool chosenGpus_ = false;
    std::vector<std::string> extra_;
    search::RankBasis rank_ = search::RankBasis::Rent;
    bool active_ = true;
    bool pending_ = false;   // a change not searched yet (the view was hidden)
    LayoutsRunPtr current_;
};

} // namespace capstan::ui

Q_DECLARE_METATYPE(capstan::ui::LayoutsRunPtr)
