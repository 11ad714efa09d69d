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
#include "oracle/ops/compose.h"
#include "oracle/oracle.h"
#include "spec/ir.h"
#include "spec/tensor.h"
#include "tests/oracle/verified_eval.h"

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
// [a, b, ...] as written inside #stablehlo.gather<...> / #stablehlo.scatter<...>.
inline Attribute intList(const std::vector<int64_t>& v) {
  std::vector<Attribute> a;
  for (int64_t x : v) a.push_back(Attribute::integer(x));
  return Attribute::array(a);
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
    context = std::make_unique<EvalContext>(testing::emptyVerifiedModule(), options, oracleOps(),
                                            oraclePasses());
  }
  // Adds func.func @name(argumentTypes) -> resultTypes; returns its body.
  Block* addFunction(const std::string& name, const std::vector<Type>& argumentTypes,
                     const std::vector<Type>& resultTypes) {
    auto f = std::make_unique<Operation>("func.func");
    f->setProperty("sym_name", Attribute::string(name));
    f->setProperty("function_type", Attribute::type(Type::function(argumentTypes, resultTypes)));
    Block* body = f->addRegion()->addBlock();
    for (const Type& t : argumentTypes) body->addArgument(t);
    module.body()->append(std::move(f));
    return body;
  }
  // Calls @name with a fresh context (so `options` changes apply).
  Result<std::vector<RuntimeValue>> call(const std::string& name, std::vector<Tensor> arguments) {
    std::vector<RuntimeValue> values;
    for (Tensor& t : arguments) values.push_back(RuntimeValue::fromTensor(std::move(t)));
    return testing::verifyAndEvaluate(module, name, values, options);
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

// Region bodies built in C++: a block with arguments, ops appended to it,
// and a terminator.
inline Block* addBlock(Operation& op, const std::vector<Type>& argumentTypes) {
  Block* block = op.addRegion()->addBlock();
  for (const Type& t : argumentTypes) block->addArgument(t);
  return block;
}
inline Operation* append(Block& block, std::string name, std::vector<Value*> operands,
                         std::vector<Type> results, std::vector<NamedAttribute> properties = {}) {
  auto op = makeOp(std::move(name), std::move(results), std::move(properties));
  for (Value* v : operands) op->addOperand(v);
  return block.append(std::move(op));
}
inline void ret(Block& block, std::vector<Value*> values) {
  append(block, "stablehlo.return", std::move(values), {});
}
inline Attribute direction(const char* dir) {
  return Attribute::enumeration("stablehlo", "comparison_direction", dir);
}
// A region computing `name`(arg0, arg1) of rank-0 `type` tensors.
inline void binaryRegion(Operation& op, const char* name, ElementType type) {
  Type scalar = Type::tensor({}, type);
  Block* b = addBlock(op, {scalar, scalar});
  ret(*b, {append(*b, name, {b->argument(0), b->argument(1)}, {scalar})->result(0)});
}
// A comparator region: compare `dir` of arguments (lhs, rhs) = (2k, 2k+1)
// of `arity` pairs, on the first pair only.
inline void comparatorRegion(Operation& op, const char* dir, std::vector<ElementType> types) {
  std::vector<Type> args;
  for (ElementType t : types) {
    args.push_back(Type::tensor({}, t));
    args.push_back(Type::tensor({}, t));
  }
  Block* b = addBlock(op, args);
  Operation* cmp =
      append(*b, "stablehlo.compare", {b->argument(0), b->argument(1)},
             {Type::tensor({}, ElementType::kI1)}, {{"comparison_direction", direction(dir)}});
  ret(*b, {cmp->result(0)});
}

// Runs the oracle's handler for `op` on `operands`.
inline Result<std::vector<RuntimeValue>> run(const Operation& op,
                                             std::vector<RuntimeValue> operands,
                                             Harness* harness = nullptr) {
  Harness local;
  Harness& h = harness ? *harness : local;
  OpHandler handler = oracleOps().find(op.id());
  if (!handler) return makeError("no handler for " + op.name());
  if (op.numOperands() != 0 || operands.empty()) return handler(op, operands, *h.context);
  // An op built without operand values (the tests give only results and
  // attributes): a copy reading values of the operands' types, as in a program.
  ValueMap mapping;
  std::unique_ptr<Operation> copy = cloneOperation(op, mapping);
  std::vector<std::unique_ptr<Value>> values;
  for (const RuntimeValue& operand : operands) {
    values.push_back(std::make_unique<Value>());
    values.back()->type = runtimeType(operand);
    copy->addOperand(values.back().get());
  }
  return handler(*copy, operands, *h.context);
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
