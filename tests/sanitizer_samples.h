// Sample sizes of the randomized property tests under the sanitizers.
//
// CI runs every test twice: optimized, then under AddressSanitizer +
// UndefinedBehaviorSanitizer, where the same loop costs 3-10x more. The
// optimized run keeps the full samples (the statistical strength); the
// sanitized run needs only enough of each to reach the code, which a
// quarter of a random sample does. Exhaustive loops never shrink.
#pragma once

namespace hlo_cts::tests {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

// n, or a quarter of it (at least 1 when n is) in a sanitized build.
template <class Count>
constexpr Count randomSample(Count n) {
  return kSanitized ? static_cast<Count>((n + 3) / 4) : n;
}

}  // namespace hlo_cts::tests
