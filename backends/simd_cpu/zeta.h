// CHLO's Hurwitz zeta ζ(s, q) = Σ_k (q + k)^−s and polygamma
// ψ⁽ⁿ⁾(x) = (−1)^(n+1) n! ζ(n + 1, x) (n ≥ 1) in a wide floating type W,
// each with a bound on its absolute error, so that the caller rounds the
// value only where the bound proves it within an ulp and asks a correctly
// rounding evaluation otherwise (SLEEF has neither function).
//
// ζ is the Euler–Maclaurin sum that the oracle brackets (Johansson,
// "Rigorous high-precision computation of the Hurwitz zeta function",
// 2015): N direct terms up to a = q + N ≥ 1.3 (s + 2M), then
//   a^(1−s)/(s − 1) + a^−s/2 + Σ_{j≤M} B_2j/(2j)! (s)_(2j−1) a^(1−s−2j)
// with M = 12 terms, whose consecutive ratio is below 1/66 there, and the
// remainder |R| ≤ 4 (s)_(2M+1) a^(−s−2M−1) / (2π)^(2M+2). Where the terms
// fall fast (large s), the direct sum stops as soon as its tail, at most
// b^(1−s)/(s − 1) after a term at b, is below its rounding. For q < 0 (an
// integer s only) the terms with q + k < 0 come first, the farthest from 0
// first.
//
// Error bound: every term is a pow of relative error ≤ 2 ulp of W, plus s
// times the relative rounding of its base q + k (exact unless q's bits lie
// below W's precision at q + k's scale), and every addition one rounding of
// the partial sum; so |error| ≤ Σ|terms| (n + 8) ε + R, cancellation
// included (Σ|terms| ≫ |ζ| then).
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>

namespace hlo_cts::backends::simd_cpu {

template <class W>
struct BoundedValue {
  W value = 0;
  W error = 0;  // |value − exact| ≤ error
};

// B_2j / (2j)!, j = 1 .. 13.
inline constexpr long double kBernoulliOverFactorial[] = {
    8.3333333333333333333333333e-2L,  -1.3888888888888888888888889e-3L,
    3.3068783068783068783068783e-5L,  -8.2671957671957671957671958e-7L,
    2.0876756987868098979210090e-8L,  -5.2841901386874931848476822e-10L,
    1.3382536530684678832826981e-11L, -3.3896802963225828668301954e-13L,
    8.5860620562778445641359055e-15L, -2.1748686985580618730415164e-16L,
    5.5090028283602295152026526e-18L, -1.3954464685812523340707686e-19L,
    3.5347070396294674716932300e-21L,
};

// ζ(s, q) for finite s > 1 and finite q that is positive, or negative and
// not an integer with an integer s (the caller has checked).
template <class W>
BoundedValue<W> hurwitzZetaSeries(W s, W q) {
  constexpr int kTerms = 12;
  constexpr W kEpsilon = std::numeric_limits<W>::epsilon();
  constexpr W kTwoPi = 6.28318530717958647692528676655900577L;
  W sum = 0, magnitude = 0, baseError = 0;
  long operations = 0;
  // One term (base)^−s, base = q + k rounded: its rounding error e makes
  // the term's relative error s |e / base| on top of pow's.
  auto addTerm = [&](long k) {
    const W kw = static_cast<W>(k), base = q + kw, back = base - q;
    const W roundoff = std::fabs((q - (base - back)) + (kw - back));  // TwoSum's error
    const W term = std::pow(base, -s);
    sum += term;
    magnitude += std::fabs(term);
    if (roundoff != 0) baseError += std::fabs(term) * s * roundoff / std::fabs(base);
    ++operations;
    return term;
  };
  // Direct terms until a = q + k reaches 1.3 (s + 2M), or until the tail
  // Σ_(j≥1) (b + j)^−s ≤ ∫_b^∞ x^−s dx = b^−s b/(s − 1) after a term at
  // b = q + k > 1 is below W's rounding of the sum (for large s, after a
  // few terms); for q < 0 the negative terms come first.
  const W wantA = W(1.3) * (s + 2 * kTerms) + 2;
  long k = 0;
  for (; q + static_cast<W>(k) < 0; ++k) addTerm(k);
  for (; q + static_cast<W>(k) < wantA; ++k) {
    const W base = q + static_cast<W>(k), term = addTerm(k);
    const W tail = term * base / (s - 1);
    if (base > 1 && tail <= std::fabs(sum) * kEpsilon)
      return {sum, magnitude * static_cast<W>(operations + 8) * kEpsilon + baseError + tail};
    if (k > 1000000) return {std::numeric_limits<W>::quiet_NaN(), 0};
  }
  const long n = k;
  const W a = q + static_cast<W>(n);
  const W aPow = std::pow(a, -s);  // a^−s
  const W integral = aPow * a / (s - 1), half = aPow / 2;
  sum += integral + half;
  magnitude += std::fabs(integral) + std::fabs(half);
  // c_j = (s)_(2j−1) a^(1−s−2j): c_1 = s a^(−s−1), c_(j+1) = c_j (s+2j−1)(s+2j)/a².
  W c = s * aPow / a;
  const W a2 = a * a;
  for (int j = 1; j <= kTerms; ++j) {
    const W term = static_cast<W>(kBernoulliOverFactorial[j - 1]) * c;
    sum += term;
    magnitude += std::fabs(term);
    c = c * (s + 2 * j - 1) * (s + 2 * j) / a2;
  }
  // c is now c_(M+1) = (s)_(2M+1) a^(−s−2M−1).
  const W remainder = 4 * c / std::pow(kTwoPi, 2 * kTerms + 2);
  operations += 2 * kTerms + 8;
  return {sum, magnitude * static_cast<W>(operations + 8) * kEpsilon + baseError + remainder};
}

// ψ⁽ⁿ⁾(x) = (−1)^(n+1) n! ζ(n + 1, x) for an integer order 1 ≤ n whose n!
// W holds, and finite x that is no pole (the caller has checked).
template <class W>
BoundedValue<W> polygammaSeries(long n, W x) {
  constexpr W kEpsilon = std::numeric_limits<W>::epsilon();
  const BoundedValue<W> zeta = hurwitzZetaSeries(static_cast<W>(n + 1), x);
  W factorial = 1;
  for (long k = 2; k <= n; ++k) factorial *= static_cast<W>(k);
  const W value = (n % 2 == 0 ? -factorial : factorial) * zeta.value;
  return {value, factorial * zeta.error + std::fabs(value) * static_cast<W>(n + 1) * kEpsilon};
}

// Whether `r` rounds to within one ulp of the correctly rounded value in a
// format of `digits` bits: its error is below half an ulp of |value|, so
// the exact value and it round to neighbouring numbers at worst. A value
// below W's normal range proves nothing (its terms lost their relative
// accuracy on the way).
template <class W>
bool roundsWithinOneUlp(const BoundedValue<W>& r, int digits) {
  return std::isfinite(r.value) && std::isfinite(r.error) &&
         std::fabs(r.value) >= std::numeric_limits<W>::min() &&
         r.error <= std::fabs(r.value) * std::ldexp(W(1), -(digits + 1));
}

}  // namespace hlo_cts::backends::simd_cpu
