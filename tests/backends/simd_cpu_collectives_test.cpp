// simd-cpu's collectives against the oracle, bit for bit (or within its
// allowed set for float sums): in a single process every result is its
// operand, and collective_permute's is zeros when no pair sends process 0
// to itself; under interpreter.run_parallel, every collective on random
// grids, groups and channel modes, send/recv, and deadlocks that end in an
// error instead of a hang.
#include <fmt/format.h>

#include <algorithm>
#include <numeric>

#include "tests/backends/simd_cpu_differential.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace testing;

const char kGroups[] = "replica_groups = dense<0> : tensor<1x1xi64>";

// %r0 = OP(%a0) of type `t`; `withBody`: an add body over `element`.
std::string collective(const std::string& op, const std::string& attrs, const std::string& t,
                       ElementType element, bool withBody) {
  std::string text = "  %r0 = \"" + op + "\"(%a0) <{" + attrs + "}> ";
  if (withBody) {
    const std::string s = tensorType({}, element);
    text += "({\n  ^bb0(%x: " + s + ", %y: " + s + "):\n    %s = stablehlo.add %x, %y : " + s +
            "\n    stablehlo.return %s : " + s + "\n  }) ";
  }
  return text + ": (" + t + ") -> " + t + "\n";
}

TEST(SimdCpuCollectives, EverySingleProcessCollectiveMatchesOracle) {
  std::mt19937_64 rng(41);
  const std::vector<int64_t> shape = {3, 4};
  for (ElementType type : {ElementType::kF32, ElementType::kSI8, ElementType::kBF16}) {
    const std::string t = tensorType(shape, type);
    const std::string g = kGroups;
    const std::vector<std::string> bodies = {
        collective("stablehlo.all_gather", "all_gather_dim = 1 : i64, " + g, t, type, false),
        collective("stablehlo.all_reduce", g, t, type, true),
        collective("stablehlo.reduce_scatter", "scatter_dimension = 0 : i64, " + g, t, type, true),
        collective("stablehlo.all_to_all",
                   "concat_dimension = 0 : i64, split_count = 1 : i64, split_dimension = 1 : "
                   "i64, " +
                       g,
                   t, type, false),
        collective("stablehlo.collective_broadcast", g, t, type, false),
        collective("stablehlo.collective_permute",
                   "source_target_pairs = dense<0> : tensor<1x2xi64>", t, type, false),
        collective("stablehlo.collective_permute",
                   "source_target_pairs = dense<> : tensor<0x2xi64>", t, type, false),
    };
    for (const std::string& body : bodies)
      expectSameAsOracle(mainProgram({t}, {t}, body), {randomTensor(shape, type, rng)});
  }
}

// async_start / async_done around a collective: in one process the wrapped
// op completes where async_start stands and the future is its value.
TEST(SimdCpuCollectives, AsyncStartAndDoneRunTheWrappedCollective) {
  std::mt19937_64 rng(42);
  for (ElementType type : {ElementType::kF32, ElementType::kSI8, ElementType::kComplexF64}) {
    const std::string t = tensorType({2, 3}, type);
    const std::string future = "!stablehlo.future<" + t + ">";
    const std::string body = "  %f = \"stablehlo.async_start\"(%a0) ({\n  ^bb0(%x: " + t +
                             "):\n    %g = \"stablehlo.all_gather\"(%x) <{all_gather_dim = 1 : "
                             "i64, " +
                             std::string(kGroups) + "}> : (" + t + ") -> " + t +
                             "\n    stablehlo.return %g : " + t + "\n  }) : (" + t + ") -> " +
                             future + "\n  %r0 = \"stablehlo.async_done\"(%f) : (" + future +
                             ") -> " + t + "\n";
    expectSameAsOracle(mainProgram({t}, {t}, body), {randomTensor({2, 3}, type, rng)});
  }
}

