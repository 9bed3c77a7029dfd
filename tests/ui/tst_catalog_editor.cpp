// The workbench's editor of a GPU and a model of the user's own, driven by typing: the entries
// applied as one undo step, saved to a library, and evaluated by capstan-cli in a fresh process
// from that library with the same outputs as in this process; a malformed config.json and an
// impossible GPU are refused naming the field, with the scenario, the undo stack and the
// library untouched.
#include "analysis/scenario_document.h"
#include "core/catalog_entry.h"
#include "core/inputs.h"
#include "core/result_codec.h"
#include "core/sim/tail_evaluation.h"
#include "store/library.h"
#include "ui/catalog_editor.h"
#include "ui/entry_form.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <nlohmann/json.hpp>

#include <fstream>

using namespace capstan;
using namespace capstan::ui;

namespace {

void type(EntryForm* form, std::string_view field, const QString& text)
{
    QLineEdit* line = form->line(field);
    QVERIFY(line);
    line->setFocus();
    line->selectAll();
    QTest::keyClick(line, Qt::Key_Backspace);
    QTest::keyClicks(line, text);
}

void clickApply(CatalogEditor& editor)
{
    auto* buttons = editor.findChild<QDialogButtonBox*>();
    QVERIFY(buttons);
    QTest::mouseClick(buttons->button(QDialogButtonBox::Apply), Qt::LeftButton);
}

// Output of capstan-cli in a fresh process; stdin from `input`.
QByteArray runCli(const QStringList& args, const QByteArray& input = {})
{
    QProcess cli;
    cli.start(qEnvironmentVariable("CAPSTAN_CLI"), args);
    if (!cli.waitForStarted())
        return {};
    cli.write(input);
    cli.closeWriteChannel();
    cli.waitForFinished(120000);
    if (cli.exitStatus() != QProcess::NormalExit || cli.exitCode() != 0)
        qWarning("%s", cli.readAllStandardError().constData());
    return cli.readAllStandardOutput();
}

nlohmann::json withoutName(nlohmann::json result)
{
    result.erase("scenario");
    return result;
}

std::int64_t revisions(const std::string& path)
{
    Expected<store::Library> library = store::Library::open(path);
    if (!library)
        return -1;
    Expected<std::vector<store::ScenarioSummary>> all = library->list();
    return all ? std::int64_t(all->size()) : -1;
}

} // namespace

class TestCatalogEditor final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void typedEntriesRoundTripThroughTheCli();
    void impossibleGpuIsRefused_data();
    void impossibleGpuIsRefused();
    void malformedConfigIsRefused();
    void appliedEntriesAreOfferedAgain();
    void configImportFillsTheModel();
    void fieldsHaveHumanLabelsAndRanges();
    void flagsAreCheckBoxes();
};

