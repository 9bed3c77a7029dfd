// The online rows of tests/data/published-points.csv (a copy of calibration/published-points.csv):
// measured TTFT and inter-token latency of real servers under Poisson load (online_rate, load =
// requests/s) and closed loops (online_concurrency, load = users, no think time), against the
// simulator run with the scenario's default efficiency factors. The model, precision, GPU, TP
// and lengths come from the row; nothing is tuned per row. Benchmarks send random prompts, so
// the prefix-cache hit rate is 0. The error of each row is printed, with the median; the suite
// fails only if the median absolute error exceeds 35%.
#include "sim_support.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace capstan;

namespace {

struct OnlineRow final {
    QString id, source, model, gpu, mode, metric;
    int weight_bits = 0, kv_bits = 0, gpus = 0, tp = 0, isl = 0, osl = 0;
    double load = 0, value = 0;
};

std::vector<OnlineRow> online_rows()
{
    QFile file(test::data_path("published-points.csv"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot open published-points.csv");
    std::vector<OnlineRow> rows;
    file.readLine();   // header: id,source,model,weight_bits,kv_bits,gpu,gpus,tp,isl,osl,mode,load,metric,value,unit,notes
    while (!file.atEnd()) {
        const QStringList f = QString::fromUtf8(file.readLine()).trimmed().split(QLatin1Char(','));
        if (f.size() < 15 || (f[10] != QLatin1String("online_rate") && f[10] != QLatin1String("online_concurrency")))
            continue;
        OnlineRow r;
        r.id = f[0];
        r.source = f[1];
        r.model = f[2];
        r.weight_bits = f[3].toInt();
        r.kv_bits = f[4].toInt();
        r.gpu = f[5];
        r.gpus = f[6].toInt();
        r.tp = f[7].toInt();
        r.isl = f[8].toInt();
        r.osl = f[9].toInt();
        r.mode = f[10];
        r.load = f[11].toDouble();
        r.metric = f[12];
        r.value = f[13].toDouble();
        rows.push_back(r);
    }
    return rows;
}

} // namespace

class TestValidationOnline final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void onlineRow_data();
    void onlineRow();
    void medianError();

private:
    std::vector<double> errors_;
    std::vector<std::string> table_;
};

void TestValidationOnline::initTestCase()
{
    QCOMPARE(int(online_rows().size()), 9);   // c17 .. c25
}

void TestValidationOnline::onlineRow_data()
{
    QTest::addColumn<int>("index");
    const std::vector<OnlineRow> rows = online_rows();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const OnlineRow& r = rows[i];
        QTest::addRow("%s: %s %d-bit %s x%d %d/%d, %s %g: %s %g ms (%s)", qPrintable(r.id), qPrintable(r.model),
                      r.weight_bits, qPrintable(r.gpu), r.gpus, r.isl, r.osl,
                      r.mode == QLatin1String("online_rate") ? "Poisson req/s" : "users", r.load,
                      qPrintable(r.metric), r.value, qPrintable(r.source))
            << int(i);
    }
}

void TestValidationOnline::onlineRow()
{
    QFETCH(int, index);
    const OnlineRow r = online_rows()[std::size_t(index)];
    const Scenario s = test::scenario_for(r.model.toStdString(), r.gpu.toStdString(), r.weight_bits, r.kv_bits, r.tp,
                                          r.isl, r.osl);
    sim::SimConfig c = sim::default_config(s);
    c.replicas = std::max(1, r.gpus / r.tp);
    c.seed = 1;
    if (r.mode == QLatin1String("online_rate")) {
        c.arrivals.kind = sim::ArrivalKind::Poisson;
        c.arrivals.rate_rps = r.load;
        c.requests = 20000;
    } else {
        c.arrivals.kind = sim::ArrivalKind::Closed;
        c.arrivals.users = int(r.load);
        c.arrivals.think_s = 0;
        c.requests = 3000;
    }
    const sim::SimResult sim = test::run_or_die(s, c);
    QVERIFY(sim.stable);
    const bool ttft = r.metric == QLatin1String("ttft_ms_mean");
    QVERIFY(ttft || r.metric == QLatin1String("itl_ms_mean"));
    const double predicted = ttft ? sim.ttft_ms.mean : sim.tpot_ms.mean;
    const double error = predicted / r.value - 1;
    errors_.push_back(std::abs(error));
    char line[200];
    std::snprintf(line, sizeof line, "%-4s %-14s %-19s %5g %-13s %9.2f %9.2f %+7.1f%%", qPrintable(r.id),
                  qPrintable(r.model), qPrintable(r.mode), r.load, qPrintable(r.metric), r.value, predicted, error * 100);
    table_.emplace_back(line);
    std::printf("  %s\n", line);
}

void TestValidationOnline::medianError()
{
    QCOMPARE(int(errors_.size()), 9);
    std::vector<double> sorted = errors_;
    std::sort(sorted.begin(), sorted.end());
    const double median = sorted[sorted.size() / 2];
    std::printf("\n  id   model          mode                 load metric         measured predicted   error\n");
    for (const std::string& line : table_)
        std::printf("  %s\n", line.c_str());
    std::printf("  median absolute error: %.1f%%\n", median * 100);
    QVERIFY2(median <= 0.35, qPrintable(QStringLiteral("median absolute error %1%").arg(median * 100)));
}

QTEST_APPLESS_MAIN(TestValidationOnline)
#include "tst_validation_online.moc"
