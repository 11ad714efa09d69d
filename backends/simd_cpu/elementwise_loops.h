// The loop shapes of the element-wise engine's tile instructions (internal
// to elementwise_*.cpp): an element function lifted to a tile, and the
// Highway/SLEEF vector calls as instructions.
#pragma once

#include <cmath>
#include <complex>
#include <cstdint>

#include "backends/simd_cpu/elementwise_internal.h"
#include "backends/simd_cpu/elementwise_simd.h"

namespace hlo_cts::backends::simd_cpu::tile {

using C64 = std::complex<float>;
using C128 = std::complex<double>;

template <class In, class Out, auto F>
void unaryFn(const Instr& instr, void* const* r, size_t n) {
  const In* a = reg<In>(r, instr.in[0]);
  Out* o = reg<Out>(r, instr.out);
  for (size_t i = 0; i < n; ++i) o[i] = F(a[i], instr);
}

template <class In, class Out, auto F>
void binaryFn(const Instr& instr, void* const* r, size_t n) {
  const In* a = reg<In>(r, instr.in[0]);
  const In* b = reg<In>(r, instr.in[1]);
  Out* o = reg<Out>(r, instr.out);
  for (size_t i = 0; i < n; ++i) o[i] = F(a[i], b[i], instr);
}

template <class T, SimdBinary Op>
void simdBinaryFn(const Instr& instr, void* const* r, size_t n) {
  if constexpr (std::is_same_v<T, float>)
    simdBinaryF32(Op, reg<float>(r, instr.in[0]), reg<float>(r, instr.in[1]),
                  reg<float>(r, instr.out), n);
  else
    simdBinaryF64(Op, reg<double>(r, instr.in[0]), reg<double>(r, instr.in[1]),
                  reg<double>(r, instr.out), n);
}

template <class T, SimdUnary Op>
void simdUnaryFn(const Instr& instr, void* const* r, size_t n) {
  if constexpr (std::is_same_v<T, float>)
    simdUnaryF32(Op, reg<float>(r, instr.in[0]), reg<float>(r, instr.out), n);
  else
    simdUnaryF64(Op, reg<double>(r, instr.in[0]), reg<double>(r, instr.out), n);
}

template <class T, SleefUnary Fn>
void sleefUnaryFn(const Instr& instr, void* const* r, size_t n) {
  if constexpr (std::is_same_v<T, float>)
    sleefUnaryF32(Fn, reg<float>(r, instr.in[0]), reg<float>(r, instr.out), n);
  else
    sleefUnaryF64(Fn, reg<double>(r, instr.in[0]), reg<double>(r, instr.out), n);
}

template <class T, SleefBinary Fn>
void sleefBinaryFn(const Instr& instr, void* const* r, size_t n) {
  if constexpr (std::is_same_v<T, float>)
    sleefBinaryF32(Fn, reg<float>(r, instr.in[0]), reg<float>(r, instr.in[1]),
                   reg<float>(r, instr.out), n);
  else
    sleefBinaryF64(Fn, reg<double>(r, instr.in[0]), reg<double>(r, instr.in[1]),
                   reg<double>(r, instr.out), n);
}

// Integers as unsigned when the type is: comparisons of ui64 values stored
// as int64 bit patterns.
inline bool lessThan(int64_t a, int64_t b, bool isSigned) {
  return isSigned ? a < b : static_cast<uint64_t>(a) < static_cast<uint64_t>(b);
}

// Complex maximum / minimum order lexicographically (real part, then
// imaginary part), the interpreter's rule; an operand with a NaN part wins
// (the left one first), so NaN propagates.
template <bool kMaximum, class C>
C complexExtremum(C a, C b) {
  if (std::isnan(a.real()) || std::isnan(a.imag())) return a;
  if (std::isnan(b.real()) || std::isnan(b.imag())) return b;
  const bool aFirst = kMaximum
                          ? a.real() > b.real() || (a.real() == b.real() && a.imag() >= b.imag())
                          : a.real() < b.real() || (a.real() == b.real() && a.imag() <= b.imag());
  return aFirst ? a : b;
}

}  // namespace hlo_cts::backends::simd_cpu::tile
