#pragma once

#include <QColor>
#include <QStringList>
#include <QVector>

#include <vector>

class QCustomPlot;
class QCPAxis;
class QCPBars;
class QCPTextElement;

namespace capstan::ui {

// Parts stacked on named categories, drawn by QCustomPlot: the bill's ways of paying, the rented
// pool's month against the ideal, the memory map's one GPU. A text element above the plot
// carries the chart's figures (an exported file has them too); the legend takes a row under the
// plot, since stacked bars leave no corner free for it.
class StackedBars final {
public:
    // Horizontal: the bars run along the x axis, the categories down the y axis.
    StackedBars(QCustomPlot* plot, Qt::Orientation orientation, int parts);

    void setName(int part, const QString& name);
    void setColor(int part, const QColor& color);
    void setCategories(const QStringList& categories);
    // One value a category, the first part at the base of the stack.
    void setValues(int part, const QVector<double>& values);
    [[nodiscard]] QVector<double> values(int part) const;
    // Where a category's part starts and ends along the value axis.
    [[nodiscard]] double start(int part, int category) const;
    [[nodiscard]] QCPBars* bars(int part) const { return bars_[std::size_t(part)]; }
    [[nodiscard]] QCPAxis* categoryAxis() const;
    [[nodiscard]] QCPAxis* valueAxis() const;
    // The figures over the plot, one line per '\n'.
    void setFigures(const QString& text);
    [[nodiscard]] QString figures() const;

private:
    QCustomPlot* plot_;
    Qt::Orientation orientation_;
    std::vector<QCPBars*> bars_;
    QCPTextElement* figures_;
};

} // namespace capstan::ui
