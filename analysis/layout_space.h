#pragma once

// Which GPUs the Layouts view searches, and the search space it builds from them (SPEC 2.6b).

#include "core/catalog.h"
#include "core/scenario.h"
#include "core/search/config_space.h"

#include <string>
#include <vector>

namespace capstan::ui {

// The cards a layout search compares the scenario's GPU with by default: up to three of the
// newest datacenter cards (HBM, at least 2 TB/s) of the same vendor (the name's first word), newest
// first. The CPU server and the scenario's card itself are never among them.
std::vector<std::string> companionGpus(const std::string& gpuId, const Catalog& catalog = Catalog::builtin());

// The card's name without its vendor ("H100 SXM 80GB"): what a crowded legend or table shows.
std::string shortGpuName(const GpuSpec& gpu);

// The search space of the scenario: its own card first (with any bandwidth or memory override),
// then `extraIds` in order (unknown ids, the CPU server and repeats skipped); experts spread whole
// as well for a MoE model, as `capstan-cli search` does. No GPU when the scenario's card is the
// CPU server and no other card is chosen.
search::ConfigSpace layoutSpace(const Scenario& scenario, const std::vector<std::string>& extraIds,
                                const Catalog& catalog = Catalog::builtin());

} // namespace capstan::ui
