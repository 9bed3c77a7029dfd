// Every chart to PNG, SVG and PDF, each read back by a real reader: QImage decodes the PNG at
// exactly the asked size, QSvgRenderer and QXmlStreamReader parse the SVG, poppler's pdftoppm
// renders the PDF. The slide theme never leaves the on-screen chart changed.
#include "export_support.h"

#include "charts/chart_frame.h"
#include "charts/knee_chart.h"
#include "charts/memory_chart.h"
#include "export/chart_export.h"
#include "export/chart_set.h"

#include "core/inputs.h"

#include <QBuffer>
#include <QFile>
#include <QImageReader>
#include <QPainter>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>
#include <set>

using namespace capstan;
using namespace capstan::ui;

class TestChartExport final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void pngAtExactSize_data();
    void pngAtExactSize();
    void svgParses_data();
    void svgParses();
    void pdfRenders_data();
    void pdfRenders();
    void slideThemeLeavesChartUnchanged();
    void optionsOutOfRange_data();
    void optionsOutOfRange();
    void infeasibleScenarioIsAnError();
    void formatFromFileName();

private:
    ChartSet charts_;
    QTemporaryDir dir_;
};

namespace {

int distinct_colors(const QImage& image)
{
    std::set<QRgb> colors;
    const int step = std::max(1, image.width() / 300);
    for (int y = 0; y < image.height(); y += step)
        for (int x = 0; x < image.width(); x += step)
            colors.insert(image.pixel(x, y));
    return int(colors.size());
}

void add_chart_rows()
{
    QTest::addColumn<QString>("chart");
    for (const QString& name : ChartSet::names())
        QTest::newRow(qPrintable(name)) << name;
}

} // namespace

void TestChartExport::initTestCase()
{
    QVERIFY(dir_.isValid());
    charts_.show(default_scenario());
}

void TestChartExport::pngAtExactSize_data()
{
    QTest::addColumn<QString>("chart");
    QTest::addColumn<QSize>("pixels");
    QTest::addColumn<int>("dpi");
    QTest::addColumn<bool>("slide");
    for (const QString& name : ChartSet::names()) {
        for (const SizePreset& preset : sizePresets())
            QTest::addRow("%s %s slide", qPrintable(name), preset.id) << name << preset.pixels << preset.dpi << true;
        QTest::addRow("%s 1001x777 at 96 dpi (odd custom size)", qPrintable(name)) << name << QSize(1001, 777) << 96 << false;
    }
}

void TestChartExport::pngAtExactSize()
{
    QFETCH(QString, chart);
    QFETCH(QSize, pixels);
    QFETCH(int, dpi);
    QFETCH(bool, slide);
    const QString path = dir_.filePath(chart + QStringLiteral(".png"));
    const ExportOptions options{pixels, dpi, slide};
    const Status written = exportChartToFile(*charts_.find(chart), path, ExportFormat::Png, options);
    QVERIFY2(written, written ? "" : written.error().message().c_str());
    QImageReader reader(path);
    QCOMPARE(reader.format(), QByteArray("png"));
    const QImage image = reader.read();
    QCOMPARE(image.size(), pixels);
    QCOMPARE(int(std::lround(image.dotsPerMeterX() * 0.0254)), dpi);
    QVERIFY2(distinct_colors(image) > 20, "a blank picture");
    if (slide)   // the slide theme's white background, in the corner
        QCOMPARE(QColor(image.pixel(1, 1)).lightness(), 255);
}

void TestChartExport::svgParses_data()
{
    add_chart_rows();
}

void TestChartExport::svgParses()
{
    QFETCH(QString, chart);
    const ExportOptions options{{1920, 1080}, 144, true};
    const Expected<QByteArray> svg = exportChart(*charts_.find(chart), ExportFormat::Svg, options);
    QVERIFY2(svg, svg ? "" : svg.error().message().c_str());
    QXmlStreamReader xml(*svg);
    int texts = 0;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            ++texts;
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY2(texts > 5, "a vector chart keeps its labels as text");
    QSvgRenderer renderer(*svg);
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.viewBox(), QRect(0, 0, 1920, 1080));
    QImage image(480, 270, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    renderer.render(&painter);
    painter.end();
    QVERIFY(distinct_colors(image) > 10);
}

void TestChartExport::pdfRenders_data()
{
    add_chart_rows();
}

