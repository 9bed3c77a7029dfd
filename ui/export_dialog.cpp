#include "ui/export_dialog.h"

#include "charts/chart_frame.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

namespace capstan::ui {

namespace {

QString preset_text(const SizePreset& preset)
{
    const QString aspect = QString::fromLatin1(preset.id).section(QLatin1Char('-'), 0, 0);
    return ExportDialog::tr("Slide %1, %2 × %3 px").arg(aspect).arg(preset.pixels.width()).arg(preset.pixels.height());
}

} // namespace

ExportDialog::ExportDialog(const QVector<ChartFrame*>& charts, QWidget* parent)
    : QDialog(parent), charts_(charts), chart_(new QComboBox(this)), format_(new QComboBox(this)),
      size_(new QComboBox(this)), width_(new QSpinBox(this)), height_(new QSpinBox(this)), dpi_(new QSpinBox(this)),
      slide_(new QCheckBox(tr("&Slide theme: large fonts, thick lines, white background"), this)),
      titled_(new QCheckBox(tr("&Title above, source note below"), this)),
      summary_(new QLabel(this))
{
    setWindowTitle(tr("Export chart"));
    for (ChartFrame* chart : charts_)
        chart_->addItem(chart->title(), chartName(*chart));
    format_->addItem(tr("PNG image"), QStringLiteral("png"));
    format_->addItem(tr("SVG drawing (vector)"), QStringLiteral("svg"));
    format_->addItem(tr("PDF page (vector)"), QStringLiteral("pdf"));
    format_->addItem(tr("Clipboard (image)"), QStringLiteral("clipboard"));
    for (const SizePreset& preset : sizePresets())
        size_->addItem(preset_text(preset), QString::fromLatin1(preset.id));
    size_->addItem(tr("Custom"), QString());
    for (QSpinBox* box : {width_, height_})
        box->setSuffix(tr(" px"));
    width_->setRange(kMinLogical.width(), kMaxPixels);
    height_->setRange(kMinLogical.height(), kMaxPixels);
    dpi_->setRange(kMinDpi, kMaxDpi);
    dpi_->setSuffix(tr(" dpi"));
    dpi_->setToolTip(tr("The chart is laid out at size × 96 / DPI pixels and scaled up: a higher DPI gives "
                        "the same picture with larger, sharper text."));
    slide_->setChecked(true);
    titled_->setChecked(true);
    titled_->setToolTip(tr("The file carries the chart's title and the note on where its figures come from; "
                           "a slide in a deck has both already"));
    summary_->setWordWrap(true);

    auto* size_row = new QHBoxLayout;
    size_row->addWidget(width_);
    size_row->addWidget(new QLabel(QStringLiteral("×"), this));
    size_row->addWidget(height_);
    size_row->addStretch(1);
    auto* form = new QFormLayout;
    form->addRow(tr("&Chart"), chart_);
    form->addRow(tr("&Format"), format_);
    form->addRow(tr("Si&ze"), size_);
    form->addRow(QString(), size_row);
    form->addRow(tr("&DPI"), dpi_);
    form->addRow(QString(), slide_);
    form->addRow(QString(), titled_);
    form->addRow(QString(), summary_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export…"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ExportDialog::reject);

    connect(size_, &QComboBox::currentIndexChanged, this, &ExportDialog::applyPreset);
    for (QSpinBox* box : {width_, height_}) {
        connect(box, &QSpinBox::valueChanged, this, [this] {
            size_->setCurrentIndex(size_->count() - 1);   // an edited size is a custom one
            updateSummary();
        });
    }
    connect(dpi_, &QSpinBox::valueChanged, this, &ExportDialog::updateSummary);
    connect(format_, &QComboBox::currentIndexChanged, this, [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)->setText(format() ? tr("&Export…") : tr("&Copy"));
        updateSummary();
    });
    applyPreset();
}

ChartFrame* ExportDialog::chart() const
{
    return charts_.value(chart_->currentIndex());
}

std::optional<ExportFormat> ExportDialog::format() const
{
    const QString id = format_->currentData().toString();
    if (id == QLatin1String("clipboard"))
        return std::nullopt;
    return formatForPath(QStringLiteral("chart.") + id);
}

ExportOptions ExportDialog::options() const
{
    return {QSize(width_->value(), height_->value()), dpi_->value(), slide_->isChecked(), titled_->isChecked()};
}

void ExportDialog::applyPreset()
{
    const QString id = size_->currentData().toString();
    for (const SizePreset& preset : sizePresets()) {
        if (id != QLatin1String(preset.id))
            continue;
        const QSignalBlocker block_width(width_);
        const QSignalBlocker block_height(height_);
        width_->setValue(preset.pixels.width());
        height_->setValue(preset.pixels.height());
        dpi_->setValue(preset.dpi);
    }
    updateSummary();
}

void ExportDialog::updateSummary()
{
    const ExportOptions chosen = options();
    if (const Status valid = checkOptions(chosen); !valid) {
        summary_->setText(QString::fromStdString(valid.error().message()));
        return;
    }
    const QSize layout = logicalSize(chosen);
    const QLocale locale;
    const QString physical = tr("%1 × %2 in").arg(locale.toString(double(chosen.pixels.width()) / chosen.dpi, 'f', 2),
                                                   locale.toString(double(chosen.pixels.height()) / chosen.dpi, 'f', 2));
    summary_->setText(tr("Laid out at %1 × %2 px, printed %3.").arg(layout.width()).arg(layout.height()).arg(physical));
}

Status ExportDialog::exportTo(const QString& path)
{
    ChartFrame* frame = chart();
    if (!frame)
        return Error{"chart", "", "", "no chart to export"};
    const std::optional<ExportFormat> chosen = format();
    if (!chosen)
        return copyChartToClipboard(*frame, options());
    return exportChartToFile(*frame, path, *chosen, options());
}

void ExportDialog::accept()
{
    QString path;
    if (format()) {
        const QString id = format_->currentData().toString();
        path = QFileDialog::getSaveFileName(this, tr("Export chart"),
                                            chart_->currentData().toString() + QLatin1Char('.') + id,
                                            tr("%1 (*.%2)").arg(format_->currentText(), id));
        if (path.isEmpty())
            return;
        if (!path.endsWith(QLatin1Char('.') + id, Qt::CaseInsensitive))
            path += QLatin1Char('.') + id;
    }
    if (const Status done = exportTo(path); !done) {
        QMessageBox::warning(this, tr("Export chart"), QString::fromStdString(done.error().message()));
        return;
    }
    QDialog::accept();
}

void showExportDialog(QWidget* parent, const QVector<ChartFrame*>& charts)
{
    ExportDialog dialog(charts, parent);
    dialog.exec();
}

} // namespace capstan::ui
