#pragma once

#include "analysis/scenario_run.h"

#include "core/sensitivity.h"

#include <QMetaType>

#include <memory>

namespace capstan::ui {

// The sensitivity tornado's run: each input moved by ±20% (capstan::sensitivity).
class SensitivityAnalysis final : public ScenarioRun {
    Q_OBJECT
public:
    explicit SensitivityAnalysis(QObject* parent = nullptr);
    // Null while it runs or when the scenario has none.
    [[nodiscard]] std::shared_ptr<const Sensitivity> sensitivity() const;
};

} // namespace capstan::ui

Q_DECLARE_METATYPE(std::shared_ptr<const capstan::Sensitivity>)
