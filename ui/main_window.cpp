#include "main_window.h"

#include "core/evaluate.h"

#include <QLocale>
#include <QTextBrowser>

namespace capstan::ui {

MainWindow::MainWindow(Scenario scenario, QWidget* parent)
    : QMainWindow(parent), scenario_(std::move(scenario)), results_(new QTextBrowser(this))
{
    setWindowTitle(tr("Capstan — %1").arg(QString::fromStdString(scenario_.name)));
    setCentralWidget(results_);
    resize(900, 600);
    refresh();
}

QString MainWindow::resultsText() const
{
    return results_->toPlainText();
}

void MainWindow::refresh()
{
    const Expected<Result> result = evaluate(scenario_);
    if (!result) {
        results_->setPlainText(tr("This scenario cannot run: %1").arg(QString::fromStdString(result.error().message())));
        return;
    }
    const QLocale locale;
    const Result& r = *result;
    QString html = QStringLiteral("<h2>%1</h2><table cellpadding='4'>").arg(QString::fromStdString(scenario_.name).toHtmlEscaped());
    auto row = [&](const QString& label, const QString& value) {
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(label, value);
    };
    row(tr("Model"), tr("%1, %2-bit weights on %3 × TP %4")
                         .arg(QString::fromStdString(scenario_.model.spec.name))
                         .arg(scenario_.model.weight_bits)
                         .arg(QString::fromStdString(scenario_.gpu.spec.name))
                         .arg(scenario_.deploy.tp));
    row(tr("Seats"), tr("%1 guaranteed, %2 sustained").arg(r.memory.guaranteed_seats).arg(r.memory.sustained_seats));
    row(tr("Single user"), tr("%1 tok/s").arg(locale.toString(r.single_user_tok_s, 'f', 1)));
    row(tr("Operating point"), tr("batch %1, TPOT %2 ms, %3 tok/s per replica")
                                   .arg(r.operating.point.batch)
                                   .arg(locale.toString(r.operating.point.step_ms, 'f', 1))
                                   .arg(locale.toString(r.operating.point.aggregate_tok_s, 'f', 0)));
    row(tr("Fleet"), tr("%1 replicas, %2 GPUs, binding: %3")
                         .arg(r.sizing.replicas)
                         .arg(r.sizing.gpus)
                         .arg(QString::fromLatin1(to_string(r.sizing.binding))));
    row(tr("Monthly bill"), tr("own $%1, rent $%2, API $%3")
                                .arg(locale.toString(r.money.monthly_own_usd, 'f', 0))
                                .arg(locale.toString(r.money.monthly_rent_usd, 'f', 0))
                                .arg(locale.toString(r.money.monthly_api_usd, 'f', 0)));
    html += QStringLiteral("</table>");
    results_->setHtml(html);
}

} // namespace capstan::ui
