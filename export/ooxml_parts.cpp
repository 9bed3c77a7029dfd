#include "export/ooxml_parts.h"

#include <QStringList>

namespace capstan::ui::ooxml {

namespace {

const char* const kXmlDeclaration = R"(<?xml version="1.0" encoding="UTF-8" standalone="yes"?>)"
                                    "\n";
const char* const kPmlNamespaces = R"(xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" )"
                                   R"(xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" )"
                                   R"(xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main")";
const char* const kRelationshipTypes = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/";
const char* const kEmptyTree = R"(<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>)"
                               R"(<p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/>)"
                               R"(<a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>)";

QByteArray part(const QByteArray& body)
{
    return QByteArray(kXmlDeclaration) + body;
}

QByteArray relationship(int id, const char* type, const QString& target)
{
    return QByteArray(R"(<Relationship Id="rId)") + QByteArray::number(id) + R"(" Type=")" + kRelationshipTypes + type +
           R"(" Target=")" + target.toHtmlEscaped().toUtf8() + R"("/>)";
}

QByteArray relationships(const QByteArray& entries)
{
    return part(R"(<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">)" + entries +
                "</Relationships>");
}

QByteArray override_type(const QString& name, const char* type)
{
    return QByteArray(R"(<Override PartName=")") + name.toUtf8() + R"(" ContentType="application/vnd.openxmlformats-)" +
           type + R"("/>)";
}

// Level-1 text defaults for the master's title, body and other text.
QByteArray text_style(const char* element, int size)
{
    return QByteArray("<p:") + element + R"(><a:lvl1pPr><a:defRPr sz=")" + QByteArray::number(size) +
           R"(" kern="1200"><a:solidFill><a:schemeClr val="tx1"/></a:solidFill>)"
           R"(<a:latin typeface="+mn-lt"/><a:ea typeface="+mn-ea"/><a:cs typeface="+mn-cs"/></a:defRPr></a:lvl1pPr></p:)" +
           element + ">";
}

} // namespace

QByteArray contentTypes(int slides)
{
    QByteArray types = R"(<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">)"
                       R"(<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>)"
                       R"(<Default Extension="xml" ContentType="application/xml"/>)"
                       R"(<Default Extension="png" ContentType="image/png"/>)";
    types += override_type(QStringLiteral("/ppt/presentation.xml"), "officedocument.presentationml.presentation.main+xml");
    types += override_type(QStringLiteral("/ppt/slideMasters/slideMaster1.xml"), "officedocument.presentationml.slideMaster+xml");
    types += override_type(QStringLiteral("/ppt/slideLayouts/slideLayout1.xml"), "officedocument.presentationml.slideLayout+xml");
    for (int i = 1; i <= slides; ++i)
        types += override_type(QStringLiteral("/ppt/slides/slide%1.xml").arg(i), "officedocument.presentationml.slide+xml");
    types += override_type(QStringLiteral("/ppt/theme/theme1.xml"), "officedocument.theme+xml");
    types += override_type(QStringLiteral("/ppt/presProps.xml"), "officedocument.presentationml.presProps+xml");
    types += override_type(QStringLiteral("/ppt/viewProps.xml"), "officedocument.presentationml.viewProps+xml");
    types += override_type(QStringLiteral("/ppt/tableStyles.xml"), "officedocument.presentationml.tableStyles+xml");
    types += override_type(QStringLiteral("/docProps/core.xml"), "package.core-properties+xml");
    types += override_type(QStringLiteral("/docProps/app.xml"), "officedocument.extended-properties+xml");
    return part(types + "</Types>");
}

QByteArray rootRelationships()
{
    return relationships(
        relationship(1, "officeDocument", QStringLiteral("ppt/presentation.xml")) +
        R"(<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>)" +
        relationship(3, "extended-properties", QStringLiteral("docProps/app.xml")));
}

QByteArray appProperties(int slides)
{
    return part(R"(<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" )"
                R"(xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">)"
                "<Application>Capstan</Application><PresentationFormat>Widescreen</PresentationFormat><Slides>" +
                QByteArray::number(slides) + "</Slides></Properties>");
}

QByteArray coreProperties(const QString& title, const QDateTime& created)
{
    const QByteArray when = created.toUTC().toString(Qt::ISODate).toUtf8();
    return part(R"(<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" )"
                R"(xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" )"
                R"(xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">)"
                "<dc:title>" + title.toHtmlEscaped().toUtf8() + "</dc:title><dc:creator>Capstan</dc:creator>" +
                R"(<dcterms:created xsi:type="dcterms:W3CDTF">)" + when + "</dcterms:created>" +
                R"(<dcterms:modified xsi:type="dcterms:W3CDTF">)" + when + "</dcterms:modified></cp:coreProperties>");
}

QByteArray presentation(int slides)
{
    // Master and layout ids share one space from 2^31; slide ids start at 256.
    QByteArray body = QByteArray("<p:presentation ") + kPmlNamespaces + R"( saveSubsetFonts="1">)" +
                      R"(<p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst>)";
    for (int i = 1; i <= slides; ++i)
        body += R"(<p:sldId id=")" + QByteArray::number(255 + i) + R"(" r:id="rId)" + QByteArray::number(i + 1) + R"("/>)";
    body += R"(</p:sldIdLst><p:sldSz cx=")" + QByteArray::number(kSlideWidth) + R"(" cy=")" +
            QByteArray::number(kSlideHeight) + R"("/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>)";
    return part(body);
}

