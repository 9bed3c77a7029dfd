#pragma once

#include "core/expected.h"

namespace capstan::levers {

// A fixed power envelope (SPEC 2.10; seed: "where the 1 MW actually goes ... and the two
// overheads that can be cut to buy more compute": the host around each GPU and the cooling).
// Wall watts per GPU = (board W + host W per GPU) x PUE.
struct PowerInputs final {
    double envelope_w = 1e6;        // the site's budget at the wall
    double gpu_w = 700;             // board power (the catalog's figure for the scenario's GPU)
    // A DGX H100 draws 10.2 kW at most for 8 x 700 W GPUs: (10,200 - 5,600) / 8 = 575 W of CPUs,
    // memory, NICs, fans and switches per GPU.
    double host_w_per_gpu = 575;
    double pue = 1.3;               // facility W / IT W: air-cooled colo about 1.3-1.5, liquid about 1.1
};

struct PowerBudget final {
    double wall_w_per_gpu = 0;      // (gpu + host) x PUE
    int gpus = 0;                   // whole GPUs the envelope powers
    double gpu_share = 0;           // of the envelope: boards
    double host_share = 0;          //                  host overhead
    double cooling_share = 0;       //                  PUE - 1 (cooling, conversion losses)
    double gpus_without_host = 0;   // what cutting each overhead would buy, fractional GPUs
    double gpus_at_pue_1 = 0;
};

[[nodiscard]] Status validate(const PowerInputs& inputs);

// GPUs per envelope: floor(envelope / wall W per GPU). The seed's 1 MW of H100s at the defaults:
// 1e6 / ((700 + 575) x 1.3) = 603.3, so 603 GPUs.
[[nodiscard]] Expected<PowerBudget> power_budget(const PowerInputs& inputs);

} // namespace capstan::levers
