// Helpers for the reduction-family tests: tensors from host values, and the
// summation orders a real implementation may use (simulated in f32/f64 host
// arithmetic — implementations under test, never the oracle's truth).
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "oracle/evaluator.h"
#include "spec/tensor.h"
#include "spec/text/parser.h"
#include "tests/oracle/verified_eval.h"

namespace hlo_cts::oracle::testing {

inline Tensor f32Tensor(std::vector<int64_t> shape, const std::vector<float>& values) {
  Tensor t(std::move(shape), ElementType::kF32);
  for (size_t i = 0; i < values.size(); ++i)
    t.setBits(static_cast<int64_t>(i), std::bit_cast<uint32_t>(values[i]));
  return t;
}

inline Tensor f64Tensor(std::vector<int64_t> shape, const std::vector<double>& values) {
  Tensor t(std::move(shape), ElementType::kF64);
  for (size_t i = 0; i < values.size(); ++i)
    t.setBits(static_cast<int64_t>(i), std::bit_cast<uint64_t>(values[i]));
  return t;
}

inline Tensor intTensor(std::vector<int64_t> shape, ElementType type,
                        const std::vector<int64_t>& values) {
  Tensor t(std::move(shape), type);
  for (size_t i = 0; i < values.size(); ++i) t.setIntValue(static_cast<int64_t>(i), values[i]);
  return t;
}

inline uint32_t f32Bits(float x) {
  return std::bit_cast<uint32_t>(x);
}
inline float f32Of(uint64_t bits) {
  return std::bit_cast<float>(static_cast<uint32_t>(bits));
}
inline uint64_t f64Bits(double x) {
  return std::bit_cast<uint64_t>(x);
}

// Parses `text` and evaluates its function @f on `args` under `options`. The module is kept
// alive for the test binary's lifetime: result values reference its IR.
inline Result<std::vector<RuntimeValue>> runProgram(const std::string& text,
                                                    std::vector<Tensor> args,
                                                    const EvalOptions& options = {}) {
  Result<Module> m = parseModule(text, "test.mlir");
  if (!m.ok()) return m.takeError();
  static std::vector<std::unique_ptr<Module>> keep;
  keep.push_back(std::make_unique<Module>(std::move(*m)));
  std::vector<RuntimeValue> values;
  for (Tensor& t : args) values.push_back(RuntimeValue::fromTensor(std::move(t)));
  return testing::verifyAndEvaluate(*keep.back(), "f", values, options);
}

// A named order of evaluating Σ terms[i] in type T.
template <class T>
struct Order {
  std::string name;
  std::function<T(const std::vector<T>&)> sum;
};

template <class T>
T pairwiseSum(const std::vector<T>& v, size_t lo, size_t hi) {
  if (hi - lo == 0) return T(0);
  if (hi - lo == 1) return v[lo];
  const size_t mid = lo + (hi - lo) / 2;
  return pairwiseSum(v, lo, mid) + pairwiseSum(v, mid, hi);
}

// Sequential, reversed, pairwise, blocked (8 lanes, then the lanes), and
// 32-lane: orders real backends use (docs/numerics.md).
template <class T>
std::vector<Order<T>> summationOrders() {
  auto blocked = [](size_t lanes) {
    return [lanes](const std::vector<T>& v) {
      std::vector<T> acc(lanes, T(0));
      for (size_t i = 0; i < v.size(); ++i) acc[i % lanes] += v[i];
      T s = T(0);
      for (T a : acc) s += a;
      return s;
    };
  };
  return {
      {"sequential",
       [](const std::vector<T>& v) {
         T s = T(0);
         for (T x : v) s += x;
         return s;
       }},
      {"reversed",
       [](const std::vector<T>& v) {
         T s = T(0);
         for (size_t i = v.size(); i-- > 0;) s += v[i];
         return s;
       }},
      {"pairwise", [](const std::vector<T>& v) { return pairwiseSum(v, 0, v.size()); }},
      {"blocked8", blocked(8)},
      {"lanes32", blocked(32)},
  };
}

// Dot products in the same orders, with products rounded to T; plus a
// sequential FMA chain.
template <class T>
std::vector<Order<T>> dotOrders(const std::vector<T>& a, const std::vector<T>& b) {
  std::vector<Order<T>> out;
  for (Order<T>& o : summationOrders<T>()) {
    out.push_back({o.name, [a, b, f = o.sum](const std::vector<T>&) {
                     std::vector<T> p(a.size());
                     for (size_t i = 0; i < a.size(); ++i) p[i] = a[i] * b[i];
                     return f(p);
                   }});
  }
  out.push_back({"fma", [a, b](const std::vector<T>&) {
                   T s = T(0);
                   for (size_t i = 0; i < a.size(); ++i) s = std::fma(a[i], b[i], s);
                   return s;
                 }});
  return out;
}

}  // namespace hlo_cts::oracle::testing
