// SlideXml::addTable: a DrawingML table (a:tbl) in a graphic frame. Every cell carries its own
// fill, borders and margins, so PowerPoint and Impress draw it alike without a table style.
#include "export/slide_xml.h"

namespace capstan::ui::ooxml {

namespace {

const QColor kRule(0xC8, 0xC8, 0xC8);

} // namespace

void SlideXml::addTable(const Box& box, const QVector<qint64>& columns, const QVector<TableRow>& rows, qint64 rowHeight)
{
    startShape("graphicFrame", QStringLiteral("Table %1").arg(nextId_));
    writer_.writeStartElement(QStringLiteral("p:cNvGraphicFramePr"));
    writer_.writeEmptyElement(QStringLiteral("a:graphicFrameLocks"));
    writer_.writeAttribute(QStringLiteral("noGrp"), QStringLiteral("1"));
    writer_.writeEndElement();
    writer_.writeEmptyElement(QStringLiteral("p:nvPr"));
    writer_.writeEndElement();
    qint64 width = 0;
    for (qint64 column : columns)
        width += column;
    writeTransform({box.x, box.y, width, rowHeight * rows.size()}, "p:xfrm");
    writer_.writeStartElement(QStringLiteral("a:graphic"));
    writer_.writeStartElement(QStringLiteral("a:graphicData"));
    writer_.writeAttribute(QStringLiteral("uri"), QStringLiteral("http://schemas.openxmlformats.org/drawingml/2006/table"));
    writer_.writeStartElement(QStringLiteral("a:tbl"));
    writer_.writeEmptyElement(QStringLiteral("a:tblPr"));
    writer_.writeAttribute(QStringLiteral("firstRow"), QStringLiteral("1"));
    writer_.writeAttribute(QStringLiteral("bandRow"), QStringLiteral("1"));
    writer_.writeStartElement(QStringLiteral("a:tblGrid"));
    for (qint64 column : columns) {
        writer_.writeEmptyElement(QStringLiteral("a:gridCol"));
        writer_.writeAttribute(QStringLiteral("w"), QString::number(column));
    }
    writer_.writeEndElement();
    for (const TableRow& row : rows) {
        writer_.writeStartElement(QStringLiteral("a:tr"));
        writer_.writeAttribute(QStringLiteral("h"), QString::number(rowHeight));
        for (const TableCell& cell : row) {
            writer_.writeStartElement(QStringLiteral("a:tc"));
            writer_.writeStartElement(QStringLiteral("a:txBody"));
            writer_.writeEmptyElement(QStringLiteral("a:bodyPr"));
            writer_.writeEmptyElement(QStringLiteral("a:lstStyle"));
            writeParagraph(cell.runs, cell.align, 12);
            writer_.writeEndElement();
            writer_.writeStartElement(QStringLiteral("a:tcPr"));
            writer_.writeAttribute(QStringLiteral("marL"), QStringLiteral("91440"));
            writer_.writeAttribute(QStringLiteral("marR"), QStringLiteral("91440"));
            writer_.writeAttribute(QStringLiteral("marT"), QStringLiteral("27432"));
            writer_.writeAttribute(QStringLiteral("marB"), QStringLiteral("27432"));
            writer_.writeAttribute(QStringLiteral("anchor"), QStringLiteral("ctr"));
            // Only a hairline under each row: the eye follows rows, not a grid.
            for (const char* edge : {"a:lnL", "a:lnR", "a:lnT", "a:lnB"}) {
                const bool bottom = QLatin1String(edge) == QLatin1String("a:lnB");
                writer_.writeStartElement(QString::fromLatin1(edge));
                writer_.writeAttribute(QStringLiteral("w"), bottom ? QStringLiteral("6350") : QStringLiteral("0"));
                if (bottom)
                    writeFill(kRule);
                else
                    writer_.writeEmptyElement(QStringLiteral("a:noFill"));
                writer_.writeEndElement();
            }
            writeFill(cell.fill);
            writer_.writeEndElement();   // a:tcPr
            writer_.writeEndElement();   // a:tc
        }
        writer_.writeEndElement();   // a:tr
    }
    writer_.writeEndElement();   // a:tbl
    writer_.writeEndElement();   // a:graphicData
    writer_.writeEndElement();   // a:graphic
    writer_.writeEndElement();   // p:graphicFrame
}

} // namespace capstan::ui::ooxml
