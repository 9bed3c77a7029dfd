// The user's own GPUs and models: each stored in the catalog's JSON format under its kind and
// id, read back through the catalog's own validation, so a stored entry is one the CLI's
// --gpu-file / --model-file would take.
#include "library.h"

#include "core/catalog.h"
#include "core/catalog_entry.h"
#include "db.h"
#include "sql.h"
#include "values.h"

namespace capstan::store {

namespace {

Status save_entry(Db& db, std::string_view kind, const std::string& id, const std::string& body)
{
    Expected<std::unique_ptr<Transaction>> transaction = Transaction::begin(db);
    if (!transaction)
        return transaction.error();
    if (Status written = db.prepare(sql::kSaveUserEntry).bind(1, kind).bind(2, id).bind(3, now_ms()).bind(4, body).run();
        !written)
        return written;
    return (*transaction)->commit();
}

template <class Entry, class Parse>
Expected<std::vector<Entry>> list_entries(Db& db, std::string_view kind, const std::string& path, Parse parse)
{
    Statement rows = db.prepare(sql::kListUserEntries);
    rows.bind(1, kind);
    std::vector<Entry> entries;
    for (;;) {
        Expected<bool> row = rows.step();
        if (!row)
            return row.error();
        if (!*row)
            return entries;
        Expected<Entry> entry = parse(rows.text(1), path + ": " + std::string(kind) + " " + quoted(rows.text(0)));
        if (!entry)
            return entry.error();
        entries.push_back(std::move(*entry));
    }
}

} // namespace

Status Library::save_user_gpu(const GpuSpec& gpu)
{
    if (Status valid = validate_gpu(gpu, "gpu"); !valid)
        return valid;
    return save_entry(*db_, "gpu", gpu.id, gpu_entry_json(gpu));
}

Status Library::save_user_model(const ModelSpec& model)
{
    if (Status valid = validate_model(model, "model"); !valid)
        return valid;
    return save_entry(*db_, "model", model.id, model_entry_json(model));
}

Expected<std::vector<GpuSpec>> Library::user_gpus()
{
    return list_entries<GpuSpec>(*db_, "gpu", path(),
                                 [](std::string_view body, const std::string& where) { return parse_gpu_entry(body, where); });
}

Expected<std::vector<ModelSpec>> Library::user_models()
{
    return list_entries<ModelSpec>(*db_, "model", path(), [](std::string_view body, const std::string& where) {
        return parse_model_entry(body, where);
    });
}

} // namespace capstan::store