void TestChartExport::pdfRenders()
{
    QFETCH(QString, chart);
    if (test::tool("pdftoppm").isEmpty() || test::tool("pdfinfo").isEmpty())
        QSKIP("pdftoppm/pdfinfo are not installed (Debian: poppler-utils)");
    const QString path = dir_.filePath(chart + QStringLiteral(".pdf"));
    // 1920x1080 at 144 dpi: a 13.33 x 7.5 inch page, the size of a 16:9 slide.
    const Status written = exportChartToFile(*charts_.find(chart), path, ExportFormat::Pdf, {{1920, 1080}, 144, true});
    QVERIFY2(written, written ? "" : written.error().message().c_str());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5) == "%PDF-");
    QCOMPARE(test::pdf_pages(path), 1);
    const QImage page = test::pdf_first_page(path, dir_.filePath(chart + QStringLiteral("-page")));
    QVERIFY(!page.isNull());
    QVERIFY2(std::abs(page.width() - 667) <= 2 && std::abs(page.height() - 375) <= 2,   // 13.33 x 7.5 in at 50 dpi
             qPrintable(QStringLiteral("%1x%2").arg(page.width()).arg(page.height())));
    QVERIFY(distinct_colors(page) > 10);
}

void TestChartExport::slideThemeLeavesChartUnchanged()
{
    charts_.show(default_scenario());
    KneeChart knee;       // QCustomPlot
    MemoryChart memory;   // Qt Charts
    for (ChartFrame* chart : std::initializer_list<ChartFrame*>{&knee, &memory}) {
        chart->resize(900, 600);
        chart->showEvaluation(charts_.evaluation());
        chart->show();
        QVERIFY(QTest::qWaitForWindowExposed(chart));
        // One export first: it brings Qt Charts' legend markers in step with their bar sets
        // (a font change makes them re-read the sets' pens); after that, pixels must not move.
        QVERIFY(exportChart(*chart, ExportFormat::Png, {{1920, 1080}, 144, true}));
        QTest::qWait(50);
        const QImage before = chart->grab().toImage();
        for (ExportFormat format : {ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf})
            QVERIFY(exportChart(*chart, format, {{3840, 2160}, 288, true}));
        QVERIFY(copyChartToClipboard(*chart, {{1920, 1080}, 144, true}));
        QTest::qWait(50);
        const QImage after = chart->grab().toImage();
        QCOMPARE(after.size(), before.size());
        QVERIFY2(after == before, qPrintable(chartName(*chart) + QStringLiteral(": the chart changed on screen")));
    }
}

void TestChartExport::optionsOutOfRange_data()
{
    QTest::addColumn<QSize>("pixels");
    QTest::addColumn<int>("dpi");
    QTest::addColumn<QString>("field");
    QTest::addRow("100x100: below 240x160") << QSize(100, 100) << 96 << QStringLiteral("size");
    QTest::addRow("20000 wide: above 16384") << QSize(20000, 1000) << 96 << QStringLiteral("size");
    QTest::addRow("dpi 20: below 48") << QSize(1920, 1080) << 20 << QStringLiteral("dpi");
    QTest::addRow("dpi 1000 at 640x360: a 61x35 layout") << QSize(640, 360) << 1000 << QStringLiteral("dpi");
}

void TestChartExport::optionsOutOfRange()
{
    QFETCH(QSize, pixels);
    QFETCH(int, dpi);
    QFETCH(QString, field);
    const Status status = checkOptions({pixels, dpi, false});
    QVERIFY(!status);
    QCOMPARE(QString::fromStdString(status.error().field), field);
    QVERIFY(!exportChart(*charts_.find(QStringLiteral("knee")), ExportFormat::Png, {pixels, dpi, false}));
}

void TestChartExport::infeasibleScenarioIsAnError()
{
    Scenario scenario = default_scenario();
    QVERIFY(set_input(scenario, "model.preset", "llama-3.1-405b"));
    QVERIFY(set_input(scenario, "deploy.tp", "1"));
    ChartSet charts;
    charts.show(scenario);
    const Expected<QByteArray> png = exportChart(*charts.find(QStringLiteral("knee")), ExportFormat::Png, {});
    QVERIFY(!png);
    QCOMPARE(png.error().field, std::string("knee"));
    QVERIFY(!png.error().message().empty());
    QVERIFY(png.error().message().find('\n') == std::string::npos);
}

void TestChartExport::formatFromFileName()
{
    QCOMPARE(formatForPath(QStringLiteral("a/b.PNG")), std::optional(ExportFormat::Png));
    QCOMPARE(formatForPath(QStringLiteral("b.svg")), std::optional(ExportFormat::Svg));
    QCOMPARE(formatForPath(QStringLiteral("b.pdf")), std::optional(ExportFormat::Pdf));
    QCOMPARE(formatForPath(QStringLiteral("b.jpg")), std::nullopt);
    QCOMPARE(defaultDpi({1920, 1080}), 144);
    QCOMPARE(defaultDpi({3840, 2160}), 288);
}

QTEST_MAIN(TestChartExport)
#include "tst_chart_export.moc"
