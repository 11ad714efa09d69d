// How far off a backend's floating-point results are, as a histogram of the
// tests' largest ULP errors (TestResult::maxUlp) over log-scale buckets:
// 0, 1, 2, 3-4, 5-8, 9-16, ... (bucket k >= 3 holds (2^(k-2), 2^(k-1)]), so
// one chart shows both the near-misses and a result that is wildly off.
// Drawn as inline SVG: the report needs no script and no network.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace hlo_cts::reports {

// 0, 1, 2 for those distances; 1 + bit_width(ulp - 1) above (3 for 3-4, 4
// for 5-8, ..., 65 for the largest uint64_t).
int ulpBucket(uint64_t ulp);
inline constexpr int kNumUlpBuckets = 66;
// "0", "1", "2", "3-4", "5-8", ..., "32769-65536", then "≤2^17", "≤2^18", ...
std::string ulpBucketLabel(int bucket);

struct UlpHistogram {
  std::vector<int64_t> counts = std::vector<int64_t>(kNumUlpBuckets, 0);
  int64_t total = 0;

  void add(uint64_t ulp) {
    ++counts[ulpBucket(ulp)];
    ++total;
  }
  // The last bucket with a count (-1 when empty).
  int lastUsedBucket() const;
};

struct SvgSize {
  int width = 640;
  int height = 220;
};

// An <svg> bar chart: one bar per bucket from 0 to the last used one (at
// least through 5-8), its count above it and as a tooltip, the bucket
// labels below, `title` on top. `title` is escaped here.
std::string svgHistogram(const UlpHistogram& histogram, std::string_view title, SvgSize size = {});

}  // namespace hlo_cts::reports
