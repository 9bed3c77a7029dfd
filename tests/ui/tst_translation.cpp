// The German translation is complete: every text the workbench shows changes when the language
// switches to German, except proper names, numbers, units and abbreviations.
#include "core/catalog.h"
#include "core/inputs.h"
#include "core/launch/launch_flags.h"
#include "charts/chart_frame.h"
#include "ui/main_window.h"
#include "ui/preferences.h"
#include "ui/results_model.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QTest>

using namespace capstan;
using namespace capstan::ui;

namespace {

// Key: where the text is shown (stable across the language switch); value: the text.
using Texts = QMap<QString, QString>;

QString where(const QObject* object)
{
    QString path;
    for (const QObject* o = object; o; o = o->parent()) {
        const QString name = o->objectName().isEmpty() ? QString::fromLatin1(o->metaObject()->className())
                                                        : o->objectName();
        path.prepend(name + QLatin1Char('/'));
    }
    return path + QStringLiteral("@%1").arg(quintptr(object), 0, 16);
}

void add(Texts& texts, const QString& key, const QString& text)
{
    if (!text.trimmed().isEmpty())
        texts.insert(key, text);
}

void collectMenu(Texts& texts, const QMenu* menu, const QString& path)
{
    add(texts, path + QStringLiteral(" title"), menu->title());
    const QList<QAction*> actions = menu->actions();
    for (qsizetype i = 0; i < actions.size(); ++i) {
        const QString key = path + QLatin1Char('/') + QString::number(i);
        if (actions[i]->isSeparator())
            continue;
        if (QMenu* sub = actions[i]->menu())
            collectMenu(texts, sub, key);
        else
            add(texts, key + QStringLiteral(" action"), actions[i]->text());
    }
}

Texts collect(MainWindow& window)
{
    // Settle: the analytic result, the simulator's refinement and the charts' background work.
    window.evaluator()->flush();
    window.evaluator()->waitForRefinement();
    for (ChartFrame* chart : window.charts())
        chart->waitForRefinement();
    QCoreApplication::processEvents();

    Texts texts;
    const QList<QWidget*> widgets = window.findChildren<QWidget*>();
    for (QWidget* w : widgets) {
        const QString key = where(w);
        add(texts, key + QStringLiteral(" tooltip"), w->toolTip());
        if (auto* label = qobject_cast<QLabel*>(w))
            add(texts, key + QStringLiteral(" text"), label->text());
        if (auto* button = qobject_cast<QAbstractButton*>(w))
            add(texts, key + QStringLiteral(" text"), button->text());
        if (auto* box = qobject_cast<QGroupBox*>(w))
            add(texts, key + QStringLiteral(" title"), box->title());
        if (auto* dock = qobject_cast<QDockWidget*>(w))
            add(texts, key + QStringLiteral(" windowTitle"), dock->windowTitle());
        if (auto* tabs = qobject_cast<QTabWidget*>(w))
            for (int i = 0; i < tabs->count(); ++i)
                add(texts, key + QStringLiteral(" tab %1").arg(i), tabs->tabText(i));
        if (auto* bar = qobject_cast<QTabBar*>(w))   // the tabified docks' tab bars
            for (int i = 0; i < bar->count(); ++i)
                add(texts, key + QStringLiteral(" tab %1").arg(i), bar->tabText(i));
        if (auto* combo = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < combo->count(); ++i)
                add(texts, key + QStringLiteral(" item %1").arg(i), combo->itemText(i));
        if (auto* spin = qobject_cast<QAbstractSpinBox*>(w))
            add(texts, key + QStringLiteral(" specialValueText"), spin->specialValueText());
        if (auto* spin = qobject_cast<QSpinBox*>(w)) {
            add(texts, key + QStringLiteral(" prefix"), spin->prefix());
            add(texts, key + QStringLiteral(" suffix"), spin->suffix());
        }
        if (auto* spin = qobject_cast<QDoubleSpinBox*>(w)) {
            add(texts, key + QStringLiteral(" prefix"), spin->prefix());
            add(texts, key + QStringLiteral(" suffix"), spin->suffix());
        }
    }

    // Menus: the preset menu fills itself when it is about to show, as when a person opens it.
    const QList<QAction*> top = window.menuBar()->actions();
    for (qsizetype i = 0; i < top.size(); ++i)
        if (QMenu* menu = top[i]->menu()) {
            Q_EMIT menu->aboutToShow();
            collectMenu(texts, menu, QStringLiteral("menubar/%1").arg(i));
        }

    const ResultsModel* results = window.results();
    for (int c = 0; c < ResultsModel::ColumnCount; ++c)
        add(texts, QStringLiteral("results header %1").arg(c), results->headerData(c, Qt::Horizontal).toString());
    for (int r = 0; r < results->rowCount(); ++r)
        for (int c : {int(ResultsModel::Figure), int(ResultsModel::Why)})
            add(texts, QStringLiteral("results %1,%2").arg(r).arg(c), results->index(r, c).data().toString());

    for (qsizetype i = 0; i < window.charts().size(); ++i)
        add(texts, QStringLiteral("chart %1 title").arg(i), window.charts()[i]->title());
    return texts;
}

// Proper names the workbench shows as they are: the catalog's models and GPUs, the serving
// engines, and Capstan.
QSet<QString> properNames()
{
    QSet<QString> names{QStringLiteral("Capstan")};
    const Catalog& catalog = Catalog::builtin();
    for (const ModelSpec& model : catalog.models())
        names.insert(QString::fromStdString(model.name));
    for (const GpuSpec& gpu : catalog.gpus())
        names.insert(QString::fromStdString(gpu.name));
    for (const launch::EngineFlags& engine : launch::builtin_launch_flags())   // vLLM, SGLang, TensorRT-LLM
        names.insert(QString::fromStdString(engine.name));
    return names;
}

// Words that are the same in German: units and technical abbreviations. A text made only of
// these (and numbers, symbols) needs no translation: "ms", "TB/s", "SLO 40 ms", "GPU (TP 2)".
bool onlyUnitsAndAbbreviations(const QString& text)
{
    static const QSet<QString> same{
        QStringLiteral("ms"),  QStringLiteral("us"),   QStringLiteral("\u00B5s"), QStringLiteral("s"),
        QStringLiteral("tok"),
        QStringLiteral("GB"),  QStringLiteral("TB"),   QStringLiteral("MiB"),  QStringLiteral("USD"),
        QStringLiteral("TTFT"), QStringLiteral("TPOT"), QStringLiteral("SLO"), QStringLiteral("KV"),
        QStringLiteral("GPU"), QStringLiteral("GPUs"), QStringLiteral("TP"),   QStringLiteral("API"),
        QStringLiteral("MFU"), QStringLiteral("p"),    QStringLiteral("M"),    QStringLiteral("x"),
        QStringLiteral("W"),   QStringLiteral("kW"),   QStringLiteral("MW"),   QStringLiteral("kWh"),
    };
    static const QRegularExpression word(QStringLiteral("\\p{L}+"));
    for (auto it = word.globalMatch(text); it.hasNext();)
        if (!same.contains(it.next().captured()))
            return false;
    return true;
}

// German uses these English words unchanged; listed one by one, each with its reason.
const QMap<QString, QString>& sameInGerman()
{
    static const QMap<QString, QString> words{
        {QStringLiteral("Hardware"), QStringLiteral("parameter group title: the German word is \"Hardware\"")},
    };
    return words;
}

// The words of a text, without numbers, separators and symbols: the German locale writes
// "24.000" where English writes "24,000", which must not count as a translation.
QStringList words(const QString& text)
{
    static const QRegularExpression word(QStringLiteral("\\p{L}+"));
    QStringList list;
    for (auto it = word.globalMatch(QString(text).remove(QLatin1Char('&'))); it.hasNext();)
        list << it.next().captured();
    return list;
}

bool needsTranslation(const QString& text, const QSet<QString>& names)
{
    static const QRegularExpression letter(QStringLiteral("\\p{L}"));
    const QString plain = QString(text).remove(QLatin1Char('&')).trimmed();
    if (!plain.contains(letter))
        return false;   // numbers and symbols
    if (names.contains(plain) || names.contains(text))
        return false;
    if (sameInGerman().contains(plain))
        return false;
    return !onlyUnitsAndAbbreviations(plain);
}

} // namespace

