// The one formatting module every view and export words numbers with: (value, kind, locale) ->
// text, in English and German, and nothing prints "nan" or "inf".
#include "analysis/number_format.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace capstan;

class TstNumberFormat final : public QObject {
    Q_OBJECT

private slots:
    void table_data();
    void table();
    void nothingPrintsNan();
};

void TstNumberFormat::table_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("german");
    const auto row = [](const char* name, const char* kind, double value, const char* english, const char* german) {
        QTest::newRow(name) << QString::fromUtf8(kind) << value << QString::fromUtf8(english)
                            << QString::fromUtf8(german);
    };
    row("money cents", "money", 0.6134, "$0.61", "$0,61");
    row("money whole", "money", 95052.4, "$95,052", "$95.052");
    row("money negative", "money", -4000.0, "-$4,000", "-$4.000");
    row("compact hundreds", "money_compact", 950.0, "$950", "$950");
    row("compact thousands", "money_compact", 150000.0, "$150k", "$150k");
    row("compact millions", "money_compact", 4.2e6, "$4.2M", "$4,2M");
    row("compact round millions", "money_compact", 5e7, "$50M", "$50M");
    row("compact hundreds of millions", "money_compact", 4e8, "$400M", "$400M");
    row("compact negative", "money_compact", -4000.0, "-$4k", "-$4k");
    row("count", "count", 10725.0, "10,725", "10.725");
    row("count millions", "count", 2e6, "2,000,000", "2.000.000");
    row("percent", "percent", 0.075, "7.5%", "7,5\u202F%");
    row("latency us", "latency", 0.85, "850 \u00B5s", "850 \u00B5s");
    row("latency ms", "latency", 2.3456, "2.35 ms", "2,35 ms");
    row("latency hundreds", "latency", 123.4, "123 ms", "123 ms");
    row("latency seconds", "latency", 2400.0, "2.40 s", "2,40 s");
    row("bytes GB", "bytes", 48.3058e9, "48.3 GB", "48,3 GB");
    row("bytes MB", "bytes", 512e6, "512 MB", "512 MB");
    row("significant", "significant", 85.5208, "85.5", "85,5");
    row("significant rounds up", "significant", 999.96, "1,000", "1.000");
}

void TstNumberFormat::table()
{
    QFETCH(QString, kind);
    QFETCH(double, value);
    QFETCH(QString, english);
    QFETCH(QString, german);
    for (const auto& [locale, expected] : {std::pair{QLocale(QLocale::English, QLocale::UnitedStates), english},
                                           std::pair{QLocale(QLocale::German, QLocale::Germany), german}}) {
        QString text;
        if (kind == QLatin1String("money"))
            text = format::money(value, locale);
        else if (kind == QLatin1String("money_compact"))
            text = format::money_compact(value, locale);
        else if (kind == QLatin1String("count"))
            text = format::count(value, locale);
        else if (kind == QLatin1String("percent"))
            text = format::percent(value, 1, locale);
        else if (kind == QLatin1String("latency"))
            text = format::latency_ms(value, locale);
        else if (kind == QLatin1String("bytes"))
            text = format::bytes(value, locale);
        else
            text = format::significant(value, 3, locale);
        QCOMPARE(text, expected);
    }
}

void TstNumberFormat::nothingPrintsNan()
{
    const QLocale locale(QLocale::English, QLocale::UnitedStates);
    for (double bad : {std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity(),
                       -std::numeric_limits<double>::infinity()}) {
        for (const QString& text : {format::money(bad, locale), format::money_compact(bad, locale),
                                    format::count(bad, locale), format::percent(bad, 1, locale),
                                    format::latency_ms(bad, locale), format::bytes(bad, locale),
                                    format::significant(bad, 3, locale)}) {
            QCOMPARE(text, format::unavailable());
            QVERIFY(!text.contains(QLatin1String("nan"), Qt::CaseInsensitive));
            QVERIFY(!text.contains(QLatin1String("inf"), Qt::CaseInsensitive));
        }
    }
}

QTEST_APPLESS_MAIN(TstNumberFormat)
#include "tst_number_format.moc"
