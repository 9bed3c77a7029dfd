#include "app/offscreen/gui_commands.h"

#include "cli/options.h"
#include "export/deck_builder.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace capstan::cli {

namespace {

std::string deck_help()
{
    std::string text =
        "usage: capstan deck [SCENARIO.json|-]... [--set PATH=VALUE]... --out FILE.pptx\n"
        "                    [--title TEXT] [--subtitle TEXT] [--json]\n\n"
        "Writes a 16:9 slide deck that PowerPoint and LibreOffice Impress open: a title slide, one\n"
        "slide per chart of each scenario (knee, memory, latency, bill, tornado, demand, plan, layouts; the fleet\n"
        "month once), each with a caption of its key figures, and the comparison table of the scenarios (up to 4; the\n"
        "first is the baseline the others are measured against). --set applies to every scenario.\n"
        "With no scenario file the default scenario is used.\n\n";
    text += inputs_help();
    return text;
}

} // namespace

Expected<std::string> cmd_deck(const std::vector<std::string>& args, std::istream& in)
{
    Expected<CommonOptions> options = parse_common(args, {"--out", "--title", "--subtitle"});
    if (!options)
        return options.error();
    if (options->help)
        return deck_help();
    Expected<std::optional<std::string>> out = take_option(options->rest, "--out");
    Expected<std::optional<std::string>> title = take_option(options->rest, "--title");
    Expected<std::optional<std::string>> subtitle = take_option(options->rest, "--subtitle");
    for (const auto* taken : {&out, &title, &subtitle})
        if (!*taken)
            return taken->error();

    // parse_common keeps the first scenario file; the others stay in rest, in order.
    std::vector<std::optional<std::string>> files = {options->scenario_file};
    for (auto it = options->rest.begin(); it != options->rest.end();) {
        if (*it == "-" || (!it->empty() && it->front() != '-')) {
            files.emplace_back(*it);
            it = options->rest.erase(it);
        } else {
            ++it;
        }
    }
    if (Status rest = expect_empty(options->rest); !rest)
        return rest.error();
    if (!*out)
        return Error{"--out", "", "a file ending in .pptx", "missing"};
    if (out->value().size() < 5 || out->value().compare(out->value().size() - 5, 5, ".pptx") != 0)
        return Error{"--out", **out, "a file ending in .pptx", "unknown format"};
    if (std::count(files.begin(), files.end(), std::optional<std::string>("-")) > 1)
        return Error{"SCENARIO", "-", "stdin once", "read twice"};
    if (files.size() > std::size_t(ui::kMaxCompared))
        return Error{"scenarios", std::to_string(files.size()), "1 .. " + std::to_string(ui::kMaxCompared),
                     "too many for one deck"};

    std::vector<Scenario> scenarios;
    for (const std::optional<std::string>& file : files) {
        CommonOptions one = *options;
        one.scenario_file = file;
        Expected<Scenario> scenario = build_scenario(one, in);
        if (!scenario)
            return scenario.error();
        scenarios.push_back(std::move(*scenario));
    }

    if (Status app = ensure_gui_application(); !app)
        return app.error();
    ui::DeckOptions deck_options;
    if (*title)
        deck_options.title = QString::fromStdString(**title);
    if (*subtitle)
        deck_options.subtitle = QString::fromStdString(**subtitle);
    Expected<ui::Deck> deck = ui::DeckBuilder::build(scenarios, deck_options);
    if (!deck)
        return deck.error();
    if (Status written = ui::writeDeckFile(*deck, QString::fromStdString(**out)); !written)
        return written.error();

    const int slides = ui::deckSlideCount(*deck);
    const int charts = int(deck->charts.size());
    const int tables = ui::tableSlideCount(deck->comparison);
    if (options->json) {
        nlohmann::json json = {{"file", **out}, {"slides", slides}, {"chart_slides", charts},
                               {"table_slides", tables}, {"scenarios", scenarios.size()}};
        return json.dump(2) + "\n";
    }
    return "wrote " + **out + " (" + std::to_string(slides) + " slides: title, " + std::to_string(charts) +
           " charts, " + std::to_string(tables) + " table)\n";
}

} // namespace capstan::cli
