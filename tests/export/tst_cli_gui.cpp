// capstan export and capstan deck (the GUI binary's offscreen commands), in process: files read back by real readers, one-line errors
// that name the field, the value and what is allowed.
#include "deck_support.h"
#include "export_support.h"
#include "zip_reader.h"

#include "app/offscreen/gui_commands.h"

#include <QFile>
#include <QImage>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <sstream>

using namespace capstan;

class TestCliGui final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void exportsEachChart_data();
    void exportsEachChart();
    void exportJsonAndStdin();
    void exportErrors_data();
    void exportErrors();
    void deckOfTwoScenarios();
    void deckErrors_data();
    void deckErrors();
    void commandTable();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    QTemporaryDir dir_;
};

namespace {

Expected<std::string> run(cli::CommandFn command, const QStringList& args, const std::string& input = {})
{
    std::vector<std::string> list;
    for (const QString& arg : args)
        list.push_back(arg.toStdString());
    std::istringstream in(input);
    return command(list, in);
}

} // namespace

void TestCliGui::initTestCase()
{
    QVERIFY(dir_.isValid());
    QFile a(path(QStringLiteral("a.json")));
    QVERIFY(a.open(QIODevice::WriteOnly));
    a.write(R"({"schema_version": 1, "name": "A", "inputs": {}})");
    a.close();
    QFile b(path(QStringLiteral("b.json")));
    QVERIFY(b.open(QIODevice::WriteOnly));
    b.write(R"({"schema_version": 1, "name": "B", "inputs": {"gpu.preset": "h200-sxm", "model.weight_bits": 4}})");
    b.close();
}

void TestCliGui::exportsEachChart_data()
{
    QTest::addColumn<QString>("chart");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("extra");
    for (const char* chart : {"knee", "memory", "latency", "bill", "tornado", "fleet"}) {
        const QString name = QString::fromLatin1(chart);
        QTest::addRow("%s png 3840x2160 --slide", chart) << name << name + QStringLiteral(".png")
                                                          << QStringList({QStringLiteral("--size"), QStringLiteral("3840x2160"),
                                                                          QStringLiteral("--slide")});
        QTest::addRow("%s svg", chart) << name << name + QStringLiteral(".svg") << QStringList();
        QTest::addRow("%s pdf --dpi 192", chart) << name << name + QStringLiteral(".pdf")
                                                 << QStringList({QStringLiteral("--dpi"), QStringLiteral("192")});
    }
}

void TestCliGui::exportsEachChart()
{
    QFETCH(QString, chart);
    QFETCH(QString, file);
    QFETCH(QStringList, extra);
    const QString out = path(file);
    const Expected<std::string> output =
        run(cli::cmd_export, QStringList({QStringLiteral("--chart"), chart, QStringLiteral("--out"), out}) + extra);
    QVERIFY2(output, output ? "" : output.error().message().c_str());
    QVERIFY(QString::fromStdString(*output).startsWith(QStringLiteral("wrote ") + out));
    if (file.endsWith(QLatin1String(".png"))) {
        QCOMPARE(QImage(out).size(), QSize(3840, 2160));
    } else if (file.endsWith(QLatin1String(".svg"))) {
        QVERIFY(QSvgRenderer(out).isValid());
    } else {
        if (test::tool("pdfinfo").isEmpty())
            QSKIP("pdfinfo is not installed (Debian: poppler-utils)");
        QCOMPARE(test::pdf_pages(out), 1);
    }
}

void TestCliGui::exportJsonAndStdin()
{
    const QString out = path(QStringLiteral("stdin-knee.png"));
    const Expected<std::string> output =
        run(cli::cmd_export,
            {QStringLiteral("-"), QStringLiteral("--set"), QStringLiteral("workload.dau=300000"), QStringLiteral("--chart"),
             QStringLiteral("knee"), QStringLiteral("--out"), out, QStringLiteral("--size"), QStringLiteral("1600x1200"),
             QStringLiteral("--json")},
            R"({"schema_version": 1, "name": "From stdin", "inputs": {"workload.isl": 2000}})");
    QVERIFY2(output, output ? "" : output.error().message().c_str());
    const nlohmann::json json = nlohmann::json::parse(*output);
    QCOMPARE(json.at("width_px").get<int>(), 1600);
    QCOMPARE(json.at("height_px").get<int>(), 1200);
    QCOMPARE(json.at("dpi").get<int>(), 120);   // the default lays 1600 px out 1280 px wide
    QCOMPARE(json.at("format").get<std::string>(), std::string("png"));
    QCOMPARE(QImage(out).size(), QSize(1600, 1200));
}

