// Validation against published measurements (calibration/published-points.csv, copied into
// tests/data): every row the analytic model answers, with the default efficiency factors.
// Prints predicted vs measured per row and the median absolute error; fails above 25%.
#include "core/inputs.h"
#include "core/validation.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace capstan;

class TestValidation final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void publishedPoints();
    void expertColumn_data();
    void expertColumn();
    void engineCapColumns_data();
    void engineCapColumns();
    void lengthSpreadColumns_data();
    void lengthSpreadColumns();
    void engineCapHeader_data();
    void engineCapHeader();
};

namespace {

// Empty when the parse was refused naming `column` in the error's field; otherwise what happened.
std::string refusal_mismatch(const Expected<std::vector<MeasuredPoint>>& points, const std::string& column)
{
    if (points)
        return "accepted, expected a refusal naming " + column;
    return points.error().field.find(column) == std::string::npos ? points.error().message() : std::string();
}

// One 70B H200 offline row with every optional column: engine and date, an empty ep, then
// `tail`, the cells max_batch, max_num_tokens, isl_cv and osl_cv.
Expected<std::vector<MeasuredPoint>> row_with(const std::string& tail)
{
    const std::string csv = "id,source,model,weight_bits,kv_bits,gpu,gpus,tp,isl,osl,mode,load,metric,value,unit,notes,"
                            "engine,date,ep,max_batch,max_num_tokens,isl_cv,osl_cv\n"
                            "x1,src,llama-2-70b,8,8,h200-sxm,8,1,222,294,offline,,output_tok_s,1,tok/s,n,e,d,," +
                            tail + "\n";
    return parse_measured_points(csv, "row.csv");
}

} // namespace

