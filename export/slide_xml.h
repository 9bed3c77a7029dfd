#pragma once

#include <QByteArray>
#include <QColor>
#include <QString>
#include <QVector>
#include <QXmlStreamWriter>

namespace capstan::ui::ooxml {

// A rectangle on the slide, in EMU.
struct Box final {
    qint64 x = 0;
    qint64 y = 0;
    qint64 width = 0;
    qint64 height = 0;
};

// A run of text: size in points, weight, colour.
struct Run final {
    QString text;
    double points = 18;
    bool bold = false;
    QColor color = QColor(0x20, 0x20, 0x20);
};

enum class Align { Left, Center, Right };
enum class Anchor { Top, Middle, Bottom };

struct TableCell final {
    QVector<Run> runs;        // one paragraph
    Align align = Align::Left;
    QColor fill = Qt::white;
};
using TableRow = QVector<TableCell>;

// One slide (PresentationML p:sld) built shape by shape: text boxes, filled rectangles, a
// picture, a table (a:tbl in a p:graphicFrame, a real table PowerPoint and Impress can edit).
class SlideXml final {
public:
    SlideXml();

    void addRectangle(const Box& box, const QColor& fill);
    void addText(const Box& box, const QVector<QVector<Run>>& paragraphs, Align align = Align::Left,
                 Anchor anchor = Anchor::Top, bool shrinkToFit = false);
    // The image is the slide's relationship rId2 (see slideRelationships).
    void addPicture(const Box& box, const QString& description);
    // At the box's top left; column widths in EMU (their sum is the table's width); every row
    // has one cell per column; rowHeight is the minimum (a wrapped cell grows its row).
    void addTable(const Box& box, const QVector<qint64>& columns, const QVector<TableRow>& rows, qint64 rowHeight);

    [[nodiscard]] QByteArray finish();

private:
    void startShape(const char* element, const QString& name);
    void writeTransform(const Box& box, const char* element = "a:xfrm");
    void writeParagraph(const QVector<Run>& runs, Align align, double emptyPoints);
    void writeFill(const QColor& color);

    QByteArray xml_;
    QXmlStreamWriter writer_;
    int nextId_ = 2;   // 1 is the shape tree itself
};

} // namespace capstan::ui::ooxml
