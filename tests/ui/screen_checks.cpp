#include "screen_checks.h"

#include "charts/chart_style.h"
#include "charts/plot_placement.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QToolButton>

#include <qcustomplot.h>

#include <cmath>
#include <vector>

namespace capstan::test {

using capstan::ui::contrastRatio;

namespace {

// On screen: shown, and not wholly scrolled or clipped away by its parents.
bool onScreen(const QWidget* w)
{
    if (!w->isVisible())
        return false;
    // A scroll area (a chart view, an item view) is covered by its viewport: ask the viewport.
    if (auto* area = qobject_cast<const QAbstractScrollArea*>(w))
        return !area->viewport()->visibleRegion().isEmpty();
    return !w->visibleRegion().isEmpty();
}

QString where(const QWidget* w)
{
    QString path;
    for (const QObject* o = w; o; o = o->parent())
        if (!o->objectName().isEmpty()) {
            path = o->objectName();
            break;
        }
    return QStringLiteral("%1 %2").arg(QString::fromLatin1(w->metaObject()->className()), path).trimmed();
}

QString withoutMnemonic(QString text)
{
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    return text;
}

// `top` drawn over `under` with its alpha.
QColor over(const QColor& top, const QColor& under)
{
    const double a = top.alphaF();
    return QColor::fromRgbF(float(top.redF() * a + under.redF() * (1 - a)), float(top.greenF() * a + under.greenF() * (1 - a)),
                            float(top.blueF() * a + under.blueF() * (1 - a)));
}

// The colour most pixels of an image have: the background.
QColor modeColour(const QImage& image, const QRect& area)
{
    QHash<QRgb, int> counts;
    const QRect r = area.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            ++counts[image.pixel(x, y)];
    QRgb best = 0;
    int most = -1;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (it.value() > most) {
            most = it.value();
            best = it.key();
        }
    return QColor::fromRgb(best);
}

// ---- text cut short ----

QString labelCut(const QLabel* label)
{
    const QString text = label->text();
    if (text.isEmpty() || !label->pixmap().isNull())
        return {};
    if (text.endsWith(QChar(0x2026)) && !label->toolTip().isEmpty())
        return {};   // elided on purpose, the whole text in its tooltip
    if (label->wordWrap()) {
        if (label->heightForWidth(label->width()) > label->height() + 2)
            return QStringLiteral("needs %1 px of height, has %2").arg(label->heightForWidth(label->width())).arg(label->height());
        return {};
    }
    const QSize hint = label->sizeHint();
    if (hint.width() > label->width() + 1 || hint.height() > label->height() + 2)
        return QStringLiteral("needs %1 x %2 px, has %3 x %4").arg(hint.width()).arg(hint.height()).arg(label->width()).arg(label->height());
    return {};
}

QString buttonCut(const QAbstractButton* button)
{
    const QString text = withoutMnemonic(button->text());
    if (text.isEmpty())
        return {};
    int needed = 0;
    if (qobject_cast<const QCheckBox*>(button) || qobject_cast<const QRadioButton*>(button)) {
        needed = button->sizeHint().width();
    } else {
        if (auto* tool = qobject_cast<const QToolButton*>(button); tool && tool->toolButtonStyle() == Qt::ToolButtonIconOnly)
            return {};
        // The label is drawn inside the button's frame.
        needed = button->fontMetrics().horizontalAdvance(text) + 2 * button->style()->pixelMetric(QStyle::PM_DefaultFrameWidth);
        if (!button->icon().isNull())
            needed += button->iconSize().width() + 4;
    }
    if (needed > button->width() + 1)
        return QStringLiteral("needs %1 px, has %2").arg(needed).arg(button->width());
    return {};
}

void tabsCut(const QTabBar* bar, QStringList& out)
{
    const int padding = bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, bar);
    for (int i = 0; i < bar->count(); ++i) {
        if (!bar->isTabVisible(i))
            continue;
        const QString text = withoutMnemonic(bar->tabText(i));
        const QRect rect = bar->tabRect(i);
        if (!bar->rect().contains(rect))
            out << QStringLiteral("%1: tab \"%2\" is scrolled out of its bar").arg(where(bar), text);
        int available = rect.width() - padding;
        if (!bar->tabIcon(i).isNull())
            available -= bar->iconSize().width() + 4;
        for (auto side : {QTabBar::LeftSide, QTabBar::RightSide})
            if (const QWidget* button = bar->tabButton(i, side); button && button->isVisible())
                available -= button->width();
        const int needed = bar->fontMetrics().horizontalAdvance(text);
        if (needed > available + 1)
            out << QStringLiteral("%1: tab \"%2\" needs %3 px, has %4").arg(where(bar), text).arg(needed).arg(available);
    }
}

QString comboCut(const QComboBox* combo)
{
    if (combo->isEditable())
        return {};   // its line edit is checked as one
    QStyleOptionComboBox option;
    option.initFrom(combo);
    option.editable = false;
    option.frame = combo->hasFrame();
    option.currentText = combo->currentText();
    const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
    int needed = combo->fontMetrics().horizontalAdvance(combo->currentText());
    if (!combo->itemIcon(combo->currentIndex()).isNull())
        needed += combo->iconSize().width() + 4;
    if (needed > field.width() + 1)
        return QStringLiteral("needs %1 px, has %2").arg(needed).arg(field.width());
    return {};
}

QString lineEditCut(const QLineEdit* edit)
{
    if (edit->hasFocus())
        return {};   // scrolled to the cursor while typed in
    const QString text = edit->text().isEmpty() ? edit->placeholderText() : edit->text();
    if (text.isEmpty())
        return {};
    const QMargins margins = edit->textMargins();
    const int frame = edit->hasFrame() ? 2 * edit->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, edit) : 0;
    const int available = edit->width() - frame - margins.left() - margins.right() - 4;
    const int needed = edit->fontMetrics().horizontalAdvance(text);
    if (needed > available + 1)
        return QStringLiteral("needs %1 px, has %2").arg(needed).arg(available);
    return {};
}

