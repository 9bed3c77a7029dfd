#include "analysis/input_texts.h"
#include "analysis/number_format.h"

#include "core/catalog.h"
#include "core/inputs.h"
#include "core/router_policy.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <map>

namespace capstan::ui {

QString translateCore(std::string_view text)
{
    const std::string source(text);
    return QCoreApplication::translate("capstan::inputs", source.c_str());
}

QString inputValueText(const InputSpec& spec, const QString& value)
{
    if (spec.kind == InputKind::Bool)
        return value == QLatin1String("true") ? QCoreApplication::translate("capstan::inputs", "yes")
                                              : QCoreApplication::translate("capstan::inputs", "no");
    const std::string id = value.toStdString();
    if (spec.path == "workload.use_case")
        for (const UseCasePreset& use : Catalog::builtin().use_cases())
            if (use.id == id)
                return translateCore(use.name);
    if (spec.path == "sim.router")
        for (const RouterChoice& router : router_choices())
            if (router.id == id)
                return translateCore(router.name);
    return value;
}

QString inputLabel(const InputSpec& spec)
{
    return translateCore(spec.label);
}

QString inputLabelOf(std::string_view path)
{
    const InputSpec* spec = find_input(path);
    return spec ? inputLabel(*spec) : QString::fromUtf8(path.data(), qsizetype(path.size()));
}

QString inputHelp(const InputSpec& spec)
{
    return translateCore(spec.help);
}

QString inputHelpOf(std::string_view path)
{
    const InputSpec* spec = find_input(path);
    return spec ? inputHelp(*spec) : QString();
}

InputRange inputRangeOf(std::string_view path)
{
    const InputSpec* spec = find_input(path);
    return spec ? InputRange{spec->min, spec->max} : InputRange{};
}

QString inputUnit(const InputSpec& spec)
{
    // The core writes microseconds in ASCII; the screen shows the micro sign.
    if (spec.unit == "us")
        return QStringLiteral("\u00B5s");
    if (spec.unit == "fraction")
        return QStringLiteral("%");   // shown scaled: inputDisplayScale
    return translateCore(spec.unit);
}

SliderSpan sliderSpan(const InputSpec& spec)
{
    // Practical spans where the valid range is far wider than a planning session uses.
    static const std::map<std::string_view, SliderSpan> practical = {
        {"gpu.bw_tbs", {0.3, 16, true}},
        {"gpu.mem_gb", {16, 400, true}},
        {"deploy.max_batch", {1, 4096, true}},
        {"deploy.batch", {0, 1024, false}},
        {"deploy.step_overhead_ms", {0, 10, false}},
        {"deploy.first_token_ms", {0, 50, false}},
        {"deploy.allreduce_latency_us", {0, 100, false}},
        {"deploy.expert_overhead_us", {0, 50, false}},
        {"deploy.workspace_gb", {0, 16, false}},
        {"deploy.cache_block_tokens", {1, 256, true}},
        {"workload.isl", {16, 131072, true}},
        {"workload.osl", {16, 32768, true}},
        {"workload.rate_rps", {0, 1000, false}},
        {"workload.concurrency", {0, 4096, false}},
        {"workload.dau", {100, 1e9, true}},
        {"workload.requests_per_user_day", {0.1, 1000, true}},
        {"workload.peak_to_avg", {1, 20, false}},
        {"slo.percentile", {50, 99.9, false}},
        {"slo.ttft_ms", {50, 60000, true}},
        {"slo.tpot_ms", {1, 1000, true}},
        {"cost.own_card_month_usd", {0, 10000, false}},
        {"cost.energy_usd_per_kwh", {0, 1, false}},
        {"cost.purchase_usd", {0, 100000, false}},
        {"cost.amortization_months", {12, 72, false}},
        {"levers.power_envelope_mw", {0, 100, false}},
        {"levers.host_w_per_gpu", {0, 2000, false}},
        {"levers.graph_launch_us", {0, 20, false}},
        {"levers.constrained_overhead", {0, 1, false}},
        {"cost.rent_premium", {0.5, 4, false}},
        {"cost.rent_usd_gpu_hour", {0, 20, false}},
        {"cost.api_usd_per_mtok", {0.01, 100, true}},
        {"cost.api_input_usd_per_mtok", {0, 20, false}},
        {"cost.api_cached_input_usd_per_mtok", {0, 20, false}},
        {"cost.api_output_usd_per_mtok", {0, 60, false}},
    };
    if (const auto found = practical.find(spec.path); found != practical.end())
        return found->second;
    const bool log = spec.min > 0 && spec.max / spec.min >= 100;
    return {spec.min, spec.max, log};
}

namespace {

// The 1-2-5 step nearest a hundredth of the span: 0..10 -> 0.1, 50..99.9 -> 0.5, 0..1000 -> 10.
double linear_step(double span)
{
    return span > 0 ? format::nearest_125(span / 100) : 1.0;
}

} // namespace

double sliderValueAt(const InputSpec& spec, double t)
{
    const SliderSpan span = sliderSpan(spec);
    t = std::clamp(t, 0.0, 1.0);
    double value;
    if (t <= 0)
        value = span.min;
    else if (t >= 1)
        value = span.max;
    else if (span.log)
        value = std::clamp(format::nearest_125(span.min * std::pow(span.max / span.min, t)), span.min, span.max);
    else {
        const double step = linear_step(span.max - span.min);
        value = span.min + (span.max - span.min) * t;
        value = std::clamp(std::round(value / step) * step, span.min, span.max);
    }
    if (spec.kind == InputKind::Integer)
        value = std::round(value);
    return std::clamp(value, spec.min, spec.max);
}

double inputDisplayScale(const InputSpec& spec)
{
    return spec.unit == "fraction" ? 100.0 : 1.0;
}

int inputDecimals(const InputSpec& spec)
{
    if (spec.kind != InputKind::Number)
        return 0;
    if (inputDisplayScale(spec) != 1.0)
        return 1;   // 0.1 %: finer than any slider step of a share
    const SliderSpan span = sliderSpan(spec);
    if (span.max <= 1.0)
        return 3;
    if (span.max <= 100 || (span.log && span.max <= 1000))
        return 2;
    return 0;
}

QString specialValueText(const InputSpec& spec)
{
    const std::string_view path = spec.path;
    if (path == "workload.rate_rps")
        return QCoreApplication::translate("capstan::ui", "from DAU");
    if (path == "workload.concurrency")
        return QCoreApplication::translate("capstan::ui", "open loop");
    if (path == "deploy.batch")
        return QCoreApplication::translate("capstan::ui", "not fixed");
    if (path == "cost.own_card_month_usd" || path == "cost.purchase_usd")
        return QCoreApplication::translate("capstan::ui", "catalog price");
    if (path == "cost.rent_usd_gpu_hour")
        return QCoreApplication::translate("capstan::ui", "premium × owned");
    if (path == "cost.utilization")
        return QCoreApplication::translate("capstan::ui", "from traffic");
    return {};
}

} // namespace capstan::ui