// Compiles `text` on simd-cpu and runs it; the run must fail with a
// message holding `what`.
void expectRunFails(const std::string& text, const std::vector<Tensor>& inputs,
                    const std::string& what) {
  SCOPED_TRACE(text);
  Program program;
  program.text = text;
  std::unique_ptr<Backend> simd = makeSimdCpuBackend();
  auto compiled = simd->compile(program, {});
  ASSERT_TRUE(compiled.ok()) << compiled.message;
  auto result = simd->execute(*compiled.value, inputs, {});
  ASSERT_FALSE(result.ok());
  EXPECT_NE(result.message.find(what), std::string::npos) << result.message;
}

// Run on its own a program is the 1×1 grid: a group naming process 1 is an
// error at run time (the oracle's too), not a result.
TEST(SimdCpuCollectives, AGroupNamingAnotherProcessFailsOutsideAGrid) {
  const std::string t = tensorType({4}, ElementType::kF32);
  expectRunFails(
      mainProgram({t}, {t},
                  collective("stablehlo.all_gather",
                             "all_gather_dim = 0 : i64, replica_groups = dense<[[0], [1]]> : "
                             "tensor<2x1xi64>",
                             t, ElementType::kF32, false)),
      {Tensor({4}, ElementType::kF32)}, "process id 1 is outside the 1×1 process grid");
}

// Values for the host leave the program (the token goes on); a send to
// another device has no process to receive it outside a grid.
TEST(SimdCpuCollectives, HostTransfersRunAndADeviceSendFailsOutsideAGrid) {
  std::mt19937_64 rng(7);
  const std::string t = tensorType({3}, ElementType::kSI16);
  const std::string host =
      "  %t = stablehlo.after_all : !stablehlo.token\n"
      "  %s = \"stablehlo.send\"(%a0, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, "
      "type = 2>, is_host_transfer = true} : (" +
      t + ", !stablehlo.token) -> !stablehlo.token\n  %o = \"stablehlo.outfeed\"(%a0, %s) : (" + t +
      ", !stablehlo.token) -> !stablehlo.token\n  %r0 = stablehlo.negate %a0 : " + t + "\n";
  expectSameAsOracle(mainProgram({t}, {t}, host), {randomTensor({3}, ElementType::kSI16, rng)});
  expectRunFails(
      mainProgram(
          {t}, {t},
          "  %t = stablehlo.after_all : !stablehlo.token\n"
          "  %s = \"stablehlo.send\"(%a0, %t) {channel_handle = "
          "#stablehlo.channel_handle<handle = 1, type = 1>} : (" +
              t + ", !stablehlo.token) -> !stablehlo.token\n  %r0 = stablehlo.negate %a0 : " + t +
              "\n"),
      {randomTensor({3}, ElementType::kSI16, rng)}, "device-to-device send needs a process grid");
}

// --- interpreter.run_parallel --------------------------------------------------

// "dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>": ids 0..n-1 shuffled into
// groups of `size`.
std::string randomGroups(std::mt19937_64& rng, int64_t n, int64_t size) {
  std::vector<int64_t> ids(static_cast<size_t>(n));
  std::iota(ids.begin(), ids.end(), 0);
  std::shuffle(ids.begin(), ids.end(), rng);
  std::string text = "dense<[";
  for (int64_t g = 0; g < n / size; ++g) {
    text += g ? ", [" : "[";
    for (int64_t i = 0; i < size; ++i)
      text += (i ? ", " : "") + std::to_string(ids[static_cast<size_t>(g * size + i)]);
    text += "]";
  }
  return text + "]> : tensor<" + std::to_string(n / size) + "x" + std::to_string(size) + "xi64>";
}

// A divisor of n, at random.
int64_t randomDivisor(std::mt19937_64& rng, int64_t n) {
  std::vector<int64_t> divisors;
  for (int64_t d = 1; d <= n; ++d)
    if (n % d == 0) divisors.push_back(d);
  return divisors[static_cast<size_t>(uniform(rng, 0, static_cast<int64_t>(divisors.size()) - 1))];
}

