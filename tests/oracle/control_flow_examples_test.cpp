// The spec's own examples (seed 004) and the XLA documents' examples (000,
// 001) for control flow, calls, sort, tuples, tokens, composite, custom_call
// and the CHLO ops top_k and scan; plus the step budget ending a runaway
// while and the allowed set of an unstable sort.
#include <gtest/gtest.h>

#include <limits>

#include "oracle/expectation.h"
#include "oracle/interpret.h"
#include "tests/oracle/dm_test_util.h"
#include "tests/oracle/reduction_test_util.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace dmtest;
using V = std::vector<int64_t>;

const Type kI64 = Type::tensor({}, ElementType::kSI64);
const Type kI1 = Type::tensor({}, ElementType::kI1);

// func @main(%init_i, %init_sum, %one, %ten): the spec's while example, with
// the loop bound `ten` as an argument.
void buildSpecWhile(Harness& h) {
  Block* main = h.addFunction("main", {kI64, kI64, kI64, kI64}, {kI64, kI64});
  Value* one = main->argument(2);
  Value* ten = main->argument(3);
  Operation* loop =
      append(*main, "stablehlo.while", {main->argument(0), main->argument(1)}, {kI64, kI64});
  Block* cond = addBlock(*loop, {kI64, kI64});
  ret(*cond, {append(*cond, "stablehlo.compare", {cond->argument(0), ten}, {kI1},
                     {{"comparison_direction", direction("LT")}})
                  ->result(0)});
  Block* body = addBlock(*loop, {kI64, kI64});
  Value* new_sum = append(*body, "stablehlo.add", {body->argument(1), one}, {kI64})->result(0);
  Value* new_i = append(*body, "stablehlo.add", {body->argument(0), one}, {kI64})->result(0);
  ret(*body, {new_i, new_sum});
  append(*main, "func.return", {loop->result(0), loop->result(1)}, {});
}

TEST(While, Spec004Example) {
  Harness h;
  buildSpecWhile(h);
  auto results = h.call("main", {scalarI64(1), scalarI64(0), scalarI64(1), scalarI64(10)});
  ASSERT_TRUE(results.ok()) << results.error().str();
  EXPECT_EQ(values((*results)[0].tensor()), V({10}));
  // The document prints %results1: 10, but from %init_i = 1 the body runs
  // nine times (i = 1..9), so the sum is 9 (the corpus version starts at
  // i = 0 and gets 10).
  EXPECT_EQ(values((*results)[1].tensor()), V({9}));
  auto fromZero = h.call("main", {scalarI64(0), scalarI64(0), scalarI64(1), scalarI64(10)});
  ASSERT_TRUE(fromZero.ok());
  EXPECT_EQ(values((*fromZero)[1].tensor()), V({10}));
}

TEST(While, Xla000Example) {
  // result = {0, zero_vector[10]}; while (result(0) < 1000) { iteration + 1,
  // new_vector = result(1) + constant_vector[10] }.
  Harness h;
  const Type kVec = Type::tensor({10}, ElementType::kF32);
  const Type kI32 = Type::tensor({}, ElementType::kSI32);
  Block* main = h.addFunction("main", {kI32, kVec, kI32, kI32, kVec}, {kI32, kVec});
  Value* one = main->argument(2);
  Value* limit = main->argument(3);
  Value* constant_vector = main->argument(4);
  Operation* loop =
      append(*main, "stablehlo.while", {main->argument(0), main->argument(1)}, {kI32, kVec});
  Block* cond = addBlock(*loop, {kI32, kVec});
  ret(*cond, {append(*cond, "stablehlo.compare", {cond->argument(0), limit}, {kI1},
                     {{"comparison_direction", direction("LT")}})
                  ->result(0)});
  Block* body = addBlock(*loop, {kI32, kVec});
  Value* iteration = append(*body, "stablehlo.add", {body->argument(0), one}, {kI32})->result(0);
  Value* new_vector =
      append(*body, "stablehlo.add", {body->argument(1), constant_vector}, {kVec})->result(0);
  ret(*body, {iteration, new_vector});
  append(*main, "func.return", {loop->result(0), loop->result(1)}, {});
  auto results =
      h.call("main", {i32({}, {0}), f32({10}, std::vector<float>(10, 0.0f)), i32({}, {1}),
                      i32({}, {1000}), f32({10}, std::vector<float>(10, 1.0f))});
  ASSERT_TRUE(results.ok()) << results.error().str();
  EXPECT_EQ(values((*results)[0].tensor()), V({1000}));
  EXPECT_EQ(floats((*results)[1].tensor()), std::vector<float>(10, 1000.0f));
}

