// rng_bit_generator and rng; the generator cores and statistical tests of
// oracle/ops/random.h.
#include "oracle/ops/random.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "numerics/mpfr_number.h"
#include "oracle/ops/index_util.h"
#include "oracle/ops/reduction_family.h"
#include "oracle/ops/runtime_check.h"
#include "spec/float_value.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::oracle {
namespace {

uint32_t rotl(uint32_t x, int r) {
  return (x << r) | (x >> (32 - r));
}

// Two-sided normal tail p-value of |z|.
double normalPValue(double z) {
  return std::erfc(std::fabs(z) / std::sqrt(2.0));
}

// Upper-tail p-value of a χ² statistic with k degrees of freedom
// (Wilson–Hilferty: (χ²/k)^(1/3) is close to normal).
double chiSquarePValue(double chi2, double k) {
  const double mean = 1 - 2 / (9 * k);
  const double z = (std::cbrt(chi2 / k) - mean) / std::sqrt(2 / (9 * k));
  return 0.5 * std::erfc(z / std::sqrt(2.0));
}

// Kolmogorov's asymptotic distribution: P(√n·D > x).
double kolmogorovPValue(double d, int64_t n) {
  const double x =
      (std::sqrt(static_cast<double>(n)) + 0.12 + 0.11 / std::sqrt(static_cast<double>(n))) * d;
  if (x < 0.2) return 1;
  double sum = 0;
  for (int k = 1; k < 100; ++k) sum += (k % 2 ? 2 : -2) * std::exp(-2.0 * k * k * x * x);
  return std::clamp(sum, 0.0, 1.0);
}

// The sample's values as doubles (for statistics only).
std::vector<double> sampleValues(const Tensor& t) {
  std::vector<double> v;
  const ElementType e = t.elementType();
  for (int64_t i = 0; i < t.numElements(); ++i)
    v.push_back(isFloat(e)             ? floatToDouble(t.bits(i), e)
                : isUnsignedInteger(e) ? static_cast<double>(t.bits(i))
                                       : static_cast<double>(t.intValue(i)));
  return v;
}

RandomnessVerdict ksTest(std::vector<double> v, double alpha, const auto& cdf, std::string what) {
  RandomnessVerdict r;
  if (v.size() < 32) {
    r.detail = "too few samples to judge";
    return r;
  }
  std::sort(v.begin(), v.end());
  double d = 0;
  const double n = static_cast<double>(v.size());
  for (size_t i = 0; i < v.size(); ++i) {
    if (std::isnan(v[i])) {
      r.passed = false;
      r.smallestPValue = 0;
      r.detail = "NaN in the sample";
      return r;
    }
    const double f = cdf(v[i]);
    d = std::max({d, f - static_cast<double>(i) / n, static_cast<double>(i + 1) / n - f});
  }
  r.smallestPValue = kolmogorovPValue(d, static_cast<int64_t>(v.size()));
  r.passed = r.smallestPValue >= alpha;
  r.detail = fmt::format("Kolmogorov–Smirnov against {}: D = {:.4g}, p = {:.3g}", what, d,
                         r.smallestPValue);
  return r;
}

}  // namespace

std::array<uint32_t, 2> threefry2x32(std::array<uint32_t, 2> key, std::array<uint32_t, 2> counter,
                                     int rounds) {
  static constexpr int kRotations[8] = {13, 15, 26, 6, 17, 29, 16, 24};
  const uint32_t ks[3] = {key[0], key[1], 0x1BD11BDAu ^ key[0] ^ key[1]};
  uint32_t x0 = counter[0] + ks[0], x1 = counter[1] + ks[1];
  for (int r = 0; r < rounds; ++r) {
    x0 += x1;
    x1 = rotl(x1, kRotations[r % 8]);
    x1 ^= x0;
    if (r % 4 == 3) {  // key injection every four rounds
      const uint32_t s = static_cast<uint32_t>(r / 4 + 1);
      x0 += ks[s % 3];
      x1 += ks[(s + 1) % 3] + s;
    }
  }
  return {x0, x1};
}

std::array<uint32_t, 4> philox4x32(std::array<uint32_t, 2> key, std::array<uint32_t, 4> c,
                                   int rounds) {
  constexpr uint64_t kM0 = 0xD2511F53, kM1 = 0xCD9E8D57;
  constexpr uint32_t kW0 = 0x9E3779B9, kW1 = 0xBB67AE85;
  for (int r = 0; r < rounds; ++r) {
    const uint64_t p0 = kM0 * c[0], p1 = kM1 * c[2];
    c = {static_cast<uint32_t>(p1 >> 32) ^ c[1] ^ key[0], static_cast<uint32_t>(p1),
         static_cast<uint32_t>(p0 >> 32) ^ c[3] ^ key[1], static_cast<uint32_t>(p0)};
    key[0] += kW0;
    key[1] += kW1;
  }
  return c;
}

