// profile_from_json: the strict reader of a calibration profile.
#include "fit.h"
#include "json_reader.h"
#include "profile.h"

#include "core/inputs.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace capstan::calibration {

namespace {

// Reads fields of one object; the first problem is kept and later reads return defaults, so a
// reader reads every field and asks once whether all went well.
class Fields final {
public:
    // Reading a field requires an object; an array of strings reads no fields.
    explicit Fields(const JsonNode& node) : node_(node) {}

    [[nodiscard]] const std::optional<Error>& error() const { return error_; }

    std::string text(std::string_view key)
    {
        std::optional<JsonNode> child = child_at(key);
        return child ? keep(child->text(), std::string()) : std::string();
    }

    double number(std::string_view key)
    {
        std::optional<JsonNode> child = child_at(key);
        return child ? keep(child->number(), 0.0) : 0.0;
    }

    // null is NaN: a figure the fit could not determine.
    double number_or_nan(std::string_view key)
    {
        if (error_ || !node_.value().is_object())
            return 0.0;
        const auto it = node_.value().find(key);
        if (it != node_.value().end() && it->is_null())
            return std::numeric_limits<double>::quiet_NaN();
        return number(key);
    }

    int integer(std::string_view key, double low, double high)
    {
        std::optional<JsonNode> child = child_at(key);
        if (!child)
            return 0;
        const double value = keep(child->number(), 0.0);
        if (!error_ && !(value >= low && value <= high && value == std::floor(value)))
            error_ = child->error("a whole number in " + format_number(low) + " .. " + format_number(high),
                                  "out of range");
        return error_ ? 0 : int(value);
    }

    bool flag(std::string_view key)
    {
        std::optional<JsonNode> child = child_at(key);
        if (!child)
            return false;
        if (!child->value().is_boolean()) {
            error_ = child->error("true or false", "wrong type");
            return false;
        }
        return child->value().get<bool>();
    }

    std::optional<JsonNode> array(std::string_view key)
    {
        std::optional<JsonNode> child = child_at(key);
        if (child && !error_)
            if (Status ok = child->require_array(); !ok)
                error_ = ok.error();
        return error_ ? std::nullopt : child;
    }

    std::optional<JsonNode> child_at(std::string_view key)
    {
        if (error_)
            return std::nullopt;
        Expected<JsonNode> child = node_.at(key);
        if (!child) {
            error_ = child.error();
            return std::nullopt;
        }
        return *child;
    }

    void fail(Error error)
    {
        if (!error_)
            error_ = std::move(error);
    }

private:
    template <class T>
    T keep(Expected<T> value, T fallback)
    {
        if (value)
            return std::move(*value);
        fail(value.error());
        return fallback;
    }

    const JsonNode& node_;
    std::optional<Error> error_;
};

// Calls read(element, fields) for each element of the array under `key`.
template <class Read>
void for_each_element(Fields& parent, std::string_view key, Read read)
{
    std::optional<JsonNode> array = parent.array(key);
    if (!array)
        return;
    for (std::size_t i = 0; i < array->value().size(); ++i) {
        const JsonNode element = *array->element(i);
        Fields fields(element);
        read(element, fields);
        if (fields.error()) {
            parent.fail(*fields.error());
            return;
        }
    }
}

bool is_factor(const std::string& path)
{
    return std::find(std::begin(kFactorPaths), std::end(kFactorPaths), path) != std::end(kFactorPaths);
}

} // namespace

Expected<CalibrationProfile> profile_from_json(std::string_view text, std::string_view source)
{
    Expected<nlohmann::json> doc = parse_bench_json(text, source);
    if (!doc)
        return doc.error();
    const JsonNode root(*doc, std::string(source));
    Fields top(root);
    CalibrationProfile p;
    if (std::optional<JsonNode> version = top.child_at("schema_version"))
        if (!version->value().is_number_integer() || version->value().get<long long>() != kProfileSchemaVersion)
            top.fail(version->error(std::to_string(kProfileSchemaVersion), "unsupported schema version"));
    if (std::optional<JsonNode> kind = top.child_at("kind"))
        if (!kind->value().is_string() || kind->value().get<std::string>() != kProfileKind)
            top.fail(kind->error(std::string(kProfileKind), "not a calibration profile"));
    p.name = top.text("name");
    if (std::optional<JsonNode> factors = top.child_at("factors")) {
        Fields fields(*factors);
        if (!fields.error())
            for (const auto& [path, value] : factors->value().items()) {
                if (!is_factor(path)) {
                    fields.fail(Error{factors->where() + "." + path, describe_json(value),
                                      factor_list_text(true), "not a calibration factor"});
                    break;
                }
                const double number = fields.number(path);
                const InputSpec* spec = find_input(path);
                if (!fields.error() && !input_allows(*spec, number))
                    fields.fail(Error{factors->where() + "." + path, format_number(number),
                                      format_number(spec->min) + " .. " + format_number(spec->max), "out of range"});
                p.factors.emplace_back(path, number);
            }
        if (fields.error())
            top.fail(*fields.error());
        // kFactorPaths order, as profile_to_json's caller builds it (JSON objects are sorted).
        auto rank = [](const std::string& path) {
            return std::find(std::begin(kFactorPaths), std::end(kFactorPaths), path) - std::begin(kFactorPaths);
        };
        std::sort(p.factors.begin(), p.factors.end(),
                  [&](const auto& a, const auto& b) { return rank(a.first) < rank(b.first); });
    }
    if (std::optional<JsonNode> fit = top.child_at("fit")) {
        Fields f(*fit);
        for_each_element(f, "fitted", [&](const JsonNode&, Fields& e) {
            FittedFactor factor{e.text("path"), e.number("before"), e.number("after"), e.number_or_nan("std_error"),
                                e.number("min"), e.number("max"), e.flag("at_bound")};
            p.fitted.push_back(std::move(factor));
        });
        p.median_abs_error_before = f.number_or_nan("median_abs_error_before");
        p.median_abs_error_after = f.number_or_nan("median_abs_error_after");
        p.rms_log_error_before = f.number_or_nan("rms_log_error_before");
        p.rms_log_error_after = f.number_or_nan("rms_log_error_after");
        p.iterations = f.integer("iterations", 0, 1e9);
        p.converged = f.flag("converged");
        if (f.error())
            top.fail(*f.error());
    }
    for_each_element(top, "sources", [&](const JsonNode& element, Fields& e) {
        Expected<std::string> name = element.text();
        if (!name)
            e.fail(name.error());
        else
            p.sources.push_back(*name);
    });
    for_each_element(top, "points", [&](const JsonNode&, Fields& e) {
        ProfilePoint point;
        point.id = e.text("id");
        point.source = e.text("source");
        point.model = e.text("model");
        point.gpu = e.text("gpu");
        point.tp = e.integer("tp", 1, 64);
        point.mode = e.text("mode");
        point.load = e.number("load");
        point.isl = e.integer("isl", 0, 1048576);
        point.osl = e.integer("osl", 0, 1048576);
        point.metric = e.text("metric");
        point.unit = e.text("unit");
        point.measured = e.number("measured");
        point.predicted_before = e.number_or_nan("predicted_before");
        point.predicted_after = e.number_or_nan("predicted_after");
        p.points.push_back(std::move(point));
    });
    for_each_element(top, "skipped", [&](const JsonNode&, Fields& e) {
        p.skipped.push_back({e.text("id"), e.text("reason")});
    });
    if (top.error())
        return *top.error();
    return p;
}

} // namespace capstan::calibration