void TestCliGui::exportErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    const QString out = QStringLiteral("/nonexistent-dir/x.png");
    QTest::addRow("no --chart") << QStringList({QStringLiteral("--out"), out}) << QStringLiteral("--chart");
    QTest::addRow("unknown chart names the allowed ones")
        << QStringList({QStringLiteral("--chart"), QStringLiteral("pie"), QStringLiteral("--out"), out})
        << QStringLiteral("knee, memory, latency, bill, tornado, fleet");
    QTest::addRow("no --out") << QStringList({QStringLiteral("--chart"), QStringLiteral("knee")}) << QStringLiteral("--out");
    QTest::addRow("jpeg") << QStringList({QStringLiteral("--chart"), QStringLiteral("knee"), QStringLiteral("--out"),
                                          QStringLiteral("x.jpg")})
                          << QStringLiteral(".png, .svg or .pdf");
    QTest::addRow("size without x") << QStringList({QStringLiteral("--chart"), QStringLiteral("knee"), QStringLiteral("--out"),
                                                    out, QStringLiteral("--size"), QStringLiteral("1920")})
                                    << QStringLiteral("--size");
    QTest::addRow("size too small") << QStringList({QStringLiteral("--chart"), QStringLiteral("knee"), QStringLiteral("--out"),
                                                    out, QStringLiteral("--size"), QStringLiteral("10x10")})
                                    << QStringLiteral("size = 10x10");
    QTest::addRow("dpi not a number") << QStringList({QStringLiteral("--chart"), QStringLiteral("knee"), QStringLiteral("--out"),
                                                      out, QStringLiteral("--dpi"), QStringLiteral("high")})
                                      << QStringLiteral("--dpi = high");
    QTest::addRow("dpi out of range") << QStringList({QStringLiteral("--chart"), QStringLiteral("knee"), QStringLiteral("--out"),
                                                      out, QStringLiteral("--dpi"), QStringLiteral("5000")})
                                      << QStringLiteral("48 .. 1200");
    QTest::addRow("bad --set") << QStringList({QStringLiteral("--chart"), QStringLiteral("knee"), QStringLiteral("--out"), out,
                                               QStringLiteral("--set"), QStringLiteral("workload.isl=-5")})
                               << QStringLiteral("workload.isl");
    QTest::addRow("infeasible scenario") << QStringList({QStringLiteral("--chart"), QStringLiteral("knee"), QStringLiteral("--out"),
                                                         out, QStringLiteral("--set"), QStringLiteral("model.preset=llama-3.1-405b"),
                                                         QStringLiteral("--set"), QStringLiteral("deploy.tp=1")})
                                         << QStringLiteral("knee");
    QTest::addRow("unwritable path") << QStringList({QStringLiteral("--chart"), QStringLiteral("bill"), QStringLiteral("--out"), out})
                                     << QStringLiteral("/nonexistent-dir/x.png");
    QTest::addRow("unknown flag") << QStringList({QStringLiteral("--chart"), QStringLiteral("bill"), QStringLiteral("--out"), out,
                                                  QStringLiteral("--colour")})
                                  << QStringLiteral("--colour");
}

void TestCliGui::exportErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Expected<std::string> output = run(cli::cmd_export, args);
    QVERIFY(!output);
    const QString message = QString::fromStdString(output.error().message());
    QVERIFY2(message.contains(mentions), qPrintable(message));
    QVERIFY2(!message.contains(QLatin1Char('\n')), qPrintable(message));
}

void TestCliGui::deckOfTwoScenarios()
{
    const QString out = path(QStringLiteral("two.pptx"));
    const Expected<std::string> output = run(
        cli::cmd_deck, {path(QStringLiteral("a.json")), path(QStringLiteral("b.json")), QStringLiteral("--out"), out,
                        QStringLiteral("--title"), QStringLiteral("Q3 capacity review"), QStringLiteral("--json")});
    QVERIFY2(output, output ? "" : output.error().message().c_str());
    const nlohmann::json json = nlohmann::json::parse(*output);
    QCOMPARE(json.at("chart_slides").get<int>(), test::expected_chart_slides(2));
    QCOMPARE(json.at("slides").get<int>(), 1 + test::expected_chart_slides(2) + json.at("table_slides").get<int>());
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto entries = test::read_zip(file.readAll());
    QVERIFY(entries.contains(QStringLiteral("ppt/presentation.xml")));
    QVERIFY(entries[QStringLiteral("docProps/core.xml")].data.contains("Q3 capacity review"));
    QVERIFY(entries[QStringLiteral("ppt/slides/slide1.xml")].data.contains("Q3 capacity review"));
}

void TestCliGui::deckErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    QTest::addRow("no --out") << QStringList() << QStringLiteral("--out");
    QTest::addRow("not .pptx") << QStringList({QStringLiteral("--out"), QStringLiteral("deck.ppt")}) << QStringLiteral(".pptx");
    QTest::addRow("five scenarios") << QStringList({QStringLiteral("a.json"), QStringLiteral("a.json"), QStringLiteral("a.json"),
                                                    QStringLiteral("a.json"), QStringLiteral("a.json"), QStringLiteral("--out"),
                                                    QStringLiteral("d.pptx")})
                                    << QStringLiteral("1 .. 4");
    QTest::addRow("missing file") << QStringList({QStringLiteral("nope.json"), QStringLiteral("--out"), QStringLiteral("d.pptx")})
                                  << QStringLiteral("nope.json");
}

void TestCliGui::deckErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Expected<std::string> output = run(cli::cmd_deck, args);
    QVERIFY(!output);
    const QString message = QString::fromStdString(output.error().message());
    QVERIFY2(message.contains(mentions), qPrintable(message));
    QVERIFY2(!message.contains(QLatin1Char('\n')), qPrintable(message));
}

void TestCliGui::commandTable()
{
    QStringList names;
    for (const cli::Command& command : cli::gui_commands())
        names.append(QString::fromLatin1(command.name));
    QCOMPARE(names, QStringList({QStringLiteral("export"), QStringLiteral("deck")}));
    const Expected<std::string> help = run(cli::cmd_export, {QStringLiteral("--help")});
    QVERIFY(help && help->find("--chart NAME") != std::string::npos);
    QVERIFY(cli::ensure_gui_application());   // the one the first command made is kept
}

// No application of the test's own: the commands make theirs, as in capstan-cli.
QTEST_APPLESS_MAIN(TestCliGui)
#include "tst_cli_gui.moc"