Result<RngBits> xlaRngBitGenerator(RngAlgorithm algorithm, const Tensor& state,
                                   const Type& outputType) {
  if (state.elementType() != ElementType::kUI64 || state.rank() != 1)
    return makeError("stablehlo.rng_bit_generator: XLA's generators take a 1-D ui64 state");
  const int64_t size = state.numElements();
  const bool philox = algorithm != RngAlgorithm::kThreeFry;
  if (!philox && size != 2)
    return makeError(fmt::format(
        "stablehlo.rng_bit_generator: THREE_FRY takes a state of 2 elements, not {}", size));
  if (philox && size != 3)
    return makeError(fmt::format(
        "stablehlo.rng_bit_generator: XLA's PHILOX variant takes a state of 3 elements, not {} "
        "(the spec allows 2 or 3; other sizes have no reference bits)",
        size));
  const int bits = bitWidth(outputType.elementType());
  if (isComplex(outputType.elementType()) || (bits != 8 && bits != 16 && bits != 32 && bits != 64))
    return makeError(fmt::format("stablehlo.rng_bit_generator: XLA defines no bits for {}",
                                 elementTypeName(outputType.elementType())));
  RngBits out{Tensor(state.type()), Tensor(outputType)};
  const uint64_t key = state.bits(0);
  const std::array<uint32_t, 2> k = {static_cast<uint32_t>(key), static_cast<uint32_t>(key >> 32)};
  const int64_t n = out.output.numElements();
  out.outputState.setBits(0, key);
  std::vector<uint64_t> values(static_cast<size_t>(n));
  if (!philox) {
    const uint64_t counter = state.bits(1);
    auto block = [&](uint64_t i) {
      const uint64_t c = counter + i;
      return threefry2x32(k, {static_cast<uint32_t>(c), static_cast<uint32_t>(c >> 32)});
    };
    if (bits == 64) {
      for (int64_t i = 0; i < n; ++i) {
        const auto b = block(static_cast<uint64_t>(i));
        values[static_cast<size_t>(i)] = (uint64_t{b[1]} << 32) | b[0];
      }
      out.outputState.setBits(1, counter + static_cast<uint64_t>(n));
    } else {
      // Narrower outputs take 32-bit words (truncated to the width) from u64
      // values laid out in the output's shape with one dimension halved:
      // the first of even size, else dimension 0 rounded up. Along it, the
      // u64 value k gives its low word to index 2k and its high word to
      // 2k + 1 (measured on jaxlib's XLA:CPU: u32[4] is L0 H0 L1 H1, u32[2,3]
      // is L0 L1 L2 H0 H1 H2, u32[3,3] is L0 L1 L2 H0 H1 H2 L3 L4 L5).
      const std::vector<int64_t>& shape = outputType.shape();
      const size_t rank = shape.size();
      size_t split = 0;
      while (split < rank && shape[split] % 2 != 0) ++split;
      if (split == rank) split = 0;
      std::vector<int64_t> halved = shape;
      if (rank > 0) halved[split] = (shape[split] + 1) / 2;
      int64_t blocks = 1;
      for (int64_t d : halved) blocks *= d;
      std::vector<int64_t> index(rank, 0);
      for (int64_t i = 0; i < n; ++i) {
        int64_t u64Index = 0;
        for (size_t d = 0; d < rank; ++d)
          u64Index = u64Index * halved[d] + (d == split ? index[d] / 2 : index[d]);
        const auto b = block(static_cast<uint64_t>(u64Index));
        const bool high = rank > 0 && index[split] % 2 == 1;
        values[static_cast<size_t>(i)] = high ? b[1] : b[0];
        for (size_t d = rank; d-- > 0;) {  // the next row-major index
          if (++index[d] < shape[d]) break;
          index[d] = 0;
        }
      }
      out.outputState.setBits(1, counter + static_cast<uint64_t>(blocks));
    }
  } else {
    // 128-bit counter (state[1] low, state[2] high), one block per 4 words.
    const uint64_t lo = state.bits(1), hi = state.bits(2);
    const int64_t words = bits == 64 ? 2 * n : n;
    const int64_t blocks = (words + 3) / 4;
    auto block = [&](uint64_t i) {
      const uint64_t l = lo + i, h = hi + (l < lo ? 1 : 0);
      return philox4x32(k, {static_cast<uint32_t>(l), static_cast<uint32_t>(l >> 32),
                            static_cast<uint32_t>(h), static_cast<uint32_t>(h >> 32)});
    };
    for (int64_t b = 0; b < blocks; ++b) {
      const auto w = block(static_cast<uint64_t>(b));
      if (bits == 64) {
        for (int j = 0; j < 2; ++j) {
          const int64_t i = 2 * b + j;
          if (i < n) values[static_cast<size_t>(i)] = (uint64_t{w[2 * j + 1]} << 32) | w[2 * j];
        }
      } else {
        for (int j = 0; j < 4; ++j) {
          const int64_t i = 4 * b + j;
          if (i < n) values[static_cast<size_t>(i)] = w[j];
        }
      }
    }
    const uint64_t new_lo = lo + static_cast<uint64_t>(blocks);
    out.outputState.setBits(1, new_lo);
    out.outputState.setBits(2, hi + (new_lo < lo ? 1 : 0));
  }
  // Narrow elements keep the low bits of their 32-bit draw.
  for (int64_t i = 0; i < n; ++i) out.output.setBits(i, values[static_cast<size_t>(i)]);
  return out;
}