// A module whose @main runs `process` (a function @p of one `in` argument
// giving one `out`) on every process of a replicas × partitions grid.
std::string gridProgram(int64_t replicas, int64_t partitions, const std::string& in,
                        const std::string& out, const std::string& process) {
  const int64_t n = replicas * partitions;
  std::string programs = "[", args, ins, outs, results;
  for (int64_t r = 0; r < replicas; ++r) {
    programs += r ? ", [" : "[";
    for (int64_t p = 0; p < partitions; ++p) programs += p ? ", @p" : "@p";
    programs += "]";
  }
  programs += "]";
  for (int64_t i = 0; i < n; ++i) {
    const std::string sep = i ? ", " : "";
    args += sep + "%a" + std::to_string(i) + ": " + in;
    ins += sep + "%a" + std::to_string(i);
    outs += sep + out;
    results += sep + "%r#" + std::to_string(i);
  }
  const std::string inTypes = [&] {
    std::string t;
    for (int64_t i = 0; i < n; ++i) t += (i ? ", " : "") + in;
    return t;
  }();
  return "func.func @p(%x: " + in + ") -> " + out + " {\n" + process + "  func.return %y : " + out +
         "\n}\nfunc.func @main(" + args + ") -> (" + outs + ") {\n  %r:" + std::to_string(n) +
         " = \"interpreter.run_parallel\"(" + ins + ") {programs = " + programs + "} : (" +
         inTypes + ") -> (" + outs + ")\n  func.return " + results + " : " + outs + "\n}\n";
}

