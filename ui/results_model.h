#pragma once

#include "evaluator.h"

#include <QAbstractTableModel>
#include <QString>
#include <QVector>

namespace capstan::ui {

// The results panel's rows: each figure with its value, unit and the reason behind it.
class ResultsModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Figure, Value, Why, ColumnCount };
    static constexpr int UnitRole = Qt::UserRole + 1;
    enum class Status { Neutral, Pass, Fail };

    explicit ResultsModel(QObject* parent = nullptr);

    void setEvaluation(const EvaluationPtr& evaluation);
    void retranslate();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The value text of the row whose figure is `key` (a stable id, for tests).
    [[nodiscard]] QString valueOf(const QString& key) const;

private:
    struct Row final {
        QString key;
        QString figure;
        QString value;
        QString unit;
        QString why;
        Status status = Status::Neutral;
    };
    void rebuild();

    EvaluationPtr evaluation_;
    QVector<Row> rows_;
};

} // namespace capstan::ui
