#include "export/slide_xml.h"

#include "export/ooxml_parts.h"

namespace capstan::ui::ooxml {

namespace {

QString hex(const QColor& color)
{
    return color.name().mid(1).toUpper();
}

QString emu(qint64 value)
{
    return QString::number(value);
}

QString align_name(Align align)
{
    switch (align) {
    case Align::Center: return QStringLiteral("ctr");
    case Align::Right: return QStringLiteral("r");
    case Align::Left: break;
    }
    return QStringLiteral("l");
}

QString anchor_name(Anchor anchor)
{
    switch (anchor) {
    case Anchor::Middle: return QStringLiteral("ctr");
    case Anchor::Bottom: return QStringLiteral("b");
    case Anchor::Top: break;
    }
    return QStringLiteral("t");
}

QString centipoints(double points)
{
    return QString::number(qRound(points * 100));
}

} // namespace

SlideXml::SlideXml() : writer_(&xml_)
{
    writer_.writeStartDocument(QStringLiteral("1.0"), true);
    writer_.writeStartElement(QStringLiteral("p:sld"));
    writer_.writeNamespace(QStringLiteral("http://schemas.openxmlformats.org/drawingml/2006/main"), QStringLiteral("a"));
    writer_.writeNamespace(QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships"),
                           QStringLiteral("r"));
    writer_.writeNamespace(QStringLiteral("http://schemas.openxmlformats.org/presentationml/2006/main"),
                           QStringLiteral("p"));
    writer_.writeStartElement(QStringLiteral("p:cSld"));
    writer_.writeStartElement(QStringLiteral("p:spTree"));
    writer_.writeStartElement(QStringLiteral("p:nvGrpSpPr"));
    writer_.writeEmptyElement(QStringLiteral("p:cNvPr"));
    writer_.writeAttribute(QStringLiteral("id"), QStringLiteral("1"));
    writer_.writeAttribute(QStringLiteral("name"), QString());
    writer_.writeEmptyElement(QStringLiteral("p:cNvGrpSpPr"));
    writer_.writeEmptyElement(QStringLiteral("p:nvPr"));
    writer_.writeEndElement();
    writer_.writeStartElement(QStringLiteral("p:grpSpPr"));
    writer_.writeStartElement(QStringLiteral("a:xfrm"));
    for (const char* element : {"a:off", "a:ext", "a:chOff", "a:chExt"}) {
        const bool offset = QLatin1String(element).endsWith(QLatin1String("Off"), Qt::CaseInsensitive);
        writer_.writeEmptyElement(QString::fromLatin1(element));
        writer_.writeAttribute(offset ? QStringLiteral("x") : QStringLiteral("cx"), QStringLiteral("0"));
        writer_.writeAttribute(offset ? QStringLiteral("y") : QStringLiteral("cy"), QStringLiteral("0"));
    }
    writer_.writeEndElement();
    writer_.writeEndElement();
}

void SlideXml::startShape(const char* element, const QString& name)
{
    const QString tag = QString::fromLatin1(element);
    writer_.writeStartElement(QStringLiteral("p:") + tag);
    const QString properties = tag == QLatin1String("sp")               ? QStringLiteral("Sp")
                               : tag == QLatin1String("pic")            ? QStringLiteral("Pic")
                                                                        : QStringLiteral("GraphicFrame");
    writer_.writeStartElement(QStringLiteral("p:nv") + properties + QStringLiteral("Pr"));
    writer_.writeEmptyElement(QStringLiteral("p:cNvPr"));
    writer_.writeAttribute(QStringLiteral("id"), QString::number(nextId_++));
    writer_.writeAttribute(QStringLiteral("name"), name);
}

void SlideXml::writeTransform(const Box& box, const char* element)
{
    writer_.writeStartElement(QString::fromLatin1(element));
    writer_.writeEmptyElement(QStringLiteral("a:off"));
    writer_.writeAttribute(QStringLiteral("x"), emu(box.x));
    writer_.writeAttribute(QStringLiteral("y"), emu(box.y));
    writer_.writeEmptyElement(QStringLiteral("a:ext"));
    writer_.writeAttribute(QStringLiteral("cx"), emu(box.width));
    writer_.writeAttribute(QStringLiteral("cy"), emu(box.height));
    writer_.writeEndElement();
}

void SlideXml::writeFill(const QColor& color)
{
    writer_.writeStartElement(QStringLiteral("a:solidFill"));
    writer_.writeEmptyElement(QStringLiteral("a:srgbClr"));
    writer_.writeAttribute(QStringLiteral("val"), hex(color));
    writer_.writeEndElement();
}

void SlideXml::writeParagraph(const QVector<Run>& runs, Align align, double emptyPoints)
{
    writer_.writeStartElement(QStringLiteral("a:p"));
    writer_.writeEmptyElement(QStringLiteral("a:pPr"));
    writer_.writeAttribute(QStringLiteral("algn"), align_name(align));
    for (const Run& run : runs) {
        writer_.writeStartElement(QStringLiteral("a:r"));
        writer_.writeStartElement(QStringLiteral("a:rPr"));
        writer_.writeAttribute(QStringLiteral("lang"), QStringLiteral("en-US"));
        writer_.writeAttribute(QStringLiteral("sz"), centipoints(run.points));
        writer_.writeAttribute(QStringLiteral("b"), run.bold ? QStringLiteral("1") : QStringLiteral("0"));
        writer_.writeAttribute(QStringLiteral("dirty"), QStringLiteral("0"));
        writeFill(run.color);
        writer_.writeEmptyElement(QStringLiteral("a:latin"));
        writer_.writeAttribute(QStringLiteral("typeface"), QString::fromLatin1(kFont));
        writer_.writeEndElement();
        writer_.writeTextElement(QStringLiteral("a:t"), run.text);
        writer_.writeEndElement();
    }
    writer_.writeEmptyElement(QStringLiteral("a:endParaRPr"));
    writer_.writeAttribute(QStringLiteral("lang"), QStringLiteral("en-US"));
    writer_.writeAttribute(QStringLiteral("sz"), centipoints(runs.isEmpty() ? emptyPoints : runs.back().points));
    writer_.writeEndElement();
}

void SlideXml::addRectangle(const Box& box, const QColor& fill)
{
    startShape("sp", QStringLiteral("Rectangle %1").arg(nextId_));
    writer_.writeEmptyElement(QStringLiteral("p:cNvSpPr"));
    writer_.writeEmptyElement(QStringLiteral("p:nvPr"));
    writer_.writeEndElement();
    writer_.writeStartElement(QStringLiteral("p:spPr"));
    writeTransform(box);
    writer_.writeStartElement(QStringLiteral("a:prstGeom"));
    writer_.writeAttribute(QStringLiteral("prst"), QStringLiteral("rect"));
    writer_.writeEmptyElement(QStringLiteral("a:avLst"));
    writer_.writeEndElement();
    writeFill(fill);
    writer_.writeStartElement(QStringLiteral("a:ln"));
    writer_.writeEmptyElement(QStringLiteral("a:noFill"));
    writer_.writeEndElement();
    writer_.writeEndElement();   // p:spPr
    writer_.writeEndElement();   // p:sp
}

void SlideXml::addText(const Box& box, const QVector<QVector<Run>>& paragraphs, Align align, Anchor anchor,
                       bool shrinkToFit)
{
    startShape("sp", QStringLiteral("Text %1").arg(nextId_));
    writer_.writeEmptyElement(QStringLiteral("p:cNvSpPr"));
    writer_.writeAttribute(QStringLiteral("txBox"), QStringLiteral("1"));
    writer_.writeEmptyElement(QStringLiteral("p:nvPr"));
    writer_.writeEndElement();
    writer_.writeStartElement(QStringLiteral("p:spPr"));
    writeTransform(box);
    writer_.writeStartElement(QStringLiteral("a:prstGeom"));
    writer_.writeAttribute(QStringLiteral("prst"), QStringLiteral("rect"));
    writer_.writeEmptyElement(QStringLiteral("a:avLst"));
    writer_.writeEndElement();
    writer_.writeEmptyElement(QStringLiteral("a:noFill"));
    writer_.writeEndElement();
    writer_.writeStartElement(QStringLiteral("p:txBody"));
    writer_.writeStartElement(QStringLiteral("a:bodyPr"));
    writer_.writeAttribute(QStringLiteral("wrap"), QStringLiteral("square"));
    for (const char* inset : {"lIns", "tIns", "rIns", "bIns"})
        writer_.writeAttribute(QString::fromLatin1(inset), QStringLiteral("0"));
    writer_.writeAttribute(QStringLiteral("anchor"), anchor_name(anchor));
    writer_.writeEmptyElement(shrinkToFit ? QStringLiteral("a:normAutofit") : QStringLiteral("a:noAutofit"));
    writer_.writeEndElement();
    writer_.writeEmptyElement(QStringLiteral("a:lstStyle"));
    for (const QVector<Run>& runs : paragraphs)
        writeParagraph(runs, align, 18);
    writer_.writeEndElement();   // p:txBody
    writer_.writeEndElement();   // p:sp
}

void SlideXml::addPicture(const Box& box, const QString& description)
{
    startShape("pic", QStringLiteral("Picture %1").arg(nextId_));
    writer_.writeAttribute(QStringLiteral("descr"), description);
    writer_.writeStartElement(QStringLiteral("p:cNvPicPr"));
    writer_.writeEmptyElement(QStringLiteral("a:picLocks"));
    writer_.writeAttribute(QStringLiteral("noChangeAspect"), QStringLiteral("1"));
    writer_.writeEndElement();
    writer_.writeEmptyElement(QStringLiteral("p:nvPr"));
    writer_.writeEndElement();
    writer_.writeStartElement(QStringLiteral("p:blipFill"));
    writer_.writeEmptyElement(QStringLiteral("a:blip"));
    writer_.writeAttribute(QStringLiteral("r:embed"), QStringLiteral("rId2"));
    writer_.writeStartElement(QStringLiteral("a:stretch"));
    writer_.writeEmptyElement(QStringLiteral("a:fillRect"));
    writer_.writeEndElement();
    writer_.writeEndElement();
    writer_.writeStartElement(QStringLiteral("p:spPr"));
    writeTransform(box);
    writer_.writeStartElement(QStringLiteral("a:prstGeom"));
    writer_.writeAttribute(QStringLiteral("prst"), QStringLiteral("rect"));
    writer_.writeEmptyElement(QStringLiteral("a:avLst"));
    writer_.writeEndElement();
    writer_.writeEndElement();
    writer_.writeEndElement();   // p:pic
}

QByteArray SlideXml::finish()
{
    writer_.writeEndElement();   // p:spTree
    writer_.writeEndElement();   // p:cSld
    writer_.writeStartElement(QStringLiteral("p:clrMapOvr"));
    writer_.writeEmptyElement(QStringLiteral("a:masterClrMapping"));
    writer_.writeEndElement();
    writer_.writeEndDocument();
    return xml_;
}

} // namespace capstan::ui::ooxml