void TestCatalogEditor::typedEntriesRoundTripThroughTheCli()
{
    ScenarioDocument document(default_scenario());
    CatalogEditor editor(&document);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    // Next year's part from a datasheet, and a deeper fine-tune of a 70B.
    type(editor.gpuForm(), "id", QStringLiteral("next-gpu"));
    type(editor.gpuForm(), "name", QStringLiteral("Next GPU"));
    type(editor.gpuForm(), "memory_mib", QStringLiteral("196608"));
    type(editor.gpuForm(), "bandwidth_tb_s", QStringLiteral("6.4"));
    type(editor.gpuForm(), "tflops_bf16", QStringLiteral("1500"));
    type(editor.modelForm(), "id", QStringLiteral("my-70b-deep"));
    type(editor.modelForm(), "layers", QStringLiteral("96"));
    type(editor.modelForm(), "params_b", QStringLiteral("84.3"));
    clickApply(editor);
    // CAPSTAN_SCREENSHOT_DIR set: the editor as the user sees it after applying.
    if (qEnvironmentVariableIsSet("CAPSTAN_SCREENSHOT_DIR"))
        QVERIFY(editor.grab().save(qEnvironmentVariable("CAPSTAN_SCREENSHOT_DIR") + QStringLiteral("/catalog-editor.png")));
    QVERIFY2(editor.message().startsWith(QStringLiteral("Applied")), qPrintable(editor.message()));

    const Scenario& s = document.scenario();
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(s.gpu.preset, std::string("custom"));
    QCOMPARE(s.gpu.spec.bw_bytes_s, 6.4e12);
    QCOMPARE(s.gpu.spec.mem_bytes, 196608.0 * 1048576.0);
    QCOMPARE(s.model.spec.layers, 96);
    QCOMPARE(s.model.spec.params_total, 84.3e9);
    document.undoStack()->undo();
    QCOMPARE(document.scenario().gpu.preset, std::string("h100-sxm"));
    document.undoStack()->redo();
    QCOMPARE(document.scenario().gpu.preset, std::string("custom"));

    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("library.sqlite")).toStdString();
    {
        Expected<store::Library> library = store::Library::open(db);
        QVERIFY(library);
        QVERIFY(library->create("own-entries", document.scenario()));
    }
    Expected<Result> here = sim::evaluate_with_tail(document.scenario());
    QVERIFY(here);
    const nlohmann::json inProcess = withoutName(result_to_json(document.scenario(), *here));

    const QByteArray stored = runCli({QStringLiteral("store"), QStringLiteral("show"), QStringLiteral("own-entries"),
                                      QStringLiteral("--db"), QString::fromStdString(db), QStringLiteral("--json")});
    QVERIFY(stored.contains("gpu_spec"));
    const QByteArray evaluated = runCli({QStringLiteral("eval"), QStringLiteral("-"), QStringLiteral("--json")}, stored);
    QVERIFY(!evaluated.isEmpty());
    const nlohmann::json fresh = withoutName(nlohmann::json::parse(evaluated.toStdString()));
    QCOMPARE(fresh.dump(), inProcess.dump());
    // The figures stand on the user's entries, and say so.
    QVERIFY(fresh["provenance"].dump().find("user-entered") != std::string::npos);
}

void TestCatalogEditor::impossibleGpuIsRefused_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("message");
    QTest::addRow("zero bandwidth") << QStringLiteral("bandwidth_tb_s") << QStringLiteral("0")
                                    << QStringLiteral("gpu.bandwidth_tb_s = 0: out of range (allowed 0.01 .. 100)");
    // 2,000 MiB x 0.9 = 1.89 GB usable, below the 2 GB workspace.
    QTest::addRow("memory below the workspace")
        << QStringLiteral("memory_mib") << QStringLiteral("2000")
        << QStringLiteral("gpu.memory_mib = 2000: below the engine's workspace");
    QTest::addRow("negative TFLOPS") << QStringLiteral("tflops_bf16") << QStringLiteral("-5")
                                     << QStringLiteral("gpu.tflops_bf16 = -5: out of range");
}

void TestCatalogEditor::impossibleGpuIsRefused()
{
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("library.sqlite")).toStdString();
    Expected<store::Library> library = store::Library::open(db);
    QVERIFY(library);
    ScenarioDocument document(default_scenario());
    const Scenario before = document.scenario();
    CatalogEditor editor(&document, &*library);
    editor.show();
    type(editor.gpuForm(), field.toStdString(), value);
    clickApply(editor);
    QVERIFY2(editor.message().contains(message), qPrintable(editor.message()));
    QVERIFY(document.scenario() == before);
    QCOMPARE(document.undoStack()->count(), 0);
    QCOMPARE(revisions(db), std::int64_t(0));
    QVERIFY(library->user_gpus()->empty());
    QVERIFY(library->user_models()->empty());
}

