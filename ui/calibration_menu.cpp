#include "calibration_menu.h"

#include "analysis/scenario_document.h"

#include "core/calibration/profile.h"
#include "core/inputs.h"
#include "core/scenario_codec.h"
#include "store/library.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QMenu>

#include <cmath>

namespace capstan::ui {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("capstan::ui", text);   // the context lupdate files these under
}

QString share(double value)
{
    if (!std::isfinite(value))
        return tr("n/a");
    return QLocale().toString(value * 100, 'f', 1) + QStringLiteral(" %");
}

QString error_text(const Error& error)
{
    return QString::fromStdString(error.message());
}

// The scenario with the five factors back at their documented defaults and no profile named.
Scenario with_datasheet_factors(const Scenario& scenario)
{
    Scenario changed = scenario;
    const Scenario defaults;
    for (std::string_view path : kCalibrationFactorPaths) {
        const InputSpec* spec = find_input(path);
        spec->set(changed, spec->get(defaults));
    }
    changed.calibration.clear();
    return changed;
}

void add_disabled(QMenu* menu, const QString& text, const QString& tip = {})
{
    QAction* action = menu->addAction(text);
    action->setEnabled(false);
    action->setToolTip(tip);
    action->setStatusTip(tip);
}

} // namespace

void fillCalibrationMenu(QMenu* menu, ScenarioDocument* document, const QString& libraryPath)
{
    menu->clear();
    menu->setToolTipsVisible(true);
    auto* group = new QActionGroup(menu);
    const std::string current = document->scenario().calibration;

    QAction* datasheet = menu->addAction(tr("Datasheet factors (no profile)"));
    datasheet->setCheckable(true);
    datasheet->setChecked(current.empty());
    datasheet->setToolTip(tr("The catalog's bandwidth and FLOP/s with the default efficiency factors"));
    group->addAction(datasheet);
    QObject::connect(datasheet, &QAction::triggered, document, [document] {
        const Scenario changed = with_datasheet_factors(document->scenario());
        if (changed != document->scenario())
            document->replace(changed, tr("Use datasheet factors"));
    });
    menu->addSeparator();

    Expected<store::Library> library = store::Library::open(QFile::encodeName(libraryPath).toStdString());
    if (!library) {
        add_disabled(menu, tr("Calibration profiles unavailable"), error_text(library.error()));
        return;
    }
    Expected<std::vector<store::ProfileSummary>> profiles = library->list_profiles();
    if (!profiles) {
        add_disabled(menu, tr("Calibration profiles unavailable"), error_text(profiles.error()));
        return;
    }
    if (profiles->empty()) {
        add_disabled(menu, tr("No calibration profiles in the library"),
                     tr("Fit one with: capstan-cli calibrate FILE… --save NAME"));
        return;
    }
    for (const store::ProfileSummary& summary : *profiles) {
        const QString name = QString::fromStdString(summary.name);
        QAction* action = menu->addAction(
            tr("%1 (median error %2 after the fit)").arg(name, share(summary.median_abs_error_after)));
        action->setCheckable(true);
        action->setChecked(summary.name == current);
        group->addAction(action);
        // Loaded now, so choosing it cannot fail on a file that changed meanwhile.
        Expected<calibration::CalibrationProfile> profile = library->load_profile(summary.name);
        if (!profile) {
            action->setEnabled(false);
            action->setToolTip(error_text(profile.error()));
            continue;
        }
        action->setToolTip(tr("%1 points; median error %2 before the fit, %3 after")
                               .arg(summary.points)
                               .arg(share(summary.median_abs_error_before), share(summary.median_abs_error_after)));
        QObject::connect(action, &QAction::triggered, document, [document, fitted = std::move(*profile), name] {
            Scenario changed = document->scenario();
            if (Status applied = calibration::apply_profile(changed, fitted); !applied)
                return;   // the factors were range-checked when the profile was read
            document->replace(changed, tr("Apply calibration %1").arg(name));
        });
    }
}

} // namespace capstan::ui
