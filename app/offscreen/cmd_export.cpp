#include "app/offscreen/gui_commands.h"

#include "cli/options.h"
#include "export/chart_export.h"
#include "export/chart_set.h"

#include <nlohmann/json.hpp>

#include <QFileInfo>

#include <charconv>

namespace capstan::cli {

namespace {

std::string export_help()
{
    std::string text =
        "usage: capstan export [SCENARIO.json|-] [--set PATH=VALUE]... --chart NAME --out FILE.{png,svg,pdf}\n"
        "                      [--size WxH] [--dpi N] [--slide] [--no-title] [--json]\n\n"
        "Draws one chart of the scenario, as the workbench shows it, without a display.\n"
        "  --chart NAME   knee, memory, latency, bill, tornado, fleet, demand, plan, procurement or layouts\n"
        "                 (the fleet month is its own story, not the scenario's)\n"
        "  --out FILE     .png (raster, exactly WxH pixels), .svg or .pdf (vector, WxH / DPI inches)\n"
        "  --size WxH     pixels; default 1920x1080. Slide sizes: 1920x1080 and 3840x2160 (16:9),\n"
        "                 1600x1200 (4:3)\n"
        "  --dpi N        the chart is laid out at WxH x 96 / N pixels and scaled up, so a higher DPI\n"
        "                 gives larger text; default: a 1280-pixel-wide layout (1920 px: 144 dpi)\n"
        "  --slide        slide theme: large fonts, thick lines, white background\n"
        "  --no-title     the plot alone, without its title above and its source note below\n\n";
    text += inputs_help();
    return text;
}

Expected<int> parse_int(const std::string& text, const std::string& field, const std::string& allowed)
{
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
        return Error{field, text, allowed, "not a whole number"};
    return value;
}

Expected<QSize> parse_size(const std::string& text)
{
    const auto x = text.find_first_of("xX");
    const std::string allowed = "WIDTHxHEIGHT in pixels, e.g. 1920x1080";
    if (x == std::string::npos)
        return Error{"--size", text, allowed, "malformed"};
    Expected<int> width = parse_int(text.substr(0, x), "--size", allowed);
    Expected<int> height = parse_int(text.substr(x + 1), "--size", allowed);
    if (!width || !height)
        return Error{"--size", text, allowed, "malformed"};
    return QSize(*width, *height);
}

std::string chart_names()
{
    return ui::ChartSet::names().join(QStringLiteral(", ")).toStdString();
}

} // namespace

Expected<std::string> cmd_export(const std::vector<std::string>& args, std::istream& in)
{
    Expected<CommonOptions> options = parse_common(args, {"--chart", "--out", "--size", "--dpi"});
    if (!options)
        return options.error();
    if (options->help)
        return export_help();
    Expected<std::optional<std::string>> chart = take_option(options->rest, "--chart");
    Expected<std::optional<std::string>> out = take_option(options->rest, "--out");
    Expected<std::optional<std::string>> size = take_option(options->rest, "--size");
    Expected<std::optional<std::string>> dpi = take_option(options->rest, "--dpi");
    for (const auto* taken : {&chart, &out, &size, &dpi})
        if (!*taken)
            return taken->error();
    const bool slide = take_flag(options->rest, "--slide");
    const bool bare = take_flag(options->rest, "--no-title");
    if (Status rest = expect_empty(options->rest); !rest)
        return rest.error();
    if (!*chart)
        return Error{"--chart", "", "one of: " + chart_names(), "missing"};
    if (!ui::ChartSet::names().contains(QString::fromStdString(**chart)))
        return Error{"--chart", **chart, "one of: " + chart_names(), "unknown chart"};
    if (!*out)
        return Error{"--out", "", "a file ending in .png, .svg or .pdf", "missing"};
    const QString path = QString::fromStdString(**out);
    const std::optional<ui::ExportFormat> format = ui::formatForPath(path);
    if (!format)
        return Error{"--out", **out, "a file ending in .png, .svg or .pdf", "unknown format"};

    ui::ExportOptions export_options;
    export_options.slideTheme = slide;
    export_options.titled = !bare;
    if (*size) {
        Expected<QSize> pixels = parse_size(**size);
        if (!pixels)
            return pixels.error();
        export_options.pixels = *pixels;
    }
    export_options.dpi = ui::defaultDpi(export_options.pixels);
    if (*dpi) {
        Expected<int> value = parse_int(**dpi, "--dpi", std::to_string(ui::kMinDpi) + " .. " + std::to_string(ui::kMaxDpi));
        if (!value)
            return value.error();
        export_options.dpi = *value;
    }
    if (Status valid = ui::checkOptions(export_options); !valid)
        return valid.error();
    Expected<Scenario> scenario = build_scenario(*options, in);
    if (!scenario)
        return scenario.error();

    if (Status app = ensure_gui_application(); !app)
        return app.error();
    ui::ChartSet charts;
    charts.show(*scenario);
    ui::ChartFrame* frame = charts.find(QString::fromStdString(**chart));
    if (!frame)
        return Error{"--chart", **chart, "one of: " + chart_names(), "unknown chart"};
    if (Status written = ui::exportChartToFile(*frame, path, *format, export_options); !written)
        return written.error();

    const char* format_name = *format == ui::ExportFormat::Png ? "png" : *format == ui::ExportFormat::Svg ? "svg" : "pdf";
    const QSize p = export_options.pixels;
    if (options->json) {
        nlohmann::json json = {{"file", **out},          {"chart", **chart},    {"format", format_name},
                               {"width_px", p.width()},  {"height_px", p.height()}, {"dpi", export_options.dpi},
                               {"slide_theme", slide}, {"titled", !bare}, {"bytes", QFileInfo(path).size()}};
        return json.dump(2) + "\n";
    }
    return "wrote " + **out + " (" + **chart + ", " + format_name + ", " + std::to_string(p.width()) + "x" +
           std::to_string(p.height()) + " px at " + std::to_string(export_options.dpi) + " dpi" +
           (slide ? ", slide theme" : "") + ")\n";
}

} // namespace capstan::cli
