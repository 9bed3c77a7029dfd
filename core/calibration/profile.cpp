#include "profile.h"

#include "core/inputs.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace capstan::calibration {

using json = nlohmann::json;

namespace {

// NaN (an undetermined standard error) is written as null.
json number_or_null(double value)
{
    return std::isfinite(value) ? json(value) : json(nullptr);
}

} // namespace

CalibrationProfile make_profile(std::string name, const FitResult& fit, std::vector<std::string> sources)
{
    CalibrationProfile profile;
    profile.name = std::move(name);
    for (std::string_view path : kFactorPaths)
        profile.factors.emplace_back(std::string(path), find_input(path)->get(fit.fitted));
    profile.fitted = fit.factors;
    profile.sources = std::move(sources);
    for (const FitPoint& fp : fit.points) {
        const MeasuredPoint& p = fp.point;
        profile.points.push_back({p.id, p.source, p.model, p.gpu, p.tp, p.mode, p.load, p.isl, p.osl, p.metric, p.unit,
                                  p.value, fp.predicted_before, fp.predicted_after});
    }
    profile.skipped = fit.skipped;
    profile.median_abs_error_before = fit.median_abs_error_before;
    profile.median_abs_error_after = fit.median_abs_error_after;
    profile.rms_log_error_before = fit.rms_log_error_before;
    profile.rms_log_error_after = fit.rms_log_error_after;
    profile.iterations = fit.iterations;
    profile.converged = fit.converged;
    return profile;
}

std::string profile_to_json(const CalibrationProfile& profile)
{
    json factors = json::object();
    for (const auto& [path, value] : profile.factors)
        factors[path] = value;
    json fitted = json::array();
    for (const FittedFactor& f : profile.fitted)
        fitted.push_back({{"path", f.path}, {"before", f.before}, {"after", f.after},
                          {"std_error", number_or_null(f.std_error)}, {"min", f.min}, {"max", f.max},
                          {"at_bound", f.at_bound}});
    json points = json::array();
    for (const ProfilePoint& p : profile.points)
        points.push_back({{"id", p.id}, {"source", p.source}, {"model", p.model}, {"gpu", p.gpu}, {"tp", p.tp},
                          {"mode", p.mode}, {"load", p.load}, {"isl", p.isl}, {"osl", p.osl}, {"metric", p.metric},
                          {"unit", p.unit}, {"measured", p.measured},
                          {"predicted_before", number_or_null(p.predicted_before)},
                          {"predicted_after", number_or_null(p.predicted_after)}});
    json skipped = json::array();
    for (const SkippedPoint& s : profile.skipped)
        skipped.push_back({{"id", s.id}, {"reason", s.reason}});
    const json doc = {
        {"schema_version", kProfileSchemaVersion},
        {"kind", kProfileKind},
        {"name", profile.name},
        {"factors", factors},
        {"fit",
         {{"fitted", fitted},
          {"median_abs_error_before", number_or_null(profile.median_abs_error_before)},
          {"median_abs_error_after", number_or_null(profile.median_abs_error_after)},
          {"rms_log_error_before", number_or_null(profile.rms_log_error_before)},
          {"rms_log_error_after", number_or_null(profile.rms_log_error_after)},
          {"iterations", profile.iterations},
          {"converged", profile.converged}}},
        {"sources", profile.sources},
        {"points", points},
        {"skipped", skipped},
    };
    // Replace, not throw, on a name that is not UTF-8 (a file name on a Latin-1 system).
    return doc.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

Status apply_profile(Scenario& scenario, const CalibrationProfile& profile)
{
    Scenario changed = scenario;
    for (const auto& [path, value] : profile.factors) {
        if (std::find(std::begin(kFactorPaths), std::end(kFactorPaths), path) == std::end(kFactorPaths))
            return Error{"profile " + profile.name + ": " + path, format_number(value), "a calibration factor",
                         "not a calibration factor"};
        if (Status set = set_number(changed, path, value); !set) {
            Error error = set.error();
            error.field = "profile " + profile.name + ": " + error.field;
            return error;
        }
    }
    // A profile without a name still vouches for the factors: the figures must not read "datasheet".
    changed.calibration = profile.name.empty() ? std::string("unnamed profile") : profile.name;
    scenario = std::move(changed);
    return Ok{};
}

} // namespace capstan::calibration
