// The process grid and the collectives: the spec's examples, the corpus'
// group strategies, channels, host queues, and deadlock reporting.
#include <gtest/gtest.h>

#include <chrono>

#include "oracle/evaluator.h"
#include "oracle/expectation.h"
#include "oracle/oracle.h"
#include "oracle/process_grid.h"
#include "reduction_test_util.h"
#include "spec/text/parser.h"
#include "tests/oracle/verified_eval.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using testing::intTensor;

struct Program {
  std::unique_ptr<Module> module;
};

Module& parsed(const std::string& text) {
  static std::vector<std::unique_ptr<Module>> keep;
  Result<Module> m = parseModule(text, "grid.mlir");
  EXPECT_TRUE(m.ok()) << (m.ok() ? "" : m.error().str());
  keep.push_back(std::make_unique<Module>(m.ok() ? std::move(*m) : Module{}));
  return *keep.back();
}

std::vector<RuntimeValue> values(std::vector<Tensor> tensors) {
  std::vector<RuntimeValue> out;
  for (Tensor& t : tensors) out.push_back(RuntimeValue::fromTensor(std::move(t)));
  return out;
}

std::vector<int64_t> ints(const RuntimeValue& v) {
  std::vector<int64_t> out;
  for (int64_t i = 0; i < v.tensor().numElements(); ++i) out.push_back(v.tensor().intValue(i));
  return out;
}

Tensor i64s(std::vector<int64_t> shape, std::vector<int64_t> v) {
  return intTensor(std::move(shape), ElementType::kSI64, v);
}

// A grid that is a whole evaluation: the oracle's table and passes.
Result<ParallelRun> runGrid(const VerifiedModule& module,
                            const std::vector<std::vector<std::string>>& programs,
                            std::span<const RuntimeValue> inputs,
                            std::vector<std::vector<RuntimeValue>> infeed,
                            const EvalOptions& options) {
  EvalContext root(module, options, oracleOps(), oraclePasses());
  return runParallel(programs, inputs, std::move(infeed), root);
}

TEST(CollectivesGridTest, AllReduceCrossReplicaAndFlattenedIds) {
  Module& m = parsed(R"(
    func.func @cross_replica(%x: tensor<4xi64>) -> tensor<4xi64> {
      %r = "stablehlo.all_reduce"(%x) ({
        ^bb0(%a: tensor<i64>, %b: tensor<i64>):
          %0 = stablehlo.add %a, %b : tensor<i64>
          stablehlo.return %0 : tensor<i64>
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
          channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<4xi64>) -> tensor<4xi64>
      return %r : tensor<4xi64>
    }
    func.func @ragged(%x: tensor<4xi64>) -> tensor<4xi64> {
      %r = "stablehlo.all_reduce"(%x) ({
        ^bb0(%a: tensor<i64>, %b: tensor<i64>):
          %0 = stablehlo.add %a, %b : tensor<i64>
          stablehlo.return %0 : tensor<i64>
      }) {replica_groups = dense<[[0, 1], [2, -1]]> : tensor<2x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
      return %r : tensor<4xi64>
    })");
  Result<ParallelRun> r =
      runGrid(testing::mustVerify(m), {{"cross_replica"}, {"cross_replica"}},
              values({i64s({4}, {1, 2, 3, 4}), i64s({4}, {5, 6, 7, 8})}), {}, {});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(ints(r->results[0]), (std::vector<int64_t>{6, 8, 10, 12}));
  EXPECT_EQ(ints(r->results[1]), (std::vector<int64_t>{6, 8, 10, 12}));
  r = runGrid(testing::mustVerify(m), {{"ragged"}, {"ragged"}, {"ragged"}},
              values({i64s({4}, {1, 2, 3, 4}), i64s({4}, {5, 6, 7, 8}), i64s({4}, {6, 8, 10, 12})}),
              {}, {});
  ASSERT_TRUE(r.ok()) << r.error().str();
  for (int p = 0; p < 3; ++p) EXPECT_EQ(ints(r->results[p]), (std::vector<int64_t>{6, 8, 10, 12}));
}

TEST(CollectivesGridTest, FloatAllReduceCarriesTheOrderInterval) {
  Module& m = parsed(R"(
    func.func @f(%x: tensor<f32>) -> tensor<f32> {
      %r = "stablehlo.all_reduce"(%x) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %0 = stablehlo.add %a, %b : tensor<f32>
          stablehlo.return %0 : tensor<f32>
      }) {replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<f32>) -> tensor<f32>
      return %r : tensor<f32>
    })");
  // 1 + 2^-24 + 2^-24: the exact sum 1 + 2^-23 is the value; the sequential
  // order's 1.0 is allowed too.
  Result<ParallelRun> r =
      runGrid(testing::mustVerify(m), {{"f"}, {"f"}, {"f"}},
              values({testing::f32Tensor({}, {1.0f}), testing::f32Tensor({}, {0x1p-24f}),
                      testing::f32Tensor({}, {0x1p-24f})}),
              {}, {});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(testing::f32Of(r->results[1].tensor().bits(0)), 1.0f + 0x1p-23f);
  ASSERT_NE(r->results[1].expectation(), nullptr);
  Profile strict;
  EXPECT_TRUE(compare(testing::f32Tensor({}, {1.0f}), *r->results[1].expectation(), strict).passed);
  EXPECT_FALSE(
      compare(testing::f32Tensor({}, {1.5f}), *r->results[1].expectation(), strict).passed);
}