void headerCut(const QHeaderView* header, QStringList& out)
{
    const QAbstractItemModel* model = header->model();
    if (!model)
        return;
    const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    for (int section = 0; section < header->count(); ++section) {
        if (header->isSectionHidden(section))
            continue;
        const QString text = model->headerData(section, header->orientation()).toString();
        // The widest of its lines, in the section's own font, beside its decoration.
        const QVariant font = model->headerData(section, header->orientation(), Qt::FontRole);
        const QFontMetrics metrics(font.isValid() ? font.value<QFont>() : header->font());
        int needed = 0;
        for (const QString& line : text.split(QLatin1Char('\n')))
            needed = std::max(needed, metrics.horizontalAdvance(line));
        needed += 2 * margin;
        if (!model->headerData(section, header->orientation(), Qt::DecorationRole).isNull())
            needed += header->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, header) + margin;
        const int size = header->orientation() == Qt::Horizontal ? header->sectionSize(section) : header->width();
        if (!text.isEmpty() && needed > size + 1)
            out << QStringLiteral("%1: header \"%2\" needs %3 px, has %4").arg(where(header), text).arg(needed).arg(size);
    }
}

// The legends of a plot: inset in an axis rect, or in a row of the plot's layout.
QList<QCPLegend*> legendsOf(QCustomPlot* plot)
{
    QList<QCPLegend*> legends;
    for (QCPAxisRect* rect : plot->axisRects())
        for (int e = 0; e < rect->insetLayout()->elementCount(); ++e)
            if (auto* legend = qobject_cast<QCPLegend*>(rect->insetLayout()->elementAt(e)))
                legends << legend;
    for (int e = 0; e < plot->plotLayout()->elementCount(); ++e)
        if (auto* legend = qobject_cast<QCPLegend*>(plot->plotLayout()->elementAt(e)); legend && !legends.contains(legend))
            legends << legend;
    if (plot->legend && !legends.contains(plot->legend))
        legends << plot->legend;
    return legends;
}

