#pragma once

#include "core/scenario.h"

#include <QWidget>

#include <cstdint>
#include <vector>

class QAction;
class QEvent;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QStackedWidget;
class QTableView;
class QToolButton;

namespace capstan::ui {

class LibraryModel;
class LibrarySession;

// The library dock: a live search ("tag:x" searches tags), the scenarios it finds, and what
// can be done to them. Enter or a double click opens, F2 renames, Delete deletes (asked
// first); 2–4 selected scenarios can be compared.
class LibraryPanel final : public QWidget {
    Q_OBJECT
public:
    static constexpr int kMinCompared = 2;
    static constexpr int kMaxCompared = 4;

    explicit LibraryPanel(LibrarySession* session, QWidget* parent = nullptr);

    [[nodiscard]] QLineEdit* searchField() const { return search_; }
    [[nodiscard]] QTableView* view() const { return view_; }
    [[nodiscard]] QLabel* problemLabel() const { return problem_; }
    [[nodiscard]] QLabel* noteLabel() const { return note_; }
    [[nodiscard]] QLabel* statusLabel() const { return status_; }
    [[nodiscard]] QAction* openAction() const { return open_; }
    [[nodiscard]] QAction* renameAction() const { return rename_; }
    [[nodiscard]] QAction* duplicateAction() const { return duplicate_; }
    [[nodiscard]] QAction* deleteAction() const { return delete_; }
    [[nodiscard]] QAction* tagsAction() const { return tags_; }
    [[nodiscard]] QAction* historyAction() const { return history_; }
    [[nodiscard]] QAction* compareAction() const { return compare_; }
    // The selected scenarios, in the order the list shows them.
    [[nodiscard]] std::vector<std::int64_t> selectedIds() const;
    // Lists what the search field asks for again, keeping the selection.
    void refresh();
    void retranslate();

Q_SIGNALS:
    // The latest revision of each selected scenario.
    void compareRequested(std::vector<capstan::Scenario> scenarios);

protected:
    void changeEvent(QEvent* event) override;

private:
    QAction* addListAction(const QKeySequence& shortcut, void (LibraryPanel::*slot)());
    QToolButton* buttonFor(QAction* action);
    void select(const std::vector<std::int64_t>& ids);
    void updateActions();
    void showContextMenu(const QPoint& position);
    [[nodiscard]] std::int64_t single() const;
    [[nodiscard]] QString nameOf(std::int64_t id) const;

    void openSelected();
    void renameSelected();
    void duplicateSelected();
    void deleteSelected();
    void editTags();
    void showHistory();
    void compareSelected();

    LibrarySession* session_;
    LibraryModel* model_;
    QSortFilterProxyModel* sorted_;
    QLineEdit* search_;
    QLabel* status_;   // an empty library, no match, or a failed search
    QLabel* note_;
    QToolButton* dismissNote_;
    QStackedWidget* pages_;
    QTableView* view_;
    QLabel* problem_;
    QAction* open_ = nullptr;
    QAction* rename_ = nullptr;
    QAction* duplicate_ = nullptr;
    QAction* delete_ = nullptr;
    QAction* tags_ = nullptr;
    QAction* history_ = nullptr;
    QAction* compare_ = nullptr;
};

} // namespace capstan::ui
