// tests/spec/hlo_modules/ (HLO as XLA's own tests write it) evaluated on the
// oracle through `hlo-cts interpret FILE --args=...`: the readings of
// fusion, mixed-precision dot, nested tuples through a conditional and a
// while, copies, bitcasts and a module without ENTRY compute what XLA's
// operation semantics say.
#include <gtest/gtest.h>

#include "tests/tools/cli_test_util.h"

namespace hlo_cts::cli {
namespace {
namespace HLO_CTS_UNITY_ID {

std::string interpret(const std::string& file, const std::string& args) {
  std::string out;
  int code =
      runCli({"interpret", std::string(HLO_CTS_SOURCE_DIR) + "/tests/spec/hlo_modules/" + file,
              "--args=" + args},
             &out, {.withStderr = true});
  return code == 0 ? out : "exit " + std::to_string(code) + ": " + out;
}

TEST(HloModulesOnTheOracle, FusionIsItsComputation) {
  // exp(1 * 2) - 2 in every element.
  std::string out = interpret("fusion_loop.hlo",
                              "[dense<1.0> : tensor<8x16xf32>, dense<2.0> : tensor<8x16xf32>]");
  size_t n = 0;
  for (size_t at = out.find("5.38905621"); at != std::string::npos;
       at = out.find("5.38905621", at + 1))
    ++n;
  EXPECT_EQ(n, 128u) << out;
}

TEST(HloModulesOnTheOracle, MixedPrecisionDotIsExact) {
  EXPECT_EQ(interpret("dot_mixed_integers.hlo",
                      "[dense<[[1, 2, 3], [4, 5, -128]]> : tensor<2x3xi8>, "
                      "dense<[[1, 0, 0, 1], [0, 1, 0, 1], [0, 0, 1000, 1]]> : tensor<3x4xi16>]"),
            "tensor<2x4xi32> {\n  [\n    [1, 2, 3000, 6],\n    [4, 5, -128000, -119]\n  ]\n}\n");
}

TEST(HloModulesOnTheOracle, NestedTuplesThroughConditionalAndWhile) {
  // Branch 1: x + exp(x); branch 0: -x + x.
  EXPECT_EQ(interpret("conditional_nested_tuple.hlo",
                      "[dense<1> : tensor<i32>, dense<[1.0, 2.0]> : tensor<2xf32>]"),
            "tensor<2xf32> {\n  [3.71828175, 9.3890562]\n}\n");
  EXPECT_EQ(interpret("conditional_nested_tuple.hlo",
                      "[dense<0> : tensor<i32>, dense<[1.0, 2.0]> : tensor<2xf32>]"),
            "tensor<2xf32> {\n  [0.000000e+00, 0.000000e+00]\n}\n");
  EXPECT_EQ(interpret("while_nested_state.hlo", "[dense<[1.0, 2.0, 3.0, 4.5]> : tensor<4xf32>]"),
            "tensor<f32> {\n  1.050000e+01\n}\n");
}

TEST(HloModulesOnTheOracle, ModuleWithoutEntryReturnsItsLeaves) {
  EXPECT_EQ(
      interpret("no_entry_variadic_reduce.hlo",
                "[dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [1.0, 1.0, 1.0, 1.0]]> : "
                "tensor<3x4xf32>, dense<0.5> : tensor<3x4xf32>]"),
      "tensor<3xf32> {\n  [1.000000e+01, 2.600000e+01, 4.000000e+00]\n}\n"
      "tensor<3xi32> {\n  [6, 6, 6]\n}\n"
      "tensor<3xf32> {\n  [2.000000e+00, 2.000000e+00, 2.000000e+00]\n}\n"
      "tensor<3xi32> {\n  [6, 6, 6]\n}\n");
}

TEST(HloModulesOnTheOracle, CopiesAreTheIdentity) {
  EXPECT_EQ(interpret("copy_and_copy_start.hlo",
                      "[dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0], [10.0, 11.0, "
                      "12.0]]> : tensor<4x3xf32>]"),
            "tensor<4x3xf32> {\n  [\n    [2.000000e+00, 4.000000e+00, 6.000000e+00],\n"
            "    [8.000000e+00, 1.000000e+01, 1.200000e+01],\n"
            "    [1.400000e+01, 1.600000e+01, 1.800000e+01],\n"
            "    [2.000000e+01, 2.200000e+01, 2.400000e+01]\n  ]\n}\n");
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::cli
