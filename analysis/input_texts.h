#pragma once

#include <QString>

#include <string_view>

namespace capstan {
struct InputSpec;
}

namespace capstan::ui {

// The words the UI shows for a core input: the core's English label, definition and unit,
// translated at run time (context "capstan::inputs" in i18n/capstan_de.ts).
QString inputLabel(const InputSpec& spec);
// The label of the input at `path`, or the path itself when no input has it.
QString inputLabelOf(std::string_view path);
QString inputHelp(const InputSpec& spec);
// The definition of the input at `path` (a chart control's tooltip); empty when none has it.
QString inputHelpOf(std::string_view path);
// The range of the input at `path` ({0, 0} when no input has it): a chart control takes the
// range the core's validation holds it to.
struct InputRange final {
    double min = 0;
    double max = 0;
};
InputRange inputRangeOf(std::string_view path);
QString inputUnit(const InputSpec& spec);
QString translateCore(std::string_view text);
// A text input's value as a reader sees it: a switch as "yes"/"no", a use case or a router by
// its translated name; any other value (a preset's name, a number) as it is.
QString inputValueText(const InputSpec& spec, const QString& value);

// The slider's practical span for an input (the spin box still takes the whole valid range):
// prices from cents to hundreds of dollars, users from a thousand to a billion. Log-scaled
// where the span covers two decades or more.
struct SliderSpan final {
    double min = 0;
    double max = 1;
    bool log = false;
};
SliderSpan sliderSpan(const InputSpec& spec);

// The value a slider position stands for, rounded to what an engineer would type: on a log span
// the nearest 1-2-5 value (100, 200, 500, 1,000, ...); on a linear span a multiple of the
// 1-2-5 step nearest a hundredth of the span; the span's ends exactly; whole numbers for
// integer inputs; always within the input's range. `t` runs from 0 to 1 along the slider.
double sliderValueAt(const InputSpec& spec, double t);

// What a spin box multiplies an input's value by to show it: shares (unit "fraction") read as
// percentages, 0.85 as 85.0 %; 1 for every other input. The scenario keeps the fraction.
double inputDisplayScale(const InputSpec& spec);

// Decimals the spin box shows for an input, in its display scale.
int inputDecimals(const InputSpec& spec);

// What a spin box shows at its minimum when 0 means "derived" ("from DAU", "not fixed");
// empty when the minimum is an ordinary value.
QString specialValueText(const InputSpec& spec);

} // namespace capstan::ui