TEST(While, StepBudgetEndsRunawayLoop) {
  // while (true) {}: the condition is the loop-carried i1 itself.
  Harness h;
  Block* main = h.addFunction("main", {kI1}, {kI1});
  Operation* loop = append(*main, "stablehlo.while", {main->argument(0)}, {kI1});
  Block* cond = addBlock(*loop, {kI1});
  ret(*cond, {cond->argument(0)});
  Block* body = addBlock(*loop, {kI1});
  ret(*body, {body->argument(0)});
  append(*main, "func.return", {loop->result(0)}, {});
  h.options.stepBudget = 10'000;
  auto results = h.call("main", {ints(ElementType::kI1, {}, {1})});
  ASSERT_FALSE(results.ok());
  EXPECT_NE(results.error().message.find("step budget of 10000 ops exhausted"), std::string::npos)
      << results.error().message;
  // The same loop with a false condition returns at once.
  auto done = h.call("main", {ints(ElementType::kI1, {}, {0})});
  ASSERT_TRUE(done.ok());
  EXPECT_EQ(values((*done)[0].tensor()), V({0}));
}

TEST(If, Spec004Example) {
  Harness h;
  Block* main = h.addFunction("main", {kI1, kI64, kI64}, {kI64});
  Operation* op = append(*main, "stablehlo.if", {main->argument(0)}, {kI64});
  ret(*addBlock(*op, {}), {main->argument(1)});
  ret(*addBlock(*op, {}), {main->argument(2)});
  append(*main, "func.return", {op->result(0)}, {});
  auto t = h.call("main", {ints(ElementType::kI1, {}, {1}), scalarI64(10), scalarI64(11)});
  ASSERT_TRUE(t.ok()) << t.error().str();
  EXPECT_EQ(values((*t)[0].tensor()), V({10}));
  auto f = h.call("main", {ints(ElementType::kI1, {}, {0}), scalarI64(10), scalarI64(11)});
  EXPECT_EQ(values((*f)[0].tensor()), V({11}));
}

// func @main(%index, %result_branch0, %result_branch1) with two branches
// each returning its value twice (the spec's case example).
void buildCase(Harness& h) {
  const Type kVec = Type::tensor({2}, ElementType::kSI64);
  Block* main =
      h.addFunction("main", {Type::tensor({}, ElementType::kSI32), kVec, kVec}, {kVec, kVec});
  Operation* op = append(*main, "stablehlo.case", {main->argument(0)}, {kVec, kVec});
  ret(*addBlock(*op, {}), {main->argument(1), main->argument(1)});
  ret(*addBlock(*op, {}), {main->argument(2), main->argument(2)});
  append(*main, "func.return", {op->result(0), op->result(1)}, {});
}

TEST(Case, Spec004Example) {
  Harness h;
  buildCase(h);
  auto r = h.call("main", {i32({}, {-1}), i64({2}, {0, 0}), i64({2}, {1, 1})});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[0].tensor()), V({1, 1}));
  EXPECT_EQ(values((*r)[1].tensor()), V({1, 1}));
}

TEST(Conditional, Xla001Example) {
  // branch_computations[branch_index], with N-1 for an index outside [0, N).
  Harness h;
  buildCase(h);
  for (auto [index, expected] :
       {std::pair{0, 0}, std::pair{1, 1}, std::pair{2, 1}, std::pair{-5, 1}}) {
    auto r = h.call("main", {i32({}, {index}), i64({2}, {0, 0}), i64({2}, {1, 1})});
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(values((*r)[0].tensor()), V({expected, expected})) << "index " << index;
  }
}

TEST(Map, Spec004Example) {
  auto op = makeOp("stablehlo.map", {tensorType({2, 2})}, {{"dimensions", dims({0, 1})}});
  binaryRegion(*op, "stablehlo.multiply", ElementType::kSI64);
  Tensor result = runOne(*op, {i64({2, 2}, {0, 1, 2, 3}), i64({2, 2}, {4, 5, 6, 7})});
  EXPECT_EQ(values(result), V({0, 5, 12, 21}));
}

