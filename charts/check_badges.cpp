#include "charts/check_badges.h"

#include "charts/chart_style.h"

#include <QHBoxLayout>
#include <QLabel>

namespace capstan::ui {

CheckBadges::CheckBadges(int count, QWidget* parent) : QWidget(parent)
{
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < count; ++i) {
        auto* label = new QLabel(this);
        label->setMargin(3);
        row->addWidget(label);
        labels_.append(label);
    }
    row->addStretch(1);
}

void CheckBadges::set(int index, bool pass, const QString& text, const QString& tooltip)
{
    QLabel* label = labels_[index];
    label->setText((pass ? QStringLiteral("✔ ") : QStringLiteral("✘ ")) + text);
    label->setToolTip(tooltip);
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
