// The ZIP container of the deck: CRC-32 against the standard check value, the archive read
// back by its central directory, and by Info-ZIP's unzip when it is installed.
#include "zip_reader.h"

#include "ui/export/zip_writer.h"

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
    void crc32_data();
    void crc32();
    void entriesReadBack();
    void unzipTestsArchive();
};

void TestZipWriter::crc32_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<quint32>("crc");
    QTest::addRow("empty: 0") << QByteArray() << quint32(0);
    QTest::addRow("'123456789': check value 0xCBF43926 (ISO 3309)") << QByteArray("123456789") << quint32(0xCBF43926);
    QTest::addRow("'The quick brown fox…': 0x414FA339") << QByteArray("The quick brown fox jumps over the lazy dog")
                                                        << quint32(0x414FA339);
}

void TestZipWriter::crc32()
{
    QFETCH(QByteArray, data);
    QFETCH(quint32, crc);
    QCOMPARE(ZipWriter::crc32(data), crc);
}

void TestZipWriter::entriesReadBack()
{
    ZipWriter zip(QDateTime(QDate(2024, 5, 17), QTime(13, 45, 30)));
    const QByteArray binary = QByteArray::fromHex("89504e470d0a1a0a00ff10");
    zip.add(QStringLiteral("[Content_Types].xml"), "<Types/>");
    zip.add(QStringLiteral("ppt/media/image1.png"), binary);
    zip.add(QStringLiteral("empty.txt"), QByteArray());
    QStringList order;
    const auto entries = test::read_zip(zip.finish(), &order);
    QCOMPARE(order, QStringList({QStringLiteral("[Content_Types].xml"), QStringLiteral("ppt/media/image1.png"),
                                 QStringLiteral("empty.txt")}));
    QCOMPARE(entries[QStringLiteral("[Content_Types].xml")].data, QByteArray("<Types/>"));
    QCOMPARE(entries[QStringLiteral("ppt/media/image1.png")].data, binary);
    QCOMPARE(entries[QStringLiteral("ppt/media/image1.png")].crc, ZipWriter::crc32(binary));
    QCOMPARE(entries[QStringLiteral("ppt/media/image1.png")].method, quint16(0));
    QVERIFY(entries[QStringLiteral("empty.txt")].data.isEmpty());
}

void TestZipWriter::unzipTestsArchive()
{
    const QString unzip = QStandardPaths::findExecutable(QStringLiteral("unzip"));
    if (unzip.isEmpty())
        QSKIP("unzip is not installed (Debian: unzip); the central-directory read above still ran");
    QTemporaryDir dir;
    ZipWriter zip;
    QByteArray big(300000, 'x');
    for (qsizetype i = 0; i < big.size(); i += 7)
        big[i] = char('a' + i % 26);
    zip.add(QStringLiteral("a/b/c.bin"), big);
    zip.add(QStringLiteral("d.xml"), "<d/>");
    QFile file(dir.filePath(QStringLiteral("t.zip")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(zip.finish());
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
