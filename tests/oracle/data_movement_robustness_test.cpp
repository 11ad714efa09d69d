// Malformed programs never crash the data-movement, indexing and
// control-flow ops: random operands and random (often out-of-range)
// attributes end in a result or in an error naming the op.
#include <gtest/gtest.h>

#include <limits>

#include "oracle/ops/families.h"
#include "tests/oracle/dm_test_util.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace dmtest;
using V = std::vector<int64_t>;

int64_t wildInt(std::mt19937_64& rng) {
  static const int64_t kSpecial[] = {0,
                                     1,
                                     2,
                                     3,
                                     -1,
                                     -2,
                                     7,
                                     1 << 20,
                                     int64_t{1} << 40,
                                     -(int64_t{1} << 40),
                                     std::numeric_limits<int64_t>::max(),
                                     std::numeric_limits<int64_t>::min()};
  return rng() % 3 ? static_cast<int64_t>(rng() % 5) - 1 : kSpecial[rng() % std::size(kSpecial)];
}

V wildList(std::mt19937_64& rng) {
  V v(rng() % 5);
  for (int64_t& x : v) x = wildInt(rng);
  return v;
}

// Every attribute name the ops read.
const char* const kListAttrs[] = {"broadcast_dimensions",
                                  "broadcast_sizes",
                                  "edge_padding_low",
                                  "edge_padding_high",
                                  "interior_padding",
                                  "dimensions",
                                  "start_indices",
                                  "limit_indices",
                                  "strides",
                                  "permutation",
                                  "slice_sizes",
                                  "window_dimensions",
                                  "window_strides",
                                  "known_expanding_dimensions"};
const char* const kIntAttrs[] = {"dimension", "iota_dimension", "index", "k", "dim", "batch_dims"};
const char* const kStructFields[] = {"offset_dims",
                                     "collapsed_slice_dims",
                                     "operand_batching_dims",
                                     "start_index_map",
                                     "start_indices_batching_dims",
                                     "update_window_dims",
                                     "inserted_window_dims",
                                     "scatter_dims_to_operand_dims",
                                     "input_batching_dims",
                                     "scatter_indices_batching_dims"};

TEST(DataMovementRobustness, RandomAttributesAndOperandsNeverCrash) {
  std::mt19937_64 rng(21);
  std::vector<std::string_view> names;
  for (auto table : {dataMovementOps(), indexingOps(), scatterOps(), controlFlowOps()})
    for (const OpEntry& e : table) names.push_back(opName(e.op));
  const ElementType types[] = {ElementType::kSI64, ElementType::kSI32, ElementType::kUI8,
                               ElementType::kF32,  ElementType::kI1,   ElementType::kSI4};
  int ok = 0, errors = 0;
  for (int trial = 0; trial < 6000; ++trial) {
    const std::string name(names[rng() % names.size()]);
    // Operands: small tensors of random rank, shape and integer contents.
    std::vector<RuntimeValue> operands;
    const size_t count = rng() % 6;
    for (size_t i = 0; i < count; ++i) {
      if (rng() % 12 == 0) {
        operands.push_back(RuntimeValue::token());
        continue;
      }
      V shape(rng() % 4);
      for (int64_t& d : shape) d = rng() % 4;
      Tensor t(shape, types[rng() % std::size(types)]);
      for (int64_t e = 0; e < t.numElements(); ++e) t.setIntValue(e, wildInt(rng));
      operands.push_back(RuntimeValue::fromTensor(std::move(t)));
    }
    std::vector<NamedAttribute> properties;
    for (const char* a : kListAttrs)
      if (rng() % 3 == 0) properties.push_back({a, dims(wildList(rng))});
    for (const char* a : kIntAttrs)
      if (rng() % 2 == 0) properties.push_back({a, i64Attr(wildInt(rng))});
    for (const char* s : {"dimension_numbers", "scatter_dimension_numbers"}) {
      std::vector<NamedAttribute> fields;
      for (const char* f : kStructFields)
        if (rng() % 2) fields.push_back({f, intList(wildList(rng))});
      fields.push_back({"index_vector_dim", i64Attr(wildInt(rng))});
      properties.push_back({s, Attribute::structure("stablehlo.x", fields)});
    }
    if (rng() % 2)
      properties.push_back(
          {"padding", Attribute::denseElements(i64({2, 2}, {wildInt(rng), 0, 0, wildInt(rng)}),
                                               tensorType({2, 2}))});
    std::vector<Type> results;
    for (size_t r = 0, n = 1 + rng() % 3; r < n; ++r) {
      V shape(rng() % 4);
      for (int64_t& d : shape) d = rng() % 5 == 0 ? kDynamic : static_cast<int64_t>(rng() % 4);
      results.push_back(Type::tensor(shape, types[rng() % std::size(types)]));
    }
    auto op = makeOp(name, results, properties);
    // Regions of random arity returning their first argument (or nothing).
    for (size_t r = 0, n = rng() % 3; r < n; ++r) {
      std::vector<Type> args(rng() % 5, Type::tensor({}, types[rng() % std::size(types)]));
      Block* b = addBlock(*op, args);
      if (!args.empty() && rng() % 4)
        ret(*b, {b->argument(0)});
      else
        ret(*b, {});
    }
    Harness h;
    h.options.stepBudget = 20'000;
    auto result = run(*op, operands, &h);
    if (result.ok()) {
      ++ok;
    } else {
      ++errors;
      EXPECT_NE(result.error().str().find(name), std::string::npos)
          << name << ": " << result.error().str();
    }
  }
  EXPECT_GT(ok, 100);
  EXPECT_GT(errors, 1000);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
