// Kernels that move no data of their own: storage reinterpretation
// (bitcast_convert), CHLO's constant_like, rng and rng_bit_generator.
#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

#include "backends/simd_cpu/elementwise_internal.h"
#include "backends/simd_cpu/kernel.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::backends::simd_cpu {
namespace {

// bitcast_convert keeps the little-endian bytes. Sub-byte types take a
// byte each in memory but have no bytes of their own: their elements are
// read as one little-endian bit string (element k holds bits k·w to
// k·w + w − 1), so 64 i1 values make an i64 with element 0 its lowest bit,
// as the interpreter does. A quantized tensor's bits are its storage type's.
std::string bitcastSupport(const Operation& op) {
  if (std::string why = requireStaticShapes(op); !why.empty()) return why;
  const ElementType from = op.operand(0)->type.elementType();
  const ElementType to = op.result(0)->type.elementType();
  const bool subByte = bitWidth(from) % 8 != 0 || bitWidth(to) % 8 != 0;
  if (subByte && (isComplex(from) || isComplex(to)))
    return "bitcast_convert between complex and sub-byte types is not supported by simd-cpu";
  return {};
}

// A sub-byte side: bit by bit through the little-endian bit string.
void bitcastBits(const Tensor& in, Tensor& out) {
  const int from = bitWidth(in.elementType()), to = bitWidth(out.elementType());
  for (int64_t j = 0; j < out.numElements(); ++j) {
    uint64_t value = 0;
    for (int b = 0; b < to;) {
      const int64_t bit = j * to + b;  // in the whole string
      const int64_t element = bit / from;
      const int offset = static_cast<int>(bit % from);
      const int take = std::min(to - b, from - offset);
      const uint64_t bits = (in.bits(element) >> offset) & ((uint64_t{1} << take) - 1);
      value |= bits << b;
      b += take;
    }
    out.setBits(j, value);
  }
}

Status bitcastConvert(const KernelCall& call) {
  Tensor out = call.allocate(0);
  const Tensor& in = call.operand(0);
  const int64_t inBits = in.numElements() * bitWidth(in.elementType());
  if (inBits != out.numElements() * bitWidth(out.elementType()))
    return kernelError(call.op, "operand and result sizes differ");
  if (bitWidth(in.elementType()) % 8 != 0 || bitWidth(out.elementType()) % 8 != 0) {
    bitcastBits(in, out);
  } else if (!out.bytes().empty()) {
    std::memcpy(out.mutableBytes().data(), in.bytes().data(), in.bytes().size());
  }
  call.set(0, std::move(out));
  return Status::success();
}

Status constantLike(const KernelCall& call) {
  Result<const Attribute*> value = ops::valueAttr(call.op);
  if (!value.ok()) return value.takeError();
  const Type& type = call.op.result(0)->type;
  std::optional<Tensor> scalar = (*value)->scalarOf(type.elementType());
  if (!scalar) return kernelError(call.op, "value must be a scalar of the result's element type");
  call.set(0, Tensor::filled(type, *scalar));
  return Status::success();
}

// rng: implementation-defined numbers from a fixed splitmix64 stream (the
// same on every run). UNIFORM: in [a, b): the value a + (b - a)·u rounded
// to the type, stepped below b when rounding reached it (narrow floats:
// stepped down to the largest number of their format not above the value,
// so never below a); integers and i1 exactly in 128 bits. NORMAL: a + b·z,
// z from Box-Muller, rounded to the type. Every real type.
std::string rngSupport(const Operation& op) {
  if (std::string why = requireStaticTensors(op); !why.empty()) return why;
  const ElementType e = op.result(0)->type.elementType();
  if (!isFloat(e) && !isInteger(e) && !isBoolean(e))
    return std::string("rng on ") + std::string(elementTypeName(e)) +
           " is not supported by simd-cpu";
  return {};
}

// A narrow float's UNIFORM number: the format's largest number not above
// v = a + (b − a)·u that lies in [a, b); a itself where [a, b) is empty or
// a bound is not finite (a is then the one number of the range the
// format's arithmetic can name without an infinite span).
uint32_t narrowUniform(uint32_t aBits, uint32_t bBits, double u, const NarrowFormat& f) {
  const double a = decodeNarrow(aBits, f), b = decodeNarrow(bBits, f);
  if (!(a < b) || !std::isfinite(a) || !std::isfinite(b)) return aBits;
  const double v = a + (b - a) * u;
  uint32_t bits = encodeNarrow(v, f);
  while (bits != aBits && (decodeNarrow(bits, f) > v || decodeNarrow(bits, f) >= b))
    bits = narrowNextAfter(bits, aBits, f);
  return decodeNarrow(bits, f) < a ? aBits : bits;
}

uint64_t splitmix64(uint64_t& state) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

double unitInterval(uint64_t& state) {  // [0, 1), 53 bits
  return static_cast<double>(splitmix64(state) >> 11) * 0x1p-53;
}

template <class F>
F uniformIn(F a, F b, double u) {
  const F v = static_cast<F>(static_cast<double>(a) + (static_cast<double>(b) - a) * u);
  if (v >= b) return std::max(a, std::nextafter(b, -std::numeric_limits<F>::infinity()));
  return std::max(v, a);
}

Status rng(const KernelCall& call) {
  const Tensor& a = call.operand(0);
  const Tensor& b = call.operand(1);
  Tensor out = call.allocate(0);
  const ElementType e = out.elementType();
  Result<std::string> distribution = ops::rngDistribution(call.op);
  if (!distribution.ok()) return distribution.takeError();
  const bool normal = *distribution == "NORMAL";
  uint64_t state = 0x853C49E6748FEA9Bull;
  for (int64_t i = 0; i < out.numElements(); ++i) {
    const double u = unitInterval(state);
    const double z = normal ? std::sqrt(-2 * std::log(std::max(u, 0x1p-53))) *
                                  std::cos(2 * M_PI * unitInterval(state))
                            : 0;
    if (isFloat(e) && e != ElementType::kF32 && e != ElementType::kF64) {
      const NarrowFormat f = narrowFormatOf(e);
      const auto aBits = static_cast<uint32_t>(a.bits(0)), bBits = static_cast<uint32_t>(b.bits(0));
      out.setBits(i, normal ? encodeNarrow(decodeNarrow(aBits, f) + decodeNarrow(bBits, f) * z, f)
                            : narrowUniform(aBits, bBits, u, f));
    } else if (e == ElementType::kF32) {
      const float fa = std::bit_cast<float>(static_cast<uint32_t>(a.bits(0)));
      const float fb = std::bit_cast<float>(static_cast<uint32_t>(b.bits(0)));
      const float v =
          normal ? static_cast<float>(fa + static_cast<double>(fb) * z) : uniformIn(fa, fb, u);
      out.setBits(i, std::bit_cast<uint32_t>(v));
    } else if (e == ElementType::kF64) {
      const double da = std::bit_cast<double>(a.bits(0)), db = std::bit_cast<double>(b.bits(0));
      out.setBits(i, std::bit_cast<uint64_t>(normal ? da + db * z : uniformIn(da, db, u)));
    } else {
      const bool isUnsigned = isUnsignedInteger(e) || isBoolean(e);
      const __int128 lo = isUnsigned ? static_cast<__int128>(a.bits(0)) : a.intValue(0);
      const __int128 hi = isUnsigned ? static_cast<__int128>(b.bits(0)) : b.intValue(0);
      __int128 v = lo;
      if (hi > lo) {
        const auto span = static_cast<unsigned __int128>(hi - lo);
        auto offset = static_cast<unsigned __int128>(u * static_cast<double>(span));
        if (offset >= span) offset = span - 1;
        v = lo + static_cast<__int128>(offset);
      }
      out.setBits(i, static_cast<uint64_t>(v));
    }
  }
  call.set(0, std::move(out));
  return Status::success();
}

// --- rng_bit_generator ----------------------------------------------------------

// Philox4x32-10 (Salmon, Moraes, Dror, Shaw: "Parallel random numbers: as
// easy as 1, 2, 3", SC 2011): ten rounds of two 32×32 → 64-bit products
// over a 128-bit counter under a 64-bit key, bumped by the Weyl constants.
std::array<uint32_t, 4> philox4x32(std::array<uint32_t, 4> counter, uint32_t k0, uint32_t k1) {
  constexpr uint32_t kM0 = 0xD2511F53, kM1 = 0xCD9E8D57, kW0 = 0x9E3779B9, kW1 = 0xBB67AE85;
  for (int round = 0; round < 10; ++round) {
    const uint64_t p0 = uint64_t{kM0} * counter[0], p1 = uint64_t{kM1} * counter[2];
    counter = {static_cast<uint32_t>(p1 >> 32) ^ counter[1] ^ k0, static_cast<uint32_t>(p1),
               static_cast<uint32_t>(p0 >> 32) ^ counter[3] ^ k1, static_cast<uint32_t>(p0)};
    k0 += kW0;
    k1 += kW1;
  }
  return counter;
}

// rng_bit_generator: the spec fixes no bits, only that the output is a
// deterministic function of initial_state. Every algorithm runs Philox
// (simd-cpu's profile does not claim XLA's bits): state[0] is the key,
// state[1] (and state[2], PHILOX's optional high word) the counter; each
// output element takes the low bits of one 64-bit word, two words per
// Philox block, and output_state is the state with the counter advanced
// past the blocks used, so a chained call continues the stream.
Status rngBitGenerator(const KernelCall& call) {
  const Tensor& state = call.operand(0);
  Tensor out = call.allocate(1);
  Tensor next = call.allocate(0);
  const uint64_t key = state.numElements() > 0 ? state.bits(0) : 0;
  uint64_t low = state.numElements() > 1 ? state.bits(1) : 0;
  uint64_t high = state.numElements() > 2 ? state.bits(2) : 0;
  const int width = bitWidth(out.elementType());
  const uint64_t mask = width >= 64 ? ~uint64_t{0} : (uint64_t{1} << width) - 1;
  std::array<uint32_t, 4> block{};
  for (int64_t i = 0; i < out.numElements(); ++i) {
    if (i % 2 == 0) {
      block = philox4x32({static_cast<uint32_t>(low), static_cast<uint32_t>(low >> 32),
                          static_cast<uint32_t>(high), static_cast<uint32_t>(high >> 32)},
                         static_cast<uint32_t>(key), static_cast<uint32_t>(key >> 32));
      if (++low == 0) ++high;
    }
    const size_t at = static_cast<size_t>(i % 2) * 2;
    const uint64_t word = (uint64_t{block[at + 1]} << 32) | block[at];
    out.setBits(i, word & mask);
  }
  for (int64_t i = 0; i < next.numElements(); ++i)
    next.setBits(i, i == 1 ? low : i == 2 ? high : state.bits(i));
  call.set(0, std::move(next));
  call.set(1, std::move(out));
  return Status::success();
}

std::string rngBitGeneratorSupport(const Operation& op) {
  if (std::string why = requireStaticTensors(op); !why.empty()) return why;
  if (op.operand(0)->type.elementType() != ElementType::kUI64)
    return "an initial_state of another type than ui64";
  return {};
}

const KernelEntry kMiscEntries[] = {
    {OpId::kBitcastConvert, bitcastConvert, bitcastSupport},
    {OpId::kChloConstantLike, constantLike, requireStaticTensors},
    {OpId::kRng, rng, rngSupport},
    {OpId::kRngBitGenerator, rngBitGenerator, rngBitGeneratorSupport},
};

}  // namespace

std::span<const KernelEntry> miscKernels() {
  return kMiscEntries;
}

}  // namespace hlo_cts::backends::simd_cpu
