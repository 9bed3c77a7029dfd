#pragma once

#include "fit.h"

#include "core/expected.h"
#include "core/scenario.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace capstan::calibration {

inline constexpr int kProfileSchemaVersion = 1;
inline constexpr std::string_view kProfileKind = "capstan-calibration-profile";

// One source point of a profile and what the model predicted before and after the fit.
struct ProfilePoint final {
    std::string id;
    std::string source;
    std::string model;
    std::string gpu;
    int tp = 1;
    std::string mode;
    double load = 0;
    int isl = 0;
    int osl = 0;
    std::string metric;
    std::string unit;
    double measured = 0;
    double predicted_before = 0;
    double predicted_after = 0;
};

// A calibration profile: a named set of factor values (all five, fitted or held), the fit
// that produced them and the points it was fitted to. JSON is the exchange format; the
// scenario library will store the same document.
struct CalibrationProfile final {
    std::string name;
    std::vector<std::pair<std::string, double>> factors;   // input path -> value, kFactorPaths order
    std::vector<FittedFactor> fitted;                       // the factors the fit moved
    std::vector<std::string> sources;                       // the files the points came from
    std::vector<ProfilePoint> points;
    std::vector<SkippedPoint> skipped;
    double median_abs_error_before = 0;
    double median_abs_error_after = 0;
    double rms_log_error_before = 0;
    double rms_log_error_after = 0;
    int iterations = 0;
    bool converged = false;
};

CalibrationProfile make_profile(std::string name, const FitResult& fit, std::vector<std::string> sources);

std::string profile_to_json(const CalibrationProfile& profile);

// Strict: schema_version and kind must match, every factor must be one of kFactorPaths within
// its input range, and every field must have its type. An Error names the source, the JSON
// path and what was expected.
Expected<CalibrationProfile> profile_from_json(std::string_view json, std::string_view source);

// Sets the profile's factors on the scenario and names the profile in scenario.calibration
// (range-checked; on error nothing changes).
Status apply_profile(Scenario& scenario, const CalibrationProfile& profile);

} // namespace capstan::calibration
