#include "reports/ulp_histogram.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>

#include "reports/junit.h"

namespace hlo_cts::reports {

int ulpBucket(uint64_t ulp) {
  if (ulp <= 2) return static_cast<int>(ulp);
  return 1 + std::bit_width(ulp - 1);
}

std::string ulpBucketLabel(int bucket) {
  if (bucket <= 2) return std::to_string(bucket);
  // Bucket k holds (2^(k-2), 2^(k-1)]; past 2^16 the numbers stop being
  // readable under a bar, so only the upper bound is shown, as a power.
  const int high = bucket - 1;
  if (high > 16) return fmt::format("\u22642^{}", high);
  return fmt::format("{}-{}", (uint64_t{1} << (high - 1)) + 1, uint64_t{1} << high);
}

int UlpHistogram::lastUsedBucket() const {
  for (int k = kNumUlpBuckets - 1; k >= 0; --k)
    if (counts[k] > 0) return k;
  return -1;
}

std::string svgHistogram(const UlpHistogram& histogram, std::string_view title, SvgSize size) {
  // Through 5-8 at least, so that a backend with every result within 2 ulp
  // visibly has nothing beyond.
  const int buckets = std::max(histogram.lastUsedBucket(), ulpBucket(8)) + 1;
  const int64_t highest = std::max<int64_t>(
      1, *std::max_element(histogram.counts.begin(), histogram.counts.begin() + buckets));
  const double left = 12, right = 8, top = 30, bottom = 48;
  const double plotWidth = size.width - left - right;
  const double plotHeight = size.height - top - bottom;
  const double slot = plotWidth / buckets;
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"histogram\" width=\"{0}\" "
      "height=\"{1}\" viewBox=\"0 0 {0} {1}\" role=\"img\" aria-label=\"{2}\">\n"
      "<text x=\"{3}\" y=\"16\" class=\"title\">{2} ({4} "
      "test{7})</text>\n"
      "<line x1=\"{3}\" y1=\"{5}\" x2=\"{6}\" y2=\"{5}\" class=\"axis\"/>\n",
      size.width, size.height, xmlEscape(title, false), left, histogram.total, top + plotHeight,
      size.width - right, histogram.total == 1 ? "" : "s");
  // Every labelStep-th bucket is labelled (the last one always), so that the
  // labels of a narrow chart with many buckets do not run into each other.
  const int labelStep = std::max(1, static_cast<int>(std::ceil(20 / slot)));
  for (int k = 0; k < buckets; ++k) {
    const int64_t count = histogram.counts[k];
    const double barHeight = plotHeight * static_cast<double>(count) / highest;
    const double x = left + k * slot;
    const std::string label = ulpBucketLabel(k);
    svg += fmt::format(
        "<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" class=\"bar{}\">"
        "<title>{} ulp: {} test{}</title></rect>\n",
        x + slot * 0.1, top + plotHeight - barHeight, slot * 0.8, barHeight, k == 0 ? " exact" : "",
        label, count, count == 1 ? "" : "s");
    if (count > 0)
      svg += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" class=\"count\">{}</text>\n",
                         x + slot / 2, top + plotHeight - barHeight - 3, count);
    if (k % labelStep != 0 && k != buckets - 1) continue;
    svg += fmt::format(
        "<text x=\"{0:.1f}\" y=\"{1:.1f}\" class=\"label\" transform=\"rotate(-40 {0:.1f} "
        "{1:.1f})\">{2}</text>\n",
        x + slot / 2, top + plotHeight + 12, xmlEscape(label, false));
  }
  return svg + "</svg>\n";
}

}  // namespace hlo_cts::reports
