#include "export/deck_writer.h"

#include "export/ooxml_parts.h"
#include "export/slide_xml.h"
#include "export/zip_writer.h"

#include <QCoreApplication>
#include <QLocale>

namespace capstan::ui {

using namespace ooxml;

namespace {

const QColor kAccent(0x00, 0x72, 0xB2);
const QColor kInk(0x1F, 0x3A, 0x5F);
const QColor kMuted(0x5A, 0x5A, 0x5A);
const QColor kSection(0xE4, 0xEC, 0xF4);
const QColor kBand(0xF5, 0xF7, 0xFA);

constexpr qint64 kMargin = inches(0.5);
constexpr qint64 kContentWidth = kSlideWidth - 2 * kMargin;
constexpr Box kPictureArea{kMargin, inches(1.42), kContentWidth, inches(5.62)};

void add_frame(SlideXml& slide, const QString& footer, int page)
{
    slide.addRectangle({0, 0, kSlideWidth, inches(0.12)}, kAccent);
    const Box footer_box{kMargin, kSlideHeight - inches(0.4), kContentWidth, inches(0.28)};
    slide.addText(footer_box, {{{footer, 10, false, kMuted}}}, Align::Left, Anchor::Middle);
    slide.addText(footer_box, {{{QString::number(page), 10, false, kMuted}}}, Align::Right, Anchor::Middle);
}

void add_heading(SlideXml& slide, const QString& title, const QString& caption)
{
    slide.addText({kMargin, inches(0.3), kContentWidth, inches(0.62)}, {{{title, 28, true, kInk}}}, Align::Left,
                  Anchor::Bottom, true);
    slide.addText({kMargin, inches(0.94), kContentWidth, inches(0.42)}, {{{caption, 16, false, kMuted}}}, Align::Left,
                  Anchor::Top, true);
}

QByteArray title_slide(const Deck& deck)
{
    SlideXml slide;
    slide.addRectangle({0, 0, kSlideWidth, inches(0.12)}, kAccent);
    const qint64 left = inches(0.9);
    const qint64 width = kSlideWidth - 2 * left;
    slide.addText({left, inches(1.6), width, inches(2.0)}, {{{deck.title, 40, true, kInk}}}, Align::Left, Anchor::Bottom,
                  true);
    slide.addRectangle({left, inches(3.8), inches(2.2), inches(0.07)}, kAccent);
    slide.addText({left, inches(4.05), width, inches(1.2)}, {{{deck.subtitle, 22, false, QColor(0x20, 0x20, 0x20)}}},
                  Align::Left, Anchor::Top, true);
    slide.addText({left, inches(5.35), width, inches(0.5)},
                  {{{QLocale().toString(deck.date.date(), QLocale::LongFormat), 16, false, kMuted}}});
    slide.addText({left, kSlideHeight - inches(0.7), width, inches(0.35)},
                  {{{QCoreApplication::translate("capstan::ui::Deck", "Capstan · LLM inference capacity planning"), 12,
                     false, kMuted}}});
    return slide.finish();
}

QByteArray chart_slide(const ChartSlide& chart, int page)
{
    SlideXml slide;
    add_frame(slide, chart.footer, page);
    add_heading(slide, chart.title, chart.caption);
    if (chart.png.isEmpty()) {
        slide.addText(kPictureArea, {{{ComparisonTable::tr("This chart cannot be drawn for this scenario."), 24, false, kMuted}}},
                      Align::Center, Anchor::Middle);
        return slide.finish();
    }
    // Fit the picture into the area, keeping its aspect, centred.
    const double aspect = double(chart.pixels.width()) / std::max(1, chart.pixels.height());
    qint64 width = kPictureArea.width;
    qint64 height = qint64(double(width) / aspect);
    if (height > kPictureArea.height) {
        height = kPictureArea.height;
        width = qint64(double(height) * aspect);
    }
    slide.addPicture({kPictureArea.x + (kPictureArea.width - width) / 2, kPictureArea.y, width, height},
                     chart.title + QStringLiteral(": ") + chart.caption);
    return slide.finish();
}

// The table's rows with a section heading wherever the section changes, in slide-sized pages.
QVector<QVector<const ComparisonRow*>> table_pages(const QVector<ComparisonRow>& rows)
{
    QVector<QVector<const ComparisonRow*>> pages(1);
    std::optional<ComparisonRow::Section> section;
    for (const ComparisonRow& row : rows) {
        const bool heading = section != row.section;
        if (pages.back().size() + (heading ? 2 : 1) > kTableRowsPerSlide)
            pages.append(QVector<const ComparisonRow*>());
        if (heading || pages.back().isEmpty())
            pages.back().append(nullptr);   // a section heading
        section = row.section;
        pages.back().append(&row);
    }
    return pages;
}

TableCell cell(const QString& text, double points, bool bold, const QColor& color, Align align, const QColor& fill)
{
    return {{{text, points, bold, color}}, align, fill};
}

QByteArray table_slide(const ComparisonTable& table, const QVector<const ComparisonRow*>& page, int index, int count,
                       const QString& footer, int slide_number)
{
    SlideXml slide;
    add_frame(slide, footer, slide_number);
    QString title = ComparisonTable::tr("Scenario comparison");
    if (count > 1)
        title += QStringLiteral(" (%1/%2)").arg(index + 1).arg(count);
    const QString caption = table.scenarios.size() > 1
                                ? ComparisonTable::tr("Headline inputs and outputs, and every input that differs; "
                                                      "changes against %1")
                                      .arg(table.scenarios.front())
                                : ComparisonTable::tr("Headline inputs and outputs");
    add_heading(slide, title, caption);

    const int scenarios = int(table.scenarios.size());
    // One scenario reads as a list: keep its value near its label rather than across the slide.
    const qint64 figure_width = scenarios == 1 ? inches(5.0) : scenarios == 2 ? inches(4.6) : inches(3.4);
    const qint64 value_width = std::min(inches(scenarios == 1 ? 4.0 : 3.4), (kContentWidth - figure_width) / scenarios);
    QVector<qint64> columns = {figure_width};
    for (int i = 0; i < scenarios; ++i)
        columns.append(value_width);
    const double points = 12;
    QVector<TableRow> rows;
    TableRow header = {cell(ComparisonTable::tr("Figure"), points, true, Qt::white, Align::Left, kAccent)};
    for (const QString& name : table.scenarios)
        header.append(cell(name, points, true, Qt::white, Align::Right, kAccent));
    rows.append(header);
    std::optional<ComparisonRow::Section> section;
    int band = 0;
    for (qsizetype i = 0; i < page.size(); ++i) {
        const ComparisonRow* row = page[i];
        if (!row) {
            section = page[i + 1]->section;
            const QString name = section == ComparisonRow::Section::Input ? ComparisonTable::tr("Inputs")
                                                                           : ComparisonTable::tr("Outputs");
            TableRow heading = {cell(name, points, true, kInk, Align::Left, kSection)};
            for (int s = 0; s < scenarios; ++s)
                heading.append(cell(QString(), points, false, kInk, Align::Right, kSection));
            rows.append(heading);
            band = 0;
            continue;
        }
        const QColor fill = (band++ % 2) ? kBand : QColor(Qt::white);
        TableCell figure = cell(row->label, points, false, QColor(0x20, 0x20, 0x20), Align::Left, fill);
        if (!row->unit.isEmpty())
            figure.runs.append({QStringLiteral("  ") + row->unit, points - 2, false, kMuted});
        TableRow cells = {figure};
        for (int s = 0; s < scenarios; ++s) {
            TableCell value = cell(row->display(s), points, s > 0 && !row->delta(s).isEmpty(),
                                   QColor(0x20, 0x20, 0x20), Align::Right, fill);
            // A changed text (a model, a GPU) is bold; a number also says by how much.
            if (const QString delta = row->shortDelta(s); !delta.isEmpty() && row->format != ComparisonRow::Format::Text)
                value.runs.append({QStringLiteral("  ") + delta, points - 2, false, kAccent});
            cells.append(value);
        }
        rows.append(cells);
    }
    // The header and 17 rows take 5.0 of the 5.6 inches, leaving a line for a wrapped header.
    const qint64 row_height = inches(0.28);
    slide.addTable({kMargin, kPictureArea.y + inches(0.05), kContentWidth, 0}, columns, rows, row_height);
    return slide.finish();
}

} // namespace

QSize deckChartPixels()
{
    // The picture area's aspect at 2x of a 1200-px-wide layout.
    const double aspect = double(kPictureArea.width) / double(kPictureArea.height);
    return {2400, int(2400 / aspect)};
}

int tableSlideCount(const ComparisonTable& table)
{
    return table.scenarios.isEmpty() ? 0 : int(table_pages(slideRows(table)).size());
}

int deckSlideCount(const Deck& deck)
{
    return 1 + int(deck.charts.size()) + tableSlideCount(deck.comparison);
}

Expected<QByteArray> writePptx(const Deck& deck)
{
    const int slides = deckSlideCount(deck);
    ZipWriter zip(deck.date);
    // [Content_Types].xml first: some readers sniff the package from the first entry.
    zip.add(QStringLiteral("[Content_Types].xml"), contentTypes(slides));
    zip.add(QStringLiteral("_rels/.rels"), rootRelationships());
    zip.add(QStringLiteral("docProps/app.xml"), appProperties(slides));
    zip.add(QStringLiteral("docProps/core.xml"), coreProperties(deck.title, deck.date));
    zip.add(QStringLiteral("ppt/presentation.xml"), presentation(slides));
    zip.add(QStringLiteral("ppt/_rels/presentation.xml.rels"), presentationRelationships(slides));
    zip.add(QStringLiteral("ppt/presProps.xml"), presentationProperties());
    zip.add(QStringLiteral("ppt/viewProps.xml"), viewProperties());
    zip.add(QStringLiteral("ppt/tableStyles.xml"), tableStyles());
    zip.add(QStringLiteral("ppt/slideMasters/slideMaster1.xml"), slideMaster());
    zip.add(QStringLiteral("ppt/slideMasters/_rels/slideMaster1.xml.rels"), slideMasterRelationships());
    zip.add(QStringLiteral("ppt/slideLayouts/slideLayout1.xml"), slideLayout());
    zip.add(QStringLiteral("ppt/slideLayouts/_rels/slideLayout1.xml.rels"), slideLayoutRelationships());
    zip.add(QStringLiteral("ppt/theme/theme1.xml"), theme());

    int number = 1;
    auto add_slide = [&](const QByteArray& xml, const QString& image = {}) {
        zip.add(QStringLiteral("ppt/slides/slide%1.xml").arg(number), xml);
        zip.add(QStringLiteral("ppt/slides/_rels/slide%1.xml.rels").arg(number), slideRelationships(image));
        ++number;
    };
    add_slide(title_slide(deck));
    for (qsizetype i = 0; i < deck.charts.size(); ++i) {
        const QString media = QStringLiteral("image%1.png").arg(i + 1);
        if (deck.charts[i].png.isEmpty()) {
            add_slide(chart_slide(deck.charts[i], number));
            continue;
        }
        zip.add(QStringLiteral("ppt/media/") + media, deck.charts[i].png);
        add_slide(chart_slide(deck.charts[i], number), QStringLiteral("../media/") + media);
    }
    if (!deck.comparison.scenarios.isEmpty()) {
        const QVector<ComparisonRow> rows = slideRows(deck.comparison);
        const QVector<QVector<const ComparisonRow*>> pages = table_pages(rows);
        const QString footer = deck.comparison.scenarios.join(QStringLiteral(" · "));
        for (qsizetype i = 0; i < pages.size(); ++i)
            add_slide(table_slide(deck.comparison, pages[i], int(i), int(pages.size()), footer, number));
    }
    return zip.finish();
}

} // namespace capstan::ui
