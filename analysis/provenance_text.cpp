#include "analysis/provenance_text.h"

#include "core/calibration/model_error.h"

#include <QLocale>

#include <cmath>

namespace capstan::ui {

namespace {

QString milliseconds(double ms)
{
    return QLocale().toString(ms, 'f', ms >= 10 ? 0 : ms >= 1 ? 1 : 2);
}

QString latency(const Provenance& p)
{
    return QString::fromUtf8(p.latency.data(), qsizetype(p.latency.size()));
}

} // namespace

QString ProvenanceText::label(const Provenance& p)
{
    const QString words = sourceLabel(p);
    return p.user_entered ? tr("%1, user-entered").arg(words) : words;
}

QString ProvenanceText::sourceLabel(const Provenance& p)
{
    switch (p.source) {
    case Source::Input: return tr("input");
    case Source::Exact: return tr("exact");
    case Source::Datasheet: return p.factors_by_hand ? tr("datasheet, factors by hand") : tr("datasheet");
    case Source::Calibrated: return tr("calibrated: %1").arg(QString::fromStdString(p.profile));
    // A no-break space keeps "±1.8 ms" whole when the narrow column wraps.
    case Source::Simulated:
        return tr("simulated %1").arg(QStringLiteral("±") + milliseconds(p.ci95_ms) + QChar(0x00A0) + tr("ms"));
    }
    return {};
}

QString ProvenanceText::roofline(const Provenance& p)
{
    if (p.roofline == Source::Calibrated)
        return tr("the roofline calibrated by profile “%1”").arg(QString::fromStdString(p.profile));
    return p.factors_by_hand ? tr("the datasheet roofline with efficiency factors set by hand")
                             : tr("the datasheet roofline with the default efficiency factors");
}

QString ProvenanceText::sentence(const Provenance& p)
{
    QString text;
    switch (p.source) {
    case Source::Input:
        return tr("An input, shown as set.");
    case Source::Exact:
        return tr("Exact arithmetic on the model's configuration and the inputs: nothing measured or modelled.");
    case Source::Datasheet:
    case Source::Calibrated:
        text = tr("From %1.").arg(roofline(p));
        break;
    case Source::Simulated:
        text = tr("Simulated p%1 %2 with a 95% confidence interval of ±%3 ms; step times from %4.")
                   .arg(QLocale().toString(p.percentile, 'g', 4), latency(p), milliseconds(p.ci95_ms), roofline(p));
        break;
    }
    if (p.user_entered)
        text = tr("%1 It stands on a GPU or model you entered.").arg(text);
    return p.via_sizing ? tr("Follows from the fleet size. %1").arg(text) : text;
}

QString ProvenanceText::chartNote(const Evaluation& evaluation, std::string_view key)
{
    if (!evaluation.result)
        return {};
    const Provenance p = provenance_for(evaluation.scenario, *evaluation.result, key);
    QString what;
    switch (p.source) {
    case Source::Input: what = tr("the inputs"); break;
    case Source::Exact: what = tr("exact arithmetic on the model's configuration and the inputs"); break;
    case Source::Datasheet:
    case Source::Calibrated: what = roofline(p); break;
    case Source::Simulated:
        what = tr("simulated p%1 %2, ±%3 ms (95% CI), on %4")
                   .arg(QLocale().toString(p.percentile, 'g', 4), latency(p), milliseconds(p.ci95_ms), roofline(p));
        break;
    }
    return p.via_sizing ? tr("Source: the fleet size, from %1").arg(what) : tr("Source: %1").arg(what);
}

QString ProvenanceText::modelError(const Scenario& scenario, std::string_view use)
{
    const std::optional<calibration::TypicalError> e = calibration::typical_error(scenario, use);
    if (!e)
        return {};
    const QString percent = QLocale().toString(std::round(e->median_abs_error * 100), 'f', 0);
    const bool latency = use == "latency";
    if (e->generation.empty())
        return latency ? tr("Typical model error for latency: ±%1% (%2 held-out published rows)").arg(percent).arg(e->rows)
                       : tr("Typical model error for throughput: ±%1% (%2 held-out published rows)").arg(percent).arg(e->rows);
    QString generation = QString::fromStdString(e->generation);
    generation[0] = generation[0].toUpper();
    return latency ? tr("Typical model error for %1 latency: ±%2% (%3 held-out published rows)")
                         .arg(generation, percent).arg(e->rows)
                   : tr("Typical model error for %1 throughput: ±%2% (%3 held-out published rows)")
                         .arg(generation, percent).arg(e->rows);
}

QString ProvenanceText::withModelError(const QString& note, const Scenario& scenario, std::string_view use)
{
    const QString error = modelError(scenario, use);
    return error.isEmpty() ? note : note.isEmpty() ? error : note + QLatin1Char('\n') + error;
}

QString ProvenanceText::tailNote(const Scenario& scenario, bool simulated)
{
    const Provenance p = roofline_provenance(scenario);
    return simulated ? tr("Source: request-level simulation; step times from %1.").arg(roofline(p))
                     : tr("Source: analytic estimate on %1; the simulation follows.").arg(roofline(p));
}

} // namespace capstan::ui
