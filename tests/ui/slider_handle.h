#pragma once
// Where a slider's handle is drawn, for tests that drag it with the mouse.
#include <QRect>
#include <QSlider>
#include <QStyle>
#include <QStyleOptionSlider>

namespace capstan::test {

inline QRect slider_handle(QSlider* slider)
{
    QStyleOptionSlider option;
    option.initFrom(slider);
    option.orientation = slider->orientation();
    option.minimum = slider->minimum();
    option.maximum = slider->maximum();
    option.sliderPosition = slider->sliderPosition();
    option.sliderValue = slider->value();
    return slider->style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, slider);
}

} // namespace capstan::test
