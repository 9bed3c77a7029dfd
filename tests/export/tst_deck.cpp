// The .pptx package as PowerPoint reads it: every part listed in [Content_Types].xml, every
// XML part well-formed, every relationship resolving to a part, one slide per chart with a
// PNG that decodes, and the comparison as a real table (a:tbl in a p:graphicFrame).
#include "deck_support.h"
#include "zip_reader.h"

#include "export/ooxml_parts.h"

#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace capstan;
using namespace capstan::ui;

class TestDeck final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void packageIsComplete_data();
    void packageIsComplete();
    void tableIsARealTable();
    void longTableSplitsOverSlides();
    void writesAtomically();
};

namespace {

struct Package final {
    QMap<QString, test::ZipEntry> entries;
    QStringList order;
};

Package read_package(const QByteArray& pptx)
{
    Package package;
    package.entries = test::read_zip(pptx, &package.order);
    return package;
}

QString resolve(const QString& rels_path, const QString& target)
{
    // ppt/slides/_rels/slide1.xml.rels -> relative to ppt/slides/
    QString base = rels_path.section(QStringLiteral("/_rels/"), 0, 0);
    if (rels_path.startsWith(QLatin1String("_rels/")))
        base.clear();
    QStringList parts = base.isEmpty() ? QStringList() : base.split(QLatin1Char('/'));
    for (const QString& piece : target.split(QLatin1Char('/'))) {
        if (piece == QLatin1String(".."))
            parts.removeLast();
        else
            parts.append(piece);
    }
    return parts.join(QLatin1Char('/'));
}

} // namespace

void TestDeck::packageIsComplete_data()
{
    QTest::addColumn<int>("scenarios");
    QTest::addRow("1 scenario: title, 6 charts, table") << 1;
    QTest::addRow("2 scenarios: title, 11 charts, table") << 2;
}