TEST(Map, Xla000Example) {
  // Map(op1, op2, op3, computation, par1): elem_out <- computation(elem1,
  // elem2, elem3, par1); the static operand par1 is a value the region uses.
  Harness h;
  const Type kVec = Type::tensor({3}, ElementType::kSI64);
  Block* main = h.addFunction("main", {kVec, kVec, kVec, kI64}, {kVec});
  Value* par1 = main->argument(3);
  Operation* op =
      append(*main, "stablehlo.map", {main->argument(0), main->argument(1), main->argument(2)},
             {kVec}, {{"dimensions", dims({0})}});
  Block* body = addBlock(*op, {kI64, kI64, kI64});
  Value* sum =
      append(*body, "stablehlo.add", {body->argument(0), body->argument(1)}, {kI64})->result(0);
  Value* scaled = append(*body, "stablehlo.multiply", {body->argument(2), par1}, {kI64})->result(0);
  ret(*body, {append(*body, "stablehlo.add", {sum, scaled}, {kI64})->result(0)});
  append(*main, "func.return", {op->result(0)}, {});
  auto r = h.call(
      "main", {i64({3}, {1, 2, 3}), i64({3}, {10, 20, 30}), i64({3}, {1, 1, 2}), scalarI64(100)});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[0].tensor()), V({111, 122, 233}));
}

TEST(Sort, Spec004Example) {
  auto op = makeOp("stablehlo.sort", {tensorType({2, 3}), tensorType({2, 3})},
                   {{"dimension", i64Attr(0)}, {"is_stable", Attribute::boolean(true)}});
  comparatorRegion(*op, "GT", {ElementType::kSI64, ElementType::kSI64});
  auto r = run(*op, tensors({i64({2, 3}, {1, 2, 3, 3, 2, 1}), i64({2, 3}, {3, 2, 1, 1, 2, 3})}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[0].tensor()), V({3, 2, 3, 1, 2, 1}));
  EXPECT_EQ(values((*r)[1].tensor()), V({1, 2, 1, 3, 2, 3}));
}

TEST(Sort, Xla001Example) {
  // operand0 = [3, 1], operand1 = [42, 50], operand2 = [-3.0, 1.1], comparing
  // operand0 with less-than: ([1, 3], [50, 42], [1.1, -3.0]).
  auto op = makeOp("stablehlo.sort",
                   {tensorType({2}), tensorType({2}), tensorType({2}, ElementType::kF32)},
                   {{"dimension", i64Attr(0)}});
  comparatorRegion(*op, "LT", {ElementType::kSI64, ElementType::kSI64, ElementType::kF32});
  auto r = run(*op, tensors({i64({2}, {3, 1}), i64({2}, {42, 50}), f32({2}, {-3.0f, 1.1f})}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[0].tensor()), V({1, 3}));
  EXPECT_EQ(values((*r)[1].tensor()), V({50, 42}));
  EXPECT_EQ(floats((*r)[2].tensor()), std::vector<float>({1.1f, -3.0f}));
  // Distinct keys: nothing is left open even though is_stable is false.
  EXPECT_EQ((*r)[1].expectation(), nullptr);
}

TEST(Sort, DefaultDimensionIsLastAndNegativeAllowed) {
  auto op = makeOp("stablehlo.sort", {tensorType({2, 3})}, {{"dimension", i64Attr(-1)}});
  comparatorRegion(*op, "LT", {ElementType::kSI64});
  EXPECT_EQ(values(runOne(*op, {i64({2, 3}, {3, 1, 2, 0, -1, 5})})), V({1, 2, 3, -1, 0, 5}));
  auto byDefault = makeOp("stablehlo.sort", {tensorType({2, 3})});
  comparatorRegion(*byDefault, "LT", {ElementType::kSI64});
  EXPECT_EQ(values(runOne(*byDefault, {i64({2, 3}, {3, 1, 2, 0, -1, 5})})), V({1, 2, 3, -1, 0, 5}));
}

