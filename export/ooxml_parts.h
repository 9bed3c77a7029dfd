#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

// The fixed parts of a PresentationML package (ECMA-376 Part 1, 5th ed.): content types,
// relationships, document properties, the presentation with its slide list, and one master,
// one blank layout and one theme that every slide uses. The slides are slide_xml's.
namespace capstan::ui::ooxml {

// Slide size: 16:9 widescreen, 13.333 x 7.5 inches, in EMU (914,400 per inch).
inline constexpr qint64 kEmuPerInch = 914400;
inline constexpr qint64 kSlideWidth = 12192000;
inline constexpr qint64 kSlideHeight = 6858000;
inline constexpr const char* kFont = "Arial";   // in PowerPoint; LibreOffice maps it to a metric twin

constexpr qint64 inches(double value)
{
    return qint64(value * double(kEmuPerInch) + 0.5);
}

QByteArray contentTypes(int slides);
QByteArray rootRelationships();
QByteArray appProperties(int slides);
QByteArray coreProperties(const QString& title, const QDateTime& created);
QByteArray presentation(int slides);
QByteArray presentationRelationships(int slides);
QByteArray presentationProperties();
QByteArray viewProperties();
QByteArray tableStyles();
QByteArray slideMaster();
QByteArray slideMasterRelationships();
QByteArray slideLayout();
QByteArray slideLayoutRelationships();
QByteArray theme();
// A slide's relationships: its layout (rId1) and, when it shows a picture, the image (rId2).
QByteArray slideRelationships(const QString& imageTarget = {});

} // namespace capstan::ui::ooxml
