#include "charts/check_badges.h"

#include "charts/chart_style.h"

#include <QGridLayout>
#include <QLabel>

namespace capstan::ui {

CheckBadges::CheckBadges(int count, QWidget* parent) : QWidget(parent)
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < count; ++i) {
        auto* label = new QLabel(this);
        label->setMargin(3);
        labels_.append(label);
    }
    // Takes the width it is given and wraps in it, rather than widening the chart.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    reflow();
}

void CheckBadges::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    reflow();
}

void CheckBadges::reflow()
{
    auto* grid = static_cast<QGridLayout*>(layout());
    // How many fit a row at this width (at least one).
    int perRow = 0;
    int used = 0;
    for (const QLabel* label : std::as_const(labels_)) {
        used += label->sizeHint().width() + (perRow > 0 ? grid->horizontalSpacing() : 0);
        if (perRow > 0 && used > width())
            break;
        ++perRow;
    }
    perRow = std::max(perRow, 1);
    if (perRow == perRow_)
        return;
    perRow_ = perRow;
    for (QLabel* label : std::as_const(labels_))
        grid->removeWidget(label);
    for (int i = 0; i < labels_.size(); ++i)
        grid->addWidget(labels_[i], i / perRow, i % perRow, Qt::AlignLeft);
    for (int c = 0; c <= labels_.size(); ++c)
        grid->setColumnStretch(c, c == perRow ? 1 : 0);
}

void CheckBadges::set(int index, bool pass, const QString& text, const QString& tooltip)
{
    QLabel* label = labels_[index];
    label->setText((pass ? QStringLiteral("✔ ") : QStringLiteral("✘ ")) + text);
    label->setToolTip(tooltip);
    reflow();   // the text's width may change how many fit a row
    label->setStyleSheet(QStringLiteral("QLabel { color: white; background: %1; border-radius: 4px; }")
                             .arg((pass ? passColor() : failColor()).name()));
}

void CheckBadges::clear()
{
    for (QLabel* label : labels_) {
        label->clear();
        label->setStyleSheet(QString());
    }
}

QStringList CheckBadges::texts() const
{
    QStringList texts;
    for (const QLabel* label : labels_)
        texts.append(label->text());
    return texts;
}

} // namespace capstan::ui
