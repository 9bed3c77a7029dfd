#pragma once

#include <QString>

#include <cstdint>
#include <string>

namespace capstan::ui {

// A store time (Unix milliseconds) as the person's local date and time, in their locale.
QString localDateTime(std::int64_t unix_ms);

// Text from the store (UTF-8) for the screen.
inline QString fromStore(const std::string& text)
{
    return QString::fromStdString(text);
}

} // namespace capstan::ui
