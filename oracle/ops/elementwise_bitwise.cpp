// Bitwise and bit-counting ops on booleans and integers: and, or, xor, not,
// the three shifts, popcnt, count_leading_zeros, chlo.mulhi.
#include "oracle/ops/elementwise_map.h"
#include "oracle/ops/elementwise_scalar.h"

namespace hlo_cts::oracle::ew {
namespace {

struct AndOp {
  static bool onBool(bool a, bool b) { return a && b; }
  template <class T>
  static T onInt(T a, T b, int) {
    return static_cast<T>(a & b);
  }
};

struct OrOp {
  static bool onBool(bool a, bool b) { return a || b; }
  template <class T>
  static T onInt(T a, T b, int) {
    return static_cast<T>(a | b);
  }
};

struct XorOp {
  static bool onBool(bool a, bool b) { return a != b; }
  template <class T>
  static T onInt(T a, T b, int) {
    return static_cast<T>(a ^ b);
  }
};

struct NotOp {
  static bool onBool(bool a) { return !a; }
  template <class T>
  static T onInt(T a, int) {
    return static_cast<T>(~a);
  }
};

// The three shifts share their open case (an amount ≥ width); kShift is the
// scalar semantics of one of them.
template <auto kShift>
struct ShiftOp {
  template <class T>
  static T onInt(T a, T b, int width) {
    return kShift(a, b, width);
  }
  template <class T>
  static bool isOpen(T, T b, int width) {
    return shiftIsOpen(b, width);
  }
};
constexpr auto kShiftLeft = [](auto a, auto b, int width) { return shiftLeft(a, b, width); };
constexpr auto kShiftRightArithmetic = [](auto a, auto b, int width) {
  return shiftRightArithmetic(a, b, width);
};
constexpr auto kShiftRightLogical = [](auto a, auto b, int width) {
  return shiftRightLogical(a, b, width);
};

struct PopcntOp {
  template <class T>
  static T onInt(T a, int width) {
    return popcount(a, width);
  }
};

struct CountLeadingZerosOp {
  template <class T>
  static T onInt(T a, int width) {
    return countLeadingZeros(a, width);
  }
};

struct MultiplyHighOp {
  template <class T>
  static T onInt(T a, T b, int width) {
    return multiplyHigh(a, b, width);
  }
};

const OpEntry kBitwiseOps[] = {
    {OpId::kAnd, elementwise<binaryKernel<AndOp>, 2>},
    {OpId::kOr, elementwise<binaryKernel<OrOp>, 2>},
    {OpId::kXor, elementwise<binaryKernel<XorOp>, 2>},
    {OpId::kNot, elementwise<unaryKernel<NotOp>, 1>},
    {OpId::kShiftLeft, elementwise<binaryKernel<ShiftOp<kShiftLeft>>, 2>},
    {OpId::kShiftRightArithmetic, elementwise<binaryKernel<ShiftOp<kShiftRightArithmetic>>, 2>},
    {OpId::kShiftRightLogical, elementwise<binaryKernel<ShiftOp<kShiftRightLogical>>, 2>},
    {OpId::kPopcnt, elementwise<unaryKernel<PopcntOp>, 1>},
    {OpId::kCountLeadingZeros, elementwise<unaryKernel<CountLeadingZerosOp>, 1>},
    {OpId::kChloMulhi, elementwise<binaryKernel<MultiplyHighOp>, 2>},
};

}  // namespace

std::span<const OpEntry> bitwiseOps() {
  return kBitwiseOps;
}

}  // namespace hlo_cts::oracle::ew
