#pragma once

#include <QString>
#include <QWidget>

#include <vector>

namespace capstan::ui {

class ApiPricePicker;
class ParameterRow;
class ScenarioDocument;

// The inputs of one group (workload, model, hardware, deployment, slo, money), built from the
// core's input table, writing every edit through the document's undo stack.
class ParameterPanel final : public QWidget {
    Q_OBJECT
public:
    ParameterPanel(const QString& group, ScenarioDocument* document, QWidget* parent = nullptr);

    [[nodiscard]] ParameterRow* row(const QString& path) const;
    void retranslate();

Q_SIGNALS:
    void inputRejected(const QString& message);

private:
    void showScenario();

    ScenarioDocument* document_;
    std::vector<ParameterRow*> rows_;
    ApiPricePicker* pricePicker_ = nullptr;
};

// The groups in panel order, and their translated titles.
QStringList parameterGroups();
QString groupTitle(const QString& group);

} // namespace capstan::ui