QByteArray presentationRelationships(int slides)
{
    QByteArray entries = relationship(1, "slideMaster", QStringLiteral("slideMasters/slideMaster1.xml"));
    for (int i = 1; i <= slides; ++i)
        entries += relationship(i + 1, "slide", QStringLiteral("slides/slide%1.xml").arg(i));
    entries += relationship(slides + 2, "theme", QStringLiteral("theme/theme1.xml"));
    entries += relationship(slides + 3, "presProps", QStringLiteral("presProps.xml"));
    entries += relationship(slides + 4, "viewProps", QStringLiteral("viewProps.xml"));
    entries += relationship(slides + 5, "tableStyles", QStringLiteral("tableStyles.xml"));
    return relationships(entries);
}

QByteArray presentationProperties()
{
    return part(QByteArray("<p:presentationPr ") + kPmlNamespaces + "/>");
}

QByteArray viewProperties()
{
    return part(QByteArray("<p:viewPr ") + kPmlNamespaces + R"(><p:gridSpacing cx="76200" cy="76200"/></p:viewPr>)");
}

QByteArray tableStyles()
{
    return part(R"(<a:tblStyleLst xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" )"
                R"(def="{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}"/>)");
}

QByteArray slideMaster()
{
    return part(QByteArray("<p:sldMaster ") + kPmlNamespaces + ">" +
                R"(<p:cSld><p:bg><p:bgPr><a:solidFill><a:schemeClr val="bg1"/></a:solidFill><a:effectLst/></p:bgPr></p:bg>)" +
                "<p:spTree>" + kEmptyTree + "</p:spTree></p:cSld>" +
                R"(<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" )"
                R"(accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/>)"
                R"(<p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst>)" +
                "<p:txStyles>" + text_style("titleStyle", 3200) + text_style("bodyStyle", 2000) +
                text_style("otherStyle", 1800) + "</p:txStyles></p:sldMaster>");
}

QByteArray slideMasterRelationships()
{
    return relationships(relationship(1, "slideLayout", QStringLiteral("../slideLayouts/slideLayout1.xml")) +
                         relationship(2, "theme", QStringLiteral("../theme/theme1.xml")));
}

QByteArray slideLayout()
{
    return part(QByteArray("<p:sldLayout ") + kPmlNamespaces + R"( type="blank" preserve="1">)" +
                R"(<p:cSld name="Blank"><p:spTree>)" + kEmptyTree + "</p:spTree></p:cSld>" +
                "<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>");
}

QByteArray slideLayoutRelationships()
{
    return relationships(relationship(1, "slideMaster", QStringLiteral("../slideMasters/slideMaster1.xml")));
}

QByteArray theme()
{
    // Okabe–Ito accents, the palette of the charts themselves.
    auto color = [](const char* slot, const char* rgb) {
        return QByteArray("<a:") + slot + R"(><a:srgbClr val=")" + rgb + R"("/></a:)" + slot + ">";
    };
    auto three = [](const QByteArray& item) { return item + item + item; };
    const QByteArray fill = R"(<a:solidFill><a:schemeClr val="phClr"/></a:solidFill>)";
    auto line = [&](int width) {
        return QByteArray(R"(<a:ln w=")") + QByteArray::number(width) + R"(" cap="flat" cmpd="sng" algn="ctr">)" + fill +
               R"(<a:prstDash val="solid"/><a:miter lim="800000"/></a:ln>)";
    };
    const QByteArray font = QByteArray(R"(<a:latin typeface=")") + kFont + R"("/><a:ea typeface=""/><a:cs typeface=""/>)";
    return part(R"(<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Capstan">)"
                R"(<a:themeElements><a:clrScheme name="Capstan">)" +
                color("dk1", "202020") + color("lt1", "FFFFFF") + color("dk2", "1F3A5F") + color("lt2", "EEF2F6") +
                color("accent1", "0072B2") + color("accent2", "E69F00") + color("accent3", "009E73") +
                color("accent4", "D55E00") + color("accent5", "CC79A7") + color("accent6", "56B4E9") +
                color("hlink", "0563C1") + color("folHlink", "954F72") + "</a:clrScheme>" +
                R"(<a:fontScheme name="Capstan"><a:majorFont>)" + font + "</a:majorFont><a:minorFont>" + font +
                "</a:minorFont></a:fontScheme>" + R"(<a:fmtScheme name="Capstan"><a:fillStyleLst>)" + three(fill) +
                "</a:fillStyleLst><a:lnStyleLst>" + line(6350) + line(12700) + line(19050) +
                "</a:lnStyleLst><a:effectStyleLst>" + three("<a:effectStyle><a:effectLst/></a:effectStyle>") +
                "</a:effectStyleLst><a:bgFillStyleLst>" + three(fill) + "</a:bgFillStyleLst></a:fmtScheme>" +
                "</a:themeElements><a:objectDefaults/><a:extraClrSchemeLst/></a:theme>");
}

QByteArray slideRelationships(const QString& imageTarget)
{
    QByteArray entries = relationship(1, "slideLayout", QStringLiteral("../slideLayouts/slideLayout1.xml"));
    if (!imageTarget.isEmpty())
        entries += relationship(2, "image", imageTarget);
    return relationships(entries);
}

} // namespace capstan::ui::ooxml
