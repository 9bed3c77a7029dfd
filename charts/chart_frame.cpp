#include "charts/chart_frame.h"

#include "charts/plot_placement.h"
#include "charts/repalette.h"

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <qcustomplot.h>

namespace capstan::ui {

ChartFrame::ChartFrame(QWidget* parent)
    : QWidget(parent), title_(new QLabel(this)), header_(new QHBoxLayout), controls_(new QHBoxLayout), footer_(new QHBoxLayout),
      stack_(new QStackedWidget(this)),
      message_(new QLabel(this)), provenance_(new QLabel(this)), drawnUnder_(QApplication::palette())
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    QBoxLayout* header = header_;
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    title_->setWordWrap(true);
    header->addWidget(title_, 1);
    header->addLayout(controls_);
    layout->addLayout(header);
    layout->addWidget(stack_, 1);
    layout->addLayout(footer_);
    // Small and wrapping: the note must never widen the chart (the results dock is 400 px).
    QFont small = provenance_->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    provenance_->setFont(small);
    provenance_->setForegroundRole(QPalette::PlaceholderText);
    provenance_->setWordWrap(true);
    provenance_->setObjectName(QStringLiteral("chartProvenance"));
    provenance_->hide();
    layout->addWidget(provenance_);
    message_->setWordWrap(true);
    message_->setAlignment(Qt::AlignCenter);
    message_->setObjectName(QStringLiteral("chartMessage"));
    message_->setMargin(24);
    stack_->addWidget(message_);
    setMinimumSize(360, 260);
}

QString ChartFrame::title() const
{
    return title_->text();
}

QString ChartFrame::message() const
{
    return showingMessage() ? message_->text() : QString();
}

bool ChartFrame::showingMessage() const
{
    return stack_->currentWidget() == message_;
}

void ChartFrame::setTitle(const QString& title)
{
    title_->setText(title);
    arrangeHeader();
}

void ChartFrame::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    arrangeHeader();
}

void ChartFrame::arrangeHeader()
{
    const QMargins margins = layout()->contentsMargins();
    const int room = width() - margins.left() - margins.right();
    // The controls' width as one row, whichever way they are laid out now.
    int row = 0;
    for (int i = 0; i < controls_->count(); ++i)
        if (const QWidget* control = controls_->itemAt(i)->widget(); control && !control->isHidden())
            row += control->sizeHint().width() + (row > 0 ? controls_->spacing() : 0);
    const int needed = title_->fontMetrics().horizontalAdvance(title_->text()) + header_->spacing() + row;
    const auto header = needed > room ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight;
    if (header_->direction() != header)
        header_->setDirection(header);
    // Controls that do not fit one row under the title stack up.
    const auto controls = row > room ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight;
    if (controls_->direction() != controls)
        controls_->setDirection(controls);
}

void ChartFrame::setPlot(QWidget* plot)
{
    stack_->addWidget(plot);
    stack_->setCurrentWidget(plot);
    // A legend inside the plot moves, after every layout, to the corner where it hides nothing.
    if (auto* custom = qobject_cast<QCustomPlot*>(plot))
        connect(custom, &QCustomPlot::afterLayout, this, [custom] {
            // A legend that changed its columns changes the plot's height: lay out again at
            // once (the three phases of QCustomPlot's own layout), so the frame being drawn,
            // on screen or into an export at another size, has the fitted legend.
            // The same for tick labels that would touch: a few passes at most (each drops a tick).
            for (int pass = 0; pass < 6 && (fitLegendColumns(custom) | keepTicksApart(custom)); ++pass)
                for (auto phase : {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins, QCPLayoutElement::upLayout})
                    custom->plotLayout()->update(phase);
            keepLegendClear(custom);
            keepLabelsInside(custom);
        });
}

QString ChartFrame::provenance() const
{
    return provenance_->text();
}

void ChartFrame::setProvenance(const QString& note)
{
    provenance_->setText(note);
    provenance_->setVisible(!note.isEmpty());
}

void ChartFrame::showMessage(const QString& message)
{
    setProvenance(QString());
    message_->setText(message);
    stack_->setCurrentWidget(message_);
}

void ChartFrame::showPlot()
{
    stack_->setCurrentIndex(1);
    message_->clear();   // a message of an earlier state never lingers on the hidden page
}

void ChartFrame::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange) {
        const QPalette now = QApplication::palette();
        if (auto* plot = qobject_cast<QCustomPlot*>(plotWidget()); plot && now != drawnUnder_) {
            repalette(plot, drawnUnder_, now);
            plot->replot(QCustomPlot::rpQueuedReplot);
        }
        drawnUnder_ = now;
    }
    QWidget::changeEvent(event);
}

} // namespace capstan::ui