// Every collective on random grids, groups and channel modes against the
// oracle: bit for bit for the data-moving ones and integer sums, within
// the oracle's allowed set (any summation order) for float sums.
TEST(SimdCpuCollectives, RunParallelGridsMatchTheOracle) {
  std::mt19937_64 rng(43);
  const std::pair<int64_t, int64_t> grids[] = {{1, 2}, {2, 1}, {2, 2}, {3, 1}, {1, 3}, {2, 3}};
  const ElementType types[] = {ElementType::kSI32, ElementType::kF32, ElementType::kBF16,
                               ElementType::kUI8, ElementType::kComplexF32};
  int ran = 0;
  for (int c = 0; c < 120; ++c) {
    const auto [replicas, partitions] = grids[static_cast<size_t>(uniform(rng, 0, 5))];
    const ElementType type = types[static_cast<size_t>(uniform(rng, 0, 4))];
    const int64_t n = replicas * partitions;
    const int kind = static_cast<int>(uniform(rng, 0, 6));
    // The group ids: replicas (no channel), replicas in every partition
    // (a channel), or flattened ids (a channel and use_global_device_ids);
    // all_to_all, collective_permute and collective_broadcast: replicas or
    // partitions.
    const int mode = static_cast<int>(uniform(rng, 0, kind >= 3 ? 1 : 2));
    const std::string channel = mode > 0
                                    ? ", channel_handle = #stablehlo.channel_handle<handle = 1, "
                                      "type = 1>"
                                    : "";
    const std::string global = mode == 2 ? ", use_global_device_ids" : "";
    const int64_t axis = kind >= 3 ? (mode == 0 ? replicas : partitions) : mode == 2 ? n : replicas;
    const int64_t size = randomDivisor(rng, axis);
    // Members per group: replicas in every partition multiply the group.
    const int64_t members = kind < 3 && mode == 1 ? size * partitions : size;
    const std::string groups = "replica_groups = " + randomGroups(rng, axis, size);
    std::vector<int64_t> shape = {members * uniform(rng, 1, 2), uniform(rng, 1, 3)};
    std::vector<int64_t> outShape = shape;
    const std::string s = tensorType({}, type);
    const std::string add = "({\n  ^bb0(%u: " + s + ", %v: " + s +
                            "):\n    %w = stablehlo.add %u, %v : " + s +
                            "\n    stablehlo.return %w : " + s + "\n  })";
    std::string op;
    bool reduces = false;
    switch (kind) {
      case 0: {  // all_gather
        const int64_t dim = uniform(rng, 0, 1);
        outShape[static_cast<size_t>(dim)] *= members;
        op = "\"stablehlo.all_gather\"(%x) <{all_gather_dim = " + std::to_string(dim) + " : i64, " +
             groups + channel + global + "}>";
        break;
      }
      case 1:
        op = "\"stablehlo.all_reduce\"(%x) <{" + groups + channel + global + "}> " + add;
        reduces = true;
        break;
      case 2:
        outShape[0] /= members;
        op = "\"stablehlo.reduce_scatter\"(%x) <{scatter_dimension = 0 : i64, " + groups + channel +
             global + "}> " + add;
        reduces = true;
        break;
      case 3: {  // all_to_all: split dimension 0, concatenate along 1
        outShape[0] /= members;
        outShape[1] *= members;
        op = "\"stablehlo.all_to_all\"(%x) <{split_dimension = 0 : i64, concat_dimension = 1 : "
             "i64, split_count = " +
             std::to_string(members) + " : i64, " + groups + channel + "}>";
        break;
      }
      case 4: {  // collective_permute: a random partial permutation of the axis
        std::vector<int64_t> targets(static_cast<size_t>(axis));
        std::iota(targets.begin(), targets.end(), 0);
        std::shuffle(targets.begin(), targets.end(), rng);
        std::string pairs;
        int64_t count = 0;
        for (int64_t i = 0; i < axis; ++i)
          if (uniform(rng, 0, 3) != 0) {
            pairs += std::string(count ? ", " : "") + "[" + std::to_string(i) + ", " +
                     std::to_string(targets[static_cast<size_t>(i)]) + "]";
            ++count;
          }
        op = "\"stablehlo.collective_permute\"(%x) <{source_target_pairs = dense<" +
             (count ? "[" + pairs + "]" : std::string("")) + "> : tensor<" + std::to_string(count) +
             "x2xi64>" + channel + "}>";
        break;
      }
      case 5:
        op = "\"stablehlo.collective_broadcast\"(%x) <{" + groups + channel + "}>";
        break;
      default:
        break;
    }
    if (kind == 6) {
      // The process ids, as the result: replica_id * 16 + partition_id.
      const std::string t = tensorType({}, ElementType::kUI32);
      const std::string text = gridProgram(replicas, partitions, t, t,
                                           "  %i = stablehlo.replica_id : " + t +
                                               "\n  %j = stablehlo.partition_id : " + t +
                                               "\n  %k = stablehlo.constant dense<16> : " + t +
                                               "\n  %m = stablehlo.multiply %i, %k : " + t +
                                               "\n  %y = stablehlo.add %m, %j : " + t + "\n");
      expectSameAsOracle(
          text, std::vector<Tensor>(static_cast<size_t>(n), Tensor({}, ElementType::kUI32)));
      ++ran;
      continue;
    }
    const std::string in = tensorType(shape, type), out = tensorType(outShape, type);
    const std::string text = gridProgram(replicas, partitions, in, out,
                                         "  %y = " + op + " : (" + in + ") -> " + out + "\n");
    std::vector<Tensor> inputs;
    for (int64_t i = 0; i < n; ++i)
      inputs.push_back(isFloat(type) ? decimalValues(shape, type, -4, 4, rng)
                                     : randomTensor(shape, type, rng));
    if (reduces && (isFloat(type) || isComplex(type)))
      expectAllowedByOracle(text, inputs);
    else
      expectSameAsOracle(text, inputs);
    ++ran;
  }
  EXPECT_EQ(ran, 120);
}

// cross-replica-sum over a grid of replicas: the operands added in their
// lane (integers wrapping, booleans OR, bf16 rounded after each addition).
TEST(SimdCpuCollectives, CrossReplicaSumAddsTheGroupsOperands) {
  std::mt19937_64 rng(45);
  for (ElementType type :
       {ElementType::kSI32, ElementType::kI1, ElementType::kUI8, ElementType::kBF16}) {
    const std::string t = tensorType({2, 3}, type);
    const std::string text = gridProgram(
        3, 1, t, t,
        "  %y = \"stablehlo.cross-replica-sum\"(%x) <{replica_groups = dense<[[0, 1, 2]]> : "
        "tensor<1x3xi64>}> : (" +
            t + ") -> " + t + "\n");
    std::vector<Tensor> inputs;
    for (int i = 0; i < 3; ++i)
      inputs.push_back(type == ElementType::kBF16 ? decimalValues({2, 3}, type, -4, 4, rng)
                                                  : randomTensor({2, 3}, type, rng));
    expectAllowedByOracle(text, inputs);
  }
}

