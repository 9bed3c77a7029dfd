#include "analysis/comparison_table.h"

#include "analysis/core_texts.h"

#include "analysis/input_texts.h"
#include "analysis/number_format.h"

#include "core/evaluate.h"
#include "core/inputs.h"

#include <QLocale>

#include <charconv>
#include <cmath>

namespace capstan::ui {

namespace {

using Format = ComparisonRow::Format;

// The magnitude in the format, behind an explicit sign when asked (a real minus sign, never
// the accounting parentheses some locales give negative currency).
QString format_value(double value, Format format, bool signed_value = false)
{
    const QLocale locale;
    const double magnitude = std::abs(value);
    QString sign;
    if (value < 0)
        sign = signed_value ? QString(QChar(0x2212)) : QStringLiteral("-");
    else if (signed_value && value > 0)
        sign = QStringLiteral("+");
    switch (format) {
    case Format::Count: return sign + format::count(magnitude, locale);
    case Format::Fixed1: return sign + locale.toString(magnitude, 'f', 1);
    case Format::Fixed2: return sign + locale.toString(magnitude, 'f', 2);
    // Three significant digits with separators: "2,000,000", "48.3", "85.5" (never "2E+06").
    case Format::Number: return sign + format::significant(magnitude, 3, locale);
    case Format::Usd: return sign + format::money(magnitude, locale);
    case Format::Percent: return sign + locale.toString(magnitude * 100, 'f', 1) + QStringLiteral(" %");
    case Format::Text: break;
    }
    return {};
}

// C locale, shortest round trip, never an exponent: "100000", not the core's "1e+05".
QString raw_number(double value)
{
    char text[400];
    const auto [end, error] = std::to_chars(text, text + sizeof text, value, std::chars_format::fixed);
    return error == std::errc() ? QString::fromLatin1(text, end - text) : QString::fromStdString(format_number(value));
}

QString input_text(const Scenario& s, const InputSpec& spec)
{
    if (spec.path == "model.preset")
        return QString::fromStdString(s.model.spec.name);
    if (spec.path == "gpu.preset")
        return QString::fromStdString(s.gpu.spec.name);
    if (spec.kind == InputKind::Number || spec.kind == InputKind::Integer)
        return raw_number(spec.get(s));
    return QString::fromStdString(get_input(s, spec.path));
}

Format input_format(const InputSpec& spec)
{
    switch (spec.kind) {
    case InputKind::Integer: return Format::Count;
    case InputKind::Number: return spec.unit == "fraction" ? Format::Percent : Format::Number;   // shares as %
    case InputKind::Bool:
    case InputKind::Preset: break;
    }
    return Format::Text;
}

bool is_headline_input(std::string_view path)
{
    for (std::string_view key : {"model.preset", "model.weight_bits", "gpu.preset", "deploy.tp", "workload.isl",
                                 "workload.osl", "workload.dau", "slo.tpot_ms"})
        if (path == key)
            return true;
    return false;
}

struct OutputDef final {
    const char* key;
    QString label;
    QString unit;
    Format format;
    bool headline;
    double (*value)(const Result&);
};

std::vector<OutputDef> output_defs()
{
    return {
        {"sizing.gpus", ComparisonTable::tr("GPUs"), ComparisonTable::tr("GPUs"), Format::Count, true, [](const Result& r) { return double(r.sizing.gpus); }},
        {"sizing.replicas", ComparisonTable::tr("Replicas"), ComparisonTable::tr("replicas"), Format::Count, false,
         [](const Result& r) { return double(r.sizing.replicas); }},
        {"operating.batch", ComparisonTable::tr("Operating batch"), ComparisonTable::tr("sequences"), Format::Count, true,
         [](const Result& r) { return double(r.operating.point.batch); }},
        {"operating.tpot_ms", ComparisonTable::tr("TPOT at the operating point"), ComparisonTable::tr("ms"), Format::Fixed1, false,
         [](const Result& r) { return r.operating.point.step_ms; }},
        {"operating.ttft_ms", ComparisonTable::tr("TTFT (analytic)"), ComparisonTable::tr("ms"), Format::Count, false,
         [](const Result& r) { return r.operating.ttft_ms; }},
        {"decode.single_user_tok_s", ComparisonTable::tr("Single-user speed"), ComparisonTable::tr("tok/s"), Format::Fixed1, false,
         [](const Result& r) { return r.single_user_tok_s; }},
        {"capacity.max_output_tok_s", ComparisonTable::tr("Replica capacity"), ComparisonTable::tr("output tok/s"), Format::Count, false,
         [](const Result& r) { return r.max_output_tok_s; }},
        {"memory.max_sequences", ComparisonTable::tr("Seats per replica"), ComparisonTable::tr("sequences"), Format::Count, false,
         [](const Result& r) { return double(r.memory.guaranteed_seats); }},
        {"traffic.tokens_per_day", ComparisonTable::tr("Tokens per day"), ComparisonTable::tr("tokens"), Format::Count, false,
         [](const Result& r) { return r.traffic.tokens_per_day; }},
        {"cost.monthly_usd.own", ComparisonTable::tr("Owned fleet"), ComparisonTable::tr("$/month"), Format::Usd, true,
         [](const Result& r) { return r.money.monthly_own_usd; }},
        {"cost.monthly_usd.rent", ComparisonTable::tr("Rented fleet"), ComparisonTable::tr("$/month"), Format::Usd, true,
         [](const Result& r) { return r.money.monthly_rent_usd; }},
        {"cost.monthly_usd.api", ComparisonTable::tr("API"), ComparisonTable::tr("$/month"), Format::Usd, true,
         [](const Result& r) { return r.money.monthly_api_usd; }},
        {"cost.usd_per_mtok.own", ComparisonTable::tr("Owned $ per 1M tokens"), ComparisonTable::tr("$/1M tokens"), Format::Usd, true,
         [](const Result& r) { return r.money.usd_per_mtok_own; }},
        {"cost.usd_per_mtok.rent", ComparisonTable::tr("Rented $ per 1M tokens"), ComparisonTable::tr("$/1M tokens"), Format::Usd, false,
         [](const Result& r) { return r.money.usd_per_mtok_rent; }},
        {"cost.usd_per_mtok.api", ComparisonTable::tr("API $ per 1M tokens"), ComparisonTable::tr("$/1M tokens"), Format::Usd, false,
         [](const Result& r) { return r.money.usd_per_mtok_api; }},
        {"checks.idle", ComparisonTable::tr("Idle capacity (≤ 15 %)"), QString(), Format::Percent, false,
         [](const Result& r) { return r.money.idle.value; }},
        {"checks.margin", ComparisonTable::tr("Margin vs API (≤ 0.75)"), ComparisonTable::tr("× API"), Format::Fixed2, false,
         [](const Result& r) { return r.money.margin.value; }},
        {"checks.overflow", ComparisonTable::tr("Overflow to API (≤ 10 %)"), QString(), Format::Percent, false,
         [](const Result& r) { return r.money.overflow.value; }},
    };
}

} // namespace

bool ComparisonRow::sameAsBaseline(int scenario) const
{
    // Equal as a reader sees them: 112.0 and 112.1 ms both read "112" and are not a change.
    return raw.value(scenario) == raw.value(0) || display(scenario) == display(0);
}

bool ComparisonRow::differs() const
{
    for (int scenario = 1; scenario < raw.size(); ++scenario)
        if (!sameAsBaseline(scenario))
            return true;
    return false;
}

QString ComparisonRow::display(int scenario) const
{
    const std::optional<double>& number = numbers.value(scenario);
    if (format == Format::Text || !number)
        return words.value(scenario, raw.value(scenario));
    return format_value(*number, format);
}

QString ComparisonRow::delta(int scenario) const
{
    if (scenario == 0 || sameAsBaseline(scenario))
        return {};
    const std::optional<double> base = numbers.value(0);
    const std::optional<double> value = numbers.value(scenario);
    if (format == Format::Text || !base || !value)
        return ComparisonTable::tr("changed");
    const double change = *value - *base;
    if (format == Format::Percent)   // a share moves in percentage points, not a percent of itself
        return format_value(change * 100, Format::Fixed1, true) + QStringLiteral(" pp");
    QString text = format_value(change, format == Format::Count && std::abs(change) < 1 ? Format::Number : format, true);
    if (*base != 0) {
        const double share = change / std::abs(*base);
        text += QStringLiteral(" (%1%2 %)")
                    .arg(share > 0 ? QStringLiteral("+") : QString(QChar(0x2212)))
                    .arg(QLocale().toString(std::abs(share) * 100, 'f', std::abs(share) < 0.1 ? 1 : 0));
    }
    return text;
}

QString ComparisonRow::shortDelta(int scenario) const
{
    const QString full = delta(scenario);
    const qsizetype open = full.indexOf(QLatin1Char('('));
    return open < 0 ? full : full.mid(open + 1, full.size() - open - 2);
}

QString ComparisonRow::rawDelta(int scenario) const
{
    const std::optional<double> base = numbers.value(0);
    const std::optional<double> value = numbers.value(scenario);
    if (scenario == 0 || !base || !value)
        return {};
    return raw_number(*value - *base);
}

Expected<ComparisonTable> compareScenarios(const std::vector<Scenario>& scenarios)
{
    if (scenarios.empty() || scenarios.size() > std::size_t(kMaxCompared))
        return Error{"scenarios", std::to_string(scenarios.size()), "1 .. " + std::to_string(kMaxCompared),
                     "cannot compare this many"};
    ComparisonTable table;
    std::vector<Expected<Result>> results;
    for (const Scenario& s : scenarios) {
        table.scenarios.append(QString::fromStdString(s.name));
        results.push_back(evaluate(s));
    }
    for (const InputSpec& spec : input_specs()) {
        ComparisonRow row;
        row.key = QString::fromUtf8(spec.path.data(), qsizetype(spec.path.size()));
        row.label = inputLabel(spec);
        row.format = input_format(spec);
        row.unit = row.format == Format::Percent ? QString() : inputUnit(spec);   // the value carries its %
        row.headline = is_headline_input(spec.path);
        for (const Scenario& s : scenarios) {
            row.raw.append(input_text(s, spec));
            if (row.format == Format::Text)
                row.words.append(inputValueText(spec, row.raw.back()));
            row.numbers.append(row.format == Format::Text ? std::nullopt : std::optional<double>(spec.get(s)));
        }
        table.rows.append(row);
    }
    ComparisonRow feasible;
    feasible.section = ComparisonRow::Section::Output;
    feasible.key = QStringLiteral("feasible");
    feasible.label = ComparisonTable::tr("Feasible");
    feasible.format = Format::Text;
    for (const Expected<Result>& result : results) {
        feasible.raw.append(result ? ComparisonTable::tr("yes") : QString::fromStdString(result.error().message()));
        feasible.numbers.append(std::nullopt);
        feasible.headline = feasible.headline || !result;
    }
    table.rows.append(feasible);
    for (const OutputDef& def : output_defs()) {
        ComparisonRow row;
        row.section = ComparisonRow::Section::Output;
        row.key = QString::fromLatin1(def.key);
        row.label = def.label;
        row.unit = def.unit;
        row.format = def.format;
        row.headline = def.headline;
        for (const Expected<Result>& result : results) {
            const std::optional<double> value = result ? std::optional<double>(def.value(*result)) : std::nullopt;
            row.numbers.append(value);
            row.raw.append(value ? raw_number(*value) : QString());
        }
        if (def.key == std::string_view("sizing.gpus")) {
            // What sets the count, beside it, as text.
            ComparisonRow binding = row;
            binding.key = QStringLiteral("sizing.binding");
            binding.label = ComparisonTable::tr("Binding constraint");
            binding.unit.clear();
            binding.format = Format::Text;
            for (std::size_t i = 0; i < results.size(); ++i) {
                binding.numbers[qsizetype(i)] = std::nullopt;
                binding.raw[qsizetype(i)] = results[i] ? bindingText(results[i]->sizing.binding) : QString();
            }
            table.rows.append(row);
            table.rows.append(binding);
            continue;
        }
        table.rows.append(row);
    }
    return table;
}

QVector<ComparisonRow> slideRows(const ComparisonTable& table)
{
    QVector<ComparisonRow> rows;
    for (const ComparisonRow& row : table.rows)
        if (row.headline || row.differs())
            rows.append(row);
    return rows;
}

} // namespace capstan::ui
