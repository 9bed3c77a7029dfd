#pragma once

#include <QDialog>

#include <cstdint>

class QEvent;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace capstan::ui {

class LibrarySession;

// The revisions of one library scenario, newest first: open one in the workbench (the
// library is untouched) or restore it (a new revision equal to it).
class RevisionHistoryDialog final : public QDialog {
    Q_OBJECT
public:
    RevisionHistoryDialog(LibrarySession* session, std::int64_t id, QWidget* parent = nullptr);

    [[nodiscard]] std::int64_t scenarioId() const { return id_; }
    [[nodiscard]] QTreeWidget* revisions() const { return revisions_; }
    [[nodiscard]] QPushButton* openButton() const { return open_; }
    [[nodiscard]] QPushButton* restoreButton() const { return restore_; }
    // The revision number of the selected row; 0 when none.
    [[nodiscard]] int selectedRevision() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void retranslate();
    void updateButtons();

    LibrarySession* session_;
    std::int64_t id_;
    QLabel* heading_;
    QTreeWidget* revisions_;
    QPushButton* open_;
    QPushButton* restore_;
    QPushButton* close_;
};

} // namespace capstan::ui
