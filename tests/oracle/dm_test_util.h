// Helpers for the data-movement, indexing and control-flow oracle tests:
// tensors from integer lists, ops built in C++, and handler calls.
#pragma once

#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "oracle/evaluator.h"
#include "spec/ir.h"
#include "spec/tensor.h"

namespace hlo_cts::oracle::dmtest {

inline Tensor ints(ElementType type, std::vector<int64_t> shape,
                   const std::vector<int64_t>& values) {
  Tensor t(std::move(shape), type);
  EXPECT_EQ(t.numElements(), static_cast<int64_t>(values.size()));
  for (int64_t i = 0; i < t.numElements() && i < static_cast<int64_t>(values.size()); ++i)
    t.setIntValue(i, values[i]);
  return t;
}
inline Tensor i64(std::vector<int64_t> shape, const std::vector<int64_t>& values) {
  return ints(ElementType::kSI64, std::move(shape), values);
}
inline Tensor i32(std::vector<int64_t> shape, const std::vector<int64_t>& values) {
  return ints(ElementType::kSI32, std::move(shape), values);
}
inline Tensor scalarI64(int64_t v) {
  return i64({}, {v});
}

// f32 tensors from exactly representable test values (host float only builds
// the bit patterns of small integers and halves; it is never used as truth).
inline Tensor f32(std::vector<int64_t> shape, const std::vector<float>& values) {
  Tensor t(std::move(shape), ElementType::kF32);
  for (size_t i = 0; i < values.size(); ++i) t.setBits(i, std::bit_cast<uint32_t>(values[i]));
  return t;
}

inline std::vector<int64_t> values(const Tensor& t) {
  std::vector<int64_t> v;
  for (int64_t i = 0; i < t.numElements(); ++i) v.push_back(t.intValue(i));
  return v;
}
inline std::vector<float> floats(const Tensor& t) {
  std::vector<float> v;
  for (int64_t i = 0; i < t.numElements(); ++i)
    v.push_back(std::bit_cast<float>(static_cast<uint32_t>(t.bits(i))));
  return v;
}

// A tensor of `type` with random stored bits (every element type moves alike).
inline Tensor randomTensor(ElementType type, std::vector<int64_t> shape, std::mt19937_64& rng) {
  Tensor t(std::move(shape), type);
  for (auto& b : t.mutableBytes()) b = static_cast<uint8_t>(rng());
  // Normalise through setPartBits so sub-byte elements hold only their bits.
  for (int64_t i = 0; i < t.numElements(); ++i)
    for (int part = 0; part < (isComplex(type) ? 2 : 1); ++part)
      t.setPartBits(i, part, t.partBits(i, part));
  return t;
}

inline Attribute dims(std::vector<int64_t> d) {
  return Attribute::denseI64Array(d);
}
inline Attribute i64Attr(int64_t v) {
  return Attribute::integer(v);
}

inline Type tensorType(std::vector<int64_t> shape, ElementType type = ElementType::kSI64) {
  return Type::tensor(std::move(shape), type);
}

// A module to hold functions for region/call tests, and an evaluation context.
struct Harness {
  Module module;
  EvalOptions options;
  std::unique_ptr<EvalContext> context;
  Harness() {
    module.op = std::make_unique<Operation>("builtin.module");
    module.op->addRegion()->addBlock();
    context = std::make_unique<EvalContext>(module, options);
  }
};

// A free-standing op: name, result types, properties.
inline std::unique_ptr<Operation> makeOp(std::string name, std::vector<Type> results,
                                         std::vector<NamedAttribute> properties = {}) {
  auto op = std::make_unique<Operation>(std::move(name));
  for (Type& t : results) op->addResult(std::move(t));
  for (NamedAttribute& p : properties) op->setProperty(std::move(p.name), std::move(p.value));
  return op;
}

// Runs the oracle's handler for `op` on `operands`.
inline Result<std::vector<RuntimeValue>> run(const Operation& op,
                                             std::vector<RuntimeValue> operands,
                                             Harness* harness = nullptr) {
  Harness local;
  Harness& h = harness ? *harness : local;
  OpHandler handler = findOpHandler(op.name());
  if (!handler) return makeError("no handler for " + op.name());
  return handler(op, operands, *h.context);
}

inline std::vector<RuntimeValue> tensors(std::vector<Tensor> ts) {
  std::vector<RuntimeValue> v;
  for (Tensor& t : ts) v.push_back(RuntimeValue::fromTensor(std::move(t)));
  return v;
}

// Runs `op` and returns its only result tensor (failing the test on error).
inline Tensor runOne(const Operation& op, std::vector<Tensor> operands,
                     Harness* harness = nullptr) {
  auto results = run(op, tensors(std::move(operands)), harness);
  EXPECT_TRUE(results.ok()) << (results.ok() ? "" : results.error().str());
  if (!results.ok() || results->empty() || !(*results)[0].isTensor()) return Tensor();
  return (*results)[0].tensor();
}

// The error message of running `op`, or "" when it succeeded.
inline std::string runError(const Operation& op, std::vector<Tensor> operands) {
  auto results = run(op, tensors(std::move(operands)));
  return results.ok() ? std::string() : results.error().message;
}

}  // namespace hlo_cts::oracle::dmtest