TEST(Sort, CorpusIssue2440) {
  auto op = makeOp("stablehlo.sort", {tensorType({5, 7})}, {{"dimension", i64Attr(0)}});
  comparatorRegion(*op, "LT", {ElementType::kSI64});
  Tensor input = i64({5, 7}, {0, 1, 1, -3, -3, -2, 0,  4, -1, 3, 0, 4, 0, -3, 1, 0,  0, 0,
                              0, 2, 3, -3, -4, -4, -2, 0, 3,  3, 0, 5, 2, -2, 0, -2, 0});
  EXPECT_EQ(values(runOne(*op, {input})),
            V({-3, -4, -4, -3, -3, -2, -3, 0, -1, 0, -2, 0, -2, 0, 0, 0, 1, -2,
               0,  0,  0,  1,  1,  2,  0,  0, 2,  3, 4,  5, 3,  0, 4, 3, 3}));
}

TEST(Sort, UnstableTiesGiveTheAllowedSet) {
  // Keys [1, 1, 0] sorted ascending; payloads 10 and 20 tie on key 1.
  for (bool stable : {false, true}) {
    auto op = makeOp("stablehlo.sort", {tensorType({3}), tensorType({3})},
                     {{"dimension", i64Attr(0)}, {"is_stable", Attribute::boolean(stable)}});
    comparatorRegion(*op, "LT", {ElementType::kSI64, ElementType::kSI64});
    auto r = run(*op, tensors({i64({3}, {1, 1, 0}), i64({3}, {10, 20, 30})}));
    ASSERT_TRUE(r.ok()) << r.error().str();
    EXPECT_EQ(values((*r)[0].tensor()), V({0, 1, 1}));
    EXPECT_EQ(values((*r)[1].tensor()), V({30, 10, 20}));  // the stable order flows
    EXPECT_EQ((*r)[0].expectation(), nullptr);             // equal keys: same bits
    if (stable) {
      EXPECT_EQ((*r)[1].expectation(), nullptr);
      continue;
    }
    const auto& e = (*r)[1].expectation();
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(e->rule(0), ElementRule::kExact);
    for (int64_t slot : {1, 2}) {
      ASSERT_EQ(e->rule(slot), ElementRule::kAnyOf);
      std::vector<uint64_t> allowed = *e->anyOf(slot);
      std::sort(allowed.begin(), allowed.end());
      EXPECT_EQ(allowed, std::vector<uint64_t>({10, 20}));
    }
  }
}

