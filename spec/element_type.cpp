#include "spec/element_type.h"

#include <array>
#include <string>

namespace hlo_cts {
namespace {

struct ElementTypeInfo {
  ElementType type;
  std::string_view name;
  int bits;
};

constexpr std::array<ElementTypeInfo, kNumElementTypes> kElementTypeInfo = {{
#define HLO_CTS_INFO(name, text, bits) {ElementType::name, text, bits},
    HLO_CTS_ELEMENT_TYPES(HLO_CTS_INFO)
#undef HLO_CTS_INFO
}};

constexpr std::array<ElementType, kNumElementTypes> kAllElementTypes = {
#define HLO_CTS_LIST(name, text, bits) ElementType::name,
    HLO_CTS_ELEMENT_TYPES(HLO_CTS_LIST)
#undef HLO_CTS_LIST
};

using E = ElementType;
using N = NanEncoding;
// type, bits, exp, mant, bias, sign, inf, nan, -0, zero, subnormals
constexpr std::array<FloatFormat, 16> kFloatFormats = {{
    {E::kF4E2M1FN, 4, 2, 1, 1, true, false, N::kNone, true, true, true},
    {E::kF6E2M3FN, 6, 2, 3, 1, true, false, N::kNone, true, true, true},
    {E::kF6E3M2FN, 6, 3, 2, 3, true, false, N::kNone, true, true, true},
    {E::kF8E3M4, 8, 3, 4, 3, true, true, N::kIeee, true, true, true},
    {E::kF8E4M3, 8, 4, 3, 7, true, true, N::kIeee, true, true, true},
    {E::kF8E4M3FN, 8, 4, 3, 7, true, false, N::kAllOnes, true, true, true},
    {E::kF8E4M3FNUZ, 8, 4, 3, 8, true, false, N::kNegZero, false, true, true},
    {E::kF8E4M3B11FNUZ, 8, 4, 3, 11, true, false, N::kNegZero, false, true, true},
    {E::kF8E5M2, 8, 5, 2, 15, true, true, N::kIeee, true, true, true},
    {E::kF8E5M2FNUZ, 8, 5, 2, 16, true, false, N::kNegZero, false, true, true},
    {E::kF8E8M0FNU, 8, 8, 0, 127, false, false, N::kE8M0AllOnes, false, false, false},
    {E::kBF16, 16, 8, 7, 127, true, true, N::kIeee, true, true, true},
    {E::kF16, 16, 5, 10, 15, true, true, N::kIeee, true, true, true},
    {E::kTF32, 19, 8, 10, 127, true, true, N::kIeee, true, true, true},
    {E::kF32, 32, 8, 23, 127, true, true, N::kIeee, true, true, true},
    {E::kF64, 64, 11, 52, 1023, true, true, N::kIeee, true, true, true},
}};

const ElementTypeInfo& info(ElementType type) {
  return kElementTypeInfo[static_cast<int>(type)];
}

}  // namespace

std::span<const ElementType> allElementTypes() {
  return kAllElementTypes;
}

std::string_view elementTypeName(ElementType type) {
  return info(type).name;
}

std::optional<ElementType> parseElementTypeName(std::string_view text) {
  for (const auto& row : kElementTypeInfo)
    if (row.name == text) return row.type;
  // MLIR's explicit signed spelling: si8 == i8 for StableHLO's purposes.
  if (text.size() > 2 && text.substr(0, 2) == "si") {
    std::string signless = "i";
    signless += text.substr(2);
    if (signless != "i1")
      for (const auto& row : kElementTypeInfo)
        if (row.name == signless) return row.type;
  }
  return std::nullopt;
}

int bitWidth(ElementType type) {
  return info(type).bits;
}

int storageBytes(ElementType type) {
  int bits = bitWidth(type);
  if (bits <= 8) return 1;
  if (bits <= 16) return 2;
  if (bits <= 32) return 4;
  if (bits <= 64) return 8;
  return 16;
}

bool isBoolean(ElementType type) {
  return type == E::kI1;
}
bool isSignedInteger(ElementType type) {
  return (type >= E::kSI2 && type <= E::kSI64) || type == E::kIndex;
}
bool isUnsignedInteger(ElementType type) {
  return type >= E::kUI2 && type <= E::kUI64;
}
bool isInteger(ElementType type) {
  return isSignedInteger(type) || isUnsignedInteger(type);
}
bool isFloat(ElementType type) {
  return floatFormat(type) != nullptr;
}
bool isComplex(ElementType type) {
  return type == E::kComplexF32 || type == E::kComplexF64;
}

ElementType complexPartType(ElementType type) {
  if (type == E::kComplexF32) return E::kF32;
  if (type == E::kComplexF64) return E::kF64;
  return type;
}

std::optional<ElementType> complexOf(ElementType part) {
  if (part == E::kF32) return E::kComplexF32;
  if (part == E::kF64) return E::kComplexF64;
  return std::nullopt;
}

const FloatFormat* floatFormat(ElementType type) {
  for (const auto& format : kFloatFormats)
    if (format.type == type) return &format;
  return nullptr;
}

std::span<const FloatFormat> allFloatFormats() {
  return kFloatFormats;
}

int FloatFormat::minExponent() const {
  // Without subnormals (E8M0) the all-zeros exponent field is a normal value.
  return hasSubnormals ? 1 - bias : -bias;
}

int FloatFormat::maxExponent() const {
  int all_ones = (1 << exponentBits) - 1;
  // IEEE formats reserve the all-ones exponent for Inf/NaN and E8M0 for its
  // one NaN (0xFF); FN/FNUZ and the NaN-less f4/f6 formats use it for finite values.
  bool reserved = nan == NanEncoding::kIeee || nan == NanEncoding::kE8M0AllOnes;
  return (reserved ? all_ones - 1 : all_ones) - bias;
}

uint64_t FloatFormat::exponentMask() const {
  return ((uint64_t{1} << exponentBits) - 1) << mantissaBits;
}

uint64_t FloatFormat::allBitsMask() const {
  return totalBits == 64 ? ~uint64_t{0} : (uint64_t{1} << totalBits) - 1;
}

uint64_t FloatFormat::maxFiniteBits() const {
  switch (nan) {
    case NanEncoding::kIeee:  // exponent all ones minus one, mantissa all ones
      return exponentMask() - (uint64_t{1} << mantissaBits) + mantissaMask();
    case NanEncoding::kAllOnes:  // S.1111.110
      return exponentMask() | (mantissaMask() - 1);
    case NanEncoding::kNegZero:
    case NanEncoding::kNone:
      return exponentMask() | mantissaMask();
    case NanEncoding::kE8M0AllOnes:
      return 0xFE;
  }
  return 0;
}

uint64_t FloatFormat::infBits() const {
  return hasInf ? exponentMask() : 0;
}

uint64_t FloatFormat::canonicalNanBits() const {
  switch (nan) {
    case NanEncoding::kIeee:
      return exponentMask() | (uint64_t{1} << (mantissaBits - 1));
    case NanEncoding::kAllOnes:
      return exponentMask() | mantissaMask();
    case NanEncoding::kNegZero:
      return signMask();
    case NanEncoding::kE8M0AllOnes:
      return 0xFF;
    case NanEncoding::kNone:
      return 0;
  }
  return 0;
}

}  // namespace hlo_cts