// XLA's CrossReplicaSum (MHLO's legacy op): all_reduce with add, so the
// same values and the same order interval, per replica group.
TEST(CollectivesGridTest, CrossReplicaSumIsAllReduceWithAdd) {
  Module& m = parsed(R"(
    func.func @ints(%x: tensor<2xi64>) -> tensor<2xi64> {
      %r = "stablehlo.cross-replica-sum"(%x) {replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
      return %r : tensor<2xi64>
    }
    func.func @floats(%x: tensor<f32>) -> tensor<f32> {
      %r = "stablehlo.cross-replica-sum"(%x) {replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<f32>) -> tensor<f32>
      return %r : tensor<f32>
    })");
  Result<ParallelRun> r = runGrid(
      testing::mustVerify(m), {{"ints"}, {"ints"}, {"ints"}, {"ints"}},
      values({i64s({2}, {1, 2}), i64s({2}, {10, 20}), i64s({2}, {100, 200}), i64s({2}, {-1, -2})}),
      {}, {});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(ints(r->results[0]), (std::vector<int64_t>{101, 202}));
  EXPECT_EQ(ints(r->results[2]), (std::vector<int64_t>{101, 202}));
  EXPECT_EQ(ints(r->results[1]), (std::vector<int64_t>{9, 18}));
  EXPECT_EQ(ints(r->results[3]), (std::vector<int64_t>{9, 18}));
  r = runGrid(testing::mustVerify(m), {{"floats"}, {"floats"}, {"floats"}},
              values({testing::f32Tensor({}, {1.0f}), testing::f32Tensor({}, {0x1p-24f}),
                      testing::f32Tensor({}, {0x1p-24f})}),
              {}, {});
  ASSERT_TRUE(r.ok()) << r.error().str();
  ASSERT_NE(r->results[0].expectation(), nullptr);
  Profile strict;
  EXPECT_TRUE(compare(testing::f32Tensor({}, {1.0f}), *r->results[0].expectation(), strict).passed);
  EXPECT_TRUE(
      compare(testing::f32Tensor({}, {1.0f + 0x1p-23f}), *r->results[0].expectation(), strict)
          .passed);
  EXPECT_FALSE(
      compare(testing::f32Tensor({}, {1.5f}), *r->results[0].expectation(), strict).passed);
}

// A process handed a value of another type than its function takes is an
// error naming the argument, not an all_reduce reading past the smaller
// process's tensor (found by interpret_fuzzer in a 30-minute run).
TEST(CollectivesGridTest, AProcessArgumentOfTheWrongTypeIsALocatedError) {
  Module& m = parsed(R"(
    func.func @ints(%x: tensor<4xi64>) -> tensor<4xi64> {
      %r = "stablehlo.cross-replica-sum"(%x) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
      return %r : tensor<4xi64>
    })");
  Result<ParallelRun> r =
      runGrid(testing::mustVerify(m), {{"ints"}, {"ints"}},
              values({i64s({4}, {1, 2, 3, 4}), i64s({5}, {1, 2, 3, 4, 5})}), {}, {});
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("argument #0 of @ints is a tensor<5xi64>, and @ints takes "
                                   "tensor<4xi64>"),
            std::string::npos)
      << r.error().str();
}