// Point to point and host queues: process 0 sends two values on a channel
// that process 1 receives in order; a recv nothing sends to, or a
// collective a member never reaches, ends in a located deadlock error
// rather than a hang.
TEST(SimdCpuCollectives, RunParallelSendRecvAndDeadlocks) {
  std::mt19937_64 rng(44);
  // {0}: the tensor type, {1}: the channel.
  const std::string sendRecv = fmt::format(R"(
func.func @send(%x: {0}, %t: !stablehlo.token) -> {0} {{
  %s = "stablehlo.send"(%x, %t) {{{1}}} : ({0}, !stablehlo.token) -> !stablehlo.token
  %n = stablehlo.negate %x : {0}
  %s2 = "stablehlo.send"(%n, %s) {{{1}}} : ({0}, !stablehlo.token) -> !stablehlo.token
  func.return %x : {0}
}}
func.func @recv(%t: !stablehlo.token) -> {0} {{
  %a:2 = "stablehlo.recv"(%t) {{{1}}} : (!stablehlo.token) -> ({0}, !stablehlo.token)
  %b:2 = "stablehlo.recv"(%a#1) {{{1}}} : (!stablehlo.token) -> ({0}, !stablehlo.token)
  %d = stablehlo.subtract %a#0, %b#0 : {0}
  func.return %d : {0}
}}
func.func @main(%x: {0}) -> ({0}, {0}) {{
  %t = stablehlo.after_all : !stablehlo.token
  %r:2 = "interpreter.run_parallel"(%x, %t, %t) {{programs = [[@send], [@recv]]}}
      : ({0}, !stablehlo.token, !stablehlo.token) -> ({0}, {0})
  func.return %r#0, %r#1 : {0}, {0}
}}
)",
                                           "tensor<2x2xi64>",
                                           "channel_handle = #stablehlo.channel_handle<handle = "
                                           "3, type = 1>");
  expectSameAsOracle(sendRecv, {randomTensor({2, 2}, ElementType::kSI64, rng)});

  const std::string lonelyRecv = R"(
func.func @recv(%t: !stablehlo.token) -> tensor<2xi64> {
  %a:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>}
      : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  func.return %a#0 : tensor<2xi64>
}
func.func @main() -> tensor<2xi64> {
  %t = stablehlo.after_all : !stablehlo.token
  %r = "interpreter.run_parallel"(%t) {programs = [[@recv]]} : (!stablehlo.token) -> tensor<2xi64>
  func.return %r : tensor<2xi64>
}
)";
  expectRunFails(lonelyRecv, {}, "deadlock");

  const std::string missedReduce = R"(
func.func @reduce(%x: tensor<2xi64>) -> tensor<2xi64> {
  %y = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%u: tensor<i64>, %v: tensor<i64>):
    %w = stablehlo.add %u, %v : tensor<i64>
    stablehlo.return %w : tensor<i64>
  }) : (tensor<2xi64>) -> tensor<2xi64>
  func.return %y : tensor<2xi64>
}
func.func @skip(%x: tensor<2xi64>) -> tensor<2xi64> {
  func.return %x : tensor<2xi64>
}
func.func @main(%x: tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>) {
  %r:2 = "interpreter.run_parallel"(%x, %x) {programs = [[@reduce], [@skip]]}
      : (tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>)
  func.return %r#0, %r#1 : tensor<2xi64>, tensor<2xi64>
}
)";
  expectRunFails(missedReduce, {randomTensor({2}, ElementType::kSI64, rng)}, "deadlock");
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
