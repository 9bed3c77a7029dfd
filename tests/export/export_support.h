#pragma once
// Test support: the external readers the export tests use (poppler's pdftoppm and pdfinfo,
// LibreOffice), found on PATH; a test that needs a missing one skips and says what to install.
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

namespace capstan::test {

inline QString tool(const char* name)
{
    return QStandardPaths::findExecutable(QString::fromLatin1(name));
}

// Runs a program; returns its exit code (-1 when it did not finish) and its output.
inline int run_tool(const QString& program, const QStringList& args, QString* output = nullptr, int timeout_ms = 60000)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, args);
    if (!process.waitForFinished(timeout_ms)) {
        process.kill();
        process.waitForFinished();
        return -1;
    }
    if (output)
        *output = QString::fromLocal8Bit(process.readAll());
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

// The page count pdfinfo reports; 0 when it cannot read the file.
inline int pdf_pages(const QString& pdf)
{
    QString output;
    if (run_tool(tool("pdfinfo"), {pdf}, &output) != 0)
        return 0;
    for (const QString& line : output.split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("Pages:")))
            return line.mid(6).trimmed().toInt();
    return 0;
}

// Renders the first page with pdftoppm at 50 dpi and loads it; a null image on failure.
inline QImage pdf_first_page(const QString& pdf, const QString& prefix)
{
    if (run_tool(tool("pdftoppm"), {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("50"),
                                     QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"),
                                     QStringLiteral("-singlefile"), pdf, prefix}) != 0)
        return {};
    return QImage(prefix + QStringLiteral(".png"));
}

} // namespace capstan::test
