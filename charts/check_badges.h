#pragma once

#include <QStringList>
#include <QVector>
#include <QWidget>

class QLabel;

namespace capstan::ui {

// Rows of pass/fail badges, one per check: "✔ Idle 12%" on green, "✘ Overflow 40%" on red,
// what the check sees and cannot see in the tooltip.
class CheckBadges final : public QWidget {
    Q_OBJECT
public:
    CheckBadges(int count, QWidget* parent = nullptr);

    void set(int index, bool pass, const QString& text, const QString& tooltip);
    void clear();
    // A check that does not apply to this scenario (no power envelope): no badge at all until
    // set() shows it again.
    void hideBadge(int index);
    // Whether badge `index` shows and passes (false when hidden or cleared).
    [[nodiscard]] bool passes(int index) const;
    [[nodiscard]] bool isShown(int index) const;
    [[nodiscard]] QStringList texts() const;

protected:
    // As many badges a row as fit the width; the rest wrap to the next row.
    void resizeEvent(QResizeEvent* event) override;

private:
    void reflow();

    QVector<QLabel*> labels_;
    int perRow_ = 0;
};

} // namespace capstan::ui
