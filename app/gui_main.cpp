#include "core/inputs.h"
#include "ui/main_window.h"

#include <QApplication>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Capstan"));
    QApplication::setOrganizationDomain(QStringLiteral("capstan.example"));
    QApplication::setApplicationVersion(QStringLiteral(CAPSTAN_VERSION));
    capstan::ui::MainWindow window(capstan::default_scenario());
    window.show();
    return QApplication::exec();
}
