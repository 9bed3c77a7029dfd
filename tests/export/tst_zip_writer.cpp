// The ZIP container of the deck (libzip): entries read back in order with their CRCs checked,
// XML deflated and PNG stored, and the archive tested by Info-ZIP's unzip when it is installed.
#include "zip_reader.h"

#include "export/zip_writer.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace capstan;
using namespace capstan::ui;

class TestZipWriter final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void entriesReadBack();
    void xmlIsDeflated();
    void unzipTestsArchive();
};

void TestZipWriter::entriesReadBack()
{
    ZipWriter zip(QDateTime(QDate(2024, 5, 17), QTime(13, 45, 30)));
    const QByteArray binary = QByteArray::fromHex("89504e470d0a1a0a00ff10");
    zip.add(QStringLiteral("[Content_Types].xml"), "<Types/>");
    zip.add(QStringLiteral("ppt/media/image1.png"), binary);
    zip.add(QStringLiteral("empty.txt"), QByteArray());
    QCOMPARE(zip.entryCount(), 3);
    const Expected<QByteArray> archive = zip.finish();
    QVERIFY(archive);
    QStringList order;
    const auto entries = test::read_zip(*archive, &order);
    QCOMPARE(order, QStringList({QStringLiteral("[Content_Types].xml"), QStringLiteral("ppt/media/image1.png"),
                                 QStringLiteral("empty.txt")}));
    QCOMPARE(entries[QStringLiteral("[Content_Types].xml")].data, QByteArray("<Types/>"));
    QCOMPARE(entries[QStringLiteral("ppt/media/image1.png")].data, binary);
    // CRC-32 of the PNG bytes (ISO 3309), as computed independently with Python's zlib.crc32.
    QCOMPARE(entries[QStringLiteral("ppt/media/image1.png")].crc, quint32(0xE005EF28));
    QCOMPARE(entries[QStringLiteral("ppt/media/image1.png")].method, quint16(0));   // stored
    QVERIFY(entries[QStringLiteral("empty.txt")].data.isEmpty());
}

void TestZipWriter::xmlIsDeflated()
{
    ZipWriter zip;
    QByteArray xml;
    for (int i = 0; i < 2000; ++i)
        xml += "<a:t>row</a:t>";
    zip.add(QStringLiteral("ppt/slides/slide1.xml"), xml);
    const Expected<QByteArray> archive = zip.finish();
    QVERIFY(archive);
    QVERIFY2(archive->size() < xml.size() / 10, "repetitive XML deflates to under a tenth");
    const auto entries = test::read_zip(*archive);
    QCOMPARE(entries[QStringLiteral("ppt/slides/slide1.xml")].method, quint16(8));   // deflate
    QCOMPARE(entries[QStringLiteral("ppt/slides/slide1.xml")].data, xml);
}

void TestZipWriter::unzipTestsArchive()
{
    const QString unzip = QStandardPaths::findExecutable(QStringLiteral("unzip"));
    if (unzip.isEmpty())
        QSKIP("unzip is not installed (Debian: unzip); libzip's own read above still ran");
    QTemporaryDir dir;
    ZipWriter zip;
    QByteArray big(300000, 'x');
    for (qsizetype i = 0; i < big.size(); i += 7)
        big[i] = char('a' + i % 26);
    zip.add(QStringLiteral("a/b/c.bin"), big);
    zip.add(QStringLiteral("d.xml"), "<d/>");
    QFile file(dir.filePath(QStringLiteral("t.zip")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(zip.finish().value());
    file.close();
    QProcess process;
    process.start(unzip, {QStringLiteral("-t"), file.fileName()});
    QVERIFY(process.waitForFinished(30000));
    const QString output = QString::fromLocal8Bit(process.readAllStandardOutput());
    QVERIFY2(process.exitCode() == 0, qPrintable(output));
    QVERIFY2(output.contains(QLatin1String("No errors detected")), qPrintable(output));
}

QTEST_GUILESS_MAIN(TestZipWriter)
#include "tst_zip_writer.moc"
