// Just enough of a PNG decoder for the tests to look at a screenshot's
// pixels: 8-bit greyscale, RGB and RGBA, not interlaced (what Chromium's
// --screenshot writes), inflated with zlib and unfiltered per row.
#pragma once

#include <zlib.h>

#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

namespace hlo_cts::test_support {

struct Rgb {
  uint8_t r, g, b;
  bool operator==(const Rgb&) const = default;
};

struct PngImage {
  uint32_t width = 0;
  uint32_t height = 0;
  std::vector<Rgb> pixels;  // row by row
};

namespace png_detail {

inline uint32_t bigEndian(const std::string& data, size_t at) {
  auto byte = [&](size_t i) { return static_cast<uint32_t>(static_cast<uint8_t>(data[at + i])); };
  return byte(0) << 24 | byte(1) << 16 | byte(2) << 8 | byte(3);
}

// The Paeth predictor of the PNG spec, section 9.4.
inline uint8_t paeth(int a, int b, int c) {
  const int p = a + b - c;
  const int pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
  return static_cast<uint8_t>(pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
}

// Undoes each row's filter in place; `rows` holds a filter byte per row.
inline bool unfilter(std::vector<uint8_t>& rows, size_t stride, uint32_t height, size_t bpp) {
  for (uint32_t y = 0; y < height; ++y) {
    uint8_t* row = &rows[y * (stride + 1)];
    const uint8_t* above = y > 0 ? &rows[(y - 1) * (stride + 1) + 1] : nullptr;
    const uint8_t filter = row[0];
    uint8_t* line = row + 1;
    for (size_t x = 0; x < stride; ++x) {
      const int a = x >= bpp ? line[x - bpp] : 0;
      const int b = above ? above[x] : 0;
      const int c = above && x >= bpp ? above[x - bpp] : 0;
      switch (filter) {
        case 0:
          break;
        case 1:
          line[x] = static_cast<uint8_t>(line[x] + a);
          break;
        case 2:
          line[x] = static_cast<uint8_t>(line[x] + b);
          break;
        case 3:
          line[x] = static_cast<uint8_t>(line[x] + (a + b) / 2);
          break;
        case 4:
          line[x] = static_cast<uint8_t>(line[x] + paeth(a, b, c));
          break;
        default:
          return false;
      }
    }
  }
  return true;
}

}  // namespace png_detail

// The image, or nullopt for a file this reader does not handle.
inline std::optional<PngImage> decodePng(const std::string& data) {
  using namespace png_detail;
  if (data.size() < 33 || data.compare(0, 8, "\x89PNG\r\n\x1a\n") != 0) return std::nullopt;
  PngImage image;
  int channels = 0;
  std::string compressed;
  for (size_t at = 8; at + 12 <= data.size();) {
    const uint32_t length = bigEndian(data, at);
    if (at + 12 + length > data.size()) return std::nullopt;
    const std::string type = data.substr(at + 4, 4);
    if (type == "IHDR") {
      image.width = bigEndian(data, at + 8);
      image.height = bigEndian(data, at + 12);
      const int depth = static_cast<uint8_t>(data[at + 16]);
      const int colour = static_cast<uint8_t>(data[at + 17]);
      const int interlace = static_cast<uint8_t>(data[at + 20]);
      channels = colour == 0 ? 1 : colour == 2 ? 3 : colour == 6 ? 4 : 0;
      if (depth != 8 || channels == 0 || interlace != 0) return std::nullopt;
    } else if (type == "IDAT") {
      compressed += data.substr(at + 8, length);
    }
    at += 12 + length;
  }
  if (channels == 0 || image.width == 0 || image.height == 0) return std::nullopt;
  const size_t stride = static_cast<size_t>(image.width) * channels;
  std::vector<uint8_t> rows((stride + 1) * image.height);
  uLongf size = static_cast<uLongf>(rows.size());
  if (uncompress(rows.data(), &size, reinterpret_cast<const Bytef*>(compressed.data()),
                 static_cast<uLong>(compressed.size())) != Z_OK ||
      size != rows.size() || !unfilter(rows, stride, image.height, channels))
    return std::nullopt;
  image.pixels.reserve(static_cast<size_t>(image.width) * image.height);
  for (uint32_t y = 0; y < image.height; ++y)
    for (uint32_t x = 0; x < image.width; ++x) {
      const uint8_t* p = &rows[y * (stride + 1) + 1 + x * channels];
      image.pixels.push_back(channels == 1 ? Rgb{p[0], p[0], p[0]} : Rgb{p[0], p[1], p[2]});
    }
  return image;
}

}  // namespace hlo_cts::test_support