// A QCustomPlot squeezed until its axis rect cannot show its data, figures over the plot wider
// than the chart, an axis title running past the widget's edge, or a legend given less room
// than its entries need.
void plotCut(QCustomPlot* plot, QStringList& out)
{
    plot->replot(QCustomPlot::rpImmediateRefresh);
    const QString name = plot->objectName().isEmpty() ? where(plot) : plot->objectName();
    for (QCPAxisRect* rect : plot->axisRects())
        if (rect->visible() && (rect->width() < 100 || rect->height() < 80))
            out << QStringLiteral("%1: plot area only %2 x %3 px").arg(name).arg(rect->width()).arg(rect->height());
    for (int e = 0; e < plot->plotLayout()->elementCount(); ++e) {
        auto* text = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(e));
        if (!text || !text->visible() || text->text().isEmpty())
            continue;
        const QFontMetrics metrics(text->font());
        const QRect room = text->rect().intersected(plot->rect());
        for (const QString& line : text->text().split(QLatin1Char('\n')))
            if (metrics.horizontalAdvance(line) > room.width() + 1)
                out << QStringLiteral("%1: figures line \"%2\" needs %3 px, has %4").arg(name, line)
                           .arg(metrics.horizontalAdvance(line)).arg(room.width());
        const int lines = int(text->text().count(QLatin1Char('\n'))) + 1;
        if (lines * metrics.height() > room.height() + 2)
            out << QStringLiteral("%1: figures \"%2\" need %3 px of height, have %4").arg(name, text->text().simplified())
                       .arg(lines * metrics.height()).arg(room.height());
    }
    // Tick labels along a horizontal axis that run into each other ("-$4k$2k$0").
    for (QCPAxisRect* rect : plot->axisRects())
        for (QCPAxis* axis : rect->axes(QCPAxis::atBottom | QCPAxis::atTop)) {
            if (!axis->visible() || !axis->tickLabels())
                continue;
            const QFontMetrics metrics(axis->tickLabelFont());
            const QVector<double> ticks = axis->tickVector();
            const QVector<QString> labels = axis->tickVectorLabels();
            double right = -1e9;
            for (qsizetype i = 0; i < ticks.size() && i < labels.size(); ++i) {
                const double x = axis->coordToPixel(ticks[i]);
                const double half = metrics.horizontalAdvance(labels[i]) / 2.0;
                if (x - half < right + 2)
                    out << QStringLiteral("%1: tick labels \"%2\" and \"%3\" touch").arg(name, labels[i - 1], labels[i]);
                right = x + half;
            }
        }
    for (QCPAxisRect* rect : plot->axisRects())
        for (QCPAxis* axis : rect->axes()) {
            if (!axis->visible() || axis->label().isEmpty())
                continue;
            const QFontMetrics metrics(axis->labelFont());
            const double length = axis->orientation() == Qt::Horizontal ? plot->width() : plot->height();
            const double centre = axis->orientation() == Qt::Horizontal ? rect->center().x() : rect->center().y();
            for (const QString& line : axis->label().split(QLatin1Char('\n'))) {
                const double half = metrics.horizontalAdvance(line) / 2.0;
                if (centre - half < 0 || centre + half > length)
                    out << QStringLiteral("%1: axis title \"%2\" runs past the chart's edge").arg(name, line);
            }
        }
    for (QCPLegend* legend : legendsOf(plot)) {
        if (!legend->visible() || legend->itemCount() == 0)
            continue;
        const QSize needed = legend->minimumOuterSizeHint();
        const QRect given = legend->outerRect();
        if (needed.width() > given.width() + 1 || needed.height() > given.height() + 1)
            out << QStringLiteral("%1: legend needs %2 x %3 px, has %4 x %5").arg(name).arg(needed.width()).arg(needed.height())
                       .arg(given.width()).arg(given.height());
        if (!plot->rect().contains(given.adjusted(1, 1, -1, -1)))
            out << QStringLiteral("%1: a legend (%2, %3 %4 x %5) runs past the chart's edge")
                       .arg(name).arg(given.x()).arg(given.y()).arg(given.width()).arg(given.height());
        // A legend inside an axis rect names that rect's series only.
        const auto* inset = qobject_cast<QCPLayoutInset*>(legend->layout());
        QCPAxisRect* home = nullptr;
        for (QCPAxisRect* rect : plot->axisRects())
            if (rect->insetLayout() == inset)
                home = rect;
        for (int i = 0; home && i < legend->itemCount(); ++i)
            if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i)))
                if (item->plottable()->keyAxis()->axisRect() != home)
                    out << QStringLiteral("%1: a panel's legend lists \"%2\", drawn in another panel").arg(name, item->plottable()->name());
    }
}

