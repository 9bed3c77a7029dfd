#pragma once

#include <QProgressBar>

namespace capstan::ui {

class BackgroundJob;

// The progress of one long background run, for the status bar: hidden while the job is idle,
// shown (after a short grace, so sub-second runs do not flicker) with its share done and what
// it is doing; the share comes from the job's JobControl::progress.
class JobProgress final : public QProgressBar {
    Q_OBJECT
public:
    JobProgress(BackgroundJob* job, QWidget* parent = nullptr);

    // "Sizing by simulation %p%": the text while the job runs (%p is the percentage).
    void setLabel(const QString& label);

private:
    BackgroundJob* job_;
};

} // namespace capstan::ui
