#pragma once

#include "catalog_types.h"
#include "expected.h"

#include <string>
#include <string_view>
#include <vector>

namespace capstan {

// A use-case bucket: its own token-length and burstiness shape (SPEC 2.4).
struct UseCasePreset final {
    std::string id;
    std::string name;
    int isl = 0;
    int osl = 0;
    double isl_cv = 0;                 // coefficient of variation of prompt length
    double osl_cv = 0;                 // coefficient of variation of answer length
    double cache_hit = 0;
    double requests_per_user_day = 0;
    double peak_to_avg = 1;
    double arrival_cv = 1;             // inter-arrival coefficient of variation (1 = Poisson)
};

// Parsers validate every entry; an error names the source, the entry and the field
// ("gpus.json: gpus[2].bandwidth_tb_s = -1: ...") and nothing is returned from a bad file.
Expected<std::vector<GpuSpec>> parse_gpu_catalog(std::string_view json, std::string_view source);
Expected<std::vector<ModelSpec>> parse_model_catalog(std::string_view json, std::string_view source);
Expected<std::vector<UseCasePreset>> parse_use_cases(std::string_view json, std::string_view source);

// Validation shared by the parsers, the HF importer and hand-defined models.
Status validate_gpu(const GpuSpec& gpu, std::string_view where);
Status validate_model(const ModelSpec& model, std::string_view where);

class Catalog final {
public:
    static Expected<Catalog> from_json(std::string_view gpus_json, std::string_view models_json,
                                       std::string_view use_cases_json);
    // The catalogs compiled in from resources/ (validated by the test suite).
    static const Catalog& builtin();

    [[nodiscard]] const std::vector<GpuSpec>& gpus() const { return gpus_; }
    [[nodiscard]] const std::vector<ModelSpec>& models() const { return models_; }
    [[nodiscard]] const std::vector<UseCasePreset>& use_cases() const { return use_cases_; }

    [[nodiscard]] const GpuSpec* find_gpu(std::string_view id) const;
    [[nodiscard]] const ModelSpec* find_model(std::string_view id) const;
    [[nodiscard]] const UseCasePreset* find_use_case(std::string_view id) const;

    // "h100-sxm, h200-sxm, ..." for error messages.
    [[nodiscard]] std::string gpu_ids() const;
    [[nodiscard]] std::string model_ids() const;
    [[nodiscard]] std::string use_case_ids() const;

private:
    std::vector<GpuSpec> gpus_;
    std::vector<ModelSpec> models_;
    std::vector<UseCasePreset> use_cases_;
};

} // namespace capstan
