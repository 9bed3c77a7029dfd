#include "analysis/layout_texts.h"

#include "analysis/core_texts.h"

#include <QCoreApplication>

namespace capstan::ui {

QString precisionText(int weightBits, int kvBits)
{
    return QCoreApplication::translate("capstan::ui", "W%1 / KV%2").arg(weightBits).arg(kvBits);
}

QString modeText(const search::Candidate& candidate)
{
    const search::Layout& l = candidate.screened.layout;
    if (!l.disaggregated)
        return QCoreApplication::translate("capstan::ui", "aggregated");
    const int prefill = candidate.confirmation && candidate.confirmation->met ? candidate.confirmation->prefill_replicas
                                                                             : candidate.screened.prefill_replicas;
    return QCoreApplication::translate("capstan::ui", "%1 P + %2 D, %3% load")
        .arg(prefill)
        .arg(candidate.replicas())
        .arg(qRound(l.prefill_load * 100));
}

QString candidateBindingText(const search::Candidate& candidate)
{
    if (!candidate.confirmation)
        return bindingText(candidate.screened.binding);
    const std::string& binding = candidate.confirmation->binding;
    if (binding == "ttft")
        return bindingText(Binding::TtftTail);
    if (binding == "tpot")
        return bindingText(Binding::TpotTail);
    return bindingText(Binding::Memory);
}

QString confirmedText(const search::Candidate& candidate)
{
    if (!candidate.confirmed())
        return QCoreApplication::translate("capstan::ui", "no");
    return candidate.meets_slo() ? QCoreApplication::translate("capstan::ui", "yes")
                                 : QCoreApplication::translate("capstan::ui", "misses the SLO");
}

QString layoutShape(const search::Layout& layout)
{
    QString line = QCoreApplication::translate("capstan::ui", "%1 · TP %2")
                       .arg(precisionText(layout.weight_bits, layout.kv_bits))
                       .arg(layout.tp);
    if (layout.pp > 1)
        line += QCoreApplication::translate("capstan::ui", " · PP %1").arg(layout.pp);
    if (layout.ep > 1)
        line += QCoreApplication::translate("capstan::ui", " · EP %1").arg(layout.ep);
    return line;
}

} // namespace capstan::ui
