#include "commands.h"
#include "options.h"

#include "core/evaluate.h"
#include "core/inputs.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>
#include <string>

namespace capstan::cli {

namespace {

struct Column final {
    const char* name;
    double (*get)(const Result&);
};

const std::vector<Column>& columns()
{
    static const std::vector<Column> all = {
        {"max_sequences", [](const Result& r) { return double(r.memory.guaranteed_seats); }},
        {"single_user_tok_s", [](const Result& r) { return r.single_user_tok_s; }},
        {"prefill_ms", [](const Result& r) { return r.prefill.total_s * 1e3; }},
        {"operating_batch", [](const Result& r) { return double(r.operating.point.batch); }},
        {"tpot_ms", [](const Result& r) { return r.operating.point.step_ms; }},
        {"max_output_tok_s", [](const Result& r) { return r.max_output_tok_s; }},
        {"replicas", [](const Result& r) { return double(r.sizing.replicas); }},
        {"gpus", [](const Result& r) { return double(r.sizing.gpus); }},
        {"monthly_own_usd", [](const Result& r) { return r.money.monthly_own_usd; }},
        {"monthly_rent_usd", [](const Result& r) { return r.money.monthly_rent_usd; }},
        {"monthly_api_usd", [](const Result& r) { return r.money.monthly_api_usd; }},
        {"usd_per_mtok_own", [](const Result& r) { return r.money.usd_per_mtok_own; }},
    };
    return all;
}

std::string sweep_help()
{
    return "usage: capstan-cli sweep [SCENARIO.json|-] --vary PATH=VALUES [--log] [--set PATH=VALUE]... [--json]\n\n"
           "Evaluates the scenario once per value of one input and prints CSV (or a JSON array with --json).\n"
           "VALUES is a list (1,2,4,8) or a range START:STOP:COUNT, evenly spaced (log-spaced with --log;\n"
           "integer inputs are rounded). A value at which the scenario is infeasible (the model does not\n"
           "fit, say) gives a row with empty figures and the reason in the note column.\n"
           "Columns: value, max_sequences, single_user_tok_s [tok/s], prefill_ms [ms], operating_batch,\n"
           "tpot_ms [ms], max_output_tok_s [tok/s], replicas, gpus, binding, monthly_own_usd, monthly_rent_usd,\n"
           "monthly_api_usd [USD/month], usd_per_mtok_own [USD/1M tokens], note.\n";
}

Expected<double> parse_double(const std::string& text, const std::string& field)
{
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size() || !std::isfinite(value))
        return Error{field, text, "a number", "not a number"};
    return value;
}

Expected<std::vector<std::string>> sweep_values(const std::string& spec, bool log, const InputSpec& input)
{
    std::vector<std::string> values;
    const std::string field = "--vary " + std::string(input.path);
    if (spec.find(':') != std::string::npos) {
        const auto a = spec.find(':');
        const auto b = spec.find(':', a + 1);
        if (b == std::string::npos)
            return Error{field, spec, "START:STOP:COUNT", "malformed range"};
        Expected<double> start = parse_double(spec.substr(0, a), field);
        Expected<double> stop = parse_double(spec.substr(a + 1, b - a - 1), field);
        Expected<double> count = parse_double(spec.substr(b + 1), field);
        if (!start) return start.error();
        if (!stop) return stop.error();
        if (!count) return count.error();
        if (*count < 2 || *count > 10000 || *count != std::floor(*count))
            return Error{field, spec.substr(b + 1), "2 .. 10000", "COUNT out of range"};
        if (log && (*start <= 0 || *stop <= 0))
            return Error{field, spec, "START and STOP > 0", "--log needs positive bounds"};
        for (int i = 0; i < int(*count); ++i) {
            const double f = i / (*count - 1);
            double v = log ? *start * std::pow(*stop / *start, f) : *start + (*stop - *start) * f;
            if (input.kind == InputKind::Integer)
                v = std::round(v);
            const std::string text = format_number(v);
            if (values.empty() || values.back() != text)
                values.push_back(text);
        }
        return values;
    }
    std::size_t begin = 0;
    while (begin <= spec.size()) {
        const auto comma = spec.find(',', begin);
        const std::string item = spec.substr(begin, comma == std::string::npos ? std::string::npos : comma - begin);
        if (item.empty())
            return Error{field, spec, "a comma-separated list", "empty item"};
        values.push_back(item);
        if (comma == std::string::npos)
            break;
        begin = comma + 1;
    }
    return values;
}

} // namespace

Expected<std::string> cmd_sweep(const std::vector<std::string>& args, std::istream& in)
{
    Expected<CommonOptions> options = parse_common(args, {"--vary"});
    if (!options)
        return options.error();
    if (options->help)
        return sweep_help();
    Expected<std::optional<std::string>> vary = take_option(options->rest, "--vary");
    if (!vary)
        return vary.error();
    const bool log = take_flag(options->rest, "--log");
    if (Status rest = expect_empty(options->rest); !rest)
        return rest.error();
    if (!vary->has_value())
        return Error{"--vary", "(missing)", "PATH=VALUES, e.g. workload.isl=500:8000:8", "required"};
    const std::string& assignment = **vary;
    const auto eq = assignment.find('=');
    const InputSpec* input = eq == std::string::npos ? nullptr : find_input(assignment.substr(0, eq));
    if (!input)
        return Error{"--vary", assignment, "PATH=VALUES with PATH an input key (see eval --help)", "unknown input"};

    Expected<Scenario> base = build_scenario(*options, in);
    if (!base)
        return base.error();
    Expected<std::vector<std::string>> values = sweep_values(assignment.substr(eq + 1), log, *input);
    if (!values)
        return values.error();

    nlohmann::json rows = nlohmann::json::array();
    std::string csv = std::string(input->path);
    for (const Column& column : columns())
        csv += std::string(",") + column.name;
    csv += ",binding,note\n";
    for (const std::string& value : *values) {
        Scenario scenario = *base;
        if (Status set = set_input(scenario, input->path, value); !set)
            return set.error();
        Expected<Result> result = evaluate(scenario);
        nlohmann::json row = {{"value", value}};
        csv += value;
        if (!result) {
            for (std::size_t i = 0; i < columns().size() + 1; ++i)
                csv += ",";
            std::string note = result.error().message();
            for (char& c : note)
                if (c == '"') c = '\'';
            csv += ",\"" + note + "\"\n";
            row["note"] = result.error().message();
        } else {
            for (const Column& column : columns()) {
                const double figure = column.get(*result);
                csv += "," + format_number(figure);
                row[column.name] = figure;
            }
            const std::string binding(to_string(result->sizing.binding));
            csv += "," + binding + ",\n";
            row["binding"] = binding;
        }
        rows.push_back(row);
    }
    if (options->json)
        return rows.dump(2) + "\n";
    return csv;
}

} // namespace capstan::cli
