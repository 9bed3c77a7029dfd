#include "charts/chart_frame.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace capstan::ui {

ChartFrame::ChartFrame(QWidget* parent)
    : QWidget(parent), title_(new QLabel(this)), controls_(new QHBoxLayout), footer_(new QHBoxLayout),
      stack_(new QStackedWidget(this)),
      message_(new QLabel(this)), provenance_(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* header = new QHBoxLayout;
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
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
}

void ChartFrame::setPlot(QWidget* plot)
{
    stack_->addWidget(plot);
    stack_->setCurrentWidget(plot);
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
}

} // namespace capstan::ui
