// simd-cpu's collectives in its single process against the oracle (also a
// single process), bit for bit: every result is its operand, and
// collective_permute's is zeros when no pair sends process 0 to itself. A
// group that names another process is declared not supported.
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

TEST(SimdCpuCollectives, AGroupNamingAnotherProcessIsNotSupported) {
  const std::string t = tensorType({4}, ElementType::kF32);
  Program program;
  program.text = mainProgram(
      {t}, {t},
      collective("stablehlo.all_gather",
                 "all_gather_dim = 0 : i64, replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>",
                 t, ElementType::kF32, false));
  auto compiled = makeSimdCpuBackend()->compile(program, {});
  ASSERT_FALSE(compiled.ok());
  EXPECT_EQ(compiled.status, CallStatus::kNotSupported) << compiled.message;
  EXPECT_NE(compiled.message.find("names process 1"), std::string::npos) << compiled.message;
}

// Values for the host leave the program (the token goes on); a send to
// another device has no process to receive it in one.
TEST(SimdCpuCollectives, HostTransfersRunAndADeviceSendIsNotSupported) {
  std::mt19937_64 rng(7);
  const std::string t = tensorType({3}, ElementType::kSI16);
  const std::string host =
      "  %t = stablehlo.after_all : !stablehlo.token\n"
      "  %s = \"stablehlo.send\"(%a0, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, "
      "type = 2>, is_host_transfer = true} : (" +
      t + ", !stablehlo.token) -> !stablehlo.token\n  %o = \"stablehlo.outfeed\"(%a0, %s) : (" + t +
      ", !stablehlo.token) -> !stablehlo.token\n  %r0 = stablehlo.negate %a0 : " + t + "\n";
  expectSameAsOracle(mainProgram({t}, {t}, host), {randomTensor({3}, ElementType::kSI16, rng)});
  Program program;
  program.text = mainProgram(
      {t}, {t},
      "  %t = stablehlo.after_all : !stablehlo.token\n"
      "  %s = \"stablehlo.send\"(%a0, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, "
      "type = 1>} : (" +
          t + ", !stablehlo.token) -> !stablehlo.token\n  %r0 = stablehlo.negate %a0 : " + t +
          "\n");
  auto compiled = makeSimdCpuBackend()->compile(program, {});
  ASSERT_FALSE(compiled.ok());
  EXPECT_EQ(compiled.status, CallStatus::kNotSupported) << compiled.message;
  EXPECT_NE(compiled.message.find("device-to-device send"), std::string::npos) << compiled.message;
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
