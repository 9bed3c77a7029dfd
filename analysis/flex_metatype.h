#pragma once

// A core-and-flex run crosses from a background job to the GUI thread inside a QVariant; the
// bill chart and the demand chart both receive one.
#include "core/flex/flex_scenario.h"

#include <QMetaType>

#include <memory>

Q_DECLARE_METATYPE(std::shared_ptr<const capstan::flex::FlexReport>)
