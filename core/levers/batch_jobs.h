#pragma once

#include "core/expected.h"

namespace capstan::levers {

// The seeds' batch-job arithmetic (SPEC 2.10): "a tokenizer moves about a megabyte of text per
// second per core, which makes this a seven-hundred-core-day batch job". 700 core-days at
// 1 MB/s is 700 x 86,400 x 1e6 B = 6.05e13 B, about 60 TB of text: the seed's 15 trillion
// tokens at about 4 bytes of text per token (and 2 bytes per stored token id gives its 30 TB
// of shards).
struct TokenizeJob final {
    double corpus_bytes = 60e12;            // raw text in
    double bytes_per_s_per_core = 1e6;      // ~1 MB/s per core (seed)
    int cores = 1000;                       // cores the job runs on
};

struct TokenizeTime final {
    double core_seconds = 0;
    double core_days = 0;                   // core-seconds / 86,400
    double wall_hours = 0;                  // core-seconds / cores / 3,600 (perfectly parallel)
    double cores_for_two_weeks = 0;         // cores that finish it in 14 days
};

[[nodiscard]] Status validate(const TokenizeJob& job);
[[nodiscard]] Expected<TokenizeTime> tokenize_time(const TokenizeJob& job);

// The corpus a given number of core-days tokenizes: the inverse, to check the seed's 700.
[[nodiscard]] double corpus_bytes_for_core_days(double core_days, double bytes_per_s_per_core = 1e6);

// Constrained decoding (SPEC 2.10) as a throughput overhead: the grammar mask adds `overhead`
// x the step time to every decode step, so decode tokens/s divides by (1 + overhead).
// The seed: the cost "depends entirely on how complex the schema is" - measure it per schema.
[[nodiscard]] Status validate_constrained_overhead(double overhead);
[[nodiscard]] double constrained_decode_tok_s(double decode_tok_s, double overhead);

} // namespace capstan::levers
