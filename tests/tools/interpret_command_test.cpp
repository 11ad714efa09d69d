// `hlo-cts interpret --args`, run in-process: @main on the given arguments,
// results printed as `stablehlo-translate --interpret --args` prints them
// (the corpus's api_input_arguments.mlir), and its argument errors.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "tests/tools/cli_test_util.h"
#include "tools/cli/command.h"

namespace hlo_cts::cli {
namespace {
namespace HLO_CTS_UNITY_ID {

int run(std::vector<std::string> args, std::string* out) {
  return runCli(std::move(args), out, {.withStderr = true});
}

std::string writeTemp(const std::string& name, const std::string& text) {
  auto path = std::filesystem::temp_directory_path() / name;
  std::ofstream(path) << text;
  return path.string();
}

const char kAddMain[] =
    "func.func @main(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>) -> tensor<2xi32> {\n"
    "  %0 = stablehlo.add %arg0, %arg1 : tensor<2xi32>\n"
    "  return %0 : tensor<2xi32>\n"
    "}\n";

TEST(InterpretCommand, ArgsRunMainAndPrintItsResults) {
  const std::string file = writeTemp("hlo_cts_interpret_args.mlir", kAddMain);
  std::string out;
  EXPECT_EQ(
      run({"interpret", file, "--args=[dense<1> : tensor<2xi32>, dense<2> : tensor<2xi32>]"}, &out),
      kExitOk);
  EXPECT_EQ(out, "tensor<2xi32> {\n  [3, 3]\n}\n");
}

TEST(InterpretCommand, ArgsPrintNestedRowsAndScalars) {
  const std::string file = writeTemp(
      "hlo_cts_interpret_args2.mlir",
      "func.func @main(%a: tensor<2x2xf32>, %b: tensor<i1>) -> (tensor<2x2xf32>, tensor<i1>) {\n"
      "  %0 = stablehlo.negate %a : tensor<2x2xf32>\n"
      "  %1 = stablehlo.not %b : tensor<i1>\n"
      "  return %0, %1 : tensor<2x2xf32>, tensor<i1>\n"
      "}\n");
  std::string out;
  EXPECT_EQ(run({"interpret", file,
                 "--args=[dense<[[1.5, 0.0], [2.0, -4.0]]> : tensor<2x2xf32>, dense<true> : "
                 "tensor<i1>]"},
                &out),
            kExitOk);
  EXPECT_EQ(out,
            "tensor<2x2xf32> {\n"
            "  [\n"
            "    [-1.500000e+00, -0.000000e+00],\n"
            "    [-2.000000e+00, 4.000000e+00]\n"
            "  ]\n"
            "}\n"
            "tensor<i1> {\n"
            "  false\n"
            "}\n");
}

TEST(InterpretCommand, BadArgsAreClearErrors) {
  const std::string file = writeTemp("hlo_cts_interpret_args3.mlir", kAddMain);
  std::string out;
  EXPECT_EQ(run({"interpret", file, "--args=not_array"}, &out), kExitBadInput);
  EXPECT_NE(out.find("expected an array attribute string for args"), std::string::npos) << out;
  EXPECT_EQ(run({"interpret", file, "--args=[4.0 : f32]"}, &out), kExitBadInput);
  EXPECT_NE(out.find("expected dense elements attributes"), std::string::npos) << out;
  EXPECT_EQ(run({"interpret", file, "--args=[dense<1> : tensor<2xi32>]"}, &out), kExitBadInput);
  EXPECT_NE(out.find("@main takes 2 arguments, --args gives 1"), std::string::npos) << out;
  EXPECT_EQ(
      run({"interpret", file, "--args=[dense<1> : tensor<2xi32>, dense<1> : tensor<3xi32>]"}, &out),
      kExitBadInput);
  EXPECT_NE(out.find("argument #1 of @main is tensor<2xi32>, --args gives tensor<3xi32>"),
            std::string::npos)
      << out;
}

// Programs are verified before they are evaluated (the op-model issue's
// three reproduced defects): each is a located error citing its clause, not
// a crash and not a result.
TEST(InterpretCommand, RngWithANonScalarBoundIsAnI1ErrorNotACrash) {
  const std::string file = writeTemp("hlo_cts_rng_i1.mlir", R"(func.func @main() {
  %a = stablehlo.constant dense<> : tensor<0xf32>
  %b = stablehlo.constant dense<1.0> : tensor<f32>
  %shape = stablehlo.constant dense<[2]> : tensor<1xi64>
  %r = stablehlo.rng %a, %b, %shape, distribution =  UNIFORM : (tensor<0xf32>, tensor<f32>, tensor<1xi64>) -> tensor<2xf32>
  return
}
)");
  std::string out;
  EXPECT_EQ(run({"interpret", file}, &out), kExitBadInput);
  EXPECT_NE(out.find("hlo_cts_rng_i1.mlir:5:3: error: stablehlo.rng (I1): a must be a"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("not run"), std::string::npos) << out;
}

TEST(InterpretCommand, ResultTypeMismatchIsAConstraintErrorNotAResult) {
  const std::string file =
      writeTemp("hlo_cts_add_c1.mlir",
                R"(func.func @main(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> tensor<7xf32> {
  %0 = stablehlo.add %arg0, %arg1 : (tensor<3xf32>, tensor<3xf32>) -> tensor<7xf32>
  return %0 : tensor<7xf32>
}
)");
  std::string out;
  EXPECT_EQ(
      run({"interpret", file, "--args=[dense<1.0> : tensor<3xf32>, dense<2.0> : tensor<3xf32>]"},
          &out),
      kExitBadInput);
  EXPECT_NE(out.find("hlo_cts_add_c1.mlir:2:3: error: stablehlo.add (C1)"), std::string::npos)
      << out;
  EXPECT_EQ(out.find("tensor<3xf32> {"), std::string::npos) << out;
}

// A test whose own expected value is wrong is counted as a bad test, apart
// from failures: exit 0, or 1 with --strict-tests.
TEST(InterpretCommand, BadTestsAreCountedApartAndFailOnlyWhenStrict) {
  const std::string file = writeTemp("hlo_cts_bad_test.mlir", R"(func.func @wrong() {
  %0 = stablehlo.constant dense<[1.5, 2.5]> : tensor<2xf32>
  %1 = stablehlo.add %0, %0 : tensor<2xf32>
  check.expect_eq_const %1, dense<[3.0, 5.5]> : tensor<2xf32>
  func.return
}
func.func @right() {
  %0 = stablehlo.constant dense<2> : tensor<i32>
  check.expect_eq_const %0, dense<2> : tensor<i32>
  func.return
}
)");
  std::string out;
  EXPECT_EQ(run({"interpret", file}, &out), kExitOk) << out;
  EXPECT_NE(out.find("BAD-TEST @wrong"), std::string::npos) << out;
  EXPECT_NE(out.find("2 functions, 1 passed, 0 failed, 1 bad test"), std::string::npos) << out;
  EXPECT_EQ(run({"interpret", file, "--strict-tests"}, &out), kExitFindings) << out;
}

// A program that runs itself on a process grid, recursively: grids share
// their caller's depth and budgets, and the processes alive at once are
// capped, so it ends with a located error instead of aborting.
TEST(InterpretCommand, NestedRunParallelSharesBudgetsAndIsCapped) {
  const std::string file = writeTemp("hlo_cts_nested_grid.mlir", R"(func.func @main() {
  %r:4 = "interpreter.run_parallel"() {programs = [[@inner], [@inner], [@inner], [@inner]]} : () -> (tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>)
  return
}
func.func private @inner() -> tensor<i64> {
  %r:4 = "interpreter.run_parallel"() {programs = [[@inner], [@inner], [@inner], [@inner]]} : () -> (tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>)
  return %r#0 : tensor<i64>
}
)");
  std::string out;
  EXPECT_EQ(run({"interpret", file}, &out), kExitFindings);
  EXPECT_NE(out.find("FAIL @main"), std::string::npos) << out;
  EXPECT_NE(out.find("more than 1024 alive at once"), std::string::npos) << out;
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::cli