TEST(Sort, NegativeZeroAndZeroTieUnderFloatLessThan) {
  // -0.0 and +0.0 are equal under LT: an unstable sort may give either bits.
  auto op =
      makeOp("stablehlo.sort", {tensorType({3}, ElementType::kF32)}, {{"dimension", i64Attr(0)}});
  comparatorRegion(*op, "LT", {ElementType::kF32});
  auto r = run(*op, tensors({f32({3}, {0.0f, -1.0f, -0.0f})}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(floats((*r)[0].tensor())[0], -1.0f);
  const auto& e = (*r)[0].expectation();
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->rule(1), ElementRule::kAnyOf);
  EXPECT_EQ(e->anyOf(1)->size(), 2u);
}

// The spec's sort assumes the comparator is a less-than: with a NaN, GT on
// floats is none (NaN is incomparable with 0 and with -1375, which are
// ordered), and real sorts give other permutations (XLA:CPU: [0, -1375,
// NaN, 0] for these keys). Every position may then hold any of the slice's
// elements; a slice without NaN stays one exact order.
TEST(Sort, AComparatorThatIsNoOrderLeavesThePermutationOpen) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  for (int64_t length : {4, 60}) {  // the whole check, and the one for long slices
    auto op = makeOp("stablehlo.sort", {tensorType({length}, ElementType::kF32)},
                     {{"dimension", i64Attr(0)}});
    comparatorRegion(*op, "GT", {ElementType::kF32});
    std::vector<float> keys(length, 0.0f);
    keys[0] = -1375.0f;
    keys[1] = nan;
    auto r = run(*op, tensors({f32({length}, keys)}));
    ASSERT_TRUE(r.ok()) << r.error().str();
    const auto& e = (*r)[0].expectation();
    ASSERT_NE(e, nullptr) << length;
    for (int64_t slot : {int64_t{0}, length - 1}) {
      ASSERT_EQ(e->rule(slot), ElementRule::kAnyOf) << length;
      EXPECT_EQ(e->anyOf(slot)->size(), 3u) << length;  // 0, -1375, NaN
    }
    keys[1] = 2.0f;
    auto ordered = run(*op, tensors({f32({length}, keys)}));
    ASSERT_TRUE(ordered.ok()) << ordered.error().str();
    EXPECT_EQ(floats((*ordered)[0].tensor())[0], 2.0f);
    EXPECT_EQ(floats((*ordered)[0].tensor())[length - 1], -1375.0f);
    EXPECT_EQ((*ordered)[0].expectation(), nullptr) << length;
  }
  // LE holds an element less than itself: no strict order either.
  auto le = makeOp("stablehlo.sort", {tensorType({3})}, {{"dimension", i64Attr(0)}});
  comparatorRegion(*le, "LE", {ElementType::kSI64});
  auto r = run(*le, tensors({i64({3}, {2, 1, 3})}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  ASSERT_NE((*r)[0].expectation(), nullptr);
  EXPECT_EQ((*r)[0].expectation()->rule(0), ElementRule::kAnyOf);
}

TEST(Tuple, Spec004Example) {
  auto op = makeOp("stablehlo.tuple", {});
  Tensor v0 = f32({2}, {1.0f, 2.0f});
  RuntimeValue v1 = RuntimeValue::tuple({RuntimeValue::fromTensor(i32({}, {3}))});
  auto r = run(*op, {RuntimeValue::fromTensor(v0), v1});
  ASSERT_TRUE(r.ok());
  ASSERT_TRUE((*r)[0].isTuple());
  ASSERT_EQ((*r)[0].elements().size(), 2u);
  EXPECT_EQ((*r)[0].elements()[0].tensor(), v0);
  EXPECT_EQ(values((*r)[0].elements()[1].elements()[0].tensor()), V({3}));
}

TEST(Tuple, Xla000Example) {
  // let t: (f32[10], s32) = tuple(v, s): a tuple holding both values as they are.
  auto op = makeOp("stablehlo.tuple", {});
  std::vector<float> v = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  auto t = run(*op, tensors({f32({10}, v), i32({}, {5})}));
  ASSERT_TRUE(t.ok());
  ASSERT_EQ((*t)[0].elements().size(), 2u);
  EXPECT_EQ(floats((*t)[0].elements()[0].tensor()), v);
  EXPECT_EQ(values((*t)[0].elements()[1].tensor()), V({5}));
}

TEST(GetTupleElement, Spec004Example) {
  auto op = makeOp("stablehlo.get_tuple_element", {tensorType({2}, ElementType::kF32)},
                   {{"index", Attribute::integer(0, Type::element(ElementType::kSI32))}});
  RuntimeValue operand =
      RuntimeValue::tuple({RuntimeValue::fromTensor(f32({2}, {1.0f, 2.0f})),
                           RuntimeValue::tuple({RuntimeValue::fromTensor(i32({}, {3}))})});
  auto r = run(*op, {operand});
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(floats((*r)[0].tensor()), std::vector<float>({1.0f, 2.0f}));
  auto outOfRange =
      makeOp("stablehlo.get_tuple_element", {tensorType({})}, {{"index", i64Attr(2)}});
  auto bad = run(*outOfRange, {operand});
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("stablehlo.get_tuple_element (C1)"), std::string::npos);
}

TEST(GetTupleElement, Xla000Example) {
  // t = tuple(v, s); element_1 = gettupleelement(t, 1) is s = 5.
  auto tuple = makeOp("stablehlo.tuple", {});
  std::vector<float> ten = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  auto t = run(*tuple, tensors({f32({10}, ten), i32({}, {5})}));
  ASSERT_TRUE(t.ok());
  auto get = makeOp("stablehlo.get_tuple_element", {tensorType({}, ElementType::kSI32)},
                    {{"index", i64Attr(1)}});
  auto element_1 = run(*get, *t);
  ASSERT_TRUE(element_1.ok());
  EXPECT_EQ(values((*element_1)[0].tensor()), V({5}));
}

TEST(OptimizationBarrier, Spec004Example) {
  auto op = makeOp("stablehlo.optimization_barrier",
                   {tensorType({}, ElementType::kF32), tensorType({}, ElementType::kF32)});
  auto r = run(*op, tensors({f32({}, {0.0f}), f32({}, {1.0f})}));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(floats((*r)[0].tensor()), std::vector<float>({0.0f}));
  EXPECT_EQ(floats((*r)[1].tensor()), std::vector<float>({1.0f}));
}

TEST(AfterAll, Spec004Example) {
  auto op = makeOp("stablehlo.after_all", {Type::token()});
  auto r = run(*op, {RuntimeValue::token(), RuntimeValue::token()});
  ASSERT_TRUE(r.ok());
  EXPECT_TRUE((*r)[0].isToken());
  auto create = makeOp("stablehlo.create_token", {Type::token()});
  EXPECT_TRUE((*run(*create, {}))[0].isToken());
}

TEST(Composite, CorpusExample) {
  // composite "stablehlo.add_n" with decomposition @add_n.impl (x + 2).
  Harness h;
  Block* impl = h.addFunction("add_n.impl", {kI64, kI64}, {kI64});
  append(
      *impl, "func.return",
      {append(*impl, "stablehlo.add", {impl->argument(0), impl->argument(1)}, {kI64})->result(0)},
      {});
  Block* main = h.addFunction("main", {kI64, kI64}, {kI64});
  Operation* op =
      append(*main, "stablehlo.composite", {main->argument(0), main->argument(1)}, {kI64},
             {{"name", Attribute::string("stablehlo.add_n")},
              {"decomposition", Attribute::symbol({"add_n.impl"})}});
  append(*main, "func.return", {op->result(0)}, {});
  auto r = h.call("main", {scalarI64(1), scalarI64(2)});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[0].tensor()), V({3}));
}

