// The library's store of the user's own GPUs and models: saved in the catalog's format, read
// back equal after reopening, replaced by id, refused when invalid.
#include "core/catalog.h"
#include "store/library.h"

#include <QTemporaryDir>
#include <QTest>

using namespace capstan;

class TestUserEntries final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void entriesSurviveReopening();
    void invalidEntryIsRefused();
};

void TestUserEntries::entriesSurviveReopening()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("library.sqlite")).toStdString();
    GpuSpec gpu = *Catalog::builtin().find_gpu("mi300x");
    gpu.id = "mi325x-deal";
    gpu.own_card_month_usd = 1900;
    ModelSpec model = *Catalog::builtin().find_model("deepseek-v3");
    model.id = "my-deepseek";
    {
        Expected<store::Library> library = store::Library::open(path);
        QVERIFY(library);
        QVERIFY(library->save_user_gpu(gpu));
        QVERIFY(library->save_user_model(model));
        gpu.own_card_month_usd = 1850;   // a better offer replaces the first under the same id
        QVERIFY(library->save_user_gpu(gpu));
    }
    Expected<store::Library> reopened = store::Library::open(path, {store::Access::ReadOnly, false});
    QVERIFY(reopened);
    const Expected<std::vector<GpuSpec>> gpus = reopened->user_gpus();
    QVERIFY(gpus);
    QCOMPARE(gpus->size(), std::size_t(1));
    QVERIFY(gpus->front() == gpu);
    const Expected<std::vector<ModelSpec>> models = reopened->user_models();
    QVERIFY(models);
    QCOMPARE(models->size(), std::size_t(1));
    QVERIFY(models->front() == model);   // MoE and MLA fields included
}

void TestUserEntries::invalidEntryIsRefused()
{
    QTemporaryDir dir;
    Expected<store::Library> library = store::Library::open(dir.filePath(QStringLiteral("l.sqlite")).toStdString());
    QVERIFY(library);
    GpuSpec gpu = *Catalog::builtin().find_gpu("h100-sxm");
    gpu.bw_bytes_s = 0;
    const Status saved = library->save_user_gpu(gpu);
    QVERIFY(!saved);
    QCOMPARE(saved.error().field, std::string("gpu.bandwidth_tb_s"));
    QVERIFY(library->user_gpus()->empty());
}

QTEST_GUILESS_MAIN(TestUserEntries)
#include "tst_user_entries.moc"
