#include "backends/common/lanes.h"

#include "spec/element_type.h"

namespace hlo_cts::backends {
inline namespace common {

NarrowFormat narrowFormatOf(ElementType type) {
  const FloatFormat& f = *floatFormat(type);
  NarrowFormat n;
  n.totalBits = f.totalBits;
  n.exponentBits = f.exponentBits;
  n.mantissaBits = f.mantissaBits;
  n.bias = f.bias;
  n.hasSign = f.hasSign;
  n.hasInf = f.hasInf;
  n.hasNegativeZero = f.hasNegativeZero;
  n.hasZero = f.hasZero;
  n.hasSubnormals = f.hasSubnormals;
  switch (f.nan) {
    case NanEncoding::kIeee:
      n.nanKind = 0;
      break;
    case NanEncoding::kAllOnes:
      n.nanKind = 1;
      break;
    case NanEncoding::kNegZero:
      n.nanKind = 2;
      break;
    case NanEncoding::kE8M0AllOnes:
      n.nanKind = 3;
      break;
    case NanEncoding::kNone:
      n.nanKind = 4;
      break;
  }
  n.canonicalNan = static_cast<uint32_t>(f.nan == NanEncoding::kNone ? 0 : f.canonicalNanBits());
  n.maxFinite = static_cast<uint32_t>(f.maxFiniteBits());
  n.maxFiniteValue = static_cast<float>(decodeNarrow(n.maxFinite, n));
  return n;
}

bool laneTypeOf(ElementType type, LaneType& out) {
  out = LaneType{};
  out.type = type;
  out.width = bitWidth(type);
  if (type == ElementType::kF32) {
    out.lane = Lane::kF32;
  } else if (type == ElementType::kF64) {
    out.lane = Lane::kF64;
  } else if (type == ElementType::kComplexF32) {
    out.lane = Lane::kC64;
  } else if (type == ElementType::kComplexF64) {
    out.lane = Lane::kC128;
  } else if (isFloat(type)) {
    out.lane = Lane::kF32;
    out.narrow = true;
    out.format = narrowFormatOf(type);
  } else if (isBoolean(type) || isInteger(type)) {
    out.lane = Lane::kI64;
    out.isSigned = isSignedInteger(type);
    out.isBool = isBoolean(type);
  } else {
    return false;
  }
  return true;
}

size_t laneBytes(Lane lane) {
  switch (lane) {
    case Lane::kF32:
      return 4;
    case Lane::kF64:
    case Lane::kI64:
    case Lane::kC64:
      return 8;
    case Lane::kC128:
      return 16;
  }
  return 16;
}

}  // namespace common
}  // namespace hlo_cts::backends