TEST(CollectivesGridTest, GatherScatterAllToAllAndPermute) {
  Module& m = parsed(R"(
    func.func @gather(%x: tensor<2x2xi64>) -> tensor<2x4xi64> {
      %r = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64,
          replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<2x4xi64>
      return %r : tensor<2x4xi64>
    }
    func.func @scatter(%x: tensor<2x4xi64>) -> tensor<2x2xi64> {
      %r = "stablehlo.reduce_scatter"(%x) ({
        ^bb0(%a: tensor<i64>, %b: tensor<i64>):
          %0 = stablehlo.add %a, %b : tensor<i64>
          stablehlo.return %0 : tensor<i64>
      }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
      return %r : tensor<2x2xi64>
    }
    func.func @a2a(%x: tensor<2x4xi64>) -> tensor<4x2xi64> {
      %r = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64,
          split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
      return %r : tensor<4x2xi64>
    })");
  // The spec's examples.
  Result<ParallelRun> r =
      runGrid(testing::mustVerify(m), {{"gather"}, {"gather"}},
              values({i64s({2, 2}, {1, 2, 3, 4}), i64s({2, 2}, {5, 6, 7, 8})}), {}, {});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(ints(r->results[0]), (std::vector<int64_t>{1, 2, 5, 6, 3, 4, 7, 8}));
  EXPECT_EQ(ints(r->results[1]), (std::vector<int64_t>{1, 2, 5, 6, 3, 4, 7, 8}));
  const Tensor a = i64s({2, 4}, {1, 2, 3, 4, 5, 6, 7, 8});
  const Tensor b = i64s({2, 4}, {9, 10, 11, 12, 13, 14, 15, 16});
  r = runGrid(testing::mustVerify(m), {{"scatter"}, {"scatter"}}, values({a, b}), {}, {});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(ints(r->results[0]), (std::vector<int64_t>{10, 12, 18, 20}));
  EXPECT_EQ(ints(r->results[1]), (std::vector<int64_t>{14, 16, 22, 24}));
  r = runGrid(testing::mustVerify(m), {{"a2a"}, {"a2a"}}, values({a, b}), {}, {});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(ints(r->results[0]), (std::vector<int64_t>{1, 2, 5, 6, 9, 10, 13, 14}));
  EXPECT_EQ(ints(r->results[1]), (std::vector<int64_t>{3, 4, 7, 8, 11, 12, 15, 16}));
}

TEST(CollectivesGridTest, PermuteBroadcastAndCollectiveReduce) {
  Module& m = parsed(R"(
    func.func @permute(%x: tensor<1xi64>) -> tensor<1xi64> {
      %r = "stablehlo.collective_permute"(%x) {
          source_target_pairs = dense<[[0, 1], [1, 2], [3, 3], [4, 4]]> : tensor<4x2xi64>} : (tensor<1xi64>) -> tensor<1xi64>
      return %r : tensor<1xi64>
    }
    func.func @bcast(%x: tensor<1x2xi64>) -> tensor<1x2xi64> {
      %r = "stablehlo.collective_broadcast"(%x) {
          replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>} : (tensor<1x2xi64>) -> tensor<1x2xi64>
      return %r : tensor<1x2xi64>
    }
    func.func @creduce(%x: tensor<2xi64>) -> tensor<2xi64> {
      %r = "stablehlo.collective_reduce"(%x) ({
        ^bb0(%a: tensor<i64>, %b: tensor<i64>):
          %0 = stablehlo.add %a, %b : tensor<i64>
          stablehlo.return %0 : tensor<i64>
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
      return %r : tensor<2xi64>
    })");
  std::vector<Tensor> in;
  for (int64_t i = 0; i < 5; ++i) in.push_back(i64s({1}, {10 * (i + 1)}));
  Result<ParallelRun> r = runGrid(testing::mustVerify(m),
                                  {{"permute"}, {"permute"}, {"permute"}, {"permute"}, {"permute"}},
                                  values(in), {}, {});
  ASSERT_TRUE(r.ok()) << r.error().str();
  const int64_t want[] = {0, 10, 20, 40, 50};
  for (int i = 0; i < 5; ++i) EXPECT_EQ(r->results[i].tensor().intValue(0), want[i]);
  r = runGrid(testing::mustVerify(m), {{"bcast"}, {"bcast"}, {"bcast"}, {"bcast"}},
              values({i64s({1, 2}, {1, 2}), i64s({1, 2}, {3, 4}), i64s({1, 2}, {5, 6}),
                      i64s({1, 2}, {7, 8})}),
              {}, {});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(ints(r->results[0]), (std::vector<int64_t>{0, 0}));
  EXPECT_EQ(ints(r->results[1]), (std::vector<int64_t>{5, 6}));
  EXPECT_EQ(ints(r->results[2]), (std::vector<int64_t>{5, 6}));
  EXPECT_EQ(ints(r->results[3]), (std::vector<int64_t>{0, 0}));
  r = runGrid(testing::mustVerify(m), {{"creduce"}, {"creduce"}},
              values({i64s({2}, {1, 2}), i64s({2}, {5, 6})}), {}, {});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(ints(r->results[0]), (std::vector<int64_t>{6, 8}));
  EXPECT_EQ(ints(r->results[1]), (std::vector<int64_t>{0, 0}));
}

TEST(CollectivesGridTest, IdsOfAGridLargerThanTheMachine) {
  // 4 replicas × 2 partitions on whatever cores there are: one thread each.
  Module& m = parsed(R"(
    func.func @ids() -> (tensor<ui32>, tensor<ui32>, tensor<ui32>) {
      %r = stablehlo.replica_id : tensor<ui32>
      %p = stablehlo.partition_id : tensor<ui32>
      %s = "stablehlo.all_reduce"(%r) ({
        ^bb0(%a: tensor<ui32>, %b: tensor<ui32>):
          %0 = stablehlo.add %a, %b : tensor<ui32>
          stablehlo.return %0 : tensor<ui32>
      }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>,
          channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<ui32>) -> tensor<ui32>
      return %r, %p, %s : tensor<ui32>, tensor<ui32>, tensor<ui32>
    })");
  std::vector<std::vector<std::string>> programs(4, std::vector<std::string>(2, "ids"));
  Result<ParallelRun> r = runGrid(testing::mustVerify(m), programs, {}, {}, {});
  ASSERT_TRUE(r.ok()) << r.error().str();
  for (int64_t i = 0; i < 8; ++i) {
    EXPECT_EQ(r->results[3 * i].tensor().bits(0), static_cast<uint64_t>(i / 2));
    EXPECT_EQ(r->results[3 * i + 1].tensor().bits(0), static_cast<uint64_t>(i % 2));
    EXPECT_EQ(r->results[3 * i + 2].tensor().bits(0), 2u * (0 + 1 + 2 + 3));
  }
}

TEST(CollectivesGridTest, SendRecvAndHostQueues) {
  Module& m = parsed(R"(
    func.func @send(%x: tensor<2xi64>, %t: !stablehlo.token) -> !stablehlo.token {
      %r = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>,
          is_host_transfer = true} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
      %s = "stablehlo.outfeed"(%x, %r) <{outfeed_config = ""}> : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
      return %s : !stablehlo.token
    }
    func.func @recv(%t: !stablehlo.token) -> (tensor<2xi64>, tensor<2xi64>) {
      %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>,
          is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
      %q:2 = "stablehlo.infeed"(%r#1) : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
      return %r#0, %q#0 : tensor<2xi64>, tensor<2xi64>
    })");
  std::vector<RuntimeValue> in = values({i64s({2}, {3, 4})});
  in.push_back(RuntimeValue::token());
  in.push_back(RuntimeValue::token());
  Result<ParallelRun> r =
      runGrid(testing::mustVerify(m), {{"send"}, {"recv"}}, in, {values({i64s({2}, {7, 9})})}, {});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(ints(r->results[1]), (std::vector<int64_t>{3, 4}));
  EXPECT_EQ(ints(r->results[2]), (std::vector<int64_t>{7, 9}));
  ASSERT_EQ(r->outfeeds[0].size(), 1u);
  EXPECT_EQ(ints(r->outfeeds[0][0][0]), (std::vector<int64_t>{3, 4}));
}

// Outside a grid, values for the host leave the program (nothing in it
// observes them); a device-to-device send has no process to receive it.
TEST(CollectivesGridTest, OneProcessSendsToTheHostButToNoDevice) {
  Module& m = parsed(R"(
    func.func @host(%x: tensor<2xi64>) -> tensor<2xi64> {
      %t = stablehlo.after_all : !stablehlo.token
      %r = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>,
          is_host_transfer = true} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
      %s = "stablehlo.outfeed"(%x, %r) : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
      return %x : tensor<2xi64>
    }
    func.func @device(%x: tensor<2xi64>) -> tensor<2xi64> {
      %t = stablehlo.after_all : !stablehlo.token
      %r = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}
          : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
      return %x : tensor<2xi64>
    })");
  const VerifiedModule& verified = testing::mustVerify(m);
  const std::vector<RuntimeValue> in = values({i64s({2}, {3, 4})});
  Result<std::vector<RuntimeValue>> host = evaluateFunction(verified, "host", in);
  ASSERT_TRUE(host.ok()) << host.error().str();
  EXPECT_EQ(ints((*host)[0]), (std::vector<int64_t>{3, 4}));
  Result<std::vector<RuntimeValue>> device = evaluateFunction(verified, "device", in);
  ASSERT_FALSE(device.ok());
  EXPECT_NE(device.error().message.find("interpreter.run_parallel"), std::string::npos);
}

TEST(CollectivesGridTest, DeadlockIsAnErrorNamingTheWaitingProcesses) {
  Module& m = parsed(R"(
    func.func @recv(%t: !stablehlo.token) -> tensor<2xi64> {
      %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
      return %r#0 : tensor<2xi64>
    }
    func.func @reduce(%x: tensor<i64>) -> tensor<i64> {
      %r = "stablehlo.all_reduce"(%x) ({
        ^bb0(%a: tensor<i64>, %b: tensor<i64>):
          %0 = stablehlo.add %a, %b : tensor<i64>
          stablehlo.return %0 : tensor<i64>
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<i64>) -> tensor<i64>
      return %r : tensor<i64>
    })");
  const auto start = std::chrono::steady_clock::now();
  std::vector<RuntimeValue> in = {RuntimeValue::token(), RuntimeValue::token()};
  Result<ParallelRun> r = runGrid(testing::mustVerify(m), {{"recv"}, {"recv"}}, in, {}, {});
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("deadlock"), std::string::npos) << r.error().message;
  EXPECT_NE(r.error().message.find("(0, 0) waits in stablehlo.recv on channel 5"),
            std::string::npos)
      << r.error().message;
  EXPECT_NE(r.error().message.find("(1, 0)"), std::string::npos) << r.error().message;
  // A collective whose partner never comes: the partner finished instead.
  std::vector<RuntimeValue> mixed = values({i64s({}, {1})});
  mixed.push_back(RuntimeValue::token());
  r = runGrid(testing::mustVerify(m), {{"reduce"}, {"recv"}}, mixed, {}, {});
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("deadlock"), std::string::npos) << r.error().message;
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10));
}

TEST(CollectivesGridTest, RunParallelOpDealsInputsAndConcatenatesResults) {
  Module& m = parsed(R"(
    func.func @id() -> tensor<ui32> {
      %r = stablehlo.replica_id : tensor<ui32>
      return %r : tensor<ui32>
    }
    func.func @pid() -> tensor<ui32> {
      %r = stablehlo.partition_id : tensor<ui32>
      return %r : tensor<ui32>
    }
    func.func @main() -> (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>) {
      %r:2 = "interpreter.run_parallel"() {programs = [[@id], [@id]]} : () -> (tensor<ui32>, tensor<ui32>)
      %p:2 = "interpreter.run_parallel"() {programs = [[@pid, @pid]]} : () -> (tensor<ui32>, tensor<ui32>)
      return %r#0, %r#1, %p#0, %p#1 : tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>
    })");
  Result<std::vector<RuntimeValue>> r = testing::verifyAndEvaluate(m, "main", {});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ((*r)[0].tensor().bits(0), 0u);
  EXPECT_EQ((*r)[1].tensor().bits(0), 1u);
  EXPECT_EQ((*r)[2].tensor().bits(0), 0u);
  EXPECT_EQ((*r)[3].tensor().bits(0), 1u);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
