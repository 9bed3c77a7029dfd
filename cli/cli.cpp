#include "cli.h"

#include "commands.h"

#include <iostream>

namespace capstan::cli {

namespace {

// Every command of capstan-cli.
const std::vector<Command>& registry()
{
    static const std::vector<Command> all = {
        {"eval", "evaluate a scenario: memory, knee, prefill, capacity, traffic, sizing, money", nullptr, cmd_eval},
        {"sweep", "evaluate a scenario across values of one input; CSV (or JSON) rows", cmd_sweep},
        {"simulate", "request-level simulation of continuous batching: TTFT/TPOT percentiles", cmd_simulate},
        {"procure", "a procurement month: owned, rented and API lines and the three checks", cmd_procure},
        {"fleet", "a month of a rented pool: quality lottery, scoring window, eviction, checks", cmd_fleet},
        {"flex", "core-and-flex over an hourly demand curve: baseline, on-demand, spot, API; optimal baseline", cmd_flex},
        {"plan", "the plan over 12-36 months: demand growth, committed cohorts, rentals and the bill per month, by contract length", cmd_plan},
        {"levers", "quantization, speculative decoding, CUDA graphs, GPUs per MW, MFU, batch-job arithmetic", cmd_levers},
        {"check-claim", "is a published tokens/s figure possible? bandwidth and compute bounds", cmd_check_claim},
        {"search", "the configuration search: GPUs, precisions, TP and batch caps ranked by $/month under the SLO", nullptr, cmd_search},
        {"launch", "the serving engine's launch command for the deployment: vllm, sglang or trtllm", cmd_launch},
        {"prices", "API list prices per 1M tokens (input, cached input, output) for the model, dated and sourced", cmd_prices},
        {"store", "the scenario library: list, save, show, diff, history, restore, tag, search, export, import", cmd_store},
        {"validate", "the analytic model vs published measurements: predicted, measured, error per row", cmd_validate},
        {"calibrate", "import benchmark results, fit the efficiency factors, write a calibration profile", cmd_calibrate},
    };
    return all;
}

} // namespace

const std::vector<Command>& commands()
{
    return registry();
}

namespace {

std::string usage()
{
    std::string text = "usage: capstan-cli [--version] [--help] COMMAND [SCENARIO.json|-] [--set PATH=VALUE]... [--json]\n\n"
                       "Commands:\n";
    for (const Command& command : commands())
        text += "  " + std::string(command.name) + std::string(12 - std::string(command.name).size(), ' ') +
                command.summary + "\n";
    text += "\n'capstan-cli COMMAND --help' lists a command's options, every input with its range and unit,\n"
            "and every output key with its unit.\n";
    return text;
}

} // namespace

int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err)
{
    if (args.empty()) {
        err << usage();
        return kExitUsage;
    }
    const std::string& name = args.front();
    if (name == "--version") {
        out << "capstan-cli " << CAPSTAN_VERSION << "\n";
        return 0;
    }
    if (name == "--help" || name == "-h" || name == "help") {
        out << usage();
        return 0;
    }
    for (const Command& command : commands()) {
        if (name != command.name)
            continue;
        const std::vector<std::string> rest(args.begin() + 1, args.end());
        Expected<Answer> answer = command.answer ? command.answer(rest, in) : [&]() -> Expected<Answer> {
            Expected<std::string> output = command.run(rest, in);
            if (!output)
                return output.error();
            return Answer{std::move(*output), {}};
        }();
        if (!answer) {
            err << "capstan-cli " << name << ": error: " << answer.error().message() << "\n";
            return kExitBadInput;
        }
        out << answer->output;
        if (!answer->infeasible.empty()) {
            err << "capstan-cli " << name << ": infeasible: " << answer->infeasible << "\n";
            return kExitInfeasible;
        }
        return kExitOk;
    }
    err << "capstan-cli: error: unknown command '" << name << "' (allowed: ";
    for (std::size_t i = 0; i < commands().size(); ++i)
        err << (i ? ", " : "") << commands()[i].name;
    err << "); see capstan-cli --help\n";
    return kExitUsage;
}

} // namespace capstan::cli