void TestCatalogEditor::appliedEntriesAreOfferedAgain()
{
    QTemporaryDir dir;
    Expected<store::Library> library = store::Library::open(dir.filePath(QStringLiteral("library.sqlite")).toStdString());
    QVERIFY(library);
    ScenarioDocument document(default_scenario());
    {
        CatalogEditor editor(&document, &*library);
        type(editor.gpuForm(), "id", QStringLiteral("mi325x-deal"));
        type(editor.gpuForm(), "own_card_month_usd", QStringLiteral("1900"));
        clickApply(editor);
        QVERIFY2(editor.message().startsWith(QStringLiteral("Applied")), qPrintable(editor.message()));
    }
    Expected<std::vector<GpuSpec>> gpus = library->user_gpus();
    QVERIFY(gpus);
    QCOMPARE(gpus->size(), std::size_t(1));
    QCOMPARE(gpus->front().id, std::string("mi325x-deal"));
    QCOMPARE(gpus->front().own_card_month_usd, 1900.0);
    QVERIFY(gpus->front() == document.scenario().gpu.spec);

    // A second editor offers it after the catalog's entries; picking it fills the form.
    CatalogEditor again(&document, &*library);
    auto* gpuSource = again.findChild<QComboBox*>(QStringLiteral("gpuSource"));
    QVERIFY(gpuSource);
    const int last = gpuSource->count() - 1;
    QCOMPARE(last, int(Catalog::builtin().gpus().size()) + 1);
    QVERIFY(gpuSource->itemText(last).contains(QStringLiteral("mi325x-deal")));
    type(again.gpuForm(), "own_card_month_usd", QStringLiteral("1"));
    Q_EMIT gpuSource->activated(last);
    QCOMPARE(again.gpuForm()->line("own_card_month_usd")->text(), QStringLiteral("1900"));
    // A catalog entry comes under a new id.
    Q_EMIT gpuSource->activated(1);
    QCOMPARE(again.gpuForm()->line("id")->text(), QStringLiteral("my-") + QString::fromStdString(Catalog::builtin().gpus().front().id));
}

void TestCatalogEditor::malformedConfigIsRefused()
{
    ScenarioDocument document(default_scenario());
    CatalogEditor editor(&document);
    const std::vector<std::string> before = editor.modelForm()->texts();
    const QString data = qEnvironmentVariable("CAPSTAN_TEST_DATA");
    QVERIFY(!editor.importHfConfig(data + QStringLiteral("/hf/string-hidden-size.json")));
    QVERIFY2(editor.message().contains(QStringLiteral("hidden_size")), qPrintable(editor.message()));
    QVERIFY(!editor.importHfConfig(data + QStringLiteral("/hf/not-json.json")));
    QVERIFY(editor.modelForm()->texts() == before);
    QCOMPARE(document.undoStack()->count(), 0);
}

void TestCatalogEditor::configImportFillsTheModel()
{
    ScenarioDocument document(default_scenario());
    CatalogEditor editor(&document);
    QVERIFY(editor.importHfConfig(qEnvironmentVariable("CAPSTAN_TEST_DATA") + QStringLiteral("/hf/llama-3.1-8b.json")));
    // Llama-3.1-8B's config.json: 32 layers, hidden 4096, 8 KV heads.
    QCOMPARE(editor.modelForm()->line("layers")->text(), QStringLiteral("32"));
    QCOMPARE(editor.modelForm()->line("hidden")->text(), QStringLiteral("4096"));
    QCOMPARE(editor.modelForm()->line("kv_heads")->text(), QStringLiteral("8"));
    QCOMPARE(document.undoStack()->count(), 0);
}

