// Property tests: values of every element type survive print → parse
// bit-exactly (NaN payloads, -0, infinities, subnormals, sub-byte and
// complex types, quantized storage), in every dense spelling the printer
// chooses (splat, nested literal, hex blob), and types survive too.
#include <gtest/gtest.h>

#include <cstring>
#include <random>

#include "spec/float_value.h"
#include "spec/text/parser.h"
#include "spec/text/printer.h"

namespace hlo_cts {
namespace {
namespace HLO_CTS_UNITY_ID {

// Interesting bit patterns of a float format (specials and boundaries),
// mixed with uniformly random bits.
uint64_t randomFloatBits(const FloatFormat& f, std::mt19937_64& rng) {
  uint64_t mask = f.allBitsMask();
  switch (rng() % 10) {
    case 0:
      return 0;
    case 1:
      return f.signMask();  // -0 (or the FNUZ NaN)
    case 2:
      return f.maxFiniteBits() | (rng() % 2 ? f.signMask() : 0);
    case 3:
      return f.hasInf ? f.infBits() | (rng() % 2 ? f.signMask() : 0) : rng() & mask;
    case 4:
      return 1 | (rng() % 2 ? f.signMask() : 0);  // smallest subnormal
    case 5: {
      // A NaN with a random payload (IEEE formats) or the format's NaN.
      if (f.nan == NanEncoding::kIeee)
        return (f.exponentMask() | (rng() & f.mantissaMask()) | 1) | (rng() % 2 ? f.signMask() : 0);
      return f.nan == NanEncoding::kNone ? rng() & mask : f.canonicalNanBits();
    }
    default:
      return rng() & mask;
  }
}

Tensor randomTensor(ElementType type, std::vector<int64_t> shape, std::mt19937_64& rng,
                    bool splat) {
  Tensor t(shape, type);
  uint64_t first[2] = {0, 0};
  for (int64_t i = 0; i < t.numElements(); ++i) {
    for (int part = 0; part < (isComplex(type) ? 2 : 1); ++part) {
      ElementType p = complexPartType(type);
      uint64_t bits;
      if (splat && i > 0) {
        bits = first[part];
      } else if (const FloatFormat* f = floatFormat(p)) {
        bits = randomFloatBits(*f, rng);
      } else {
        bits = rng() & lowBitsMask(bitWidth(p));
        if (rng() % 4 == 0) bits = rng() % 2 ? 0 : lowBitsMask(bitWidth(p));
      }
      if (i == 0) first[part] = bits;
      t.setPartBits(i, part, bits);
    }
  }
  return t;
}

void expectRoundTrip(const Attribute& attr) {
  std::string text = printAttribute(attr);
  auto parsed = parseAttribute(text);
  ASSERT_TRUE(parsed.ok()) << parsed.error().str() << "\n" << text;
  EXPECT_TRUE(*parsed == attr) << text << "\nreprinted: " << printAttribute(*parsed);
  EXPECT_EQ(printAttribute(*parsed), text);
}

TEST(TextProperty, DenseElementsOfEveryElementTypeRoundTripBitExactly) {
  std::mt19937_64 rng(20240601);
  for (ElementType type : allElementTypes()) {
    SCOPED_TRACE(std::string(elementTypeName(type)));
    const std::vector<std::vector<int64_t>> shapes = {{},  {1},       {5},   {2, 3}, {3, 1, 2},
                                                      {0}, {2, 0, 3}, {101}, {7, 31}};
    for (const auto& shape : shapes) {
      for (bool splat : {false, true}) {
        for (int trial = 0; trial < 4; ++trial) {
          Tensor t = randomTensor(type, shape, rng, splat);
          Type tensorType = Type::tensor(shape, type);
          expectRoundTrip(Attribute::denseElements(t, tensorType));
        }
      }
    }
  }
}

TEST(TextProperty, PrinterPicksSplatLiteralOrHexBlob) {
  Tensor splat({4, 4}, ElementType::kF32);
  EXPECT_EQ(printAttribute(Attribute::denseElements(splat, splat.type())),
            "dense<0.000000e+00> : tensor<4x4xf32>");
  Tensor small({3}, ElementType::kSI4);
  small.setIntValue(0, -2);
  small.setIntValue(1, 7);
  small.setIntValue(2, -8);
  EXPECT_EQ(printAttribute(Attribute::denseElements(small, small.type())),
            "dense<[-2, 7, -8]> : tensor<3xi4>");
  // 101 elements: a hex blob, one byte per i1 element, sub-byte values masked.
  Tensor bools({101}, ElementType::kI1);
  bools.setBits(0, 1);
  std::string text = printAttribute(Attribute::denseElements(bools, bools.type()));
  EXPECT_EQ(text, "dense<\"0x01" + std::string(200, '0') + "\"> : tensor<101xi1>");
  Tensor nibbles({101}, ElementType::kSI4);
  nibbles.setIntValue(1, -2);
  text = printAttribute(Attribute::denseElements(nibbles, nibbles.type()));
  EXPECT_EQ(text.substr(0, 14), "dense<\"0x000E0");
  Tensor empty({0, 3}, ElementType::kF32);
  EXPECT_EQ(printAttribute(Attribute::denseElements(empty, empty.type())),
            "dense<> : tensor<0x3xf32>");
  Tensor complexOne({1}, ElementType::kComplexF32);
  complexOne.setPartBits(0, 0, 0x3F800000);
  complexOne.setPartBits(0, 1, 0x40000000);
  EXPECT_EQ(printAttribute(Attribute::denseElements(complexOne, complexOne.type())),
            "dense<(1.000000e+00,2.000000e+00)> : tensor<1xcomplex<f32>>");
}

TEST(TextProperty, FloatAttributesOfEveryFloatTypeRoundTrip) {
  std::mt19937_64 rng(7);
  for (const FloatFormat& f : allFloatFormats()) {
    for (int trial = 0; trial < 200; ++trial) {
      uint64_t bits = randomFloatBits(f, rng);
      expectRoundTrip(Attribute::floating(bits, Type::element(f.type)));
    }
  }
}

// Every bit pattern of either part (NaN payloads, -0, subnormals) survives
// the complex dialect's literal form, with and without the trailing type.
TEST(TextProperty, ComplexNumberAttributesRoundTripBitExactly) {
  std::mt19937_64 rng(13);
  for (ElementType type : {ElementType::kComplexF32, ElementType::kComplexF64}) {
    for (int trial = 0; trial < 200; ++trial) {
      const Tensor value = randomTensor(type, {}, rng, false);
      const Attribute attr = Attribute::complexNumber(value);
      expectRoundTrip(attr);
      std::string untyped = printAttribute(attr);
      untyped.erase(untyped.rfind(" : "));
      auto parsed = parseAttribute(untyped);
      ASSERT_TRUE(parsed.ok()) << parsed.error().str();
      EXPECT_TRUE(*parsed == attr) << untyped;
    }
  }
  Tensor one = Tensor(Type::tensor({}, ElementType::kComplexF32));
  one.setPartBits(0, 0, 0x3F800000);
  one.setPartBits(0, 1, 0xC0000000);
  EXPECT_EQ(printAttribute(Attribute::complexNumber(one)),
            "#complex.number<:f32 1.000000e+00, -2.000000e+00> : complex<f32>");
  std::optional<Tensor> scalar = Attribute::complexNumber(one).scalarOf(ElementType::kComplexF32);
  ASSERT_TRUE(scalar.has_value());
  EXPECT_EQ(scalar->partBits(0, 1), 0xC0000000u);
  EXPECT_FALSE(Attribute::complexNumber(one).scalarOf(ElementType::kComplexF64).has_value());
}

TEST(TextProperty, DenseArraysRoundTrip) {
  std::mt19937_64 rng(11);
  for (ElementType type :
       {ElementType::kI1, ElementType::kSI8, ElementType::kSI16, ElementType::kSI32,
        ElementType::kSI64, ElementType::kF32, ElementType::kF64}) {
    for (int64_t n : {0, 1, 3, 17}) {
      Tensor t = randomTensor(type, {n}, rng, false);
      expectRoundTrip(Attribute::denseArray(t));
    }
  }
}

QuantizedType randomQuantized(std::mt19937_64& rng, int64_t axisSize) {
  static const ElementType kStorage[] = {ElementType::kSI4,  ElementType::kSI8, ElementType::kSI16,
                                         ElementType::kSI32, ElementType::kUI4, ElementType::kUI8,
                                         ElementType::kUI16, ElementType::kSI2};
  static const ElementType kExpressed[] = {ElementType::kF32, ElementType::kBF16, ElementType::kF16,
                                           ElementType::kF64};
  QuantizedType q;
  q.storageType = kStorage[rng() % 8];
  q.expressedType = kExpressed[rng() % 4];
  int width = bitWidth(q.storageType);
  bool isUnsigned = isUnsignedInteger(q.storageType);
  int64_t lo = isUnsigned ? 0 : -(int64_t{1} << (width - 1));
  int64_t hi = isUnsigned ? (int64_t{1} << width) - 1 : (int64_t{1} << (width - 1)) - 1;
  q.storageMin = lo;
  q.storageMax = hi;
  if (rng() % 3 == 0) q.storageMin = lo + 1;
  bool perAxis = axisSize > 0 && rng() % 2;
  if (perAxis) q.quantizedDimension = 0;
  for (int64_t i = 0; i < (perAxis ? axisSize : 1); ++i) {
    // Positive finite scales with random mantissas (not representable in 7 digits).
    double scale = std::ldexp(1.0 + static_cast<double>(rng() % (1ull << 52)) / 0x1p52,
                              static_cast<int>(rng() % 40) - 30);
    q.scales.push_back(scale);
    int64_t range = q.storageMax - q.storageMin + 1;
    q.zeroPoints.push_back(q.storageMin + static_cast<int64_t>(rng() % range));
  }
  return q;
}

TEST(TextProperty, QuantizedTypesAndConstantsRoundTrip) {
  std::mt19937_64 rng(3);
  for (int trial = 0; trial < 300; ++trial) {
    int64_t axis = 1 + static_cast<int64_t>(rng() % 4);
    QuantizedType q = randomQuantized(rng, axis);
    Type type = Type::quantizedTensor({axis, 2}, q);
    std::string text = printType(type);
    auto parsed = parseType(text);
    ASSERT_TRUE(parsed.ok()) << parsed.error().str() << "\n" << text;
    EXPECT_TRUE(*parsed == type) << text;
    // A constant of that type stores its values in the storage type.
    Tensor values = randomTensor(q.storageType, {axis, 2}, rng, false);
    Type storage = Type::tensor({axis, 2}, q.storageType);
    std::string module = "func.func @f() -> " + text +
                         " {\n  %0 = stablehlo.constant() <{value = " +
                         printAttribute(Attribute::denseElements(values, storage)) + "}> : () -> " +
                         text + "\n  return %0 : " + text + "\n}\n";
    auto m = parseModule(module, "q.mlir");
    ASSERT_TRUE(m.ok()) << m.error().str() << "\n" << module;
    const Operation& constant = *m->functions()[0].body()->operations()[0];
    EXPECT_TRUE(constant.attr("value")->tensor() == values);
    EXPECT_TRUE(constant.result(0)->type == type);
    std::string printed = printModule(*m);
    auto again = parseModule(printed, "q2.mlir");
    ASSERT_TRUE(again.ok()) << again.error().str();
    EXPECT_EQ(printModule(*again), printed);
  }
}

Type randomType(std::mt19937_64& rng, int depth) {
  auto elements = allElementTypes();
  ElementType et = elements[rng() % elements.size()];
  if (et == ElementType::kTF32) et = ElementType::kF32;  // tf32 is not a tensor element type
  std::vector<int64_t> shape;
  for (int64_t r = static_cast<int64_t>(rng() % 4); r > 0; --r)
    shape.push_back(rng() % 5 == 0 ? kDynamic : static_cast<int64_t>(rng() % 4));
  switch (depth > 2 ? 0 : rng() % 8) {
    case 0:
    case 1:
      return Type::tensor(shape, et);
    case 2: {
      Type t = Type::tensor(shape, et);
      std::vector<int64_t> bounds;
      for (int64_t d : shape) bounds.push_back(d == kDynamic && rng() % 2 ? 8 : kDynamic);
      if (!shape.empty()) t.setBounds(bounds);
      return t;
    }
    case 3:
      return Type::unrankedTensor(et);
    case 4:
      return Type::token();
    case 5: {
      std::vector<Type> elems;
      for (int i = static_cast<int>(rng() % 3); i > 0; --i)
        elems.push_back(randomType(rng, depth + 1));
      return rng() % 2 ? Type::tuple(elems) : Type::future(elems);
    }
    case 6: {
      std::vector<Type> in, out;
      for (int i = static_cast<int>(rng() % 3); i > 0; --i)
        in.push_back(randomType(rng, depth + 1));
      for (int i = static_cast<int>(rng() % 3); i > 0; --i)
        out.push_back(randomType(rng, depth + 1));
      return Type::function(in, out);
    }
    default:
      return Type::memref(shape, et);
  }
}

TEST(TextProperty, RandomTypesRoundTrip) {
  std::mt19937_64 rng(5);
  for (int trial = 0; trial < 2000; ++trial) {
    Type t = randomType(rng, 0);
    std::string text = printType(t);
    auto parsed = parseType(text);
    ASSERT_TRUE(parsed.ok()) << parsed.error().str() << "\n" << text;
    EXPECT_TRUE(*parsed == t) << text;
    EXPECT_EQ(printType(*parsed), text);
  }
}

TEST(TextProperty, OldBitPackedBoolBlobsReadLikeNewOnes) {
  std::mt19937_64 rng(9);
  for (int64_t n : {2, 7, 9, 64, 101, 1000}) {
    Tensor t = randomTensor(ElementType::kI1, {n}, rng, false);
    std::string packed((static_cast<size_t>(n) + 7) / 8, '\0');
    for (int64_t i = 0; i < n; ++i)
      if (t.bits(i)) packed[static_cast<size_t>(i / 8)] |= static_cast<char>(1 << (i % 8));
    // A 1-byte blob is read as a splat only when it is 00, 01 or FF.
    if (packed.size() == 1 && (packed[0] == 0 || packed[0] == 1)) continue;
    static const char kHex[] = "0123456789ABCDEF";
    std::string hex = "0x";
    for (char c : packed) {
      hex += kHex[static_cast<uint8_t>(c) >> 4];
      hex += kHex[static_cast<uint8_t>(c) & 15];
    }
    auto parsed = parseAttribute("dense<\"" + hex + "\"> : tensor<" + std::to_string(n) + "xi1>");
    ASSERT_TRUE(parsed.ok()) << parsed.error().str();
    EXPECT_TRUE(parsed->tensor() == t) << hex;
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts
