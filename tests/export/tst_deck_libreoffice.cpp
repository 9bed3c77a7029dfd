// The deck opened by a real presentation program: LibreOffice converts it headless to PDF, and
// the PDF has one page per slide (title + charts + table); a page renders to an image.
// Needs `soffice` (Debian: libreoffice-impress) and poppler-utils; skips without them.
#include "deck_support.h"
#include "export_support.h"

#include <QDir>
#include <QTemporaryDir>
#include <QUrl>
#include <QTest>

using namespace capstan;
using namespace capstan::ui;

class TestDeckLibreOffice final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void convertsToPdfWithEveryPage_data();
    void convertsToPdfWithEveryPage();
};

void TestDeckLibreOffice::convertsToPdfWithEveryPage_data()
{
    QTest::addColumn<int>("scenarios");
    QTest::addRow("1 scenario") << 1;
    QTest::addRow("3 scenarios") << 3;
}

void TestDeckLibreOffice::convertsToPdfWithEveryPage()
{
    QFETCH(int, scenarios);
    const QString soffice = test::tool("soffice");
    if (soffice.isEmpty())
        QSKIP("LibreOffice is not installed: apt-get install libreoffice-impress (soffice converts the deck)");
    if (test::tool("pdfinfo").isEmpty() || test::tool("pdftoppm").isEmpty())
        QSKIP("poppler-utils is not installed: apt-get install poppler-utils (pdfinfo counts the pages)");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Expected<Deck> deck = DeckBuilder::build(test::deck_scenarios(scenarios), {});
    QVERIFY2(deck, deck ? "" : deck.error().message().c_str());
    const QString pptx = dir.filePath(QStringLiteral("deck.pptx"));
    QVERIFY(writeDeckFile(*deck, pptx));

    // A private profile: no clash with a running LibreOffice or another test, no writes to $HOME.
    const QString profile = QUrl::fromLocalFile(dir.filePath(QStringLiteral("profile"))).toString();
    QString output;
    const int code = test::run_tool(soffice,
                                    {QStringLiteral("-env:UserInstallation=") + profile, QStringLiteral("--headless"),
                                     QStringLiteral("--convert-to"), QStringLiteral("pdf"), QStringLiteral("--outdir"),
                                     dir.path(), pptx},
                                    &output, 240000);
    QVERIFY2(code == 0, qPrintable(output));
    const QString pdf = dir.filePath(QStringLiteral("deck.pdf"));
    QVERIFY2(QFile::exists(pdf), qPrintable(output));
    QCOMPARE(test::pdf_pages(pdf), test::expected_slides(*deck, scenarios));
    const QImage title = test::pdf_first_page(pdf, dir.filePath(QStringLiteral("page")));
    QVERIFY(!title.isNull());
    QVERIFY(title.width() > title.height());   // 16:9
}

QTEST_MAIN(TestDeckLibreOffice)
#include "tst_deck_libreoffice.moc"
