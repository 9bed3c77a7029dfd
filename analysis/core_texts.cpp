#include "analysis/core_texts.h"

#include <QCoreApplication>

namespace capstan::ui {

QString limitText(BatchLimit limit)
{
    switch (limit) {
    case BatchLimit::Memory: return QCoreApplication::translate("capstan::ui", "KV memory caps the batch");
    case BatchLimit::MaxBatch: return QCoreApplication::translate("capstan::ui", "engine batch cap");
    case BatchLimit::Slo: return QCoreApplication::translate("capstan::ui", "the SLO caps the batch");
    case BatchLimit::FixedBatch: return QCoreApplication::translate("capstan::ui", "fixed batch");
    }
    return {};
}

QString bindingText(Binding binding)
{
    switch (binding) {
    case Binding::Memory: return QCoreApplication::translate("capstan::ui", "KV memory");
    case Binding::Slo: return QCoreApplication::translate("capstan::ui", "TPOT target");
    case Binding::Bandwidth: return QCoreApplication::translate("capstan::ui", "bandwidth");
    case Binding::Compute: return QCoreApplication::translate("capstan::ui", "compute");
    case Binding::TtftTail: return QCoreApplication::translate("capstan::ui", "TTFT tail");
    case Binding::TpotTail: return QCoreApplication::translate("capstan::ui", "TPOT tail");
    }
    return {};
}

} // namespace capstan::ui
