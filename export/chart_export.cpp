#include "export/chart_export.h"

#include "export/slide_theme.h"
#include "charts/chart_frame.h"

#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QGraphicsScene>
#include <QGuiApplication>
#include <QImageWriter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace capstan::ui {

namespace {

constexpr double kLayoutDpi = 96;     // the DPI every chart is laid out at (a standard screen)
constexpr double kInchMeters = 0.0254;

std::string size_text(QSize size)
{
    return std::to_string(size.width()) + "x" + std::to_string(size.height());
}

QColor background_of(const QWidget* plot, bool slide)
{
    return slide ? QColor(Qt::white) : plot->palette().color(QPalette::Base);
}

// Paints the plot laid out at `logical` onto `device`, scaled to fill `target` device units,
// in the slide theme if asked. QCustomPlot draws itself through toPainter(); a QChartView's
// chart is laid out at the logical size in its scene and the scene renders that rect, so the
// widget on screen keeps its geometry (resizing a hidden view would not relayout the chart).
void paint_plot(QWidget* plot, QPaintDevice* device, QSize target, QSize logical, bool vector, bool slide)
{
    const double sx = double(target.width()) / logical.width();
    const double sy = double(target.height()) / logical.height();
    std::optional<SlideTheme> theme(std::in_place, slide ? plot : nullptr);
    if (auto* custom = qobject_cast<QCustomPlot*>(plot)) {
        QCPPainter painter(device);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
        painter.fillRect(QRect(QPoint(0, 0), target), background_of(plot, slide));
        painter.setMode(QCPPainter::pmNonCosmetic);   // hairlines would vanish when scaled up
        painter.setMode(QCPPainter::pmVectorized, vector);
        painter.scale(sx, sy);
        custom->toPainter(&painter, logical.width(), logical.height());
        painter.end();
        custom->replot(QCustomPlot::rpQueuedReplot);   // back to the on-screen layout
        return;
    }
    QPainter painter(device);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    painter.fillRect(QRect(QPoint(0, 0), target), background_of(plot, slide));
    if (auto* view = qobject_cast<QChartView*>(plot)) {
        QChart* chart = view->chart();
        const QRectF before = chart->geometry();
        chart->setGeometry(QRectF(QPointF(0, 0), QSizeF(logical)));
        view->scene()->render(&painter, QRectF(QPointF(0, 0), QSizeF(target)), chart->geometry(),
                              Qt::IgnoreAspectRatio);
        painter.end();
        // Fonts back first, then the geometry: the chart lays its labels out again exactly as
        // it had them, not with the slide theme's sizes.
        theme.reset();
        chart->setGeometry(before);
        return;
    }
    painter.scale(sx, sy);
    plot->render(&painter);
}

Expected<QWidget*> ready_plot(ChartFrame& chart, const ExportOptions& options)
{
    if (Status ok = checkOptions(options); !ok)
        return ok.error();
    chart.waitForRefinement();
    if (chart.showingMessage())
        return Error{chartName(chart).toStdString(), "", "", chart.message().toStdString()};
    return chart.plotWidget();
}

QImage render_image(QWidget* plot, const ExportOptions& options)
{
    const QSize logical = logicalSize(options);
    QImage image(options.pixels, QImage::Format_RGB32);   // opaque: the background is painted
    // Fonts resolve their point sizes against the device's DPI: paint at the layout DPI, so
    // text scales with the painter like everything else, then record the asked DPI.
    const int layout_dpm = int(std::lround(kLayoutDpi / kInchMeters));
    image.setDotsPerMeterX(layout_dpm);
    image.setDotsPerMeterY(layout_dpm);
    paint_plot(plot, &image, options.pixels, logical, false, options.slideTheme);
    const int dpm = int(std::lround(options.dpi / kInchMeters));
    image.setDotsPerMeterX(dpm);
    image.setDotsPerMeterY(dpm);
    return image;
}

} // namespace

const std::vector<SizePreset>& sizePresets()
{
    static const std::vector<SizePreset> presets = {
        {"16:9-1080", {1920, 1080}, 144},
        {"16:9-2160", {3840, 2160}, 288},
        {"4:3-1200", {1600, 1200}, 150},
    };
    return presets;
}

