#include "ui/api_price_picker.h"

#include "analysis/scenario_document.h"
#include "core/api_price_table.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>

namespace capstan::ui {
namespace {

constexpr int kBlended = -1;
constexpr int kOwn = -2;

QString price(double usd)
{
    return usd > 0 ? QLocale().toString(usd, 'g', 4) : QStringLiteral("–");
}

bool sameSheet(const Scenario& s, const ApiPriceRow& row)
{
    return s.cost.api_input_usd_per_mtok == row.input_usd_per_mtok &&
           s.cost.api_cached_input_usd_per_mtok == row.cached_input_usd_per_mtok &&
           s.cost.api_output_usd_per_mtok == row.output_usd_per_mtok;
}

std::vector<ApiPriceRow> rowsFor(const Scenario& s)
{
    return api_prices_for(s.model.preset);
}

} // namespace

ApiPricePicker::ApiPricePicker(ScenarioDocument* document, QGridLayout* grid, int row, QWidget* parent)
    : QObject(parent), document_(document), label_(new QLabel(parent)), combo_(new QComboBox(parent))
{
    combo_->setObjectName(QStringLiteral("cost.api_price_sheet"));
    combo_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo_->setMinimumContentsLength(12);
    grid->addWidget(label_, row, 0);
    grid->addWidget(combo_, row, 1, 1, 3);
    label_->setBuddy(combo_);
    connect(combo_, &QComboBox::activated, this, &ApiPricePicker::choose);
    retranslate();
}

void ApiPricePicker::retranslate()
{
    label_->setText(tr("API price sheet"));
    label_->setToolTip(tr("List prices per 1M tokens (input / cached input / output) of providers serving this "
                          "model, on the date shown. Choosing one sets the three API prices; enter your own "
                          "the same way."));
    combo_->setToolTip(label_->toolTip());
    filledFor_.clear();
    show();
}

void ApiPricePicker::fill()
{
    const Scenario& s = document_->scenario();
    filledFor_ = QString::fromStdString(s.model.preset);
    combo_->clear();
    combo_->addItem(tr("Blended price (no sheet)"), kBlended);
    const std::vector<ApiPriceRow> rows = rowsFor(s);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const ApiPriceRow& r = rows[i];
        combo_->addItem(tr("%1 · %2: in %3 / cached %4 / out %5 (%6)")
                            .arg(QString::fromStdString(r.provider), QString::fromStdString(r.model),
                                 price(r.input_usd_per_mtok), price(r.cached_input_usd_per_mtok),
                                 price(r.output_usd_per_mtok), QString::fromStdString(r.valid_on)),
                        int(i));
        combo_->setItemData(combo_->count() - 1, QString::fromStdString(r.source), Qt::ToolTipRole);
    }
    combo_->addItem(tr("Your own prices"), kOwn);
}

void ApiPricePicker::show()
{
    const Scenario& s = document_->scenario();
    updating_ = true;
    if (filledFor_ != QString::fromStdString(s.model.preset) || combo_->count() == 0)
        fill();
    int chosen = combo_->findData(kOwn);
    if (!(s.cost.api_input_usd_per_mtok > 0 && s.cost.api_output_usd_per_mtok > 0)) {
        chosen = combo_->findData(kBlended);
    } else {
        const std::vector<ApiPriceRow> rows = rowsFor(s);
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (sameSheet(s, rows[i])) {
                chosen = combo_->findData(int(i));
                break;
            }
    }
    combo_->setCurrentIndex(chosen);
    updating_ = false;
}

void ApiPricePicker::choose(int index)
{
    if (updating_)
        return;
    const int which = combo_->itemData(index).toInt();
    if (which == kOwn) {
        show();   // nothing to set: the three price rows below take the engineer's figures
        return;
    }
    Scenario next = document_->scenario();
    if (which == kBlended) {
        next.cost.api_input_usd_per_mtok = next.cost.api_cached_input_usd_per_mtok = next.cost.api_output_usd_per_mtok = 0;
        document_->replace(next, tr("Blended API price"));
        return;
    }
    const std::vector<ApiPriceRow> rows = rowsFor(next);
    if (which < 0 || std::size_t(which) >= rows.size())
        return;
    use_api_price(next, rows[std::size_t(which)]);
    document_->replace(next, tr("API prices of %1").arg(QString::fromStdString(rows[std::size_t(which)].provider)));
}

} // namespace capstan::ui