// ---- charts ----

struct PlotLabel {
    QRectF box;
    QString text;
};

void plotCollisions(QCustomPlot* plot, QStringList& out)
{
    plot->replot(QCustomPlot::rpImmediateRefresh);
    const QString name = plot->objectName().isEmpty() ? where(plot) : plot->objectName();
    std::vector<PlotLabel> labels;
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto* label = qobject_cast<QCPItemText*>(plot->item(i));
        if (!label || !label->visible() || label->text().isEmpty())
            continue;
        QCPAxisRect* rect = label->clipAxisRect() ? label->clipAxisRect() : plot->axisRect();
        const QRectF box = QRectF(label->topLeft->pixelPosition(), label->bottomRight->pixelPosition()).normalized();
        if (!QRectF(rect->rect()).adjusted(-1, -1, 1, 1).contains(box))
            out << QStringLiteral("%1: label \"%2\" leaves its plot").arg(name, label->text().simplified());
        labels.push_back({box, label->text().simplified()});
    }
    for (size_t a = 0; a < labels.size(); ++a)
        for (size_t b = a + 1; b < labels.size(); ++b)
            if (labels[a].box.adjusted(1, 1, -1, -1).intersects(labels[b].box.adjusted(1, 1, -1, -1)))
                out << QStringLiteral("%1: label \"%2\" overlaps \"%3\"").arg(name, labels[a].text, labels[b].text);
    // Every legend inside an axis rect: over no label, over no drawn point of that rect's series.
    for (QCPAxisRect* inside : plot->axisRects())
        for (int e = 0; e < inside->insetLayout()->elementCount(); ++e) {
            auto* legendElement = qobject_cast<QCPLegend*>(inside->insetLayout()->elementAt(e));
            if (!legendElement || !legendElement->visible() || legendElement->itemCount() == 0)
                continue;
            const QRectF legend = QRectF(legendElement->outerRect()).adjusted(1, 1, -1, -1);
            for (const PlotLabel& label : labels)
                if (legend.intersects(label.box))
                    out << QStringLiteral("%1: the legend covers label \"%2\"").arg(name, label.text);
            const QRectF area = inside->rect();
            for (int i = 0; i < plot->plottableCount(); ++i) {
                QCPAbstractPlottable* plottable = plot->plottable(i);
                if (!plottable->visible() || plottable->keyAxis()->axisRect() != inside)
                    continue;
                int covered = 0;
                for (const QPointF& p : capstan::ui::drawnPixels(plottable))
                    if (area.contains(p) && legend.contains(p))
                        ++covered;
                if (covered > 0)
                    out << QStringLiteral("%1: the legend covers %2 drawn points of \"%3\"").arg(name).arg(covered).arg(plottable->name());
            }
        }
}

