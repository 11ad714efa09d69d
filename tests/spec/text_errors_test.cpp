// Negative tests: malformed input gives one "file:line:col: error: ..."
// diagnostic pointing at the offending token, and hostile input (huge
// literals, deep nesting) is rejected cheaply instead of crashing.
#include <gtest/gtest.h>

#include "spec/text/parser.h"
#include "spec/text/printer.h"

namespace hlo_cts {
namespace {
namespace HLO_CTS_UNITY_ID {

struct ErrorCase {
  const char* text;
  const char* diagnostic;
};

const ErrorCase kCases[] = {
    {"func.func @f() {\n  %0 = stablehlo.add %1, %1 : tensor<f32>\n}\n",
     "t.mlir:2:22: error: use of undeclared SSA value name '%1'"},
    {"func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.add %a, %a : tensor<i32>\n}\n",
     "t.mlir:2:31: error: use of value '%a' expects different type than prior uses: "
     "'tensor<i32>' vs 'tensor<f32>'"},
    {"func.func @f(%a: tensor<4xf32) {\n}\n", "t.mlir:1:30: error: expected '>' in tensor type"},
    {"func.func @f(%a: tensor<4>) {\n}\n", "t.mlir:1:26: error: expected 'x' in dimension list"},
    {"%0 = stablehlo.constant dense<1> : tensor<f32>\n",
     "t.mlir:1:31: error: unexpected decimal integer literal for a floating point value (add a "
     "trailing dot to make it a float)"},
    {"%0 = stablehlo.constant dense<0x1FF> : tensor<f8E4M3FN>\n",
     "t.mlir:1:31: error: hexadecimal float constant out of range for type 'f8E4M3FN'"},
    {"%0 = stablehlo.constant dense<-0x7F> : tensor<f8E4M3FN>\n",
     "t.mlir:1:32: error: hexadecimal float literal should not have a leading minus"},
    {"%0 = stablehlo.constant dense<[1, 256]> : tensor<2xi8>\n",
     "t.mlir:1:35: error: integer constant out of range for type"},
    {"%0 = stablehlo.constant dense<[-1]> : tensor<1xui8>\n",
     "t.mlir:1:33: error: negative integer literal not valid for unsigned integer type"},
    {"%0 = stablehlo.constant dense<[1, 2]> : tensor<3xi32>\n",
     "t.mlir:1:31: error: inferred shape of elements literal ([2]) does not match type ([3])"},
    {"%0 = stablehlo.constant dense<[[1], [2, 3]]> : tensor<2x2xi32>\n",
     "t.mlir:1:31: error: tensor literal is invalid; ranks are not consistent between elements"},
    {"%0 = stablehlo.constant dense<0> : tensor<100000000000xf32>\n",
     "t.mlir:1:36: error: elements literal too large (more than 67108864 bytes)"},
    {"%0 = stablehlo.constant dense<\"0x0102\"> : tensor<3xi8>\n",
     "t.mlir:1:31: error: elements hex data size is invalid for provided type"},
    {"%0 = stablehlo.constant dense<1.5> : tensor<?xf32>\n",
     "t.mlir:1:38: error: elements literal type must have static shape"},
    {"\"foo.bar\"() {s = \"abc} : () -> ()\n",
     "t.mlir:1:18: error: expected '\"' in string literal"},
    {"func.func @f(%a: tensor<f32>) {\n  %0 = foo.bar %a : tensor<f32>\n}\n",
     "t.mlir:2:8: error: custom op 'foo.bar' is unknown"},
    {"func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.abs %a : tensor<f32>\n"
     "  %0 = stablehlo.abs %a : tensor<f32>\n}\n",
     "t.mlir:3:3: error: redefinition of SSA value '%0'"},
    {"func.func @f(%a: tensor<f32>) {\n  %0:2 = stablehlo.abs %a : tensor<f32>\n}\n",
     "t.mlir:2:3: error: operation defines 1 results but was provided 2 to bind"},
    {"func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.compare XX, %a, %a : (tensor<f32>, "
     "tensor<f32>) -> tensor<i1>\n}\n",
     "t.mlir:2:26: error: unknown comparison_direction 'XX'"},
    {"\"foo.bar\"() {a = #foo} : () -> ()\n",
     "t.mlir:1:18: error: undefined symbol alias id 'foo'"},
    {"func.func @f() {\n  return\n}\n// -----\nfunc.func @g() {\n  %0 = stablehlo.constant "
     "dense<1.0> : tensor<i32>\n}\n",
     "t.mlir:6:33: error: expected integer elements, but parsed floating-point"},
    {"%0 = stablehlo.constant dense_resource<blob> : tensor<2xf32>\n",
     "t.mlir:1:1: error: unknown dense resource 'blob'"},
    {"\"foo.bar\"() : () -> (\n", "t.mlir:2:1: error: expected type"},
    {"\"foo.bar\"()\n", "t.mlir:2:1: error: expected ':' in generic operation"},
    {"func.func @f(%a: tensor<f32>) {\n  %0 = \"stablehlo.abs\"(%a) : (tensor<f32>, tensor<f32>) "
     "-> "
     "tensor<f32>\n}\n",
     "t.mlir:2:30: error: 1 operands present, but expected 2"},
    {"%0 = stablehlo.constant dense<1> : tensor<!quant.uniform<i8:f32, -1.0>>\n",
     "t.mlir:1:66: error: scale must be a positive finite value in quantized type"},
    // An integral zero scale too (parser_fuzzer: "00" read back as 0.0 and was refused).
    {"%0 = stablehlo.constant dense<1> : tensor<!quant.uniform<i8:f32, 00:-8>>\n",
     "t.mlir:1:66: error: scale must be a positive finite value in quantized type"},
    {"%0 = stablehlo.constant dense<1> : tensor<!quant.uniform<i8:f32, 1.0:300>>\n",
     "t.mlir:1:70: error: zero point out of the storage range in quantized type"},
    {"func.func @f(%a: tensor<2xf32>) {\n  %0 = stablehlo.reduce(%a init: %a) applies "
     "stablehlo.add across dimensions = [0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<f32>\n}\n",
     "t.mlir:2:83: error: expected ']' in 'stablehlo.reduce'"},
    {"\"foo.bar\"() {a = #stablehlo.gather<offset_dims = [1], bogus = 2>} : () -> ()\n",
     "t.mlir:1:55: error: unknown field 'bogus' in #stablehlo.gather"},
    {"\"foo.bar\"() {a = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 1, f]>} : () -> ()\n",
     "t.mlir:1:55: error: spatial dimensions must be contiguous from 0"},
    {"\"foo.bar\"() {a = 1 : i64, a = 2 : i64} : () -> ()\n",
     "t.mlir:1:27: error: duplicate key 'a' in attribute dictionary"},
    {"\"foo.bar\"() {a = loc(#nowhere)} : () -> ()\n",
     "t.mlir:1:22: error: undefined location alias '#nowhere'"},
    {"#a = #b\n#b = #a\n\"foo.bar\"() {x = #a} : () -> ()\n",
     "t.mlir:2:6: error: alias '#a' refers to itself"},
};

TEST(TextErrors, DiagnosticsPointAtTheOffendingToken) {
  for (const ErrorCase& c : kCases) {
    auto parsed = parseSourceFile(c.text, "t.mlir");
    ASSERT_FALSE(parsed.ok()) << c.text;
    EXPECT_EQ(parsed.error().str(), c.diagnostic) << c.text;
  }
}

TEST(TextErrors, DeepNestingIsAnErrorNotAStackOverflow) {
  std::string attr = "\"foo.bar\"() {a = " + std::string(100000, '[') + "} : () -> ()";
  auto parsed = parseSourceFile(attr, "deep.mlir");
  ASSERT_FALSE(parsed.ok());
  EXPECT_NE(parsed.error().message.find("nesting too deep"), std::string::npos);
  std::string type = "\"foo.bar\"() : () -> " + std::string(100000, '(');
  parsed = parseSourceFile(type, "deep.mlir");
  ASSERT_FALSE(parsed.ok());
  EXPECT_NE(parsed.error().message.find("nesting too deep"), std::string::npos);
  std::string regions;
  for (int i = 0; i < 5000; ++i) regions += "\"foo.r\"() ({\n";
  parsed = parseSourceFile(regions, "deep.mlir");
  ASSERT_FALSE(parsed.ok());
  EXPECT_NE(parsed.error().message.find("nesting too deep"), std::string::npos);
}

TEST(TextErrors, LoneTypeAndAttributeEntryPoints) {
  auto t = parseType("tensor<2x?xf32, #stablehlo.bounds<?, 4>>");
  ASSERT_TRUE(t.ok()) << t.error().str();
  EXPECT_EQ(printType(*t), "tensor<2x?xf32, #stablehlo.bounds<?, 4>>");
  auto bad = parseType("tensor<2xf32> extra");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().str(), "<type>:1:15: error: expected end of input in type");
  auto a = parseAttribute("dense<[1, 2]> : tensor<2xi32>");
  ASSERT_TRUE(a.ok());
  EXPECT_EQ(a->tensor().intValue(1), 2);
  EXPECT_FALSE(parseAttribute("dense<[1, 2]>").ok());
}

TEST(TextErrors, ComplexNumbersNeedFloatPartsAndTheirComplexType) {
  auto wrongType = parseAttribute("#complex.number<:f32 1.0, 2.0> : complex<f64>");
  ASSERT_FALSE(wrongType.ok());
  EXPECT_EQ(wrongType.error().str(),
            "<attribute>:1:34: error: a complex number of f32 parts has type complex<f32>");
  auto intParts = parseAttribute("#complex.number<:i32 1, 2>");
  ASSERT_FALSE(intParts.ok());
  EXPECT_NE(intParts.error().message.find("parts must be f32 or f64"), std::string::npos);
  EXPECT_FALSE(parseAttribute("#complex.number<:f32 1.0>").ok());
  EXPECT_FALSE(parseAttribute("#complex.number<:f64 1.0, 2.0").ok());
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts
