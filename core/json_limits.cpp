#include "core/json_limits.h"

#include <string>

namespace capstan {

Status check_json_limits(std::string_view text, std::string_view source)
{
    if (text.size() > kMaxJsonBytes)
        return Error{std::string(source), std::to_string(text.size()) + " bytes",
                     "at most " + std::to_string(kMaxJsonBytes >> 20) + " MiB of JSON", "the file is too large"};
    std::size_t depth = 0;
    bool in_string = false;
    bool escaped = false;
    for (std::size_t at = 0; at < text.size(); ++at) {
        const char c = text[at];
        if (in_string) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                in_string = false;
            continue;
        }
        if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxJsonDepth)
                return Error{std::string(source), "", "JSON nested at most " + std::to_string(kMaxJsonDepth) + " levels deep",
                             "nested deeper than " + std::to_string(kMaxJsonDepth) + " levels at byte " +
                                 std::to_string(at)};
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return Ok{};
}

} // namespace capstan