// ---- contrast ----

QString contrastFinding(const QString& what, const QString& text, const QColor& fg, const QColor& bg, double minimum)
{
    const double ratio = contrastRatio(fg, bg);
    if (ratio + 1e-9 >= minimum)
        return {};
    return QStringLiteral("%1: \"%2\" %3 on %4 is %5:1").arg(what, text.simplified().left(60), fg.name(), bg.name()).arg(ratio, 0, 'f', 2);
}

// A label as drawn: its background is the colour most of its pixels have, its text the pixel
// that differs most from it (a glyph's stem, at full colour).
void labelContrast(QLabel* label, double minimum, QStringList& out)
{
    const QImage image = label->grab().toImage().convertToFormat(QImage::Format_RGB32);
    if (image.isNull())
        return;
    const QColor bg = modeColour(image, image.rect());
    QColor fg = bg;
    double best = 1;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = QColor::fromRgb(image.pixel(x, y));
            if (const double r = contrastRatio(c, bg); r > best) {
                best = r;
                fg = c;
            }
        }
    if (QString f = contrastFinding(where(label), label->text(), fg, bg, minimum); !f.isEmpty())
        out << f;
}

void plotContrast(QCustomPlot* plot, double minimum, QStringList& out)
{
    const QImage image = plot->grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QColor bg = modeColour(image, image.rect());
    const QString name = plot->objectName().isEmpty() ? where(plot) : plot->objectName();
    auto check = [&](const QString& text, const QColor& fg, const QColor& under) {
        if (QString f = contrastFinding(name, text, over(fg, under), under, minimum); !f.isEmpty())
            out << f;
    };
    for (QCPAxisRect* rect : plot->axisRects())
        for (QCPAxis* axis : rect->axes()) {
            if (!axis->visible())
                continue;
            if (axis->tickLabels())
                check(QStringLiteral("tick labels of ") + axis->label(), axis->tickLabelColor(), bg);
            if (!axis->label().isEmpty())
                check(axis->label(), axis->labelColor(), bg);
        }
    for (QCPLegend* legend : legendsOf(plot)) {
        if (!legend->visible())
            continue;
        const QColor legendBg = legend->brush().style() == Qt::NoBrush ? bg : over(legend->brush().color(), bg);
        for (int i = 0; i < legend->itemCount(); ++i)
            if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i)))
                check(item->plottable()->name(), legend->textColor(), legendBg);
    }
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* label = qobject_cast<QCPItemText*>(plot->item(i)); label && label->visible() && !label->text().isEmpty()) {
            const QColor under = label->brush().style() == Qt::NoBrush ? bg : over(label->brush().color(), bg);
            check(label->text(), label->color(), under);
        }
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
        if (auto* title = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(i)); title && title->visible())
            check(title->text(), title->textColor(), bg);
}

QColor role(const QWidget* w, QPalette::ColorRole r)
{
    return w->palette().color(QPalette::Active, r);
}

} // namespace

QStringList elidedTexts(QWidget& root)
{
    QStringList out;
    QList<QWidget*> widgets = root.findChildren<QWidget*>();
    widgets.prepend(&root);
    for (QWidget* w : widgets) {
        if (!onScreen(w))
            continue;
        QString finding;
        QString text;
        if (auto* label = qobject_cast<QLabel*>(w)) {
            finding = labelCut(label);
            text = label->text();
        } else if (auto* button = qobject_cast<QAbstractButton*>(w)) {
            finding = buttonCut(button);
            text = button->text();
        } else if (auto* combo = qobject_cast<QComboBox*>(w)) {
            finding = comboCut(combo);
            text = combo->currentText();
        } else if (auto* edit = qobject_cast<QLineEdit*>(w)) {
            finding = lineEditCut(edit);
            text = edit->text().isEmpty() ? edit->placeholderText() : edit->text();
        } else if (auto* bar = qobject_cast<QTabBar*>(w)) {
            tabsCut(bar, out);
        } else if (auto* header = qobject_cast<QHeaderView*>(w)) {
            headerCut(header, out);
        } else if (auto* plot = qobject_cast<QCustomPlot*>(w)) {
            plotCut(plot, out);
        }
        if (!finding.isEmpty())
            out << QStringLiteral("%1: \"%2\" %3").arg(where(w), text.simplified().left(60), finding);
    }
    return out;
}

