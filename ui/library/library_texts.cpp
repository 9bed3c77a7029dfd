#include "library_texts.h"

#include <QDateTime>
#include <QLocale>

namespace capstan::ui {

QString localDateTime(std::int64_t unix_ms)
{
    // The locale's short date and time, to the minute: seconds only crowd a narrow dock.
    const QLocale locale;
    QString format =
        locale.dateFormat(QLocale::ShortFormat) + QLatin1Char(' ') + locale.timeFormat(QLocale::ShortFormat);
    format.remove(QStringLiteral(":ss"));
    return locale.toString(QDateTime::fromMSecsSinceEpoch(unix_ms).toLocalTime(), format);
}

} // namespace capstan::ui
