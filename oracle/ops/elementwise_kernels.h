// Shared machinery of the element-wise op files (oracle/ops/elementwise_*.cpp):
// typed element access, the fast exact float codecs, dispatch on the element
// type once per tensor, and the map loops. Scalar semantics live in
// elementwise_scalar.h; this header only moves typed values in and out of
// tensors.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <type_traits>
#include <vector>

#include "oracle/evaluator.h"
#include "oracle/parallel.h"
#include "spec/element_type.h"
#include "spec/float_mpfr.h"
#include "spec/tensor.h"

namespace hlo_cts::oracle::ew {

static_assert(std::endian::native == std::endian::little,
              "tensors store little-endian elements; the typed loops read them natively");

// ---------------------------------------------------------------------------
// Integers. A width-bit integer type is held in the smallest C++ integer T of
// its signedness; sub-byte types (i1, i2, i4, ui2, ui4) use (u)int8_t with
// the value reduced to `width` bits after every operation.

// Reduces `v` to a width-bit integer of T's signedness (two's complement wrap).
template <class T>
constexpr T wrapInt(T v, int width) {
  constexpr int kBits = 8 * sizeof(T);
  if (width >= kBits) return v;
  using U = std::make_unsigned_t<T>;
  U low = static_cast<U>(v) & static_cast<U>((U{1} << width) - 1);
  if constexpr (std::is_signed_v<T>) {
    U sign = U{1} << (width - 1);
    return static_cast<T>((low ^ sign) - sign);  // sign-extends without UB
  }
  return static_cast<T>(low);
}

template <class T>
T loadInt(const uint8_t* data, int64_t i, int width) {
  T v;
  std::memcpy(&v, data + i * static_cast<int64_t>(sizeof(T)), sizeof(T));
  return wrapInt(v, width);  // storage holds the low `width` bits; this sign-extends
}

template <class T>
void storeInt(uint8_t* data, int64_t i, T v, int width) {
  using U = std::make_unsigned_t<T>;
  U bits = static_cast<U>(v);
  if (width < static_cast<int>(8 * sizeof(T))) bits &= static_cast<U>((U{1} << width) - 1);
  std::memcpy(data + i * static_cast<int64_t>(sizeof(T)), &bits, sizeof(T));
}

// Calls f.template operator()<T>(width) for an integer or boolean type.
// Callers check isInteger(type) || isBoolean(type) first.
template <class F>
decltype(auto) visitIntegerType(ElementType type, F&& f) {
  using E = ElementType;
  switch (type) {
    case E::kI1:
      return f.template operator()<uint8_t>(1);
    case E::kSI2:
      return f.template operator()<int8_t>(2);
    case E::kSI4:
      return f.template operator()<int8_t>(4);
    case E::kSI8:
      return f.template operator()<int8_t>(8);
    case E::kSI16:
      return f.template operator()<int16_t>(16);
    case E::kSI32:
      return f.template operator()<int32_t>(32);
    case E::kUI2:
      return f.template operator()<uint8_t>(2);
    case E::kUI4:
      return f.template operator()<uint8_t>(4);
    case E::kUI8:
      return f.template operator()<uint8_t>(8);
    case E::kUI16:
      return f.template operator()<uint16_t>(16);
    case E::kUI32:
      return f.template operator()<uint32_t>(32);
    case E::kUI64:
      return f.template operator()<uint64_t>(64);
    default:
      return f.template operator()<int64_t>(64);  // si64, index
  }
}

// ---------------------------------------------------------------------------
// Floats. Every value of every real format of the catalogue is exactly a
// double (at most 53 significant bits, exponents within double's range), so a
// codec decodes bits to double exactly and encodes a double back with one
// round-to-nearest-even into the format (its own overflow, NaN and zero rules:
// the same results as roundToFormat(·, kNearestEven, kIeee), which the tests
// check exhaustively).
//
// Why this is exact for the basic operations: + − × ÷ √ of p-bit values
// computed in double (53 bits) and then rounded to p bits equal the correctly
// rounded result whenever 53 ≥ 2p + 2 (no double-rounding error: S. Figueroa,
// "When is double rounding innocuous?", ACM SIGNUM Newsletter 30(3), 1995),
// which holds for every format up to f32. f64 is computed natively (one IEEE
// rounding). NaN keeps its sign and leading payload bits through the round
// trip, as the real hardware (which also widens narrow formats) does.

// Parameters of a format for encoding, precomputed once per tensor.
struct FloatEncoding {
  const FloatFormat* format = nullptr;
  int precision = 0;     // p
  int minExponent = 0;   // exponent of the smallest normal (or of 0x00 in E8M0)
  int maxExponent = 0;   // exponent of the largest finite value
  double maxFinite = 0;  // largest finite value
  uint64_t maxFiniteBits = 0;
  uint64_t overflowBits = 0;  // what a finite overflow (and ±Inf) becomes, positive
  uint64_t signMask = 0;
  uint64_t zeroUnderflowBits = 0;  // E8M0 (no zero): what 0 and tiny values become

