#include "export/chart_export.h"

#include "export/slide_theme.h"
#include "charts/chart_frame.h"

#include <QBuffer>
#include <QFontInfo>
#include <QRegularExpression>
#include <QClipboard>
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

// A title over the plot and a caption under it, in the layout's pixels.
struct Titles final {
    QString title;
    QString caption;
    QFont titleFont;
    QFont captionFont;
    QColor color;
    QRectF titleBox;
    QRectF captionBox;
};

constexpr double kTitleMargin = 10;   // px around the title and the caption

std::optional<Titles> titles_of(const ChartFrame& chart, const QWidget* plot, QSize logical, bool slide)
{
    Titles t;
    t.title = chart.title();
    t.caption = chart.caption();
    t.titleFont = plot->font();
    t.titleFont.setBold(true);
    t.titleFont.setPointSizeF(slide ? SlideTheme::kTitlePt : t.titleFont.pointSizeF() * 1.3);
    t.captionFont = plot->font();
    t.captionFont.setPointSizeF(slide ? SlideTheme::kTickPt * 0.85 : t.captionFont.pointSizeF() * 0.9);
    t.color = slide ? QColor(0x20, 0x20, 0x20) : plot->palette().color(QPalette::Text);
    const double width = logical.width() - 2 * kTitleMargin;
    const int flags = Qt::TextWordWrap;
    QImage probe(1, 1, QImage::Format_RGB32);   // metrics at the layout's 96 dpi
    probe.setDotsPerMeterX(int(std::lround(kLayoutDpi / kInchMeters)));
    probe.setDotsPerMeterY(int(std::lround(kLayoutDpi / kInchMeters)));
    const QFontMetricsF title_metrics(t.titleFont, &probe);
    const QFontMetricsF caption_metrics(t.captionFont, &probe);
    const double title_height =
        t.title.isEmpty() ? 0 : title_metrics.boundingRect(QRectF(0, 0, width, 1e4), flags, t.title).height();
    const double caption_height =
        t.caption.isEmpty() ? 0 : caption_metrics.boundingRect(QRectF(0, 0, width, 1e4), flags, t.caption).height();
    t.titleBox = QRectF(kTitleMargin, kTitleMargin, width, title_height);
    t.captionBox = QRectF(kTitleMargin, logical.height() - kTitleMargin - caption_height, width, caption_height);
    // A plot under a third of the layout's height is no chart: the texts give way.
    if (logical.height() - title_height - caption_height - 4 * kTitleMargin < logical.height() / 3.0)
        return std::nullopt;
    return t;
}

// The part of the layout the plot keeps under the title and above the caption.
QRect plot_box(QSize logical, const std::optional<Titles>& titles)
{
    if (!titles)
        return QRect(QPoint(0, 0), logical);
    const int top = titles->title.isEmpty() ? 0 : int(std::ceil(titles->titleBox.bottom() + kTitleMargin));
    const int bottom = titles->caption.isEmpty() ? logical.height()
                                                 : int(std::floor(titles->captionBox.top() - kTitleMargin));
    return QRect(0, top, logical.width(), bottom - top);
}

void paint_titles(QPainter& painter, const std::optional<Titles>& titles)
{
    if (!titles)
        return;
    painter.setPen(titles->color);
    painter.setFont(titles->titleFont);
    painter.drawText(titles->titleBox, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, titles->title);
    painter.setFont(titles->captionFont);
    painter.drawText(titles->captionBox, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, titles->caption);
}

// Paints the plot laid out at `logical` onto `device`, scaled to fill `target` device units,
// in the slide theme if asked. QCustomPlot lays itself out at the asked size and draws through
// toPainter(), so the widget on screen keeps its geometry; one replot afterwards brings back
// the on-screen layout.
void paint_plot(QCustomPlot* plot, QPaintDevice* device, QSize target, QSize logical, bool vector, bool slide,
                const std::optional<Titles>& titles)
{
    const double sx = double(target.width()) / logical.width();
    const double sy = double(target.height()) / logical.height();
    const QRect box = plot_box(logical, titles);
    const SlideTheme theme(slide ? plot : nullptr);
    QCPPainter painter(device);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    painter.fillRect(QRect(QPoint(0, 0), target), background_of(plot, slide));
    painter.setMode(QCPPainter::pmNonCosmetic);   // hairlines would vanish when scaled up
    painter.setMode(QCPPainter::pmVectorized, vector);
    painter.scale(sx, sy);
    paint_titles(painter, titles);
    painter.translate(box.topLeft());
    plot->toPainter(&painter, box.width(), box.height());
    painter.end();
    plot->replot(QCustomPlot::rpQueuedReplot);   // back to the on-screen layout
}

