// capstan-cli store profiles | profile-show NAME | profile-rm NAME: calibration profiles kept
// in the scenario library (`calibrate --save NAME` puts them there, `eval --profile NAME` and
// the workbench's calibration menu apply them).
#include "cmd_store_profiles.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <ctime>
#include <iostream>

namespace capstan::cli {

namespace {

using nlohmann::json;

std::string when(std::int64_t ms)
{
    const std::time_t seconds = static_cast<std::time_t>(ms / 1000);
    std::tm parts {};
    gmtime_r(&seconds, &parts);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%d %H:%M:%SZ", &parts);
    return text;
}

// A share as "4.1%"; the fit writes NaN (JSON null) when it could not tell.
std::string share(double value)
{
    if (!std::isfinite(value))
        return "n/a";
    char text[32];
    std::snprintf(text, sizeof text, "%.1f%%", value * 100);
    return text;
}

std::string points(int count)
{
    return std::to_string(count) + (count == 1 ? " point" : " points");
}

json number_or_null(double value)
{
    return std::isfinite(value) ? json(value) : json(nullptr);
}

std::string listing(const store::Library& library, const std::vector<store::ProfileSummary>& rows, bool as_json)
{
    if (as_json) {
        json doc = json::array();
        for (const store::ProfileSummary& row : rows)
            doc.push_back({{"name", row.name}, {"points", row.points},
                           {"median_abs_error_before", number_or_null(row.median_abs_error_before)},
                           {"median_abs_error_after", number_or_null(row.median_abs_error_after)},
                           {"created_ms", row.created_ms}, {"created", when(row.created_ms)}});
        return doc.dump(2) + "\n";
    }
    if (rows.empty())
        return "(no calibration profiles in " + library.path() +
               "; capstan-cli calibrate FILE... --save NAME adds one)\n";
    std::string text;
    for (const store::ProfileSummary& row : rows)
        text += row.name + "\t" + points(row.points) + "\tmedian error " +
                share(row.median_abs_error_before) + " -> " + share(row.median_abs_error_after) + "\t" +
                when(row.created_ms) + "\n";
    return text;
}

std::string describe(const calibration::CalibrationProfile& profile)
{
    std::string text = "Profile   " + profile.name + "\nFactors\n";
    for (const auto& [path, value] : profile.factors) {
        char line[160];
        std::snprintf(line, sizeof line, "  %-32s %.4g", path.c_str(), value);
        text += line;
        for (const calibration::FittedFactor& f : profile.fitted)
            if (f.path == path) {
                std::snprintf(line, sizeof line, "  (fitted from %.4g)", f.before);
                text += line;
            }
        text += "\n";
    }
    text += "Fit       " + points(int(profile.points.size())) + "; median absolute error " +
            share(profile.median_abs_error_before) + " before, " + share(profile.median_abs_error_after) + " after; " +
            std::to_string(profile.iterations) + " iterations" + (profile.converged ? "" : " (not converged)") + "\n";
    std::string sources;
    for (const std::string& source : profile.sources)
        sources += (sources.empty() ? "" : ", ") + source;
    return text + "Sources   " + sources + "\n";
}

Expected<std::string> one_name(const std::vector<std::string>& rest, const char* usage)
{
    if (rest.size() != 1 || (rest.front().size() > 1 && rest.front()[0] == '-'))
        return Error{"store", rest.empty() ? "(no name)" : rest.front(), usage, "expects one profile name"};
    return rest.front();
}

} // namespace

Expected<calibration::CalibrationProfile> stored_profile(std::string_view name, const LibraryChoice& choice)
{
    Expected<store::Library> library = open_library(choice, store::Access::ReadOnly);
    if (!library)
        return library.error();
    return library->load_profile(name);
}

bool is_profile_subcommand(std::string_view sub)
{
    return sub == "profiles" || sub == "profile-show" || sub == "profile-rm";
}

Expected<std::string> store_profile_command(std::string_view sub, const std::vector<std::string>& rest,
                                            const LibraryChoice& choice, bool json)
{
    if (sub == "profiles" && !rest.empty())
        return Error{"argument", rest.front(), "store profiles [--db FILE] [--json]", "not recognized"};
    if (sub != "profiles") {
        Expected<std::string> checked = one_name(rest, sub == "profile-show" ? "store profile-show NAME [--json]"
                                                                              : "store profile-rm NAME");
        if (!checked)
            return checked.error();
    }
    if (sub != "profile-rm" && default_library_missing(choice))
        return sub == "profiles" ? std::string(json ? "[]\n" : "(no calibration profiles)\n")
                                 : Expected<std::string>(Error{"profile", rest.empty() ? "" : rest.front(),
                                                               "a profile from 'store profiles'", "the library is empty"});
    Expected<store::Library> library =
        open_library(choice, sub == "profile-rm" ? store::Access::ReadWrite : store::Access::ReadOnly);
    if (!library)
        return library.error();
    if (sub == "profiles") {
        Expected<std::vector<store::ProfileSummary>> rows = library->list_profiles();
        if (!rows)
            return rows.error();
        return listing(*library, *rows, json);
    }
    const bool show = sub == "profile-show";
    Expected<std::string> name = one_name(rest, show ? "store profile-show NAME [--json]" : "store profile-rm NAME");
    if (!name)
        return name.error();
    if (show) {
        Expected<calibration::CalibrationProfile> profile = library->load_profile(*name);
        if (!profile)
            return profile.error();
        return json ? calibration::profile_to_json(*profile) : describe(*profile);
    }
    if (Status removed = library->remove_profile(*name); !removed)
        return removed.error();
    return "deleted calibration profile \"" + *name + "\" (scenarios that name it keep their factors)\n";
}

} // namespace capstan::cli
