#pragma once

// Shared by the libFuzzer targets: the input as text, and a check that aborts (a crash the
// fuzzer records) when a parser accepted something that breaks its own contract.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace capstan::fuzz {

inline std::string_view as_text(const std::uint8_t* data, std::size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}

inline void require(bool condition, const char* what)
{
    if (!condition) {
        std::fprintf(stderr, "contract broken: %s\n", what);
        std::abort();
    }
}

} // namespace capstan::fuzz
