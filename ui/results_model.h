#pragma once

#include "analysis/evaluator.h"

#include <QAbstractTableModel>
#include <QString>
#include <QVector>

namespace capstan::ui {

// The results panel's rows: each figure with its value, unit, where it comes from (exact,
// datasheet or calibrated roofline, simulated with its interval) and the reason behind it.
class ResultsModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Figure, Value, Source, Why, ColumnCount };
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
    // The Source column's text of that row, and its tooltip sentence.
    [[nodiscard]] QString sourceOf(const QString& key) const;
    [[nodiscard]] QString sourceTipOf(const QString& key) const;

private:
    struct Row final {
        QString key;
        QString figure;
        QString value;
        QString unit;
        QString why;
        Status status = Status::Neutral;
        QString source;
        QString sourceTip;
    };
    void rebuild();

    EvaluationPtr evaluation_;
    QVector<Row> rows_;
};

} // namespace capstan::ui
