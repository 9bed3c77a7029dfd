// The seeds' batch-job arithmetic (SPEC 2.10): "a tokenizer moves about a megabyte of text per
// second per core, which makes this a seven-hundred-core-day batch job", and constrained
// decoding as a throughput overhead.
#include "core/levers/batch_jobs.h"

#include <QTest>

#include <cmath>

using namespace capstan;
using namespace capstan::levers;

class TestBatchJobs final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sevenHundredCoreDaysIsSixtyTerabytes()
    {
        // 700 x 86,400 s x 1 MB/s = 6.048e13 B: the corpus the seed's figure implies.
        QCOMPARE(corpus_bytes_for_core_days(700), 6.048e13);
    }

    void tokenizeTime_data()
    {
        QTest::addColumn<double>("corpus_bytes");
        QTest::addColumn<int>("cores");
        QTest::addColumn<double>("core_days");
        QTest::addColumn<double>("wall_hours");
        QTest::addRow("seed: 15T tokens x 4 B = 60 TB -> 694 core-days (~700), 16.7 h on 1,000 cores")
            << 15e12 * 4 << 1000 << 6e13 / 1e6 / 86400 << 6e13 / 1e6 / 1000 / 3600;
        QTest::addRow("1 TB on 64 cores: 11.6 core-days, 4.3 h") << 1e12 << 64 << 1e6 / 86400 << 1e6 / 64 / 3600.0;
    }
    void tokenizeTime()
    {
        QFETCH(double, corpus_bytes);
        QFETCH(int, cores);
        QFETCH(double, core_days);
        QFETCH(double, wall_hours);
        Expected<TokenizeTime> t = tokenize_time(TokenizeJob{corpus_bytes, 1e6, cores});
        QVERIFY(t);
        QVERIFY(std::abs(t->core_days / core_days - 1) < 1e-12);
        QVERIFY(std::abs(t->wall_hours / wall_hours - 1) < 1e-12);
    }

    void seedCorpusIsWithinOnePercentOfSevenHundred()
    {
        Expected<TokenizeTime> t = tokenize_time(TokenizeJob{});
        QVERIFY(t);
        QVERIFY(std::abs(t->core_days / 700 - 1) < 0.01);
        QVERIFY(std::abs(t->cores_for_two_weeks - t->core_days / 14) < 1e-12);
    }

    void constrainedDecoding()
    {
        QCOMPARE(constrained_decode_tok_s(1000, 0.25), 800.0);
        QCOMPARE(constrained_decode_tok_s(1000, 0), 1000.0);
        QVERIFY(!validate_constrained_overhead(-0.1));
        QCOMPARE(validate_constrained_overhead(11).error().field, std::string("levers.constrained_overhead"));
    }

    void badInput_data()
    {
        QTest::addColumn<double>("corpus_bytes");
        QTest::addColumn<double>("rate");
        QTest::addColumn<int>("cores");
        QTest::addColumn<QString>("field");
        QTest::addRow("empty corpus") << 0.0 << 1e6 << 10 << "levers.corpus_tb";
        QTest::addRow("negative rate") << 1e12 << -1.0 << 10 << "levers.tokenizer_mb_s_per_core";
        QTest::addRow("no cores") << 1e12 << 1e6 << 0 << "levers.cores";
    }
    void badInput()
    {
        QFETCH(double, corpus_bytes);
        QFETCH(double, rate);
        QFETCH(int, cores);
        QFETCH(QString, field);
        Expected<TokenizeTime> t = tokenize_time(TokenizeJob{corpus_bytes, rate, cores});
        QVERIFY(!t);
        QCOMPARE(QString::fromStdString(t.error().field), field);
    }
};

QTEST_APPLESS_MAIN(TestBatchJobs)
#include "tst_batch_jobs.moc"
