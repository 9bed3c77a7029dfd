#pragma once
// Test support for the library's file tests: a file's bytes, writing bytes, and SQL run on a
// file directly, as another program (or an older Capstan) would.
#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTest>

#include <sqlite3.h>

#include <string>

namespace capstan::test {

inline QByteArray bytes_of(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline void write_bytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

inline void run_sql(const QString& path, const char* sql)
{
    sqlite3* db = nullptr;
    QCOMPARE(sqlite3_open(path.toUtf8().constData(), &db), SQLITE_OK);
    char* message = nullptr;
    const int code = sqlite3_exec(db, sql, nullptr, nullptr, &message);
    const std::string text = message ? message : "";
    sqlite3_free(message);
    sqlite3_close(db);
    QVERIFY2(code == SQLITE_OK, text.c_str());
}

} // namespace capstan::test