  explicit FloatEncoding(ElementType type);
  // The bits of the format's NaN for a NaN double (sign and payload kept
  // where the format can hold them).
  uint64_t nanBits(double nan) const;
  // Correct round-to-nearest-even of `value` into the format.
  uint64_t encode(double value) const;
};

// Exact decoding of any real float format (bit manipulation; NaN keeps its
// sign and payload, left-aligned in double's payload).
double decodeToDouble(uint64_t bits, const FloatFormat& format);

// A table of the exact double value of every bit pattern of a format of at
// most 16 bits (built once per format on first use, thread-safe).
const double* decodeTable(ElementType type);

// Codecs: Storage is the in-tensor representation, decode/encode convert to
// and from double as described above.
// A NaN result of an arithmetic op is quiet (IEEE 754 §6.2), whatever the
// host did on the way: float -> double conversion quiets a signaling NaN in
// hardware, but a compiler that assumes no signaling NaNs (GCC's default)
// may fold the round trip away, so the same source would otherwise give
// different bits under different compilers.
struct F64Codec {
  using Storage = uint64_t;
  double decode(Storage bits) const { return std::bit_cast<double>(bits); }
  Storage encode(double v) const {
    const uint64_t bits = std::bit_cast<uint64_t>(v);
    return v != v ? bits | (uint64_t{1} << 51) : bits;
  }
};

struct F32Codec {
  using Storage = uint32_t;
  double decode(Storage bits) const { return std::bit_cast<float>(bits); }
  // The host conversion rounds to nearest-even with IEEE subnormals (the
  // oracle never enables flush-to-zero) and keeps NaN sign and payload.
  Storage encode(double v) const {
    const uint32_t bits = std::bit_cast<uint32_t>(static_cast<float>(v));
    return v != v ? bits | (uint32_t{1} << 22) : bits;
  }
};

// Formats of at most 16 bits (decode through a table) and tf32 (decode by
// bit manipulation; stored in 4 bytes).
template <class S>
struct NarrowCodec {
  using Storage = S;
  explicit NarrowCodec(ElementType type)
      : encoding(type), table(sizeof(S) <= 2 ? decodeTable(type) : nullptr) {}
  double decode(Storage bits) const {
    if constexpr (sizeof(S) <= 2) {
      return table[bits];
    } else {
      return decodeToDouble(bits, *encoding.format);
    }
  }
  Storage encode(double v) const { return static_cast<Storage>(encoding.encode(v)); }

