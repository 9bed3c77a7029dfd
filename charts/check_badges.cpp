#include "charts/check_badges.h"

#include "charts/chart_style.h"

#include <QHBoxLayout>
#include <QVBoxLayout>
#include <QLabel>

namespace capstan::ui {

CheckBadges::CheckBadges(int count, QWidget* parent) : QWidget(parent)
{
    auto* rows = new QVBoxLayout(this);
    rows->setContentsMargins(0, 0, 0, 0);
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
    auto* rows = static_cast<QVBoxLayout*>(layout());
    const int spacing = rows->spacing();
    // How many fit a row at this width (at least one); hidden badges take no room.
    int perRow = 0;
    int used = 0;
    for (const QLabel* label : std::as_const(labels_)) {
        if (label->isHidden())
            continue;
        used += label->sizeHint().width() + (perRow > 0 ? spacing : 0);
        if (perRow > 0 && used > width())
            break;
        ++perRow;
    }
    perRow = std::max(perRow, 1);
    if (perRow == perRow_)
        return;
    perRow_ = perRow;
    // Each row its own box, so a long badge on the second row is not cut to the width of the
    // first row's column.
    while (QLayoutItem* item = rows->takeAt(0))
        delete item;   // the row boxes; the labels stay children of this widget
    QHBoxLayout* row = nullptr;
    int inRow = 0;
    for (QLabel* label : std::as_const(labels_)) {
        if (!row || inRow == perRow) {
            row = new QHBoxLayout;
            rows->addLayout(row);
            inRow = 0;
        }
        row->addWidget(label);
        if (!label->isHidden())
            ++inRow;
    }
    for (int r = 0; r < rows->count(); ++r)
        static_cast<QHBoxLayout*>(rows->itemAt(r)->layout())->addStretch(1);
}

void CheckBadges::set(int index, bool pass, const QString& text, const QString& tooltip)
{
    QLabel* label = labels_[index];
    if (label->isHidden()) {
        label->setVisible(true);
        perRow_ = 0;   // one badge more to place
    }
    label->setProperty("pass", pass);
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
        label->setProperty("pass", QVariant());
    }
}

void CheckBadges::hideBadge(int index)
{
    QLabel* label = labels_[index];
    label->clear();
    label->setStyleSheet(QString());
    label->setProperty("pass", QVariant());
    label->setVisible(false);
    perRow_ = 0;   // the row holds one badge fewer
    reflow();
}

bool CheckBadges::passes(int index) const
{
    return isShown(index) && labels_[index]->property("pass").toBool();
}

bool CheckBadges::isShown(int index) const
{
    return !labels_[index]->isHidden() && !labels_[index]->text().isEmpty();
}

QStringList CheckBadges::texts() const
{
    QStringList texts;
    for (const QLabel* label : labels_)
        texts.append(label->text());
    return texts;
}

} // namespace capstan::ui