void TestValidation::publishedPoints()
{
    QFile file(qEnvironmentVariable("CAPSTAN_TEST_DATA") + QStringLiteral("/published-points.csv"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    Expected<std::vector<MeasuredPoint>> points =
        parse_measured_points(std::string_view(text.constData(), std::size_t(text.size())), "published-points.csv");
    QVERIFY2(points, points ? "" : points.error().message().c_str());

    const Scenario base = default_scenario();
    std::vector<double> errors;
    qInfo("%-4s %-14s %-10s %-3s %-12s %-19s %12s %12s %8s", "id", "model", "gpu", "tp", "mode", "metric",
          "measured", "predicted", "error");
    for (const MeasuredPoint& p : *points) {
        Expected<std::optional<double>> predicted = predict_analytic(p, base);
        QVERIFY2(predicted, predicted ? "" : predicted.error().message().c_str());
        if (!predicted->has_value())
            continue;   // online rows: the simulator's validation answers them
        const double error = (**predicted - p.value) / p.value;
        errors.push_back(std::abs(error));
        qInfo("%-4s %-14s %-10s %-3d %-12s %-19s %12.1f %12.1f %+7.1f%%", p.id.c_str(), p.model.c_str(),
              p.gpu.c_str(), p.tp, p.mode.c_str(), p.metric.c_str(), p.value, **predicted, error * 100);
    }
    QVERIFY(errors.size() >= 18);
    std::sort(errors.begin(), errors.end());
    const std::size_t n = errors.size();
    const double median = n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2;
    qInfo("rows: %zu  median absolute error: %.1f%%  worst: %.1f%%", n, median * 100, errors.back() * 100);
    QVERIFY2(median <= 0.25, qPrintable(QStringLiteral("median absolute error %1%").arg(median * 100)));
}

// The optional ep column: TP 1 with the experts over 8 GPUs is one 8-GPU replica of eight
// attention groups; an ep that is no multiple of tp, or GPUs no multiple of a replica, is refused
// naming the column.
void TestValidation::expertColumn_data()
{
    QTest::addColumn<QString>("row");
    QTest::addColumn<int>("replicas");
    QTest::addColumn<QString>("refused");
    const QString head = QStringLiteral("x1,src,deepseek-v3,4,8,b200,");
    QTest::addRow("tp 1 ep 8 on 8 GPUs: one replica") << head + QStringLiteral("8,1,804,3886,offline,,output_tok_s,1,tok/s,n,e,d,8") << 1 << QString();
    QTest::addRow("tp 1 ep 8 on 72 GPUs: nine replicas") << head + QStringLiteral("72,1,804,3886,offline,,output_tok_s,1,tok/s,n,e,d,8") << 9 << QString();
    QTest::addRow("no ep: tp 8 on 16 GPUs, two replicas") << head + QStringLiteral("16,8,804,3886,offline,,output_tok_s,1,tok/s,n,e,d,") << 2 << QString();
    QTest::addRow("ep 6 at tp 4 refused") << head + QStringLiteral("8,4,804,3886,offline,,output_tok_s,1,tok/s,n,e,d,6") << 0 << QStringLiteral("column ep");
    QTest::addRow("12 GPUs for 8-GPU replicas refused") << head + QStringLiteral("12,1,804,3886,offline,,output_tok_s,1,tok/s,n,e,d,8") << 0 << QStringLiteral("column gpus");
}

void TestValidation::expertColumn()
{
    QFETCH(QString, row);
    QFETCH(int, replicas);
    QFETCH(QString, refused);
    const std::string csv = "id,source,model,weight_bits,kv_bits,gpu,gpus,tp,isl,osl,mode,load,metric,value,unit,notes,"
                            "engine,date,ep\n" + row.toStdString() + "\n";
    Expected<std::vector<MeasuredPoint>> points = parse_measured_points(csv, "ep.csv");
    if (!refused.isEmpty()) {
        const std::string mismatch = refusal_mismatch(points, refused.toStdString());
        QVERIFY2(mismatch.empty(), mismatch.c_str());
        return;
    }
    QVERIFY2(points, points ? "" : points.error().message().c_str());
    QCOMPARE(points->front().replicas(), replicas);
    Expected<Scenario> s = scenario_for_point(points->front(), default_scenario());
    QVERIFY(s);
    QCOMPARE(s->deploy.ep, points->front().ep);
    // Engines cap running sequences per attention rank: eight groups, eight times the cap.
    QCOMPARE(s->deploy.max_batch, default_scenario().deploy.max_batch * (points->front().ep > 1 ? 8 : 1));
}

// The optional max_batch and max_num_tokens columns: the engine's published caps set the
// replica's running-sequence cap (instead of the default per attention group); empty keeps the
// default; a negative or absurd value is refused naming the column.
void TestValidation::engineCapColumns_data()
{
    QTest::addColumn<QString>("caps");
    QTest::addColumn<int>("max_batch");      // the scenario's, 0 = the refusal below
    QTest::addColumn<int>("max_num_tokens");
    QTest::addColumn<QString>("refused");
    const int fallback = default_scenario().deploy.max_batch;
    QTest::addRow("published caps") << QStringLiteral("896,4096") << 896 << 4096 << QString();
    QTest::addRow("empty: the default cap") << QStringLiteral(",") << fallback << 0 << QString();
    QTest::addRow("batch only") << QStringLiteral("2048,") << 2048 << 0 << QString();
    QTest::addRow("negative batch refused") << QStringLiteral("-1,4096") << 0 << 0 << QStringLiteral("column max_batch");
    QTest::addRow("fractional tokens refused") << QStringLiteral("896,40.5") << 0 << 0 << QStringLiteral("column max_num_tokens");
    QTest::addRow("absurd tokens refused") << QStringLiteral("896,20000000") << 0 << 0 << QStringLiteral("column max_num_tokens");
}

void TestValidation::engineCapColumns()
{
    QFETCH(QString, caps);
    QFETCH(int, max_batch);
    QFETCH(int, max_num_tokens);
    QFETCH(QString, refused);
    Expected<std::vector<MeasuredPoint>> points = row_with(caps.toStdString() + ",,");
    if (!refused.isEmpty()) {
        const std::string mismatch = refusal_mismatch(points, refused.toStdString());
        QVERIFY2(mismatch.empty(), mismatch.c_str());
        return;
    }
    QVERIFY2(points, points ? "" : points.error().message().c_str());
    QCOMPARE(points->front().max_num_tokens, max_num_tokens);
    Expected<Scenario> s = scenario_for_point(points->front(), default_scenario());
    QVERIFY(s);
    QCOMPARE(s->deploy.max_batch, max_batch);
}

// The optional isl_cv and osl_cv columns: the benchmark's length spreads set the point's
// workload; empty is every request the same length, whatever the base scenario's spreads; a
// negative or absurd spread is refused naming the column.
void TestValidation::lengthSpreadColumns_data()
{
    QTest::addColumn<QString>("spreads");
    QTest::addColumn<double>("isl_cv");
    QTest::addColumn<double>("osl_cv");
    QTest::addColumn<QString>("refused");
    QTest::addRow("published spreads") << QStringLiteral("0.771,0.787") << 0.771 << 0.787 << QString();
    QTest::addRow("empty: fixed lengths") << QStringLiteral(",") << 0.0 << 0.0 << QString();
    QTest::addRow("negative refused") << QStringLiteral("-0.1,0.5") << 0.0 << 0.0 << QStringLiteral("column isl_cv");
    QTest::addRow("absurd refused") << QStringLiteral("0.5,11") << 0.0 << 0.0 << QStringLiteral("column osl_cv");
}

void TestValidation::lengthSpreadColumns()
{
    QFETCH(QString, spreads);
    QFETCH(double, isl_cv);
    QFETCH(double, osl_cv);
    QFETCH(QString, refused);
    Expected<std::vector<MeasuredPoint>> points = row_with(",," + spreads.toStdString());
    if (!refused.isEmpty()) {
        const std::string mismatch = refusal_mismatch(points, refused.toStdString());
        QVERIFY2(mismatch.empty(), mismatch.c_str());
        return;
    }
    QVERIFY2(points, points ? "" : points.error().message().c_str());
    Scenario base = default_scenario();
    base.workload.isl_cv = 1.0;
    base.workload.osl_cv = 0.8;
    Expected<Scenario> s = scenario_for_point(points->front(), base);
    QVERIFY(s);
    QCOMPARE(s->workload.isl_cv, isl_cv);
    QCOMPARE(s->workload.osl_cv, osl_cv);
}

// The columns after notes come whole and in order: engine and date, then ep, then both caps.
void TestValidation::engineCapHeader_data()
{
    QTest::addColumn<QString>("tail");
    QTest::addColumn<bool>("accepted");
    QTest::addRow("nothing") << QString() << true;
    QTest::addRow("engine, date") << QStringLiteral(",engine,date") << true;
    QTest::addRow("engine, date, ep") << QStringLiteral(",engine,date,ep") << true;
    QTest::addRow("all five") << QStringLiteral(",engine,date,ep,max_batch,max_num_tokens") << true;
    QTest::addRow("all seven") << QStringLiteral(",engine,date,ep,max_batch,max_num_tokens,isl_cv,osl_cv") << true;
    QTest::addRow("one spread only") << QStringLiteral(",engine,date,ep,max_batch,max_num_tokens,isl_cv") << false;
    QTest::addRow("spreads without caps") << QStringLiteral(",engine,date,ep,isl_cv,osl_cv") << false;
    QTest::addRow("one cap only") << QStringLiteral(",engine,date,ep,max_batch") << false;
    QTest::addRow("caps without ep") << QStringLiteral(",engine,date,max_batch,max_num_tokens") << false;
    QTest::addRow("caps swapped") << QStringLiteral(",engine,date,ep,max_num_tokens,max_batch") << false;
}

void TestValidation::engineCapHeader()
{
    QFETCH(QString, tail);
    QFETCH(bool, accepted);
    const std::string csv =
        "id,source,model,weight_bits,kv_bits,gpu,gpus,tp,isl,osl,mode,load,metric,value,unit,notes" + tail.toStdString() + "\n";
    Expected<std::vector<MeasuredPoint>> points = parse_measured_points(csv, "header.csv");
    QCOMPARE(bool(points), accepted);
    if (!accepted)
        QVERIFY2(points.error().message().find("header does not match") != std::string::npos, points.error().message().c_str());
}

QTEST_APPLESS_MAIN(TestValidation)
#include "tst_validation.moc"