TEST(CompositeCall, Xla001Example) {
  // A composite can be replaced by its decomposition without changing the
  // program: the call and the composite agree.
  Harness h;
  Block* impl = h.addFunction("foo.bar", {kI64}, {kI64});
  append(*impl, "func.return",
         {append(*impl, "stablehlo.multiply", {impl->argument(0), impl->argument(0)}, {kI64})
              ->result(0)},
         {});
  Block* main = h.addFunction("main", {kI64}, {kI64, kI64});
  Operation* composite = append(*main, "stablehlo.composite", {main->argument(0)}, {kI64},
                                {{"name", Attribute::string("foo.bar")},
                                 {"decomposition", Attribute::symbol({"foo.bar"})},
                                 {"version", Attribute::integer(1)}});
  Operation* call = append(*main, "func.call", {main->argument(0)}, {kI64},
                           {{"callee", Attribute::symbol({"foo.bar"})}});
  append(*main, "func.return", {composite->result(0), call->result(0)}, {});
  auto r = h.call("main", {scalarI64(7)});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[0].tensor()), V({49}));
  EXPECT_EQ((*r)[0].tensor(), (*r)[1].tensor());
}

TEST(CustomCall, Spec004Example) {
  // call_target_name = "foo": implementation-defined, so NotSupported.
  auto op = makeOp("stablehlo.custom_call", {tensorType({}, ElementType::kF64)},
                   {{"call_target_name", Attribute::string("foo")},
                    {"has_side_effect", Attribute::boolean(false)},
                    {"backend_config", Attribute::string("bar")},
                    {"api_version", Attribute::integer(1, Type::element(ElementType::kSI32))}});
  Tensor input(Type::tensor({}, ElementType::kF64));
  const std::string error = runError(*op, {input});
  EXPECT_NE(error.find("stablehlo.custom_call"), std::string::npos) << error;
  EXPECT_NE(error.find("foo"), std::string::npos) << error;
  EXPECT_NE(error.find("NotSupported"), std::string::npos) << error;
}

TEST(Call, Xla000Example) {
  // Call(computation, args...): the callee's result; zero arguments allowed.
  Harness h;
  Block* seven = h.addFunction("seven", {}, {kI64});
  Operation* c = append(*seven, "stablehlo.iota", {}, {Type::tensor({8}, ElementType::kSI64)},
                        {{"iota_dimension", i64Attr(0)}});
  Operation* s =
      append(*seven, "stablehlo.slice", {c->result(0)}, {Type::tensor({1}, ElementType::kSI64)},
             {{"start_indices", dims({7})}, {"limit_indices", dims({8})}, {"strides", dims({1})}});
  append(*seven, "func.return",
         {append(*seven, "stablehlo.reshape", {s->result(0)}, {kI64})->result(0)}, {});
  Block* main = h.addFunction("main", {}, {kI64});
  Operation* call =
      append(*main, "func.call", {}, {kI64}, {{"callee", Attribute::symbol({"seven"})}});
  append(*main, "func.return", {call->result(0)}, {});
  auto r = h.call("main", {});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[0].tensor()), V({7}));
}

