#pragma once

#include "core/expected.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace capstan::calibration {

// Parses a benchmark tool's JSON output. Python's json module writes NaN, Infinity and
// -Infinity for non-finite floats; those tokens are read as null (absent). A syntax error
// names the source and the byte offset in the original text, and what JSON expected there.
Expected<nlohmann::json> parse_bench_json(std::string_view text, std::string_view source);

// "null", "a string", "an array", or the value itself when it is short.
std::string describe_json(const nlohmann::json& value);

// A JSON value with the source and the path that reached it ("$.benchmarks[2].metrics"), so
// every error says where in which file the problem is and what was expected there.
class JsonNode final {
public:
    JsonNode(const nlohmann::json& value, std::string source, std::string path = "$")
        : value_(&value), source_(std::move(source)), path_(std::move(path))
    {
    }

    [[nodiscard]] const nlohmann::json& value() const { return *value_; }
    [[nodiscard]] const std::string& path() const { return path_; }
    [[nodiscard]] const std::string& source() const { return source_; }
    [[nodiscard]] std::string where() const { return source_ + ": " + path_; }

    // A child that exists and is not null; nullopt otherwise (or when this is no object).
    [[nodiscard]] std::optional<JsonNode> find(std::string_view key) const;
    // A child that must exist, not null; this must be an object.
    [[nodiscard]] Expected<JsonNode> at(std::string_view key) const;
    [[nodiscard]] Expected<JsonNode> element(std::size_t index) const;

    // This value as a finite JSON number.
    [[nodiscard]] Expected<double> number() const;
    [[nodiscard]] Expected<std::string> text() const;
    [[nodiscard]] Status require_object() const;
    [[nodiscard]] Status require_array() const;

    // A required finite number under `key`.
    [[nodiscard]] Expected<double> number_at(std::string_view key) const;
    // Absent or null under `key` gives nullopt; anything else must be a finite number.
    [[nodiscard]] Expected<std::optional<double>> optional_number_at(std::string_view key) const;

    // An Error at this node: what was found and what was expected.
    [[nodiscard]] Error error(std::string allowed, std::string detail) const;

private:
    const nlohmann::json* value_;
    std::string source_;
    std::string path_;
};

} // namespace capstan::calibration
