#include "number_format.h"

#include <cmath>

namespace capstan::format {

namespace {

// Decimals that keep `digits` significant digits for a value of this magnitude.
int decimals_for(double value, int digits)
{
    if (value == 0)
        return 0;
    const int magnitude = int(std::floor(std::log10(std::abs(value))));
    return std::max(0, digits - 1 - magnitude);
}

QString with_sign(double value, const QString& text, const QLocale& locale)
{
    return value < 0 ? locale.negativeSign() + text : text;
}

bool is_german(const QLocale& locale)
{
    return locale.language() == QLocale::German;
}

// "7.5%" in English, "7,5 %" in German (DIN 5008 puts a space before the sign).
QString with_percent(const QString& number, const QLocale& locale)
{
    return is_german(locale) ? number + QChar(0x202F) + QLatin1Char('%') : number + QLatin1Char('%');
}

} // namespace

QString unavailable()
{
    return QStringLiteral("\u2014");
}

QString money(double usd, const QLocale& locale)
{
    if (!std::isfinite(usd))
        return unavailable();
    const double a = std::abs(usd);
    const int decimals = a < 100 && a != std::floor(a) ? 2 : 0;
    return with_sign(usd, QLatin1Char('$') + locale.toString(a, 'f', decimals), locale);
}

QString money_compact(double usd, const QLocale& locale)
{
    if (!std::isfinite(usd))
        return unavailable();
    const double a = std::abs(usd);
    struct Scale { double factor; const char* suffix; };
    const Scale scales[] = {{1e9, "B"}, {1e6, "M"}, {1e3, "k"}};
    for (const Scale& s : scales) {
        if (a >= s.factor) {
            const double scaled = a / s.factor;
            QString text = locale.toString(scaled, 'f', scaled < 10 ? 1 : 0);
            const QString zero = locale.decimalPoint() + QLatin1Char('0');
            if (text.endsWith(zero))
                text.chop(zero.size());
            return with_sign(usd, QLatin1Char('$') + text + QLatin1String(s.suffix), locale);
        }
    }
    return money(usd, locale);
}

QString count(double n, const QLocale& locale)
{
    if (!std::isfinite(n))
        return unavailable();
    return locale.toString(std::round(n), 'f', 0);
}

QString plain(double value, const QLocale& locale)
{
    if (!std::isfinite(value))
        return unavailable();
    if (value == std::floor(value) && std::abs(value) < 1e10)
        return count(value, locale);
    return locale.toString(value, 'g', 6);
}

QString percent(double fraction, int decimals, const QLocale& locale)
{
    if (!std::isfinite(fraction))
        return unavailable();
    return with_percent(locale.toString(fraction * 100, 'f', decimals), locale);
}

QString latency_ms(double ms, const QLocale& locale)
{
    if (!std::isfinite(ms))
        return unavailable();
    const double a = std::abs(ms);
    if (a < 1)
        return significant(ms * 1000, 3, locale) + QStringLiteral(" \u00B5s");
    if (a < 1000)
        return significant(ms, 3, locale) + QStringLiteral(" ms");
    return significant(ms / 1000, 3, locale) + QStringLiteral(" s");
}

QString bytes(double n, const QLocale& locale)
{
    if (!std::isfinite(n))
        return unavailable();
    const double a = std::abs(n);
    struct Scale { double factor; const char* unit; };
    const Scale scales[] = {{1e12, " TB"}, {1e9, " GB"}, {1e6, " MB"}, {1e3, " kB"}};
    for (const Scale& s : scales)
        if (a >= s.factor)
            return significant(n / s.factor, 3, locale) + QLatin1String(s.unit);
    return count(n, locale) + QStringLiteral(" B");
}

QString significant(double value, int digits, const QLocale& locale)
{
    if (!std::isfinite(value))
        return unavailable();
    // Round to the significant digits first, so 999.96 becomes "1,000", not "1,000.0".
    const int decimals = decimals_for(value, digits);
    const double scale = std::pow(10.0, decimals);
    const double rounded = std::round(value * scale) / scale;
    return locale.toString(rounded, 'f', decimals_for(rounded, digits));
}

double nearest_125(double x)
{
    const double decade = std::pow(10.0, std::floor(std::log10(x)));
    double best = decade;
    for (const double m : {1.0, 2.0, 5.0, 10.0})
        if (std::abs(std::log(m * decade / x)) < std::abs(std::log(best / x)))
            best = m * decade;
    return best;
}

} // namespace capstan::format
