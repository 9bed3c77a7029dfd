#pragma once

#include "charts/chart_frame.h"
#include "ui/main_window.h"

namespace capstan::test {

// The workbench's chart of one class (the plan chart, the fleet chart, ...); nullptr if none.
template <class Chart>
Chart* chart_of(const ui::MainWindow& window)
{
    for (ui::ChartFrame* chart : window.charts())
        if (auto* typed = qobject_cast<Chart*>(chart))
            return typed;
    return nullptr;
}

} // namespace capstan::test