TEST(TopK, Xla001Example) {
  // values[j] is the j-th largest entry, indices[j] its position; of two
  // equal elements the lower index comes first; rows are independent.
  auto op = makeOp("chlo.top_k", {tensorType({2, 3}), tensorType({2, 3}, ElementType::kSI32)},
                   {{"k", i64Attr(3)}});
  auto r = run(*op, tensors({i64({2, 4}, {5, 9, 5, 1, -1, -2, -3, 7})}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[0].tensor()), V({9, 5, 5, 7, -1, -2}));
  EXPECT_EQ(values((*r)[1].tensor()), V({1, 0, 2, 3, 0, 1}));
}

TEST(TopK, FloatsOrderByTotalOrder) {
  const float nan = std::bit_cast<float>(0x7FC00000u);
  auto op = makeOp("chlo.top_k",
                   {tensorType({3}, ElementType::kF32), tensorType({3}, ElementType::kSI32)},
                   {{"k", i64Attr(3)}});
  auto r = run(*op, tensors({f32({5}, {1.0f, nan, -0.0f, 0.0f, -2.0f})}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[1].tensor()), V({1, 0, 3}));  // NaN > 1 > +0 > -0
}

// The text gives a NaN no place among the largest: where a row holds one,
// each place may hold any of the row's elements. -0 and +0 are equal to
// IEEE comparison: a run of both may come in either order (the stable
// reading puts the lower index first, totalOrder +0 first). Elsewhere one
// result is allowed.
TEST(TopK, ANaNRowIsOpenAndZerosOfBothSignsTie) {
  const float nan = std::bit_cast<float>(0x7FC00000u);
  auto op = makeOp("chlo.top_k",
                   {tensorType({2, 3}, ElementType::kF32), tensorType({2, 3}, ElementType::kSI32)},
                   {{"k", i64Attr(3)}});
  auto r = run(*op, tensors({f32({2, 4}, {1.0f, nan, 3.0f, 2.0f, 5.0f, -0.0f, 0.0f, -2.0f})}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[1].tensor()), V({1, 2, 3, 0, 2, 1}));  // the flowing values: totalOrder
  const auto& v = (*r)[0].expectation();
  const auto& i = (*r)[1].expectation();
  ASSERT_NE(v, nullptr);
  ASSERT_NE(i, nullptr);
  for (int64_t slot : {0, 1, 2}) {  // the NaN row: any of its four elements
    EXPECT_EQ(v->anyOf(slot)->size(), 4u) << slot;
    EXPECT_EQ(i->anyOf(slot)->size(), 4u) << slot;
  }
  EXPECT_EQ(v->rule(3), ElementRule::kExact);  // 5 is the largest under every reading
  for (int64_t slot : {4, 5}) {                // +0 (index 2), -0 (index 1): either order
    EXPECT_EQ(i->anyOf(slot)->size(), 2u) << slot;
    EXPECT_EQ(v->anyOf(slot)->size(), 2u) << slot;
  }
}

TEST(TopK, BooleansOrderTrueAboveFalseStableByIndex) {
  // jax.lax.top_k takes booleans, and JAX exports such tests: the
  // catalogue accepts i1 (ChloOps.td: any tensor) and true > false, equal
  // elements in index order.
  constexpr const char* kProgram = R"(
func.func @top_k_i1() {
  %0 = stablehlo.constant dense<[false, true, false, true, true]> : tensor<5xi1>
  %values, %indices = chlo.top_k(%0, k = 5) : tensor<5xi1> -> (tensor<5xi1>, tensor<5xi32>)
  check.expect_eq_const %values, dense<[true, true, true, false, false]> : tensor<5xi1>
  check.expect_eq_const %indices, dense<[1, 3, 4, 0, 2]> : tensor<5xi32>
  func.return
}
)";
  Result<InterpretReport> report = interpretText(kProgram, "top_k_i1.mlir");
  ASSERT_TRUE(report.ok()) << report.error().str();
  ASSERT_TRUE(report->rejected.empty()) << report->rejected[0].str();
  ASSERT_EQ(report->runs.size(), 1u);
  EXPECT_EQ(report->runs[0].verdict(), Verdict::kPass) << report->runs[0].describe(true);
}

