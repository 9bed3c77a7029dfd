#include "library.h"

#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace capstan::store {

std::string default_library_path()
{
    namespace fs = std::filesystem;
    fs::path base;
    // XDG Base Directory spec: a relative $XDG_DATA_HOME is invalid and ignored.
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg != nullptr && fs::path(xdg).is_absolute())
        base = xdg;
    else if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0')
        base = fs::path(home) / ".local" / "share";
    else
        return {};
    const fs::path directory = base / "Capstan";
    std::error_code error;
    fs::create_directories(directory, error);
    if (error)
        return {};
    return (directory / "library.sqlite").string();
}

} // namespace capstan::store
