#pragma once

#include <string_view>

namespace capstan::calibration {

// The project's copy of the published measurements (resources/calibration/published-points.csv,
// the same file as tests/data/published-points.csv), compiled into the library so that
// `capstan-cli validate` never reads the source tree at run time.
std::string_view published_points_csv();

// The name errors and reports give it.
inline constexpr std::string_view kPublishedPointsName = "published-points.csv (built in)";

// Published measurements from sources the defaults were never tuned on
// (resources/calibration/held-out-points.csv, sources in docs/held-out-sources.md): MLPerf
// Inference v4.1/v5.1, engine blogs and independent benchmark pages, with engine and date.
std::string_view held_out_points_csv();
inline constexpr std::string_view kHeldOutPointsName = "held-out-points.csv (built in)";

// The model's cross-validated error by class (resources/calibration/model-error.csv, written by
// `capstan-cli validate --cv --error-table`; tst_cross_validation fails when it is stale).
std::string_view model_error_csv();

} // namespace capstan::calibration
