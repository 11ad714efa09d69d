// Findings keyed by cause: a backend's error normalized so that one CHECK
// with other numbers, names and paths is one finding and two CHECKs are
// two; a named mechanism one finding across ops and types.
#include "tools/runner/finding_key.h"

#include <gtest/gtest.h>

namespace hlo_cts::runner {
namespace {
namespace HLO_CTS_UNITY_ID {

TEST(FindingKey, ABackendErrorIsNormalizedToItsCause) {
  // XLA's CHECK failure as the adapter relays it: the log prefix (time,
  // thread, path and line) varies, the check does not.
  const std::string a =
      "compile failed:\nF0101 12:00:01.123 4242 /tmp/xla/service/rng_expander.cc:58] Check "
      "failed: primitive_type == F16 || primitive_type == BF16\n*** Check failure stack trace";
  const std::string b =
      "compile failed:\nF0303 09:13:44.000 77 /home/ci/xla/service/rng_expander.cc:58] Check "
      "failed: primitive_type == F16 || primitive_type == BF16";
  EXPECT_EQ(normalizedError(a), normalizedError(b));
  EXPECT_NE(normalizedError(a).find("Check failed: primitive_type == F16"), std::string::npos)
      << normalizedError(a);
  EXPECT_EQ(normalizedError(a).find("/tmp"), std::string::npos) << normalizedError(a);
  // Another CHECK is another cause.
  EXPECT_NE(normalizedError(a),
            normalizedError("F0101 1 /x/hlo_verifier.cc:12] Check failed: split_count > 0"));
  // IREE's diagnostics: the location, the quoted op and the sizes vary.
  EXPECT_EQ(normalizedError("<stdin>:3:10: error: 'iree_linalg_ext.scatter' op expected "
                            "indices to be equal to batch rank or batch rank + 1 (got 2, 0x1f)"),
            normalizedError("<stdin>:17:2: error: 'iree_linalg_ext.scatter' op expected "
                            "indices to be equal to batch rank or batch rank + 1 (got 3, 0x2)"));
  EXPECT_EQ(normalizedError("error: %arg0 of @main has 12 elements"),
            normalizedError("error: %x of @f has 3 elements"));
  EXPECT_EQ(normalizedError(""), "");
}

TEST(FindingKey, ShapesTypesAndDumpedInstructionsAreTheProgramsNotTheCause) {
  // XLA:GPU, 2026-12-04: one rejection seen on many programs.
  const std::string reduce =
      "during context [Unknown]: Seen floating point types of different precisions in %reduce.4 = "
      "(f16[], f8e4m3fn[]) reduce(%a, %b, %c, %d), dimensions={0,1,2}, to_apply=%region_0.1";
  const std::string otherReduce =
      "during context [Unknown]: Seen floating point types of different precisions in %reduce.9 = "
      "(bf16[2,3]{1,0}, f16[2,3]{1,0}) reduce(%a, %b, %c, %d), dimensions={1}, to_apply=%r";
  EXPECT_EQ(normalizedError(reduce), normalizedError(otherReduce)) << normalizedError(reduce);
  EXPECT_EQ(normalizedError(reduce),
            "during context [Unknown]: Seen floating point types of different precisions in %_ "
            "= reduce");
  // Another opcode is another cause.
  EXPECT_NE(normalizedError(reduce),
            normalizedError("during context [Unknown]: Seen floating point types of different "
                            "precisions in %s = (f16[2]{0}, f64[2]{0}) scatter(%a), dims={0}"));
  const std::string shapes =
      "-:4:5: error: HLO all-to-all has operands with different shapes: the 0th operand shape "
      "f32[2,2], but the 1th operand has shape f64[4,4].";
  EXPECT_EQ(normalizedError(shapes),
            normalizedError("-:9:3: error: HLO all-to-all has operands with different shapes: the "
                            "0th operand shape pred[3], but the 2th operand has shape bf16[2]."));
  // A status code XLA adds on one path and not another is no other cause.
  EXPECT_EQ(normalizedError(shapes),
            normalizedError("-:4:5: error: INVALID_ARGUMENT: HLO all-to-all has operands with "
                            "different shapes: the 0th operand shape f32[2], but the 1th operand "
                            "has shape f64[2]."));
  // The op a compiler cannot lower is kept; its types are not.
  const std::string legalize =
      "-:3:10: error: failed to legalize operation 'mhlo.reduce_precision' that was explicitly "
      "marked illegal: %0 = \"mhlo.reduce_precision\"(%arg0) : (tensor<2x3xf8E5M2>) -> "
      "tensor<2x3xf8E5M2>";
  EXPECT_EQ(normalizedError(legalize),
            normalizedError("-:7:1: error: failed to legalize operation 'mhlo.reduce_precision' "
                            "that was explicitly marked illegal: %1 = \"mhlo.reduce_precision\"("
                            "%arg3) : (tensor<f8E4M3FN>) -> tensor<f8E4M3FN>"));
  EXPECT_NE(normalizedError(legalize),
            normalizedError("-:7:1: error: failed to legalize operation 'mhlo.rng' that was "
                            "explicitly marked illegal: %1 = \"mhlo.rng\"(%arg3) : "
                            "(tensor<f32>) -> tensor<f32>"));
  const FailureSignature culprit{Verdict::kCompileRejected, "stablehlo.reduce", "", "f16"};
  EXPECT_EQ(identifyFailure(Verdict::kCompileRejected, culprit, "",
                            "the backend rejected a valid program: " + reduce)
                .name,
            "compile-rejected/seen-floating-point-types-different");
}

TEST(FindingKey, AFailedExecutionIsKeyedByItsError) {
  const FailureSignature f16{Verdict::kFail, "stablehlo.triangular_solve", "", "f16"};
  const FailureSignature bf16{Verdict::kFail, "stablehlo.triangular_solve", "", "bf16"};
  const FindingIdentity a =
      identifyFailure(Verdict::kFail, f16, "no known mechanism",
                      "execution failed: Invalid type for triangular solve 10");
  const FindingIdentity b =
      identifyFailure(Verdict::kFail, bf16, "no known mechanism",
                      "execution failed: Invalid type for triangular solve 16");
  EXPECT_EQ(a.key, b.key);
  EXPECT_NE(a.spread, b.spread);
  EXPECT_EQ(a.name, "execution-failed/type-for-triangular-solve");
}

TEST(FindingKey, ANamedMechanismIsOneFindingAcrossOpsAndTypes) {
  const FailureSignature divideF32{Verdict::kFail, "stablehlo.divide", "", "f32"};
  const FailureSignature divideF64{Verdict::kFail, "stablehlo.divide", "", "f64"};
  const FindingIdentity a = identifyFailure(Verdict::kFail, divideF32,
                                            "consistent with: reciprocal division (x * (1/y))", "");
  const FindingIdentity b = identifyFailure(
      Verdict::kFail, divideF64,
      "consistent with: reciprocal division (x * (1/y)) (2 of 3 differing elements; no known "
      "mechanism for the rest)",
      "");
  // "2 of 3" is how much of it is explained, not what: still "no known
  // mechanism for the rest" keeps it apart.
  EXPECT_NE(a.key, b.key);
  const FindingIdentity c = identifyFailure(Verdict::kFail, divideF64,
                                            "consistent with: reciprocal division (x * (1/y))", "");
  EXPECT_EQ(a.key, c.key);
  EXPECT_NE(a.spread, c.spread);
  EXPECT_EQ(a.name, "fail/reciprocal-division-x-1-y");
  // Without a mechanism: the culprit's op and type.
  const FindingIdentity d = identifyFailure(Verdict::kFail, divideF32, "no known mechanism", "");
  const FindingIdentity e = identifyFailure(Verdict::kFail, divideF64, "no known mechanism", "");
  EXPECT_NE(d.key, e.key);
  EXPECT_EQ(d.name, "fail/divide-f32");
  // The constant folder is where, not what: each folded op its own finding.
  const char* folder =
      "consistent with: the compiler's constant folder (the difference disappears when the "
      "program's constants are arguments)";
  const FindingIdentity g = identifyFailure(Verdict::kFail, divideF32, folder, "");
  EXPECT_NE(g.key, identifyFailure(Verdict::kFail, divideF64, folder, "").key);
  EXPECT_EQ(g.name, "fail/divide-f32-folded");
  // A rejection: its error, named by it.
  const FindingIdentity r =
      identifyFailure(Verdict::kCompileRejected, divideF32, "",
                      "F0101 1 /x/hlo_verifier.cc:12] Check failed: split_count > 0 (0 vs. 0)");
  EXPECT_EQ(r.name.rfind("compile-rejected/", 0), 0u) << r.name;
  EXPECT_EQ(r.name, "compile-rejected/hlo-verifier-split-count");
  // XLA's wrappers are not the name: the cause after the last of them is.
  EXPECT_EQ(identifyFailure(Verdict::kCompileRejected, divideF32, "",
                            "the backend rejected a valid program: UNKNOWN: -:4:5: error: "
                            "INVALID_ARGUMENT: HLO all-to-all has operands with different shapes")
                .name,
            "compile-rejected/hlo-all-all-operands-different");
  EXPECT_NE(r.key, identifyFailure(Verdict::kCrash, divideF32, "",
                                   "F0101 1 /x/hlo_verifier.cc:12] Check failed: split_count > 0")
                       .key);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::runner