TEST(TopK, ComplexOperandsAreRejected) {
  // No order: XLA's TopK sorts, and complex numbers have none.
  constexpr const char* kProgram = R"(
func.func @top_k_complex(%a: tensor<3xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %values, %indices = chlo.top_k(%a, k = 2) : tensor<3xcomplex<f32>> -> (tensor<2xcomplex<f32>>, tensor<2xi32>)
  func.return %values : tensor<2xcomplex<f32>>
}
)";
  Result<InterpretReport> report = interpretText(kProgram, "top_k_complex.mlir");
  ASSERT_TRUE(report.ok()) << report.error().str();
  ASSERT_FALSE(report->rejected.empty());
  EXPECT_NE(report->rejected[0].message.find("integer, boolean or floating-point"),
            std::string::npos)
      << report->rejected[0].str();
}

// chlo.scan with one input and one carry; `bodyOp` combines (x, carry) and
// the body returns the combination as both output and carry.
std::unique_ptr<Operation> scanOp(std::vector<int64_t> inputShape, int64_t dimension,
                                  bool reverse) {
  std::vector<int64_t> carryShape = inputShape;
  carryShape.erase(carryShape.begin() + dimension);
  const Type carry = Type::tensor(carryShape, ElementType::kSI32);
  std::vector<NamedAttribute> properties = {{"dimension", i64Attr(dimension)}};
  if (reverse) properties.push_back({"is_reverse", Attribute::boolean(true)});
  auto op = makeOp("chlo.scan", {Type::tensor(inputShape, ElementType::kSI32), carry},
                   std::move(properties));
  Block* b = addBlock(*op, {carry, carry});
  Value* sum = append(*b, "stablehlo.add", {b->argument(0), b->argument(1)}, {carry})->result(0);
  ret(*b, {sum, sum});
  return op;
}

TEST(Scan, CorpusCumulativeSums) {
  auto r = run(*scanOp({4}, 0, false), tensors({i32({4}, {1, 2, 3, 4}), i32({}, {0})}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[0].tensor()), V({1, 3, 6, 10}));
  EXPECT_EQ(values((*r)[1].tensor()), V({10}));
  auto dim1 =
      run(*scanOp({2, 3}, 1, false), tensors({i32({2, 3}, {1, 2, 3, 4, 5, 6}), i32({2}, {0, 0})}));
  ASSERT_TRUE(dim1.ok()) << dim1.error().str();
  EXPECT_EQ(values((*dim1)[0].tensor()), V({1, 3, 6, 4, 9, 15}));
  EXPECT_EQ(values((*dim1)[1].tensor()), V({6, 15}));
  auto reverse = run(*scanOp({4}, 0, true), tensors({i32({4}, {1, 2, 3, 4}), i32({}, {0})}));
  ASSERT_TRUE(reverse.ok()) << reverse.error().str();
  EXPECT_EQ(values((*reverse)[0].tensor()), V({10, 9, 7, 4}));
  EXPECT_EQ(values((*reverse)[1].tensor()), V({10}));
}

// The evaluator drops a value after its last use; a use inside a later op's
// region counts as that op's. %step is used by no top-level op after its
// definition, only by the while body, and %twice is never used: the loop
// still reads %step on every iteration (3 steps of 3 to pass 7), and the
// function returns %start's loop result.
TEST(ValueLifetimes, AValueUsedOnlyInALaterRegionLivesUntilThatOpHasRun) {
  const std::string text =
      "func.func @f(%n: tensor<i64>) -> tensor<i64> {\n"
      "  %step = stablehlo.constant dense<3> : tensor<i64>\n"
      "  %twice = stablehlo.add %n, %n : tensor<i64>\n"
      "  %start = stablehlo.constant dense<0> : tensor<i64>\n"
      "  %r = stablehlo.while(%i = %start) : tensor<i64>\n"
      "    cond {\n"
      "      %c = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>\n"
      "      stablehlo.return %c : tensor<i1>\n"
      "    } do {\n"
      "      %next = stablehlo.add %i, %step : tensor<i64>\n"
      "      stablehlo.return %next : tensor<i64>\n"
      "    }\n"
      "  %again = stablehlo.add %r, %start : tensor<i64>\n"
      "  return %again : tensor<i64>\n"
      "}\n";
  Tensor n({}, ElementType::kSI64);
  n.setIntValue(0, 7);
  auto results = testing::runProgram(text, {n});
  ASSERT_TRUE(results.ok()) << results.error().str();
  EXPECT_EQ((*results)[0].tensor().intValue(0), 9);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