void TestDeck::packageIsComplete()
{
    QFETCH(int, scenarios);
    const Expected<Deck> deck = DeckBuilder::build(test::deck_scenarios(scenarios), {});
    QVERIFY2(deck, deck ? "" : deck.error().message().c_str());
    const int slides = deckSlideCount(*deck);
    QCOMPARE(slides, test::expected_slides(*deck, scenarios));
    const Package package = read_package(writePptx(*deck).value());
    QVERIFY(!package.entries.isEmpty());
    QCOMPARE(package.order.front(), QStringLiteral("[Content_Types].xml"));

    const QString types = QString::fromUtf8(package.entries[QStringLiteral("[Content_Types].xml")].data);
    for (auto it = package.entries.begin(); it != package.entries.end(); ++it) {
        const QString& name = it.key();
        if (name.endsWith(QLatin1String(".xml")) && name != QLatin1String("[Content_Types].xml"))
            QVERIFY2(types.contains(QStringLiteral("PartName=\"/%1\"").arg(name)), qPrintable(name));
        if (name.endsWith(QLatin1String(".png"))) {
            const QImage image = QImage::fromData(it.value().data, "PNG");
            QCOMPARE(image.size(), deckChartPixels());
        }
        if (!name.endsWith(QLatin1String(".xml")) && !name.endsWith(QLatin1String(".rels")))
            continue;
        QXmlStreamReader xml(it.value().data);
        while (!xml.atEnd()) {
            xml.readNext();
            if (name.endsWith(QLatin1String(".rels")) && xml.isStartElement() &&
                xml.name() == QLatin1String("Relationship")) {
                const QString target = resolve(name, xml.attributes().value(QLatin1String("Target")).toString());
                QVERIFY2(package.entries.contains(target), qPrintable(name + QStringLiteral(" -> ") + target));
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(name + QStringLiteral(": ") + xml.errorString()));
    }
    int slide_parts = 0;
    int pictures = 0;
    for (const QString& name : package.order) {
        slide_parts += QRegularExpression(QStringLiteral("^ppt/slides/slide\\d+\\.xml$")).match(name).hasMatch();
        pictures += name.startsWith(QLatin1String("ppt/media/"));
    }
    QCOMPARE(slide_parts, slides);
    QCOMPARE(pictures, int(deck->charts.size()));
    const QString presentation = QString::fromUtf8(package.entries[QStringLiteral("ppt/presentation.xml")].data);
    QCOMPARE(presentation.count(QLatin1String("<p:sldId ")), slides);
    QVERIFY(presentation.contains(QStringLiteral("<p:sldSz cx=\"%1\" cy=\"%2\"/>").arg(ooxml::kSlideWidth).arg(ooxml::kSlideHeight)));
    // Each chart slide carries its caption: the chart's title and a line of figures.
    const QString knee = QString::fromUtf8(package.entries[QStringLiteral("ppt/slides/slide2.xml")].data);
    QVERIFY(knee.contains(deck->charts.front().title.toHtmlEscaped()));
    QVERIFY(knee.contains(QLatin1String("Operating point: batch")));
    QVERIFY(knee.contains(QLatin1String("<p:pic>")));
}

void TestDeck::tableIsARealTable()
{
    const Expected<Deck> deck = DeckBuilder::build(test::deck_scenarios(2), {});
    QVERIFY(deck);
    const Package package = read_package(writePptx(*deck).value());
    const QString last = QStringLiteral("ppt/slides/slide%1.xml").arg(deckSlideCount(*deck));
    QXmlStreamReader xml(package.entries[last].data);
    bool in_frame = false;
    int tables = 0;
    int rows = 0;
    int columns = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.qualifiedName() == QLatin1String("p:graphicFrame"))
            in_frame = true;
        if (xml.isStartElement() && xml.qualifiedName() == QLatin1String("a:tbl") && in_frame)
            ++tables;
        if (xml.isStartElement() && xml.qualifiedName() == QLatin1String("a:tr"))
            ++rows;
        if (xml.isStartElement() && xml.qualifiedName() == QLatin1String("a:gridCol"))
            ++columns;
    }
    QVERIFY(!xml.hasError());
    QCOMPARE(tables, 1);
    QCOMPARE(columns, 3);   // figure, plan A, plan B
    QVERIFY2(rows >= 8 && rows <= kTableRowsPerSlide + 1, qPrintable(QString::number(rows)));
    const QString text = QString::fromUtf8(package.entries[last].data);
    QVERIFY(text.contains(QLatin1String("Plan A")) && text.contains(QLatin1String("Plan B")));
}

void TestDeck::longTableSplitsOverSlides()
{
    Deck deck;
    std::vector<Scenario> four = test::deck_scenarios(4);
    QVERIFY(set_input(four[3], "deploy.headroom", "0.3"));
    QVERIFY(set_input(four[3], "workload.isl", "4000"));
    const Expected<ComparisonTable> table = compareScenarios(four);
    QVERIFY(table);
    deck.comparison = *table;
    deck.title = QStringLiteral("Tables only");
    const int rows = int(slideRows(deck.comparison).size()) + 2;   // + the two section headings
    QVERIFY(tableSlideCount(deck.comparison) >= (rows + kTableRowsPerSlide - 1) / kTableRowsPerSlide);
    const Package package = read_package(writePptx(deck).value());
    QCOMPARE(QString::fromUtf8(package.entries[QStringLiteral("ppt/presentation.xml")].data).count(QLatin1String("<p:sldId ")),
             1 + tableSlideCount(deck.comparison));
}

void TestDeck::writesAtomically()
{
    QTemporaryDir dir;
    Deck deck;
    deck.title = QStringLiteral("Empty");
    const QString path = dir.filePath(QStringLiteral("deck.pptx"));
    QVERIFY(writeDeckFile(deck, path));
    QVERIFY(QFile::exists(path));
    const Status bad = writeDeckFile(deck, dir.filePath(QStringLiteral("missing/dir/deck.pptx")));
    QVERIFY(!bad);
    QVERIFY(bad.error().message().find('\n') == std::string::npos);
}

QTEST_MAIN(TestDeck)
#include "tst_deck.moc"