QStringList chartCollisions(QWidget& root)
{
    QStringList out;
    QList<QCustomPlot*> plots = root.findChildren<QCustomPlot*>();
    if (auto* self = qobject_cast<QCustomPlot*>(&root))
        plots.prepend(self);
    for (QCustomPlot* plot : plots)
        if (onScreen(plot))
            plotCollisions(plot, out);
    return out;
}

QStringList lowContrastTexts(QWidget& root, double minimum)
{
    QStringList out;
    QList<QWidget*> widgets = root.findChildren<QWidget*>();
    widgets.prepend(&root);
    auto check = [&](const QWidget* w, const QString& text, const QColor& fg, const QColor& bg) {
        if (QString f = contrastFinding(where(w), text, fg, bg, minimum); !f.isEmpty())
            out << f;
    };
    for (QWidget* w : widgets) {
        if (!onScreen(w) || !w->isEnabled())
            continue;
        if (auto* label = qobject_cast<QLabel*>(w)) {
            if (!label->text().isEmpty() && label->pixmap().isNull())
                labelContrast(label, minimum, out);
        } else if (auto* plot = qobject_cast<QCustomPlot*>(w)) {
            plotContrast(plot, minimum, out);
        } else if (auto* button = qobject_cast<QAbstractButton*>(w)) {
            if (!button->text().isEmpty())
                check(w, button->text(), role(w, w->foregroundRole()), role(w, w->backgroundRole()));
        } else if (auto* edit = qobject_cast<QLineEdit*>(w)) {
            if (!edit->text().isEmpty())
                check(w, edit->text(), role(w, QPalette::Text), role(w, QPalette::Base));
            else if (!edit->placeholderText().isEmpty())
                check(w, edit->placeholderText(), over(role(w, QPalette::PlaceholderText), role(w, QPalette::Base)),
                      role(w, QPalette::Base));
        } else if (auto* combo = qobject_cast<QComboBox*>(w)) {
            check(w, combo->currentText(), role(w, QPalette::ButtonText), role(w, QPalette::Button));
        } else if (auto* bar = qobject_cast<QTabBar*>(w)) {
            for (int i = 0; i < bar->count(); ++i)
                check(w, bar->tabText(i), role(w, QPalette::WindowText), role(w, QPalette::Window));
        } else if (auto* itemView = qobject_cast<QAbstractItemView*>(w); itemView && itemView->model()) {
            const QAbstractItemModel* model = itemView->model();
            for (int r = 0; r < std::min(model->rowCount(), 200); ++r)
                for (int c = 0; c < model->columnCount(); ++c) {
                    const QModelIndex index = model->index(r, c);
                    const QString text = index.data().toString();
                    if (text.isEmpty())
                        continue;
                    const QVariant fgData = index.data(Qt::ForegroundRole);
                    const QVariant bgData = index.data(Qt::BackgroundRole);
                    const QColor fg = fgData.isValid() ? fgData.value<QBrush>().color() : role(itemView, QPalette::Text);
                    QColor bg = role(itemView, r % 2 && itemView->alternatingRowColors() ? QPalette::AlternateBase : QPalette::Base);
                    if (bgData.isValid() && bgData.value<QBrush>().style() != Qt::NoBrush)
                        bg = over(bgData.value<QBrush>().color(), bg);
                    check(w, text, over(fg, bg), bg);
                }
        }
    }
    return out;
}

} // namespace capstan::test