  FloatEncoding encoding;
  const double* table;
};

// Calls f(codec) with the codec of a real float type. Callers check
// isFloat(type) first.
template <class F>
decltype(auto) visitFloatType(ElementType type, F&& f) {
  if (type == ElementType::kF64) return f(F64Codec{});
  if (type == ElementType::kF32) return f(F32Codec{});
  if (type == ElementType::kTF32) return f(NarrowCodec<uint32_t>(type));
  if (bitWidth(type) > 8) return f(NarrowCodec<uint16_t>(type));
  return f(NarrowCodec<uint8_t>(type));
}

template <class S>
S loadRaw(const uint8_t* data, int64_t i) {
  S v;
  std::memcpy(&v, data + i * static_cast<int64_t>(sizeof(S)), sizeof(S));
  return v;
}

template <class S>
void storeRaw(uint8_t* data, int64_t i, S v) {
  std::memcpy(data + i * static_cast<int64_t>(sizeof(S)), &v, sizeof(S));
}

// ---------------------------------------------------------------------------
// Operands and results.

// The element-wise result of `op` for operands of `shape`: the op's declared
// result type (quantization kept) with the operands' static shape, so ops on
// dynamically shaped declarations still produce concrete tensors.
Tensor makeResultTensor(const Operation& op, size_t resultIndex, const std::vector<int64_t>& shape);

// Operand checks shared by the handlers; each returns an error naming the op.
Status expectTensorOperands(const Operation& op, std::span<const RuntimeValue> operands,
                            size_t count);
// Every operand has operand #0's shape and element type.
Status expectSameShapesAndTypes(const Operation& op, std::span<const RuntimeValue> operands);

// "f32", "complex<f64>", "!quant.uniform<i8:f32, ...>" for messages.
std::string elementTypeText(const Type& type);

// One result value, as a handler returns it.
inline Result<std::vector<RuntimeValue>> single(Tensor tensor) {
  std::vector<RuntimeValue> results;
  results.push_back(RuntimeValue::fromTensor(std::move(tensor)));
  return results;
}
inline Result<std::vector<RuntimeValue>> single(RuntimeValue value) {
  std::vector<RuntimeValue> results;
  results.push_back(std::move(value));
  return results;
}

// ---------------------------------------------------------------------------
// Map loops over typed elements (one dispatch per tensor, no per-element
// boxing), split across threads for large tensors (oracle/parallel.h), so
// `f` must be thread-safe. `f` receives and returns decoded values.

template <class T, class F>
void mapInt1(const Tensor& a, Tensor& out, int width, F&& f) {
  const uint8_t* pa = a.bytes().data();
  uint8_t* po = out.mutableBytes().data();
  parallelFor(a.numElements(), kCheapGrain, [&](int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end; ++i)
      storeInt<T>(po, i, wrapInt<T>(f(loadInt<T>(pa, i, width)), width), width);
  });
}

template <class T, class F>
void mapInt2(const Tensor& a, const Tensor& b, Tensor& out, int width, F&& f) {
  const uint8_t* pa = a.bytes().data();
  const uint8_t* pb = b.bytes().data();
  uint8_t* po = out.mutableBytes().data();
  parallelFor(a.numElements(), kCheapGrain, [&](int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end; ++i)
      storeInt<T>(po, i, wrapInt<T>(f(loadInt<T>(pa, i, width), loadInt<T>(pb, i, width)), width),
                  width);
  });
}

template <class Codec, class F>
void mapFloat1(const Codec& codec, const Tensor& a, Tensor& out, F&& f) {
  using S = typename Codec::Storage;
  const uint8_t* pa = a.bytes().data();
  uint8_t* po = out.mutableBytes().data();
  parallelFor(a.numElements(), kCheapGrain, [&](int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end; ++i)
      storeRaw<S>(po, i, codec.encode(f(codec.decode(loadRaw<S>(pa, i)))));
  });
}

template <class Codec, class F>
void mapFloat2(const Codec& codec, const Tensor& a, const Tensor& b, Tensor& out, F&& f) {
  using S = typename Codec::Storage;
  const uint8_t* pa = a.bytes().data();
  const uint8_t* pb = b.bytes().data();
  uint8_t* po = out.mutableBytes().data();
  parallelFor(a.numElements(), kCheapGrain, [&](int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end; ++i)
      storeRaw<S>(
          po, i, codec.encode(f(codec.decode(loadRaw<S>(pa, i)), codec.decode(loadRaw<S>(pb, i)))));
  });
}

// Bit-level map over a float tensor (for ops defined on encodings: negate,
// abs, next_after, classification).
template <class F>
void mapBits1(const Tensor& a, Tensor& out, F&& f) {
  parallelFor(a.numElements(), kCheapGrain, [&](int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end; ++i) out.setBits(i, f(a.bits(i)));
  });
}

}  // namespace hlo_cts::oracle::ew
