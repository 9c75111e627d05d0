#include "ui/theme.hpp"

namespace client::theme {

namespace {
constexpr Palette kNormal{{21, 94, 56, 255},    {14, 70, 41, 255},    {34, 118, 72, 255},  {250, 250, 246, 255},
                          {196, 222, 204, 255}, {255, 213, 74, 255},  {9, 48, 28, 235},    {242, 238, 224, 255},
                          {24, 44, 32, 255},    {255, 205, 64, 255},  {120, 150, 130, 255}, {255, 213, 74, 255},
                          {64, 160, 255, 255},  {255, 190, 190, 255}, {120, 24, 30, 240},  {96, 170, 255, 255},
                          {255, 120, 110, 255}};

// Every text/background pair here is at least 7:1 (WCAG AAA).
constexpr Palette kHigh{{0, 0, 0, 255},       {0, 0, 0, 255},       {40, 40, 40, 255},    {255, 255, 255, 255},
                        {235, 235, 235, 255}, {255, 235, 0, 255},   {0, 0, 0, 250},       {255, 255, 255, 255},
                        {0, 0, 0, 255},       {255, 235, 0, 255},   {150, 150, 150, 255}, {255, 235, 0, 255},
                        {0, 200, 255, 255},   {255, 170, 170, 255}, {110, 0, 0, 250},     {0, 200, 255, 255},
                        {255, 120, 110, 255}};

// Which of the two constant palettes is in use: the one choice the setting makes.
const Palette* g_active = &kNormal;
}  // namespace

const Palette& current() { return *g_active; }

void apply_palette(bool high_contrast) { g_active = high_contrast ? &kHigh : &kNormal; }

float focus_ring_dp() { return g_active == &kHigh ? 5.f : 3.f; }

}  // namespace client::theme
