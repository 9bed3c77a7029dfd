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
#include <QRegularExpression>
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
    void titledFileCarriesTitleAndSource_data();
    void titledFileCarriesTitleAndSource();
    void svgFontsEndInAGenericFamily();
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
    KneeChart knee;       // curves, labels, an inset legend
    MemoryChart memory;   // stacked bars, figures on the bars and over the plot, a legend under it
    for (ChartFrame* chart : std::initializer_list<ChartFrame*>{&knee, &memory}) {
        chart->resize(900, 600);
        chart->showEvaluation(charts_.evaluation());
        chart->show();
        QVERIFY(QTest::qWaitForWindowExposed(chart));
        const QImage before = chart->grab().toImage();
        for (ExportFormat format : {ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf}) {
            QVERIFY(exportChart(*chart, format, {{3840, 2160}, 288, true}));
            QVERIFY(exportChart(*chart, format, {{1920, 1080}, 144, false, true}));   // titled
        }
        QVERIFY(copyChartToClipboard(*chart, {{1920, 1080}, 144, true}));
        QTest::qWait(50);
        const QImage after = chart->grab().toImage();
        QCOMPARE(after.size(), before.size());
        QVERIFY2(after == before, qPrintable(chartName(*chart) + QStringLiteral(": the chart changed on screen")));
    }
}

void TestChartExport::titledFileCarriesTitleAndSource_data()
{
    add_chart_rows();
}

// A file on its own says what it shows and where its figures come from: the title above the
// plot and the source note below, as text in the SVG, in a font any viewer can match.
void TestChartExport::titledFileCarriesTitleAndSource()
{
    QFETCH(QString, chart);
    ChartFrame* frame = charts_.find(chart);
    if (frame->showingMessage())
        QSKIP("the chart shows a message for this scenario");
    const auto texts = [](const QByteArray& svg) {
        QString all;   // what the drawing's <text> elements say (not its <title>)
        QXmlStreamReader xml(svg);
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
                all += xml.readElementText(QXmlStreamReader::IncludeChildElements) + QLatin1Char('\n');
        return all;
    };
    const Expected<QByteArray> titled = exportChart(*frame, ExportFormat::Svg, {{1920, 1080}, 144, true, true});
    const Expected<QByteArray> bare = exportChart(*frame, ExportFormat::Svg, {{1920, 1080}, 144, true, false});
    QVERIFY(titled && bare);
    const QString words = texts(*titled);
    QVERIFY2(words.contains(frame->title()), qPrintable(frame->title()));
    QVERIFY2(!texts(*bare).contains(frame->title()), "the bare plot has no title");
    // The source note's first words (a note may wrap onto several lines in the file); the
    // rented pool's month tells a preset's story and has none.
    const QString source = frame->caption().section(QLatin1Char('\n'), 0, 0).section(QLatin1Char(' '), 0, 2);
    QCOMPARE(source.isEmpty(), chart == QLatin1String("fleet"));
    QVERIFY2(words.contains(source), qPrintable(source));
    const QRegularExpression family(QStringLiteral("font-family=\"([^\"]*)\""));
    int fonts = 0;
    for (QRegularExpressionMatchIterator it = family.globalMatch(QString::fromUtf8(*titled)); it.hasNext(); ++fonts) {
        const QString named = it.next().captured(1);
        QVERIFY2(named.endsWith(QLatin1String(", sans-serif")) || named.endsWith(QLatin1String(", serif")) ||
                     named.endsWith(QLatin1String(", monospace")),
                 qPrintable(named));
    }
    QVERIFY(fonts > 5);
    // The PNG keeps its exact size with the title and the note inside it.
    const Expected<QImage> image = renderChartImage(*frame, {{1600, 1200}, 150, false, true});
    QVERIFY(image);
    QCOMPARE(image->size(), QSize(1600, 1200));
}

void TestChartExport::svgFontsEndInAGenericFamily()
{
    const QByteArray svg = R"(<text font-family="Sans Serif" font-size="9">a</text><text font-family="Serif, serif">b</text>)";
    const QString out = QString::fromUtf8(withGenericFonts(svg));
    QVERIFY2(!out.contains(QLatin1String("\"Sans Serif\"")), qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("', sans-serif\" font-size=\"9\"")), qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("font-family=\"Serif, serif\"")), qPrintable(out));   // a list already
    QVERIFY(out.endsWith(QLatin1String(">b</text>")));
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
