#pragma once

#include <QObject>
#include <QString>

class QComboBox;
class QGridLayout;
class QLabel;

namespace capstan::ui {

class ScenarioDocument;

// "API price sheet": the built-in table's rows for the scenario's model (provider, model, input /
// cached / output per 1M tokens, the date they were valid), the blended price, or the engineer's
// own figures. Choosing a row sets the three prices as one undo step; the combo follows the
// document (a row whose prices match is shown as chosen, anything else as "Your own prices").
class ApiPricePicker final : public QObject {
    Q_OBJECT
public:
    ApiPricePicker(ScenarioDocument* document, QGridLayout* grid, int row, QWidget* parent);

    void show();
    void retranslate();
    [[nodiscard]] QComboBox* combo() const { return combo_; }

private:
    void fill();
    void choose(int index);

    ScenarioDocument* document_;
    QLabel* label_;
    QComboBox* combo_;
    QString filledFor_;   // the model the rows were listed for
    bool updating_ = false;
};

} // namespace capstan::ui
