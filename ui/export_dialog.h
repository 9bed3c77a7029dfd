#pragma once

#include "export/chart_export.h"

#include <QDialog>
#include <QVector>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace capstan::ui {

class ChartFrame;

// File ▸ Export chart…: which chart, PNG/SVG/PDF or the clipboard, a slide size preset or a
// custom size, the DPI, and the slide theme. Export asks for the file name, then writes.
class ExportDialog final : public QDialog {
    Q_OBJECT
public:
    explicit ExportDialog(const QVector<ChartFrame*>& charts, QWidget* parent = nullptr);

    [[nodiscard]] ChartFrame* chart() const;
    // No value: the clipboard.
    [[nodiscard]] std::optional<ExportFormat> format() const;
    [[nodiscard]] ExportOptions options() const;

    // Writes the chosen chart to `path` (the file dialog's answer), or copies it when the
    // clipboard is chosen and the path is empty.
    Status exportTo(const QString& path);

    // The controls, for tests and keyboard users' shortcuts.
    [[nodiscard]] QComboBox* chartBox() const { return chart_; }
    [[nodiscard]] QComboBox* formatBox() const { return format_; }
    [[nodiscard]] QComboBox* sizeBox() const { return size_; }
    [[nodiscard]] QSpinBox* widthBox() const { return width_; }
    [[nodiscard]] QSpinBox* heightBox() const { return height_; }
    [[nodiscard]] QSpinBox* dpiBox() const { return dpi_; }
    [[nodiscard]] QCheckBox* slideBox() const { return slide_; }
    [[nodiscard]] QCheckBox* titledBox() const { return titled_; }

public Q_SLOTS:
    void accept() override;

private:
    void applyPreset();
    void updateSummary();

    QVector<ChartFrame*> charts_;
    QComboBox* chart_;
    QComboBox* format_;
    QComboBox* size_;
    QSpinBox* width_;
    QSpinBox* height_;
    QSpinBox* dpi_;
    QCheckBox* slide_;
    QCheckBox* titled_;
    QLabel* summary_;
};

// Opens the dialog over `parent` for the workbench's charts.
void showExportDialog(QWidget* parent, const QVector<ChartFrame*>& charts);

} // namespace capstan::ui
