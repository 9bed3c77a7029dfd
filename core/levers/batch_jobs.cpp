#include "core/levers/batch_jobs.h"

#include "core/fleet/validation.h"

namespace capstan::levers {

namespace {
constexpr double kSecondsPerDay = 86'400;
} // namespace

Status validate(const TokenizeJob& job)
{
    if (auto s = fleet::require_above("levers.corpus_tb", job.corpus_bytes / 1e12, 0, "> 0 .. 1e6 TB"); !s)
        return s;
    if (auto s = fleet::require_range("levers.corpus_tb", job.corpus_bytes / 1e12, 0, 1e6, "> 0 .. 1e6 TB"); !s)
        return s;
    if (auto s = fleet::require_above("levers.tokenizer_mb_s_per_core", job.bytes_per_s_per_core / 1e6, 0,
                                      "> 0 .. 10000 MB/s"); !s)
        return s;
    if (auto s = fleet::require_range("levers.tokenizer_mb_s_per_core", job.bytes_per_s_per_core / 1e6, 0, 1e4,
                                      "> 0 .. 10000 MB/s"); !s)
        return s;
    if (auto s = fleet::require_range("levers.cores", job.cores, 1, 1e8, "1 .. 100000000 cores"); !s)
        return s;
    return Ok{};
}

Expected<TokenizeTime> tokenize_time(const TokenizeJob& job)
{
    if (auto s = validate(job); !s)
        return s.error();
    TokenizeTime t;
    t.core_seconds = job.corpus_bytes / job.bytes_per_s_per_core;
    t.core_days = t.core_seconds / kSecondsPerDay;
    t.wall_hours = t.core_seconds / job.cores / 3600.0;
    t.cores_for_two_weeks = t.core_days / 14.0;
    return t;
}

double corpus_bytes_for_core_days(double core_days, double bytes_per_s_per_core)
{
    return core_days * kSecondsPerDay * bytes_per_s_per_core;
}

Status validate_constrained_overhead(double overhead)
{
    return fleet::require_range("levers.constrained_overhead", overhead, 0, 10, "0 .. 10 (share of a step)");
}

double constrained_decode_tok_s(double decode_tok_s, double overhead)
{
    return decode_tok_s / (1.0 + overhead);
}

} // namespace capstan::levers
