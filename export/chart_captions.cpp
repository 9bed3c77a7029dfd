#include "export/chart_captions.h"

#include "export/chart_export.h"
#include "charts/fleet_chart.h"
#include "charts/latency_chart.h"
#include "charts/plan_chart.h"
#include "charts/procurement_chart.h"
#include "charts/tornado_chart.h"
#include "analysis/input_texts.h"

#include "core/fleet/pool_types.h"
#include "core/inputs.h"

#include <QComboBox>
#include <QLocale>

namespace capstan::ui {

namespace {

QString dollars(double usd)
{
    return QLocale().toCurrencyString(usd, QStringLiteral("$"), std::abs(usd) < 100 ? 2 : 0);
}

QString fixed(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

} // namespace

QString ChartCaptions::caption(const ChartFrame& chart, const Evaluation& evaluation)
{
    const QString name = chartName(chart);
    if (name == QLatin1String("fleet")) {
        const auto* fleet = dynamic_cast<const FleetChart*>(&chart);
        const fleet::PoolResult* pool = fleet ? fleet->result() : nullptr;
        if (!pool)
            return {};
        return tr("Pool story “%1”: bill %2 against the ideal operator’s %3; covers %4 % of demand")
            .arg(fleet->presetBox()->currentText(), dollars(pool->mean.bill_usd), dollars(pool->mean.ideal_usd),
                 fixed(pool->mean.coverage * 100, 1));
    }
    if (name == QLatin1String("procurement")) {
        // The cheapest passing option, its bill and its outlay: the figures over the bars.
        const auto* procurement = dynamic_cast<const ProcurementChart*>(&chart);
        return procurement && procurement->options() ? procurement->figures().replace(QLatin1Char('\n'), QStringLiteral(", "))
                                                     : QString();
    }
    if (name == QLatin1String("plan")) {
        const auto* planChart = dynamic_cast<const PlanChart*>(&chart);
        const flex::CapacityPlan* plan = planChart ? planChart->plan() : nullptr;
        if (!plan || plan->chosen.months.empty())
            return {};
        const flex::PlanRun& run = plan->chosen;
        return tr("%1 months at %2 % a month: %3 → %4 committed cards on %5-month terms, %6 in all (%7 per 1M "
                  "tokens); cheapest term %8 months")
            .arg(plan->horizon_months)
            .arg(fixed(plan->basis.demand.monthly_growth * 100, 1))
            .arg(run.months.front().committed_cards)
            .arg(run.months.back().committed_cards)
            .arg(run.contract_months)
            .arg(dollars(run.total_usd), dollars(run.usd_per_mtok))
            .arg(plan->cheapest_term);
    }
    if (!evaluation.result)
        return QString::fromStdString(evaluation.result.error().message());
    const Result& r = *evaluation.result;
    const Scenario& s = evaluation.scenario;
    if (name == QLatin1String("knee")) {
        const KneePoint& op = r.operating.point;
        return tr("Operating point: batch %1, %2 tok/s per replica at %3 tok/s per user; ridge at batch %4; "
                  "TPOT SLO %5 ms")
            .arg(op.batch)
            .arg(fixed(op.aggregate_tok_s, 0), fixed(op.per_user_tok_s, 1), fixed(r.ridge_batch, 0),
                 fixed(s.slo.tpot_ms, 0));
    }
    if (name == QLatin1String("memory")) {
        return tr("Weights %1 GB and KV room %2 GB per GPU (TP %3); %4 seats at full context, %5 sustained")
            .arg(fixed(r.memory.weights_bytes_per_gpu / 1e9, 1), fixed(r.memory.kv_free_bytes_per_gpu / 1e9, 1))
            .arg(s.deploy.tp)
            .arg(r.memory.guaranteed_seats)
            .arg(r.memory.sustained_seats);
    }
    if (name == QLatin1String("latency")) {
        const auto* latency = dynamic_cast<const LatencyChart*>(&chart);
        const QString how = latency && latency->showsSimulation() ? tr("simulated") : tr("analytic");
        return tr("SLO at p%1: TTFT ≤ %2 ms, TPOT ≤ %3 ms; the peak rate on %4 GPUs, %5")
            .arg(QLocale().toString(s.slo.percentile, 'g', 4), fixed(s.slo.ttft_ms, 0), fixed(s.slo.tpot_ms, 0))
            .arg(r.sizing.gpus)
            .arg(how);
    }
    if (name == QLatin1String("bill")) {
        return tr("%1 GPUs: own %2/month (%3 per 1M tokens), rent %4, API %5; %6 % utilized")
            .arg(r.sizing.gpus)
            .arg(dollars(r.money.monthly_own_usd), dollars(r.money.usd_per_mtok_own), dollars(r.money.monthly_rent_usd),
                 dollars(r.money.monthly_api_usd), fixed(r.money.utilization * 100, 0));
    }
    if (name == QLatin1String("tornado")) {
        const auto* tornado = dynamic_cast<const TornadoChart*>(&chart);
        const Sensitivity* sensitivity = tornado ? tornado->sensitivity() : nullptr;
        if (!sensitivity || sensitivity->bars.empty())
            return {};
        const SensitivityBar& top = sensitivity->bars.front();
        const InputSpec* spec = find_input(top.path);
        return tr("Widest swing: %1 moves the owned bill from %2 to %3 (%4 to %5 GPUs); base %6/month")
            .arg(spec ? inputLabel(*spec) : QString::fromStdString(top.path), dollars(top.usd_low),
                 dollars(top.usd_high))
            .arg(top.gpus_low)
            .arg(top.gpus_high)
            .arg(dollars(sensitivity->base_usd));
    }
    return {};
}

} // namespace capstan::ui
