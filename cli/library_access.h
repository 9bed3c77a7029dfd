#pragma once

// How a capstan-cli command reaches the scenario library: --db PATH, else the default
// location. Reads open read-only and never create; a write may create the library only at the
// default location or with --create, so a mistyped --db path is an error, not a new file.

#include "core/expected.h"
#include "store/library.h"

#include <optional>
#include <string>

namespace capstan::cli {

struct LibraryChoice final {
    std::optional<std::string> db;   // --db PATH
    bool create = false;             // --create
};

// The path the choice names; an error if there is no default location.
Expected<std::string> library_path(const LibraryChoice& choice);

// True when the choice is the default location and nothing is there yet: a read then finds
// an empty library without making one.
bool default_library_missing(const LibraryChoice& choice);

// Opens it; warns on stderr when a damaged library was moved aside.
Expected<store::Library> open_library(const LibraryChoice& choice, store::Access access);

} // namespace capstan::cli