RandomnessVerdict checkUniformBits(const Tensor& t, double alpha) {
  RandomnessVerdict r;
  const int w = bitWidth(t.elementType());
  const int64_t n = t.numElements();
  const double total_bits = static_cast<double>(n) * w;
  if (total_bits < 1024) {
    r.detail = "too few bits to judge";
    return r;
  }
  // Three tests, each at alpha/3; the per-position test splits its share
  // over the w positions.
  int64_t ones = 0;
  std::vector<int64_t> per_position(static_cast<size_t>(w), 0);
  std::vector<int64_t> byte_counts(256, 0);
  int64_t bytes = 0;
  for (int64_t i = 0; i < n; ++i) {
    const uint64_t v = t.bits(i);
    for (int b = 0; b < w; ++b)
      if ((v >> b) & 1) {
        ++ones;
        ++per_position[static_cast<size_t>(b)];
      }
    for (int b = 0; b + 8 <= w; b += 8, ++bytes) ++byte_counts[(v >> b) & 0xFF];
  }
  const double z = (static_cast<double>(ones) - total_bits / 2) / std::sqrt(total_bits / 4);
  const double p_mono = normalPValue(z);
  double p_position = 1;
  int worst_position = 0;
  for (int b = 0; b < w; ++b) {
    const double nz =
        (static_cast<double>(per_position[static_cast<size_t>(b)]) - n / 2.0) / std::sqrt(n / 4.0);
    const double p = normalPValue(nz);
    if (p < p_position) p_position = p, worst_position = b;
  }
  double p_bytes = 1;
  if (bytes >= 256 * 5) {
    double chi2 = 0;
    const double expected = static_cast<double>(bytes) / 256;
    for (int64_t c : byte_counts) chi2 += (c - expected) * (c - expected) / expected;
    p_bytes = chiSquarePValue(chi2, 255);
  }
  r.smallestPValue = std::min({p_mono, p_position, p_bytes});
  r.passed = p_mono >= alpha / 3 && p_position >= alpha / 3 / w && p_bytes >= alpha / 3;
  r.detail = fmt::format(
      "monobit p = {:.3g}; worst bit position {} p = {:.3g}; byte χ² p = {:.3g} (false-alarm rate "
      "{:g})",
      p_mono, worst_position, p_position, p_bytes, alpha);
  return r;
}

RandomnessVerdict checkUniformSample(const Tensor& sample, double a, double b, double alpha) {
  std::vector<double> v = sampleValues(sample);
  const ElementType e = sample.elementType();
  for (double x : v)
    if (!(x >= a && x < b)) {
      RandomnessVerdict r;
      r.passed = false;
      r.smallestPValue = 0;
      r.detail = fmt::format("{} is outside [{}, {})", x, a, b);
      return r;
    }
  if (!isFloat(e) && b - a <= 1024) {
    RandomnessVerdict r;
    const int64_t k = static_cast<int64_t>(b - a);
    const double expected = static_cast<double>(v.size()) / static_cast<double>(k);
    if (k < 2 || expected < 5) {
      r.detail = "too few samples to judge";
      return r;
    }
    std::vector<int64_t> counts(static_cast<size_t>(k), 0);
    for (double x : v) ++counts[static_cast<size_t>(x - a)];
    double chi2 = 0;
    for (int64_t c : counts) chi2 += (c - expected) * (c - expected) / expected;
    r.smallestPValue = chiSquarePValue(chi2, static_cast<double>(k - 1));
    r.passed = r.smallestPValue >= alpha;
    r.detail = fmt::format("χ² against the discrete uniform on [{}, {}): p = {:.3g}", a, b,
                           r.smallestPValue);
    return r;
  }
  return ksTest(
      std::move(v), alpha, [a, b](double x) { return (x - a) / (b - a); },
      fmt::format("U[{}, {})", a, b));
}

