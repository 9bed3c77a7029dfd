#include "api_price_table.h"

#include "csv.h"
#include "embedded_resources.h"


namespace capstan {
namespace {

constexpr std::string_view kHeader =
    "provider,model,catalog_model,input_usd_per_mtok,cached_input_usd_per_mtok,output_usd_per_mtok,valid_on,source";
constexpr std::size_t kColumns = 8;

Expected<double> price_cell(const std::string& text, const std::string& where, bool allow_empty)
{
    Expected<double> value = csv_number(text, where, allow_empty);
    if (value && (*value < 0 || *value > 1000))
        return Error{where, text, "0 .. 1000 USD/1M tokens", "not a price"};
    return value;
}

} // namespace

Expected<std::vector<ApiPriceRow>> parse_api_prices(std::string_view csv, std::string_view where)
{
    std::vector<ApiPriceRow> rows;
    int line_number = 0;
    bool header_seen = false;
    while (!csv.empty()) {
        const auto newline = csv.find('\n');
        std::string_view line = csv.substr(0, newline);
        csv = newline == std::string_view::npos ? std::string_view{} : csv.substr(newline + 1);
        ++line_number;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.empty())
            continue;
        const std::string at = std::string(where) + ":" + std::to_string(line_number);
        if (!header_seen) {
            if (line != kHeader)
                return Error{at, std::string(line.substr(0, 60)), std::string(kHeader), "not the price table's header"};
            header_seen = true;
            continue;
        }
        const std::vector<std::string> cells = split_csv_line(line, kColumns);
        if (cells.size() != kColumns)
            return Error{at, std::to_string(cells.size()) + " columns", std::to_string(kColumns) + " columns",
                         "wrong number of columns"};
        ApiPriceRow row{cells[0], cells[1], cells[2], 0, 0, 0, cells[6], cells[7]};
        Expected<double> input = price_cell(cells[3], at + ": input_usd_per_mtok", false);
        Expected<double> cached = price_cell(cells[4], at + ": cached_input_usd_per_mtok", true);
        Expected<double> output = price_cell(cells[5], at + ": output_usd_per_mtok", false);
        for (const Expected<double>* cell : {&input, &cached, &output})
            if (!*cell)
                return cell->error();
        row.input_usd_per_mtok = *input;
        row.cached_input_usd_per_mtok = *cached;
        row.output_usd_per_mtok = *output;
        if (!(row.input_usd_per_mtok > 0 && row.output_usd_per_mtok > 0))
            return Error{at, cells[3] + " / " + cells[5], "input and output above 0", "a free API is not a price"};
        if (row.cached_input_usd_per_mtok > row.input_usd_per_mtok)
            return Error{at + ": cached_input_usd_per_mtok", cells[4], "at most the input price " + cells[3],
                         "a cached token costs more than a fresh one"};
        if (row.provider.empty() || row.model.empty() || row.valid_on.size() != 10 || row.source.empty())
            return Error{at, std::string(line.substr(0, 60)), "provider, model, valid_on (YYYY-MM-DD) and source",
                         "a row without its provenance"};
        rows.push_back(std::move(row));
    }
    if (rows.empty())
        return Error{std::string(where), "(no rows)", "at least one price row", "empty price table"};
    return rows;
}

const std::vector<ApiPriceRow>& builtin_api_prices()
{
    static const std::vector<ApiPriceRow> rows = [] {
        Expected<std::vector<ApiPriceRow>> parsed =
            parse_api_prices(embedded_resource("prices/api-prices.csv"), "prices/api-prices.csv");
        return parsed ? std::move(*parsed) : std::vector<ApiPriceRow>{};
    }();
    return rows;
}

std::vector<ApiPriceRow> api_prices_for(std::string_view catalog_model)
{
    std::vector<ApiPriceRow> rows;
    for (const ApiPriceRow& row : builtin_api_prices())
        if (catalog_model.empty() || row.catalog_model == catalog_model)
            rows.push_back(row);
    return rows;
}

void use_api_price(Scenario& s, const ApiPriceRow& row)
{
    s.cost.api_input_usd_per_mtok = row.input_usd_per_mtok;
    s.cost.api_cached_input_usd_per_mtok = row.cached_input_usd_per_mtok;
    s.cost.api_output_usd_per_mtok = row.output_usd_per_mtok;
}

} // namespace capstan
