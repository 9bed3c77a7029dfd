#include "results_model.h"

#include "analysis/input_texts.h"
#include "analysis/provenance_text.h"
#include "charts/chart_style.h"

#include "core/inputs.h"
#include "core/disaggregation.h"
#include "core/parallelism.h"
#include "core/provenance.h"

#include "analysis/core_texts.h"

#include <QApplication>
#include <QBrush>
#include <QPalette>
#include <QLocale>

namespace capstan::ui {

namespace {

QString money(double usd)
{
    return QLocale().toCurrencyString(usd, QStringLiteral("$"), usd < 100 ? 2 : 0);
}


// 3.8e10 reads as "38.0 billion".
QString count(double value)
{
    const QLocale locale;
    if (value >= 1e12)
        return ResultsModel::tr("%1 trillion").arg(locale.toString(value / 1e12, 'f', 1));
    if (value >= 1e9)
        return ResultsModel::tr("%1 billion").arg(locale.toString(value / 1e9, 'f', 1));
    if (value >= 1e6)
        return ResultsModel::tr("%1 million").arg(locale.toString(value / 1e6, 'f', 1));
    return locale.toString(value, 'f', 0);
}

QString number(double value, int decimals = 0)
{
    return QLocale().toString(value, 'f', decimals);
}

QString percent(double share)
{
    return QLocale().toString(share * 100, 'f', 1) + QStringLiteral(" %");
}

// The output key (result_to_json, core/provenance.h) each row shows.
std::string_view sourceKey(const QString& row)
{
    static const std::pair<const char*, std::string_view> keys[] = {
        {"gpus", "sizing.gpus"},
        {"binding", "sizing.binding"},
        {"percentile", "sizing.replicas"},
        {"slo", "decode.operating_point.*"},
        {"batch", "decode.operating_point.*"},
        {"tpot", "decode.operating_point.*"},
        {"ttft", "decode.operating_point.*"},
        {"single", "decode.single_user_tok_s"},
        {"seats", "memory.max_sequences"},
        {"own", "cost.monthly_usd.own"},
        {"outlay", "capital_outlay_usd"},
        {"rent", "cost.monthly_usd.rent"},
        {"api", "cost.monthly_usd.api"},
        {"check.idle", "cost.checks.idle"},
        {"check.margin", "cost.checks.margin"},
        {"check.overflow", "cost.checks.overflow"},
    };
    for (const auto& [name, key] : keys)
        if (row == QLatin1String(name))
            return key;
    return {};
}

} // namespace

ResultsModel::ResultsModel(QObject* parent) : QAbstractTableModel(parent) {}

void ResultsModel::setEvaluation(const EvaluationPtr& evaluation)
{
    evaluation_ = evaluation;
    rebuild();
}

void ResultsModel::retranslate()
{
    rebuild();
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void ResultsModel::rebuild()
{
    beginResetModel();
    rows_.clear();
    if (evaluation_ && !evaluation_->result) {
        rows_.append({QStringLiteral("error"), tr("Cannot run"), QString::fromStdString(evaluation_->result.error().message()),
                      QString(), tr("Change the highlighted input: the scenario is infeasible as set."), Status::Fail,
                      {}, {}});
    } else if (evaluation_) {
        const Result& r = *evaluation_->result;
        const Scenario& s = evaluation_->scenario;
        const OperatingPoint& op = r.operating;
        auto add = [this](const char* key, const QString& figure, const QString& value, const QString& unit,
                          const QString& why, Status status = Status::Neutral) {
            rows_.append({QString::fromLatin1(key), figure, value, unit, why, status, {}, {}});
        };
        const QString layout = QString::fromStdString(layout_label(Parallelism::of(s.deploy)));
        if (s.deploy.disaggregated)
            add("gpus", tr("GPUs"), number(r.sizing.gpus), tr("GPUs", "unit"),
                tr("%1 decode replicas × %2 and %3 prefill replicas × %4, %5 nodes")
                    .arg(r.sizing.replicas)
                    .arg(layout)
                    .arg(r.sizing.prefill_replicas)
                    .arg(QString::fromStdString(layout_label(prefill_layout(s))))
                    .arg(r.sizing.nodes));
        else
            add("gpus", tr("GPUs"), number(r.sizing.gpus), tr("GPUs", "unit"),
                tr("%1 replicas × %2, %3 nodes").arg(r.sizing.replicas).arg(layout).arg(r.sizing.nodes));
        QString binding;
        switch (r.sizing.binding) {
        case Binding::Memory:
            binding = tr("KV memory: %1 sequences fit per replica; %2 in flight at peak")
                          .arg(r.memory.sustained_seats).arg(number(r.traffic.concurrency));
            break;
        case Binding::Slo:
            binding = tr("the %1 ms TPOT target caps a replica at batch %2").arg(number(s.slo.tpot_ms, 1)).arg(op.point.batch);
            break;
        case Binding::Bandwidth:
            binding = tr("at the batch cap (%1) each step waits on memory bandwidth").arg(op.point.batch);
            break;
        case Binding::Compute:
            binding = tr("at the batch cap (%1) each step waits on compute").arg(op.point.batch);
            break;
        case Binding::TtftTail:
            binding = tr("the simulated p%1 time to first token sets the replica count")
                          .arg(QLocale().toString(r.sizing.tail.percentile, 'g', 4));
            break;
        case Binding::TpotTail:
            binding = tr("the simulated p%1 time per output token sets the replica count")
                          .arg(QLocale().toString(r.sizing.tail.percentile, 'g', 4));
            break;
        }
        add("binding", tr("Binding constraint"), bindingText(r.sizing.binding), QString(), binding,
            op.slo_met ? Status::Neutral : Status::Fail);
        if (const TailSizing& tail = r.sizing.tail; tail.present) {
            const QString router = inputValueText(*find_input("sim.router"), QString::fromStdString(tail.router));
            if (tail.met) {
                const double error = tail.replicas > 0 ? double(tail.tail_model_replicas) / tail.replicas - 1 : 0.0;
                add("percentile", tr("Simulated sizing"),
                    tr("%1 [%2, %3]").arg(number(tail.replicas), number(tail.replicas_low), number(tail.replicas_high)),
                    tr("replicas"),
                    tr("routed by “%1”: %2 of requests over the TTFT target, %3 over the TPOT target; "
                       "the closed-form tail model says %4 (%5)")
                        .arg(router, percent(tail.ttft_over_share), percent(tail.tpot_over_share),
                             number(tail.tail_model_replicas),
                             (error >= 0 ? QStringLiteral("+") : QString()) + percent(error)));
            } else {
                add("percentile", tr("Simulated sizing"), tr("SLO cannot be met"), QString(),
                    tail.reason.empty() ? tr("no simulated fleet met the p%1 targets")
                                              .arg(QLocale().toString(tail.percentile, 'g', 4))
                                        : QString::fromStdString(tail.reason),
                    Status::Fail);
            }
        }
        if (!op.slo_met)
            add("slo", tr("SLO"), tr("missed"), QString(),
                tr("even batch 1 gives TPOT %1 ms and TTFT %2 ms").arg(number(op.point.step_ms, 1), number(op.ttft_ms)),
                Status::Fail);
        add("batch", tr("Operating batch"), number(op.point.batch), tr("sequences"), limitText(op.limit));
        add("tpot", tr("TPOT at the operating point"), number(op.point.step_ms, 1), tr("ms"),
            tr("%1 tok/s per user; %2 tok/s per replica").arg(number(op.point.per_user_tok_s, 1),
                                                              number(op.point.aggregate_tok_s)));
        add("ttft", tr("TTFT (analytic)"), number(op.ttft_ms), tr("ms"),
            s.deploy.disaggregated
                ? tr("prefill pool, KV hand-off, %1 ms first-token latency").arg(QLocale().toString(s.deploy.first_token_ms, 'g', 4))
                : tr("%1-token prefill, a step, %2 ms first-token latency")
                      .arg(number(r.prefill_uncached_tokens), QLocale().toString(s.deploy.first_token_ms, 'g', 4)));
        add("single", tr("Single-user speed"), number(r.single_user_tok_s, 1), tr("tok/s"),
            tr("batch-1 decode step of %1 ms").arg(number(1000 / r.single_user_tok_s, 2)));
        add("seats", tr("Seats per replica"), number(r.memory.guaranteed_seats), tr("sequences"),
            tr("at full ISL+OSL; %1 sustained by a running mix").arg(r.memory.sustained_seats));
        add("own", tr("Owned fleet"), money(r.money.monthly_own_usd), tr("$/month"),
            tr("%1 per 1M tokens at %2 utilization").arg(money(r.money.usd_per_mtok_own), percent(r.money.utilization)));
        const QString priceBasis = r.money.purchase.basis == PurchasePrice::Basis::Input ? tr("your price")
                                   : r.money.purchase.basis == PurchasePrice::Basis::Catalog
                                       ? tr("the catalog's price")
                                       : tr("derived from the card-month");
        add("outlay", tr("Capital outlay"), money(r.money.capital_outlay_usd), QString(),
            tr("paid up front: %1 GPUs × %2 each (%3), written off over %4 months")
                .arg(number(r.sizing.gpus), money(r.money.purchase.usd), priceBasis)
                .arg(s.cost.amortization_months));
        add("rent", tr("Rented fleet"), money(r.money.monthly_rent_usd), tr("$/month"),
            tr("%1 per 1M tokens").arg(money(r.money.usd_per_mtok_rent)));
        add("api", tr("API"), money(r.money.monthly_api_usd), tr("$/month"),
            tr("%1 tokens a month at %2 per 1M").arg(count(r.traffic.tokens_per_month),
                                                     money(r.money.usd_per_mtok_api)));
        auto status = [](const Check& c) { return c.pass ? Status::Pass : Status::Fail; };
        add("check.idle", tr("Idle check"), percent(r.money.idle.value), tr("idle"),
            tr("owned capacity unused at average load (≤ 15%); sees the average, not the daily shape"),
            status(r.money.idle));
        add("check.margin", tr("Margin check"), number(r.money.margin.value, 2), tr("× API"),
            tr("owned $/1M over the API's (≤ 0.75); cannot see financing or model-year risk"), status(r.money.margin));
        add("check.overflow", tr("Overflow check"), percent(r.money.overflow.value), tr("of tokens"),
            tr("API share of tokens (≤ 10%); zero in a fleet sized for the peak"), status(r.money.overflow));
        for (Row& row : rows_) {
            const Provenance p = provenance_for(s, r, sourceKey(row.key));
            row.source = ProvenanceText::label(p);
            row.sourceTip = ProvenanceText::sentence(p);
        }
    }
    endResetModel();
}

int ResultsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

int ResultsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {

// Pass green and fail red as text readable on both row colours of the table, in the palette in
// use: worked out once per palette, not for every cell painted.
QColor statusTextColor(bool pass)
{
    static QRgb paletteKey = 0;
    static QRgb altKey = 0;
    static QColor readable[2];
    const QPalette palette = QApplication::palette();
    const QColor base = palette.color(QPalette::Base);
    const QColor alternate = palette.color(QPalette::AlternateBase);
    if (!readable[0].isValid() || base.rgb() != paletteKey || alternate.rgb() != altKey) {
        paletteKey = base.rgb();
        altKey = alternate.rgb();
        readable[0] = readableOn(readableOn(failColor(), alternate), base);
        readable[1] = readableOn(readableOn(passColor(), alternate), base);
    }
    return readable[pass ? 1 : 0];
}

} // namespace

QVariant ResultsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rows_.size())
        return {};
    const Row& row = rows_[index.row()];
    if (role == UnitRole)
        return row.unit;
    if (role == Qt::ToolTipRole && index.column() == Source)
        return row.sourceTip;
    // At the dock's 400 px the Why column sits past the Source column; the figure's tooltip keeps it in reach.
    if (role == Qt::ToolTipRole && index.column() == Figure && !row.why.isEmpty())
        return row.why;
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Figure: return row.figure;
        case Value: return row.unit.isEmpty() ? row.value : row.value + QLatin1Char(' ') + row.unit;
        case Source: return row.source;
        case Why: return row.why;
        default: return {};
        }
    }
    if (role == Qt::ForegroundRole && index.column() == Value && row.status != Status::Neutral)
        return QBrush(statusTextColor(row.status == Status::Pass));
    if (role == Qt::TextAlignmentRole && index.column() == Value)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant ResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Figure: return tr("Figure");
    case Value: return tr("Value");
    case Source: return tr("Source");
    case Why: return tr("Why");
    default: return {};
    }
}

QString ResultsModel::valueOf(const QString& key) const
{
    for (const Row& row : rows_)
        if (row.key == key)
            return row.value;
    return {};
}

QString ResultsModel::sourceOf(const QString& key) const
{
    for (const Row& row : rows_)
        if (row.key == key)
            return row.source;
    return {};
}

QString ResultsModel::sourceTipOf(const QString& key) const
{
    for (const Row& row : rows_)
        if (row.key == key)
            return row.sourceTip;
    return {};
}

} // namespace capstan::ui
