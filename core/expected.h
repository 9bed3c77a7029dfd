#pragma once

#include <cassert>
#include <cstddef>
#include <string>
#include <utility>
#include <variant>

namespace capstan {

// What went wrong with an input: which field, which value, what is allowed. The core never
// throws across its boundary; it returns one of these inside an Expected.
struct Error final {
    std::string field;    // e.g. "workload.isl", or a file name and position
    std::string value;    // the offending value as text
    std::string allowed;  // e.g. "1 .. 1048576", or "one of: h100-sxm, b200"
    std::string detail;   // optional: why, in a few words

    // One line, no trailing newline: "workload.isl = -5: out of range (allowed 1 .. 1048576)".
    // A long value is quoted in part: its first 80 bytes (whole UTF-8 characters) and its size.
    [[nodiscard]] std::string message() const
    {
        std::string text = field;
        if (!value.empty())
            text += " = " + quoted_part(value);
        text += ": " + (detail.empty() ? std::string("not allowed") : detail);
        if (!allowed.empty())
            text += " (allowed " + allowed + ")";
        return text;
    }

    static constexpr std::size_t kQuotedBytes = 80;

    [[nodiscard]] static std::string quoted_part(const std::string& text)
    {
        std::string shown;
        for (const char c : text) {
            if (shown.size() >= kQuotedBytes && (static_cast<unsigned char>(c) & 0xC0) != 0x80)
                break;
            // A value never breaks the message's one line.
            shown += (c == '\n' || c == '\r') ? ' ' : c;
        }
        if (shown.size() < text.size())
            shown += "... (" + std::to_string(text.size()) + " bytes)";
        return shown;
    }
};

// A small std::expected stand-in (C++20 has none): either a value or an Error.
template <class T>
class [[nodiscard]] Expected final {
public:
    Expected(T value) : state_(std::move(value)) {}          // NOLINT: implicit by design
    Expected(Error error) : state_(std::move(error)) {}      // NOLINT: implicit by design

    [[nodiscard]] bool has_value() const { return state_.index() == 0; }
    explicit operator bool() const { return has_value(); }

    [[nodiscard]] const T& value() const& { assert(has_value()); return std::get<0>(state_); }
    [[nodiscard]] T& value() & { assert(has_value()); return std::get<0>(state_); }
    [[nodiscard]] T&& value() && { assert(has_value()); return std::get<0>(std::move(state_)); }
    [[nodiscard]] const Error& error() const { assert(!has_value()); return std::get<1>(state_); }

    const T& operator*() const& { return value(); }
    T& operator*() & { return value(); }
    const T* operator->() const { return &value(); }
    T* operator->() { return &value(); }

private:
    std::variant<T, Error> state_;
};

// Success carries nothing; failure an Error.
struct Ok final {};
using Status = Expected<Ok>;

} // namespace capstan
