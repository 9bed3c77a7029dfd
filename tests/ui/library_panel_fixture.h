#pragma once

// The library dock's test fixture: a real SQLite file in a temporary folder, a real MainWindow,
// and the session's prompts answered from a script (tst_library_panel, tst_library_file_safety).

#include "core/inputs.h"
#include "core/scenario_codec.h"
#include "store/library.h"
#include "analysis/evaluator.h"
#include "ui/library/library_model.h"
#include "ui/library/library_panel.h"
#include "ui/library/library_session.h"
#include "ui/library/revision_history_dialog.h"
#include "ui/compare/compare_window.h"
#include "ui/main_window.h"
#include "analysis/scenario_document.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QWindow>

#include <sqlite3.h>

#include <deque>

namespace capstan::test {

using namespace capstan::ui;

inline const QString kTrickyName = QStringLiteral("O'Brien; DROP TABLE x; — 東京 🚀");

// Answers the prompts in order and keeps every warning shown.
struct Script final {
    std::deque<std::optional<QString>> answers;
    std::deque<bool> confirmations;
    QStringList asked;
    QStringList warnings;
};

inline std::string json_of(const Scenario& scenario)
{
    return scenario_to_json(scenario);
}

inline Scenario with(Scenario scenario, const char* path, const char* value)
{
    const Status set = set_input(scenario, path, value);
    if (!set)
        qFatal("%s", set.error().message().c_str());
    return scenario;
}

// Types like a keyboard: ASCII through QTest's key map, anything else as the key event an
// input method delivers (QTest's key map knows ASCII only).
inline void typeText(QWidget* widget, const QString& text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c.unicode() < 0x80) {
            QTest::keyClick(widget, char(c.unicode()));
            continue;
        }
        const qsizetype length = c.isHighSurrogate() ? 2 : 1;
        QKeyEvent press(QEvent::KeyPress, Qt::Key_unknown, Qt::NoModifier, text.mid(i, length));
        QCoreApplication::sendEvent(widget, &press);
        i += length - 1;
    }
}


class LibraryPanelFixture : public QObject {
protected:
    void setUpWindow();
    void tearDownWindow();
    void openWindow(const QString& path);
    // CAPSTAN_RENDER_DIR keeps the pictures for a person to look at.
    [[nodiscard]] QString renderDir() const
    {
        return qEnvironmentVariableIsSet("CAPSTAN_RENDER_DIR") ? qEnvironmentVariable("CAPSTAN_RENDER_DIR")
                                                               : dir_->path();
    }
    [[nodiscard]] QString libraryPath() const { return dir_->filePath(QStringLiteral("library.sqlite")); }
    store::Library& library() { return *window_->librarySession()->library(); }
    LibraryPanel* panel() const { return window_->libraryPanel(); }
    QTableView* view() const { return panel()->view(); }
    QStringList shownNames() const;
    QString shown(const QString& name, LibraryModel::Column column) const;
    void clickRow(const QString& name, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    std::int64_t create(const QString& name, const Scenario& scenario);
    void saveAs(const QString& name);
    QToolButton* buttonOf(const QAction* action) const;

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<MainWindow> window_;
    Script script_;
};

inline void LibraryPanelFixture::setUpWindow()
{
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    script_ = Script{};
    openWindow(libraryPath());
}

inline void LibraryPanelFixture::tearDownWindow()
{
    window_.reset();
    dir_.reset();
}

inline void LibraryPanelFixture::openWindow(const QString& path)
{
    window_ = std::make_unique<MainWindow>(default_scenario(), nullptr, path);
    LibraryPrompts prompts;
    prompts.askText = [this](QWidget*, const QString& title, const QString&, const QString&) -> std::optional<QString> {
        script_.asked << title;
        if (script_.answers.empty())
            qFatal("unexpected question: %s", qPrintable(title));
        std::optional<QString> answer = script_.answers.front();
        script_.answers.pop_front();
        return answer;
    };
    prompts.confirm = [this](QWidget*, const QString& title, const QString&) {
        script_.asked << title;
        if (script_.confirmations.empty())
            qFatal("unexpected confirmation: %s", qPrintable(title));
        const bool yes = script_.confirmations.front();
        script_.confirmations.pop_front();
        return yes;
    };
    prompts.warn = [this](QWidget*, const QString&, const QString& message) { script_.warnings << message; };
    window_->librarySession()->setPrompts(std::move(prompts));
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
}

inline QStringList LibraryPanelFixture::shownNames() const
{
    QStringList names;
    for (int row = 0; row < view()->model()->rowCount(); ++row)
        names << view()->model()->index(row, LibraryModel::Name).data().toString();
    return names;
}

inline QString LibraryPanelFixture::shown(const QString& name, LibraryModel::Column column) const
{
    const QAbstractItemModel* model = view()->model();
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, LibraryModel::Name).data().toString() == name)
            return model->index(row, column).data().toString();
    return QStringLiteral("(not listed)");
}

inline void LibraryPanelFixture::clickRow(const QString& name, Qt::KeyboardModifiers modifiers)
{
    const int row = int(shownNames().indexOf(name));
    QVERIFY2(row >= 0, qPrintable(name));
    const QRect rect = view()->visualRect(view()->model()->index(row, LibraryModel::Name));
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, modifiers, rect.center());
}

inline std::int64_t LibraryPanelFixture::create(const QString& name, const Scenario& scenario)
{
    Expected<std::int64_t> id = library().create(name.toStdString(), scenario);
    if (!id)
        qFatal("%s", id.error().message().c_str());
    panel()->refresh();
    return *id;
}

inline void LibraryPanelFixture::saveAs(const QString& name)
{
    script_.answers.push_back(name);
    window_->saveToLibraryAsAction()->trigger();
}

inline QToolButton* LibraryPanelFixture::buttonOf(const QAction* action) const
{
    for (QToolButton* button : panel()->findChildren<QToolButton*>(QString(), Qt::FindDirectChildrenOnly))
        if (button->defaultAction() == action)
            return button;
    qFatal("no button for %s", qPrintable(action->text()));
}

} // namespace capstan::test
