// Every element type of the StableHLO spec (the seed version and the current
// one), and the one table that describes every floating-point format.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace hlo_cts {

// X-macro list: NAME, text spelling, storage bits (the value's own width).
// Signless iN in text means siN; the spelling column is what the printer emits.
#define HLO_CTS_ELEMENT_TYPES(X)        \
  X(kI1, "i1", 1)                       \
  X(kSI2, "i2", 2)                      \
  X(kSI4, "i4", 4)                      \
  X(kSI8, "i8", 8)                      \
  X(kSI16, "i16", 16)                   \
  X(kSI32, "i32", 32)                   \
  X(kSI64, "i64", 64)                   \
  X(kUI2, "ui2", 2)                     \
  X(kUI4, "ui4", 4)                     \
  X(kUI8, "ui8", 8)                     \
  X(kUI16, "ui16", 16)                  \
  X(kUI32, "ui32", 32)                  \
  X(kUI64, "ui64", 64)                  \
  X(kIndex, "index", 64)                \
  X(kF4E2M1FN, "f4E2M1FN", 4)           \
  X(kF6E2M3FN, "f6E2M3FN", 6)           \
  X(kF6E3M2FN, "f6E3M2FN", 6)           \
  X(kF8E3M4, "f8E3M4", 8)               \
  X(kF8E4M3, "f8E4M3", 8)               \
  X(kF8E4M3FN, "f8E4M3FN", 8)           \
  X(kF8E4M3FNUZ, "f8E4M3FNUZ", 8)       \
  X(kF8E4M3B11FNUZ, "f8E4M3B11FNUZ", 8) \
  X(kF8E5M2, "f8E5M2", 8)               \
  X(kF8E5M2FNUZ, "f8E5M2FNUZ", 8)       \
  X(kF8E8M0FNU, "f8E8M0FNU", 8)         \
  X(kBF16, "bf16", 16)                  \
  X(kF16, "f16", 16)                    \
  X(kTF32, "tf32", 19)                  \
  X(kF32, "f32", 32)                    \
  X(kF64, "f64", 64)                    \
  X(kComplexF32, "complex<f32>", 64)    \
  X(kComplexF64, "complex<f64>", 128)

enum class ElementType : uint8_t {
#define HLO_CTS_ENUM(name, text, bits) name,
  HLO_CTS_ELEMENT_TYPES(HLO_CTS_ENUM)
#undef HLO_CTS_ENUM
};

inline constexpr int kNumElementTypes = 0
#define HLO_CTS_COUNT(name, text, bits) +1
    HLO_CTS_ELEMENT_TYPES(HLO_CTS_COUNT)
#undef HLO_CTS_COUNT
    ;

std::span<const ElementType> allElementTypes();

std::string_view elementTypeName(ElementType type);
// Accepts the printed spellings plus siN (MLIR's explicit signed spelling).
std::optional<ElementType> parseElementTypeName(std::string_view text);

// Bits of the value itself (i4 → 4, f6E2M3FN → 6, complex<f32> → 64).
int bitWidth(ElementType type);
// Bytes one element takes in a Tensor: sub-byte types take one byte each.
int storageBytes(ElementType type);

bool isBoolean(ElementType type);          // i1
bool isInteger(ElementType type);          // siN, uiN, index (not i1)
bool isSignedInteger(ElementType type);    // siN, index
bool isUnsignedInteger(ElementType type);  // uiN
bool isFloat(ElementType type);            // every real floating-point format
bool isComplex(ElementType type);
// The real type of a complex type's parts; the type itself otherwise.
ElementType complexPartType(ElementType type);
std::optional<ElementType> complexOf(ElementType part);

// How a format spells NaN (IEEE 754-2019 §3.4; the OCP OFP8 and MX v1.0
// specifications; LLVM's APFloat for the FNUZ formats; docs/numerics.md).
enum class NanEncoding : uint8_t {
  kIeee,         // exponent all ones, mantissa ≠ 0 (both signs)
  kAllOnes,      // FN formats: only S.1111.111 (both signs)
  kNegZero,      // FNUZ formats: only 0x80, the would-be -0
  kE8M0AllOnes,  // f8E8M0FNU: only 0xFF
  kNone,         // f4/f6: no NaN at all
};

// One row per floating-point format. Rounding, parsing, printing, ULP
// distance and value generation all read this table and nothing else.
struct FloatFormat {
  ElementType type;
  int totalBits;
  int exponentBits;
  int mantissaBits;  // stored fraction bits (precision = mantissaBits + 1)
  int bias;
  bool hasSign;  // false only for f8E8M0FNU
  bool hasInf;
  NanEncoding nan;
  bool hasNegativeZero;
  bool hasZero;        // false only for f8E8M0FNU
  bool hasSubnormals;  // false only for f8E8M0FNU

  int precision() const { return mantissaBits + 1; }
  // Unbiased exponent of the smallest normal, and of the largest finite value.
  int minExponent() const;
  int maxExponent() const;
  uint64_t signMask() const { return hasSign ? uint64_t{1} << (totalBits - 1) : 0; }
  uint64_t exponentMask() const;
  uint64_t mantissaMask() const { return (uint64_t{1} << mantissaBits) - 1; }
  uint64_t allBitsMask() const;
  uint64_t maxFiniteBits() const;  // positive largest finite
  // The lowest finite value: −maxFinite, or the smallest value where the
  // format has no sign (f8E8M0FNU: 2^-127); with maxFiniteBits, the bounds
  // of "any finite value".
  uint64_t lowestFiniteBits() const { return hasSign ? maxFiniteBits() | signMask() : 0; }
  uint64_t infBits() const;           // positive infinity (only when hasInf)
  uint64_t canonicalNanBits() const;  // quiet NaN, positive where signed
};

// nullptr for non-float types (complex types: use complexPartType first).
const FloatFormat* floatFormat(ElementType type);
std::span<const FloatFormat> allFloatFormats();

}  // namespace hlo_cts