void TestCatalogEditor::fieldsHaveHumanLabelsAndRanges()
{
    ScenarioDocument document(default_scenario());
    CatalogEditor editor(&document);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QLabel* memory = editor.gpuForm()->label("memory_mib");
    QVERIFY(memory);
    QCOMPARE(memory->text(), QStringLiteral("Memory [MiB]"));
    // The range validate_gpu checks, 1 GiB .. 4 TiB = 1,024 .. 4,194,304 MiB, in the tooltip of
    // the label and of the line.
    QVERIFY2(memory->toolTip().contains(QStringLiteral("Allowed: 1,024 .. 4,194,304 MiB")), qPrintable(memory->toolTip()));
    QVERIFY(memory->toolTip().contains(QStringLiteral("driver")));
    QCOMPARE(editor.gpuForm()->line("memory_mib")->toolTip(), memory->toolTip());
    QCOMPARE(editor.gpuForm()->label("bandwidth_tb_s")->text(), QStringLiteral("HBM bandwidth [TB/s]"));
    QVERIFY(editor.gpuForm()->label("bandwidth_tb_s")->toolTip().contains(QStringLiteral("Allowed: 0.01 .. 100 TB/s")));
    QCOMPARE(editor.modelForm()->label("kv_heads")->text(), QStringLiteral("KV heads"));
    QVERIFY(editor.modelForm()->label("kv_heads")->toolTip().contains(QStringLiteral("num_key_value_heads")));
    QVERIFY(editor.modelForm()->label("own_card_month_usd") == nullptr);
    QVERIFY(editor.gpuForm()->label("own_card_month_usd")->toolTip().contains(QStringLiteral("Allowed: at least 0")));
    // Every field has a written label and tooltip, not its raw catalog name.
    for (EntryForm* form : {editor.gpuForm(), editor.modelForm()})
        for (std::string_view field : form == editor.gpuForm() ? gpu_entry_fields() : model_entry_fields()) {
            QLabel* label = form->label(field);
            QVERIFY(label);
            QVERIFY2(!label->text().contains(QLatin1Char('_')), qPrintable(label->text()));
            QVERIFY2(label->toolTip().contains(QStringLiteral("Allowed: ")), qPrintable(label->text()));
        }
    // The architecture is chosen from the catalog's families.
    QComboBox* generation = editor.gpuForm()->comboBox("generation");
    QVERIFY(generation);
    QVERIFY(generation->findText(QStringLiteral("hopper")) > 0);
    QCOMPARE(generation->currentText(), QStringLiteral("hopper"));
    if (qEnvironmentVariableIsSet("CAPSTAN_SCREENSHOT_DIR")) {
        editor.resize(640, 760);
        QVERIFY(editor.grab().save(qEnvironmentVariable("CAPSTAN_SCREENSHOT_DIR") + QStringLiteral("/catalog-editor-gpu.png")));
    }
}

void TestCatalogEditor::flagsAreCheckBoxes()
{
    ScenarioDocument document(default_scenario());
    CatalogEditor editor(&document);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QVERIFY(editor.gpuForm()->line("is_cpu") == nullptr);
    QCheckBox* cpu = editor.gpuForm()->checkBox("is_cpu");
    QVERIFY(cpu);
    QVERIFY(!cpu->isChecked());   // the default H100 is a GPU
    type(editor.gpuForm(), "id", QStringLiteral("big-cpu"));
    // Space toggles a focused check box, as a user's keyboard does.
    cpu->setFocus();
    QTest::keyClick(cpu, Qt::Key_Space);
    QVERIFY(cpu->isChecked());
    QCheckBox* tied = editor.modelForm()->checkBox("tied_embeddings");
    QVERIFY(tied);
    QVERIFY(!tied->isChecked());   // Llama-3.1-8B has its own LM head
    clickApply(editor);
    QVERIFY2(editor.message().startsWith(QStringLiteral("Applied")), qPrintable(editor.message()));
    QVERIFY(document.scenario().gpu.spec.is_cpu);
    QCOMPARE(document.scenario().gpu.spec.id, std::string("big-cpu"));
    document.undoStack()->undo();
    QVERIFY(!document.scenario().gpu.spec.is_cpu);
    document.undoStack()->redo();
    QVERIFY(document.scenario().gpu.spec.is_cpu);
    // A second editor shows the stored flag ticked; unticking it by mouse and applying clears it.
    CatalogEditor again(&document);
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QCheckBox* cpuAgain = again.gpuForm()->checkBox("is_cpu");
    QVERIFY(cpuAgain->isChecked());
    QTest::mouseClick(cpuAgain, Qt::LeftButton, {}, QPoint(8, cpuAgain->height() / 2));
    QVERIFY(!cpuAgain->isChecked());
    clickApply(again);
    QVERIFY(!document.scenario().gpu.spec.is_cpu);
}

QTEST_MAIN(TestCatalogEditor)
#include "tst_catalog_editor.moc"
