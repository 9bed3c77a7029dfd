#pragma once

#include "analysis/scenario_run.h"

#include "core/fleet/procurement_options.h"

#include <QMetaType>

#include <memory>

namespace capstan::ui {

// The ways to buy the scenario's month side by side (fleet::procurement_options on the
// scenario's option basis): the sized fleet owned, owned to the demand, core owned + rented
// flex, all rented, the API alone; each with its bill, capital outlay and three checks, and
// the cheapest that passes. It follows the fleet size, so the simulated refinement reruns it.
class ProcurementAnalysis final : public ScenarioRun {
    Q_OBJECT
public:
    explicit ProcurementAnalysis(QObject* parent = nullptr);
    // Null while it runs or when the scenario has no options (then error() says why).
    [[nodiscard]] std::shared_ptr<const fleet::ProcurementOptions> options() const;
    [[nodiscard]] QString error() const;
};

} // namespace capstan::ui

Q_DECLARE_METATYPE(std::shared_ptr<const capstan::fleet::ProcurementOptions>)
