#pragma once

// Shared by the calibration tests: the test data directory and file reading.

#include <QFile>
#include <QString>

#include <string>

namespace capstan::test {

inline QString data_path(const QString& relative)
{
    return qEnvironmentVariable("CAPSTAN_TEST_DATA") + QLatin1Char('/') + relative;
}

// The file's bytes; empty when it cannot be read (the caller's QVERIFY says which).
inline std::string read_data(const QString& relative)
{
    QFile file(data_path(relative));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = file.readAll();
    return std::string(bytes.constData(), std::size_t(bytes.size()));
}

} // namespace capstan::test
