// Calibration profiles: save (refusing or replacing a name in use), list, load and remove.
// The body is the profile's own JSON (profile_to_json), so what the library holds is what
// `capstan-cli calibrate --out` writes and any reader of profiles can check it.
#include "library.h"

#include "db.h"
#include "sql.h"
#include "values.h"

namespace capstan::store {

namespace {

Error unknown_profile(std::string_view name)
{
    return Error{"profile", quoted(name), "the name of a stored calibration profile", "not in the library"};
}

} // namespace

Status Library::save_profile(const calibration::CalibrationProfile& profile, IfProfileExists if_exists)
{
    if (Status valid = check_name(profile.name); !valid) {
        Error error = valid.error();
        error.field = "profile " + error.field;
        return error;
    }
    const std::string body = calibration::profile_to_json(profile);
    Expected<std::unique_ptr<Transaction>> transaction = Transaction::begin(*db_);
    if (!transaction)
        return transaction.error();
    Statement taken = db_->prepare(sql::kProfileExists);
    Expected<bool> row = taken.bind(1, profile.name).step();
    if (!row)
        return row.error();
    const bool exists = *row;
    if (exists && if_exists == IfProfileExists::Refuse)
        return Error{"profile", quoted(profile.name), "a profile name not yet in the library",
                     "already in use"};
    const char* const write = exists ? sql::kReplaceProfile : sql::kInsertProfile;
    if (Status written = db_->prepare(write).bind(1, profile.name).bind(2, now_ms()).bind(3, body).run(); !written)
        return written;
    return (*transaction)->commit();
}

Status Library::save_profile_json(std::string_view json, std::string_view source, IfProfileExists if_exists)
{
    Expected<calibration::CalibrationProfile> profile = calibration::profile_from_json(json, source);
    if (!profile)
        return profile.error();
    return save_profile(*profile, if_exists);
}

Expected<std::vector<ProfileSummary>> Library::list_profiles()
{
    Statement rows = db_->prepare(sql::kListProfiles);
    std::vector<ProfileSummary> profiles;
    for (;;) {
        Expected<bool> row = rows.step();
        if (!row)
            return row.error();
        if (!*row)
            return profiles;
        profiles.push_back({rows.text(0), rows.int64(1), rows.real(2), rows.real(3), static_cast<int>(rows.int64(4))});
    }
}

Expected<calibration::CalibrationProfile> Library::load_profile(std::string_view name)
{
    Statement query = db_->prepare(sql::kProfileBody);
    Expected<bool> row = query.bind(1, name).step();
    if (!row)
        return row.error();
    if (!*row)
        return unknown_profile(name);
    const std::string body = query.text(0);
    Expected<calibration::CalibrationProfile> profile =
        calibration::profile_from_json(body, path() + ": profile " + quoted(name));
    if (!profile)
        return profile.error();
    // The row's name is the one scenarios refer to; a document edited by hand may disagree.
    profile->name = std::string(name);
    return profile;
}

Status Library::remove_profile(std::string_view name)
{
    Expected<std::unique_ptr<Transaction>> transaction = Transaction::begin(*db_);
    if (!transaction)
        return transaction.error();
    if (Status removed = db_->prepare(sql::kDeleteProfile).bind(1, name).run(); !removed)
        return removed;
    if (db_->changes() == 0)
        return unknown_profile(name);
    return (*transaction)->commit();
}

} // namespace capstan::store