class TestTranslation final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cleanupTestCase();
    void everyVisibleTextIsTranslated();
    void everyCoreInputIsTranslated();
    void qtStandardButtonsAreTranslated();
};

void TestTranslation::cleanupTestCase()
{
    applyLanguage(QStringLiteral("en"));
}

void TestTranslation::everyVisibleTextIsTranslated()
{
    QVERIFY(applyLanguage(QStringLiteral("en")));
    MainWindow window(default_scenario());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    const Texts english = collect(window);
    QVERIFY2(english.size() > 100, qPrintable(QString::number(english.size())));

    QVERIFY2(applyLanguage(QStringLiteral("de")), "the embedded :/i18n/capstan_de.qm must load");
    QCoreApplication::processEvents();
    QTest::qWait(50);
    const Texts german = collect(window);

    const QSet<QString> names = properNames();
    QStringList unchanged;
    QStringList vanished;
    int checked = 0;
    for (auto it = english.cbegin(); it != english.cend(); ++it) {
        if (!needsTranslation(it.value(), names))
            continue;
        ++checked;
        const auto found = german.constFind(it.key());
        if (found == german.cend())
            vanished << it.key() + QStringLiteral(": ") + it.value();
        else if (words(found.value()) == words(it.value()))
            unchanged << it.key() + QStringLiteral(": \"") + it.value() + QLatin1Char('"');
    }
    qInfo("%d English texts need translation; %lld were allowed unchanged as same in German:", checked,
          qlonglong(sameInGerman().size()));
    for (auto it = sameInGerman().cbegin(); it != sameInGerman().cend(); ++it)
        qInfo("  allowed \"%s\": %s", qPrintable(it.key()), qPrintable(it.value()));
    for (const QString& text : vanished)
        qWarning("no longer shown after the switch: %s", qPrintable(text));
    for (const QString& text : unchanged)
        qWarning("NOT TRANSLATED: %s", qPrintable(text));
    QVERIFY2(unchanged.isEmpty(), qPrintable(QStringLiteral("%1 texts stay English after switching to German")
                                                 .arg(unchanged.size())));

    QVERIFY(applyLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
}

void TestTranslation::everyCoreInputIsTranslated()
{
    QVERIFY(applyLanguage(QStringLiteral("de")));
    QStringList missing;
    for (const InputSpec& spec : input_specs())
        for (std::string_view text : {spec.label, spec.help}) {
            const std::string source(text);
            if (QCoreApplication::translate("capstan::inputs", source.c_str()) == QString::fromStdString(source))
                missing << QString::fromStdString(source);
        }
    for (const UseCasePreset& use : Catalog::builtin().use_cases())
        if (QCoreApplication::translate("capstan::inputs", use.name.c_str()) == QString::fromStdString(use.name))
            missing << QString::fromStdString(use.name);
    for (const RouterChoice& router : router_choices())
        for (std::string_view text : {router.name, router.help}) {
            const std::string source(text);
            if (QCoreApplication::translate("capstan::inputs", source.c_str()) == QString::fromStdString(source))
                missing << QString::fromStdString(source);
        }
    for (const QString& text : missing)
        qWarning("no German for core text: %s", qPrintable(text));
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(" | "))));
    QVERIFY(applyLanguage(QStringLiteral("en")));
}

QTEST_MAIN(TestTranslation)
// Qt's own strings follow the language too (Debian's qt6-translations-l10n): a dialog's
// standard buttons read "Abbrechen", not "Cancel", in the German workbench.
void TestTranslation::qtStandardButtonsAreTranslated()
{
    QVERIFY(applyLanguage(QStringLiteral("de")));
    QDialogButtonBox buttons(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Abbrechen"));
    QVERIFY(applyLanguage(QStringLiteral("en")));
    QDialogButtonBox english(QDialogButtonBox::Cancel);
    QCOMPARE(english.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Cancel"));
}

#include "tst_translation.moc"