Expected<QCustomPlot*> ready_plot(ChartFrame& chart, const ExportOptions& options)
{
    if (Status ok = checkOptions(options); !ok)
        return ok.error();
    chart.waitForRefinement();
    if (chart.showingMessage())
        return Error{chartName(chart).toStdString(), "", "", chart.message().toStdString()};
    auto* plot = qobject_cast<QCustomPlot*>(chart.plotWidget());
    if (!plot)
        return Error{chartName(chart).toStdString(), "", "a QCustomPlot", "draws in another widget"};
    return plot;
}

std::optional<Titles> titles_for(const ChartFrame& chart, const QWidget* plot, const ExportOptions& options)
{
    return options.titled ? titles_of(chart, plot, logicalSize(options), options.slideTheme) : std::nullopt;
}

QImage render_image(const ChartFrame& chart, QCustomPlot* plot, const ExportOptions& options)
{
    const QSize logical = logicalSize(options);
    QImage image(options.pixels, QImage::Format_RGB32);   // opaque: the background is painted
    // Fonts resolve their point sizes against the device's DPI: paint at the layout DPI, so
    // text scales with the painter like everything else, then record the asked DPI.
    const int layout_dpm = int(std::lround(kLayoutDpi / kInchMeters));
    image.setDotsPerMeterX(layout_dpm);
    image.setDotsPerMeterY(layout_dpm);
    paint_plot(plot, &image, options.pixels, logical, false, options.slideTheme, titles_for(chart, plot, options));
    const int dpm = int(std::lround(options.dpi / kInchMeters));
    image.setDotsPerMeterX(dpm);
    image.setDotsPerMeterY(dpm);
    return image;
}

} // namespace

QByteArray withGenericFonts(const QByteArray& svg)
{
    static const QRegularExpression family(QStringLiteral("font-family=\"([^\"]*)\""));
    QString text = QString::fromUtf8(svg);
    QString out;
    out.reserve(text.size() + 1024);
    qsizetype from = 0;
    QRegularExpressionMatchIterator it = family.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const QString named = match.captured(1);
        out += QStringView(text).mid(from, match.capturedStart() - from);
        from = match.capturedEnd();
        if (named.contains(QLatin1Char(','))) {   // already a list
            out += match.captured(0);
            continue;
        }
        const QFontInfo face{QFont(named)};
        const QString generic = face.fixedPitch() ? QStringLiteral("monospace")
                                : face.family().contains(QLatin1String("Sans"), Qt::CaseInsensitive) ||
                                        !face.family().contains(QLatin1String("Serif"), Qt::CaseInsensitive)
                                    ? QStringLiteral("sans-serif")
                                    : QStringLiteral("serif");
        out += QStringLiteral("font-family=\"'%1', %2\"").arg(face.family().toHtmlEscaped(), generic);
    }
    out += QStringView(text).mid(from);
    return out.toUtf8();
}

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
    Expected<QCustomPlot*> plot = ready_plot(chart, options);
    if (!plot)
        return plot.error();
    return render_image(chart, *plot, options);
}

Expected<QByteArray> exportChart(ChartFrame& chart, ExportFormat format, const ExportOptions& options)
{
    Expected<QCustomPlot*> plot = ready_plot(chart, options);
    if (!plot)
        return plot.error();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const QSize logical = logicalSize(options);
    if (format == ExportFormat::Png) {
        QImageWriter writer(&buffer, "png");
        if (!writer.write(render_image(chart, *plot, options)))
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
        paint_plot(*plot, &svg, options.pixels, logical, true, options.slideTheme, titles_for(chart, *plot, options));
        buffer.close();
        return withGenericFonts(bytes);
    }
    // PDF: vector, one page of pixels / DPI inches, laid out at 96 dpi like the rest.
    QPdfWriter pdf(&buffer);
    pdf.setResolution(int(kLayoutDpi));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    const QSizeF points(logical.width() * 72.0 / kLayoutDpi, logical.height() * 72.0 / kLayoutDpi);
    pdf.setPageSize(QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch));
    pdf.setTitle(chart.title());
    pdf.setCreator(QStringLiteral("Capstan"));
    paint_plot(*plot, &pdf, QSize(pdf.width(), pdf.height()), logical, true, options.slideTheme,
               titles_for(chart, *plot, options));
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
