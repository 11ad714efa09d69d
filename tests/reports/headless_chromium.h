// A page as a browser draws it, for the tests of the HTML reports: the DOM
// headless Chromium parses and the pixels of its screenshot (decoded with
// tests/reports/png_pixels.h), summed up as what a blank page would lack.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <optional>
#include <set>
#include <string>

#include "tests/reports/png_pixels.h"

namespace hlo_cts::test_support {

// Runs `command` through /bin/sh; returns its exit code and, in `out`, its
// stdout and stderr.
inline int shell(const std::string& command, std::string* out = nullptr) {
  FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  if (!pipe) return -1;
  std::string text;
  char buffer[4096];
  for (size_t n; (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;) text.append(buffer, n);
  const int status = pclose(pipe);
  if (out) *out = std::move(text);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

inline constexpr uint32_t kPageWidth = 1280, kPageHeight = 2000;

inline std::string headlessChromium() {
  return "timeout 120 chromium --headless --no-sandbox --disable-gpu --window-size=" +
         std::to_string(kPageWidth) + "," + std::to_string(kPageHeight) + " ";
}

// Chromium's exit code; in `dom`, the DOM it built from the page at `url`.
inline int dumpDom(const std::string& url, std::string* dom) {
  return shell(headlessChromium() + "--dump-dom " + url + " 2>/dev/null", dom);
}

// What a screenshot of a page holds, as much as the tests ask.
struct PageInk {
  uint32_t width = 0, height = 0;
  size_t pixels = 0;
  size_t dark = 0;     // pixels darker than mid-grey: text and lines
  size_t colours = 0;  // distinct colours
  bool green = false;  // a pass / covered green
  bool red = false;    // a fail / uncovered red
};

// Draws the page at `url` into `png` and reads it back; nullopt, with why in
// `error`, when Chromium fails or the file cannot be decoded.
inline std::optional<PageInk> screenshotInk(const std::string& url, const std::string& png,
                                            std::string* error) {
  if (shell(headlessChromium() + "--screenshot=" + png + " " + url, error) != 0) return {};
  std::ifstream in(png, std::ios::binary);
  std::optional<PngImage> image =
      decodePng(std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()));
  if (!image) {
    *error = "cannot decode " + png;
    return {};
  }
  PageInk ink{image->width, image->height, image->pixels.size()};
  std::set<uint32_t> colours;
  for (const Rgb& p : image->pixels) {
    ink.dark += p.r + p.g + p.b < 3 * 128;
    colours.insert(static_cast<uint32_t>(p.r) << 16 | p.g << 8 | p.b);
    ink.green |= p.g > 180 && p.r < 215 && p.g > p.r + 25 && p.g > p.b + 25;
    ink.red |= p.r > 200 && p.r > p.g + 40 && p.r > p.b + 40;
  }
  ink.colours = colours.size();
  return ink;
}

// A page as drawn, not blank: the window's size, text and table lines
// darkening many pixels, and the status colours (green: pass or covered,
// red: failure or not covered) besides black and white.
inline void expectDrawnPage(const PageInk& ink) {
  EXPECT_EQ(ink.width, kPageWidth);
  EXPECT_EQ(ink.height, kPageHeight);
  EXPECT_GT(ink.dark, ink.pixels / 500) << "hardly any dark pixels: a blank page?";
  EXPECT_GT(ink.colours, 50u);
  EXPECT_TRUE(ink.green) << "no green (pass, covered) pixel";
  EXPECT_TRUE(ink.red) << "no red (failure, not covered) pixel";
}

}  // namespace hlo_cts::test_support
