#include "evaluator.h"

#include "scenario_document.h"

namespace capstan::ui {

Evaluator::Evaluator(ScenarioDocument* document, QObject* parent) : QObject(parent), document_(document)
{
    coalesce_.setSingleShot(true);
    coalesce_.setInterval(0);
    connect(&coalesce_, &QTimer::timeout, this, &Evaluator::run);
    connect(document_, &ScenarioDocument::changed, &coalesce_, qOverload<>(&QTimer::start));
    run();
}

void Evaluator::flush()
{
    if (coalesce_.isActive()) {
        coalesce_.stop();
        run();
    }
}

void Evaluator::run()
{
    const Scenario& scenario = document_->scenario();
    current_ = std::make_shared<const Evaluation>(Evaluation{scenario, evaluate(scenario), ++generation_});
    Q_EMIT evaluated(current_);
}

} // namespace capstan::ui