RandomnessVerdict checkNormalSample(const Tensor& sample, double mean, double stddev,
                                    double alpha) {
  return ksTest(
      sampleValues(sample), alpha,
      [mean, stddev](double x) { return 0.5 * std::erfc(-(x - mean) / (stddev * std::sqrt(2.0))); },
      fmt::format("N({}, {})", mean, stddev));
}

namespace {

ElementBounds anyValue(ElementType type) {
  ElementBounds b;
  if (const FloatFormat* f = floatFormat(type)) {
    b.lo = f->lowestFiniteBits();
    b.hi = f->maxFiniteBits();
    b.allowNaN = b.allowPosInf = b.allowNegInf = true;
  }
  return b;
}

// The spec fixes no bits: every element of both results is free (types and
// sizes are checked by the constraints). The value flowing on is XLA's.
Result<std::vector<RuntimeValue>> evalRngBitGenerator(const Operation& op,
                                                      std::span<const RuntimeValue> operands,
                                                      EvalContext& context) {
  Result<std::string> algorithmName = ops::rngAlgorithm(op);
  if (!algorithmName.ok()) return algorithmName.takeError();
  const std::string& v = *algorithmName;
  const RngAlgorithm algorithm = v == "THREE_FRY" ? RngAlgorithm::kThreeFry
                                 : v == "PHILOX"  ? RngAlgorithm::kPhilox
                                                  : RngAlgorithm::kDefault;
  const Tensor& state = CheckedArgs(op, operands).tensor(0);
  const int64_t size = state.numElements();
  const Type& output_type = op.result(1)->type;
  Result<RngBits> bits = xlaRngBitGenerator(algorithm, state, output_type);
  std::vector<RuntimeValue> values;
  AllowedResults free_state, free_output;
  free_state.unconstrained = free_output.unconstrained = true;
  free_state.reason = free_output.reason =
      "rng_bit_generator: the spec fixes no bits, only determinism (checked separately)";
  const Profile* profile = context.options().profile;
  if (bits.ok() && profile &&
      profile->lookup(op.id(), op.result(1)->type.elementType()).rngBitsOfXla) {
    // Opt-in: exactly XLA's bits.
    values.push_back(RuntimeValue::fromTensor(std::move(bits->outputState)));
    values.push_back(RuntimeValue::fromTensor(std::move(bits->output)));
    return values;
  }
  if (bits.ok()) {
    values.push_back(withAllowedResults(std::move(bits->outputState), free_state, op.name()));
    values.push_back(withAllowedResults(std::move(bits->output), free_output, op.name()));
    return values;
  }
  // No reference bits for this state size or type: a deterministic stand-in
  // (SplitMix of the state) keeps programs running.
  Tensor new_state = state;
  Tensor output(output_type);
  uint64_t x = 0;
  for (int64_t i = 0; i < size; ++i) x ^= state.bits(i) + 0x9E3779B97F4A7C15ull * (i + 1);
  for (int64_t i = 0; i < output.numElements(); ++i) {
    uint64_t z = (x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    output.setBits(i, z ^ (z >> 31));
  }
  values.push_back(withAllowedResults(std::move(new_state), free_state, op.name()));
  values.push_back(withAllowedResults(std::move(output), free_output, op.name()));
  return values;
}

// rng: implementation-defined numbers; UNIFORM results must lie in [a, b)
// (integers and floats), NORMAL ones are free element by element (their
// distribution is checked statistically).
Result<std::vector<RuntimeValue>> evalRng(const Operation& op,
                                          std::span<const RuntimeValue> operands,
                                          EvalContext& context) {
  // `shape` is a runtime value: the catalogue judges it against the declared
  // result type (C3), and the result takes it.
  if (Status s = checkOnRuntimeTypes(op, operands, context, {&op.result(0)->type, 1}); !s.ok())
    return s.takeError();
  Result<Type> type = runtimeResultType(op, 0, CheckedArgs(op, operands).indices(2));
  if (!type.ok()) return type.takeError();
  const ElementType e = type->elementType();
  Result<std::string> distribution = ops::rngDistribution(op);
  if (!distribution.ok()) return distribution.takeError();
  const bool normal = *distribution == "NORMAL";
  Tensor out(*type);
  const uint64_t a_bits = operands[0].tensor().bits(0), b_bits = operands[1].tensor().bits(0);
  const double a = isFloat(e)             ? floatToDouble(a_bits, e)
                   : isUnsignedInteger(e) ? static_cast<double>(a_bits)
                                          : static_cast<double>(operands[0].tensor().intValue(0));
  const double b = isFloat(e)             ? floatToDouble(b_bits, e)
                   : isUnsignedInteger(e) ? static_cast<double>(b_bits)
                                          : static_cast<double>(operands[1].tensor().intValue(0));
  // "If a >= b, the behavior is undefined" (the spec's rng): no value is
  // wrong there, so every value is allowed (a NaN bound compares so too).
  const bool undefinedRange = !normal && !(a < b);
  AllowedResults allowed;
  allowed.reason = normal ? "rng NORMAL: any value per element (distribution checked statistically)"
                   : undefinedRange
                       ? "rng UNIFORM with a >= b: the spec leaves the behavior undefined"
                       : "rng UNIFORM: any value in [a, b)";
  // A fixed Philox stream: the oracle's own (deterministic) numbers.
  auto uniform01 = [](int64_t i) {
    const auto w = philox4x32({0x243F6A88u, 0x85A308D3u}, {static_cast<uint32_t>(i), 0, 0, 0});
    return (static_cast<double>(w[0] >> 5) * 67108864.0 + static_cast<double>(w[1] >> 6)) * 0x1p-53;
  };
  for (int64_t i = 0; i < out.numElements(); ++i) {
    double v;
    if (normal) {
      const double u1 = std::max(uniform01(2 * i), 0x1p-53), u2 = uniform01(2 * i + 1);
      v = a + b * std::sqrt(-2 * std::log(u1)) * std::cos(2 * M_PI * u2);
    } else {
      v = a + (b - a) * uniform01(i);
    }
    if (isFloat(e)) {
      MpfrNumber m(64);
      mpfr_set_d(m.get(), v, MPFR_RNDN);
      const uint64_t bits = m.toBits(e, 0, RoundingMode::kTowardNegative);
      out.setBits(i, bits);
      ElementBounds bounds = anyValue(e);
      if (!normal && !undefinedRange) {
        bounds = ElementBounds{};
        bounds.lo = a_bits;
        // [a, b): the largest float below b.
        MpfrNumber t = MpfrNumber::fromBits(b_bits, e);
        mpfr_nextbelow(t.get());
        bounds.hi = t.toBits(e, -1, RoundingMode::kTowardNegative);
      }
      allowed.elements.push_back({bounds});
    } else {
      // Integers exactly, in 128 bits (a double loses ui64's and si64's low
      // bits, and ui64 values above INT64_MAX do not convert back).
      const __int128 lo =
          isUnsignedInteger(e) ? static_cast<__int128>(a_bits) : operands[0].tensor().intValue(0);
      const __int128 hi =
          isUnsignedInteger(e) ? static_cast<__int128>(b_bits) : operands[1].tensor().intValue(0);
      const uint64_t mask = lowBitsMask(bitWidth(e));
      if (hi <= lo) {  // a >= b: undefined, any value of the type
        out.setBits(i, static_cast<uint64_t>(lo) & mask);
        allowed.elements.push_back(std::vector<ElementBounds>{everyIntegerValue(e)});
        continue;
      }
      const unsigned __int128 span = static_cast<unsigned __int128>(hi - lo);
      unsigned __int128 offset =
          static_cast<unsigned __int128>(uniform01(i) * static_cast<double>(span));
      if (offset >= span) offset = span - 1;
      out.setBits(i, static_cast<uint64_t>(lo + static_cast<__int128>(offset)) & mask);
      // Any integer of [a, b): an integer interval.
      ElementBounds range;
      range.lo = static_cast<uint64_t>(lo) & mask;
      range.hi = static_cast<uint64_t>(hi - 1) & mask;
      allowed.elements.push_back(std::vector<ElementBounds>{range});
    }
  }
  std::vector<RuntimeValue> values;
  values.push_back(withAllowedResults(std::move(out), std::move(allowed), op.name()));
  return values;
}

}  // namespace

std::span<const OpEntry> randomOps() {
  static const OpEntry table[] = {
      {OpId::kRngBitGenerator, checkedOnRuntimeTypes<evalRngBitGenerator>},
      {OpId::kRng, evalRng},
  };
  return table;
}

}  // namespace hlo_cts::oracle
