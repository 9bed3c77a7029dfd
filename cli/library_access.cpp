#include "library_access.h"

#include <filesystem>
#include <iostream>
#include <system_error>

namespace capstan::cli {

Expected<std::string> library_path(const LibraryChoice& choice)
{
    if (choice.db)
        return *choice.db;
    std::string path = store::default_library_path();
    if (path.empty())
        return Error{"--db", "", "a library path", "no default location (set HOME or XDG_DATA_HOME, or pass --db)"};
    return path;
}

bool default_library_missing(const LibraryChoice& choice)
{
    if (choice.db)
        return false;
    const std::string path = store::default_library_path();
    std::error_code error;
    return !path.empty() && !std::filesystem::exists(path, error) && !error;
}

Expected<store::Library> open_library(const LibraryChoice& choice, store::Access access)
{
    Expected<std::string> path = library_path(choice);
    if (!path)
        return path.error();
    store::OpenOptions options;
    options.access = access;
    options.create = access == store::Access::ReadWrite && (!choice.db || choice.create);
    Expected<store::Library> library = store::Library::open(*path, options);
    if (!library) {
        Error error = library.error();
        if (error.detail == "no such file" && access == store::Access::ReadWrite && choice.db)
            error.allowed += " (--create makes a new one there)";
        return error;
    }
    if (!library->report().corrupt_moved_to.empty())
        std::cerr << "capstan-cli: warning: " << *path << " was damaged (" << library->report().corrupt_reason
                  << "); it was kept unchanged as " << library->report().corrupt_moved_to
                  << " and a new, empty library was created\n";
    return library;
}

} // namespace capstan::cli