Status checkOptions(const ExportOptions& options)
{
    const QSize p = options.pixels;
    if (p.width() < kMinLogical.width() || p.height() < kMinLogical.height() || p.width() > kMaxPixels ||
        p.height() > kMaxPixels)
        return Error{"size", size_text(p), size_text(kMinLogical) + " .. " + size_text({kMaxPixels, kMaxPixels}),
                     "out of range"};
    if (options.dpi < kMinDpi || options.dpi > kMaxDpi)
        return Error{"dpi", std::to_string(options.dpi), std::to_string(kMinDpi) + " .. " + std::to_string(kMaxDpi),
                     "out of range"};
    const QSize logical = logicalSize(options);
    if (logical.width() < kMinLogical.width() || logical.height() < kMinLogical.height())
        return Error{"dpi", std::to_string(options.dpi), "a DPI that leaves at least " + size_text(kMinLogical) +
                                                             " px of layout (pixels x 96 / DPI)",
                     "lays the chart out at only " + size_text(logical) + " px"};
    return Ok{};
}

QSize logicalSize(const ExportOptions& options)
{
    const double scale = options.dpi / kLayoutDpi;
    return {int(std::lround(options.pixels.width() / scale)), int(std::lround(options.pixels.height() / scale))};
}

int defaultDpi(QSize pixels)
{
    const int dpi = int(std::lround(kLayoutDpi * pixels.width() / 1280.0));
    return std::clamp(dpi, kMinDpi, kMaxDpi);
}

std::optional<ExportFormat> formatForPath(const QString& path)
{
    if (path.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
        return ExportFormat::Png;
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive))
        return ExportFormat::Svg;
    if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        return ExportFormat::Pdf;
    return std::nullopt;
}

QString chartName(const ChartFrame& chart)
{
    QString name = chart.plotWidget()->objectName();
    if (name.endsWith(QLatin1String("Plot")))
        name.chop(4);
    return name;
}

Expected<QImage> renderChartImage(ChartFrame& chart, const ExportOptions& options)
{
    Expected<QWidget*> plot = ready_plot(chart, options);
    if (!plot)
        return plot.error();
    return render_image(*plot, options);
}

Expected<QByteArray> exportChart(ChartFrame& chart, ExportFormat format, const ExportOptions& options)
{
    Expected<QWidget*> plot = ready_plot(chart, options);
    if (!plot)
        return plot.error();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const QSize logical = logicalSize(options);
    if (format == ExportFormat::Png) {
        QImageWriter writer(&buffer, "png");
        if (!writer.write(render_image(*plot, options)))
            return Error{"png", "", "", writer.errorString().toStdString()};
        return bytes;
    }
    if (format == ExportFormat::Svg) {
        // User units are the asked pixels; the 96-dpi resolution keeps font sizes in step with
        // the layout, and the document's physical size is pixels / DPI inches.
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setResolution(int(kLayoutDpi));
        svg.setSize(logical);
        svg.setViewBox(QRect(QPoint(0, 0), options.pixels));
        svg.setTitle(chart.title());
        svg.setDescription(QStringLiteral("Capstan chart"));
        paint_plot(*plot, &svg, options.pixels, logical, true, options.slideTheme);
        return bytes;
    }
    // PDF: vector, one page of pixels / DPI inches, laid out at 96 dpi like the rest.
    QPdfWriter pdf(&buffer);
    pdf.setResolution(int(kLayoutDpi));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    const QSizeF points(logical.width() * 72.0 / kLayoutDpi, logical.height() * 72.0 / kLayoutDpi);
    pdf.setPageSize(QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch));
    pdf.setTitle(chart.title());
    pdf.setCreator(QStringLiteral("Capstan"));
    paint_plot(*plot, &pdf, QSize(pdf.width(), pdf.height()), logical, true, options.slideTheme);
    return bytes;
}

Status exportChartToFile(ChartFrame& chart, const QString& path, ExportFormat format, const ExportOptions& options)
{
    Expected<QByteArray> bytes = exportChart(chart, format, options);
    if (!bytes)
        return bytes.error();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(*bytes) != bytes->size() || !file.commit())
        return Error{path.toStdString(), "", "a writable path", file.errorString().toStdString()};
    return Ok{};
}

Status copyChartToClipboard(ChartFrame& chart, const ExportOptions& options)
{
    Expected<QImage> image = renderChartImage(chart, options);
    if (!image)
        return image.error();
    QGuiApplication::clipboard()->setImage(*image);
    return Ok{};
}

} // namespace capstan::ui
