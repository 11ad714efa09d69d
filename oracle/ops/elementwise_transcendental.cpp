// Element-wise functions whose accuracy the spec leaves to the
// implementation (exp, log, sin, tanh, pow, atan2, erf, logistic, ...): the
// flowing value is the correctly rounded one (MPFR, through
// oracle/numerics), and the result carries a "correctly rounded + profile
// budget" expectation. Special values follow IEEE 754 / C Annex F as MPFR
// does, except where IEEE and MPFR differ (rSqrt(−0) = −Inf). A NaN operand
// propagates quieted; a NaN produced from non-NaN operands is x86's default
// NaN (negative, quiet), what XLA:CPU and the interpreter produce.
//
// Speed, without a different answer: formats of at most 16 bits are served
// from numerics' exhaustive unary tables, f32 from its two-level paths where
// one exists, binary functions on formats of at most 8 bits from tables of
// every pair (here), all built on first use.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "numerics/mpfr_functions.h"
#include "numerics/mpfr_number.h"
#include "oracle/numerics/f32_fast_paths.h"
#include "oracle/numerics/f64_fast_paths.h"
#include "oracle/numerics/unary_cache.h"
#include "oracle/ops/elementwise_map.h"
#include "oracle/ops/reduction_bounds.h"
#include "oracle/parallel.h"

namespace hlo_cts::oracle::ew {
namespace {

// Arguments where a function has no value to round: a pole whose one-sided
// limits differ, where neither the spec nor IEEE 754 gives one.
using NoValueAt = bool (*)(mpfr_srcptr x);

// digamma's poles, 0 and the negative integers (MPFR says −Inf at +0, NaN at
// the negative integers; XLA:CPU NaN at 0).
bool digammaPole(mpfr_srcptr x) {
  return mpfr_zero_p(x) || (mpfr_sgn(x) < 0 && mpfr_integer_p(x));
}

// The same for binary functions: where CHLO's zeta and polygamma have no
// real value (a divergent series, a pole in q, a non-integer order), any
// result is allowed; XLA gives NaN or Inf there by conventions of its own.
using NoValueAt2 = bool (*)(mpfr_srcptr x, mpfr_srcptr y);
// ζ(+∞, q) is only a limit (0, 1 or +∞ as q is above, at or below 1): the
// series has no term there and CHLO states no convention (XLA:CPU gives
// NaN), so any result is allowed; the flowing value is the limit.
bool zetaUndefined(mpfr_srcptr s, mpfr_srcptr q) {
  return !hurwitzZetaDefined(s, q) || (mpfr_inf_p(s) && mpfr_sgn(s) > 0);
}
bool polygammaUndefined(mpfr_srcptr n, mpfr_srcptr x) {
  return !polygammaDefined(n, x);
}

struct RealFnInfo {
  MathFn fn;
  MpfrUnaryFn unary = nullptr;  // a correctly rounding MPFR function, when one exists
  MpfrBinaryFn binary = nullptr;
  NoValueAt noValueAt = nullptr;    // unary only: any result is allowed there
  NoValueAt2 noValueAt2 = nullptr;  // binary only
  // binary only: the function with its precision cap's verdict (Enclosure)
  int (*enclosed)(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t, Enclosure*) = nullptr;
};

int lgammaAbs(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) {
  int sign;  // lgamma is log|Γ(x)|
  return mpfr_lgamma(r, &sign, x, rnd);
}

constexpr std::array<RealFnInfo, 31> kRealFns = {{
    {MathFn::kExp, mpfr_exp},
    {MathFn::kExpm1, mpfr_expm1},
    {MathFn::kLog, mpfr_log},
    {MathFn::kLog1p, mpfr_log1p},
    {MathFn::kLogistic, mpfrLogistic},
    {MathFn::kSin, mpfr_sin},
    {MathFn::kCos, mpfr_cos},
    {MathFn::kTan, mpfr_tan},
    {MathFn::kTanh, mpfr_tanh},
    {MathFn::kSqrt, mpfr_sqrt},
    {MathFn::kRsqrt, mpfr_rec_sqrt},
    {MathFn::kCbrt, mpfr_cbrt},
    {MathFn::kErf, mpfr_erf},
    {MathFn::kErfc, mpfr_erfc},
    {MathFn::kLgamma, lgammaAbs},
    {MathFn::kDigamma, mpfr_digamma, nullptr, digammaPole},
    {MathFn::kErfInv, mpfrErfInv},
    {MathFn::kBesselI1e, mpfrBesselI1e},
    {MathFn::kAcos, mpfr_acos},
    {MathFn::kAcosh, mpfr_acosh},
    {MathFn::kAsin, mpfr_asin},
    {MathFn::kAsinh, mpfr_asinh},
    {MathFn::kAtan, mpfr_atan},
    {MathFn::kAtanh, mpfr_atanh},
    {MathFn::kCosh, mpfr_cosh},
    {MathFn::kSinh, mpfr_sinh},
    {MathFn::kAsinAcosKernel, mpfrAsinAcosKernel},
    {MathFn::kPower, nullptr, mpfr_pow},
    {MathFn::kAtan2, nullptr, mpfr_atan2},
    {MathFn::kZeta, nullptr, mpfrHurwitzZeta, nullptr, zetaUndefined, mpfrHurwitzZetaEnclosed},
    {MathFn::kPolygamma, nullptr, mpfrPolygamma, nullptr, polygammaUndefined,
     mpfrPolygammaEnclosed},
}};

// The row of fn in kRealFns (every real function has one).
size_t indexOf(MathFn fn) {
  for (size_t i = 0; i < kRealFns.size(); ++i)
    if (kRealFns[i].fn == fn) return i;
  return 0;
}
const RealFnInfo& info(MathFn fn) {
  return kRealFns[indexOf(fn)];
}

// The op whose budget in tolerance profiles judges a function's results:
// the StableHLO op whose registry row names the function, else the CHLO
// one (chlo.tan and stablehlo.tan share stablehlo.tan's).
OpId budgetOp(MathFn fn) {
  static const std::array<OpId, 256> ops = [] {
    std::array<OpId, 256> table;
    table.fill(OpId::kUnknown);
    for (OpId id : allOps()) {
      const OpInfo& row = opInfo(id);
      if (row.mathFn == MathFn::kNone || broadcastBase(id) != id) continue;
      OpId& slot = table[static_cast<size_t>(row.mathFn)];
      if (slot == OpId::kUnknown || row.dialect() == "stablehlo") slot = id;
    }
    return table;
  }();
  return ops[static_cast<size_t>(fn)];
}

bool isBinary(MathFn fn) {
  return info(fn).binary != nullptr;
}

// Binary functions cheap enough to tabulate for every pair of 8-bit
// operands (zeta's and polygamma's Ziv loops are not: they go per element).
bool hasPairTable(MathFn fn) {
  return fn == MathFn::kPower || fn == MathFn::kAtan2;
}

// The default NaN for a NaN produced from non-NaN operands (x86: negative
// quiet NaN), and a NaN operand quieted.
uint64_t defaultNaN(const FloatEncoding& encoding) {
  return encoding.nanBits(-std::numeric_limits<double>::quiet_NaN());
}
uint64_t quietNaN(uint64_t bits, const FloatEncoding& encoding) {
  return encoding.nanBits(decodeToDouble(bits, *encoding.format));
}

// The correctly rounded fn(x[, y]) in `type`. A binary function with an
// `enclosed` form that cannot decide its rounding within its precision cap
// sets `widened` (when given) to the values its proven bracket rounds to.
uint64_t evaluate(MathFn fn, uint64_t x, uint64_t y, ElementType type,
                  const FloatEncoding& encoding, std::optional<IntervalBounds>* widened = nullptr) {
  const FloatFormat& f = *encoding.format;
  const MpfrNumber a = MpfrNumber::fromBits(x, type);
  if (fn == MathFn::kRsqrt && a.isZero() && mpfr_signbit(a.get()))
    return encoding.encode(-INFINITY);  // IEEE rSqrt(−0) = −Inf (MPFR says +Inf)
  // One evaluation at p + 1 bits whose ternary resolves every midpoint (as
  // numerics' roundMpfr does), with the NaN policy decided on MPFR's NaN
  // (not on a NaN encoding that an overflow in an Inf-less format gives).
  MpfrNumber r(f.precision() + 1);
  int ternary;
  if (isBinary(fn)) {
    const MpfrNumber b = MpfrNumber::fromBits(y, type);
    Enclosure enclosure;
    ternary = widened && info(fn).enclosed
                  ? info(fn).enclosed(r.get(), a.get(), b.get(), MPFR_RNDN, &enclosure)
                  : info(fn).binary(r.get(), a.get(), b.get(), MPFR_RNDN);
    if (r.isNaN() && !a.isNaN() && b.isNaN()) return quietNaN(y, encoding);
    if (!enclosure.decided) {
      // Rounding is monotone: the exact value in [lo, hi] rounds to nearest
      // between the ends' roundings, one value when they agree (decided
      // after all, but for the ternary of its p + 1 bits).
      const uint64_t lo = roundToFormat(enclosure.lo.get(), 0, type);
      const uint64_t hi = roundToFormat(enclosure.hi.get(), 0, type);
      if (lo == hi) return lo;
      *widened = hull(exactFloatBounds(lo, type), exactFloatBounds(hi, type), type);
    }
  } else {
    ternary = info(fn).unary(r.get(), a.get(), MPFR_RNDN);
  }
  if (r.isNaN()) return a.isNaN() ? quietNaN(x, encoding) : defaultNaN(encoding);
  return r.toBits(type, ternary);
}

// The correctly rounded fn(x) with this file's NaN policy, as the bits
// function numerics' exhaustive unary tables cache.
template <size_t kRow>
uint64_t unaryBits(uint64_t x, ElementType type, RoundingOptions) {
  return evaluate(kRealFns[kRow].fn, x, 0, type, FloatEncoding(type));
}

template <size_t... I>
constexpr std::array<UnaryBitsFn, sizeof...(I)> makeUnaryBits(std::index_sequence<I...>) {
  return {&unaryBits<I>...};
}
constexpr auto kUnaryBits = makeUnaryBits(std::make_index_sequence<kRealFns.size()>());

// Binary functions on formats of ≤ 8 bits: a table of every pair, built
// once per (function, format) on first use.
class PairTables {
 public:
  const uint16_t* get(MathFn fn, ElementType type) {
    Slot& slot = slots_[fn == MathFn::kPower ? 0 : 1][static_cast<size_t>(type)];
    std::call_once(slot.once, [&] {
      const FloatEncoding encoding(type);
      const int bits = bitWidth(type);
      const uint64_t count = uint64_t{1} << (2 * bits);
      slot.table = std::make_unique<uint16_t[]>(count);
      for (uint64_t i = 0; i < count; ++i)
        slot.table[i] = static_cast<uint16_t>(
            evaluate(fn, i >> bits, i & ((uint64_t{1} << bits) - 1), type, encoding));
    });
    return slot.table.get();
  }

 private:
  struct Slot {
    std::once_flag once;
    std::unique_ptr<uint16_t[]> table;
  };
  std::array<std::array<Slot, kNumElementTypes>, 2> slots_;
};

PairTables& pairTables() {
  static PairTables tables;
  return tables;
}

// fn over a tensor of a format of ≤ 16 bits through its exhaustive table.
// From this many elements on, a 16-bit unary function is evaluated by
// building its exhaustive table (cached for the process) and reading it.
constexpr int64_t kSixteenBitTableFrom = 4096;

void mapThroughTable(const UnaryTable& table, const Tensor& x, Tensor& out) {
  const int64_t n = x.numElements();
  const uint8_t* in = x.bytes().data();
  uint8_t* o = out.mutableBytes().data();
  if (storageBytes(x.elementType()) == 1) {
    for (int64_t i = 0; i < n; ++i) o[i] = static_cast<uint8_t>(table.results[in[i]]);
    return;
  }
  parallelFor(n, kCheapGrain, [&](int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end; ++i)
      storeRaw<uint16_t>(o, i, table.results[loadRaw<uint16_t>(in, i)]);
  });
}

// A fast path over elements [begin, end) of raw storage, through its run
// form (the host state read once a run), each result through `finish(x, r)`.
template <class Bits, class Path, class Finish>
void mapInRuns(const Path& path, const uint8_t* in, uint8_t* out, int64_t begin, int64_t end,
               Finish finish) {
  constexpr int64_t kRun = 256;
  std::array<Bits, kRun> x, r;
  for (int64_t start = begin; start < end; start += kRun) {
    const size_t m = static_cast<size_t>(std::min(kRun, end - start));
    for (size_t i = 0; i < m; ++i) x[i] = loadRaw<Bits>(in, start + static_cast<int64_t>(i));
    if constexpr (sizeof(Bits) == 4)
      evaluateF32Fast(path, std::span<const Bits>(x.data(), m), std::span<Bits>(r.data(), m));
    else
      evaluateF64Fast(path, std::span<const Bits>(x.data(), m), std::span<Bits>(r.data(), m));
    for (size_t i = 0; i < m; ++i)
      storeRaw<Bits>(out, start + static_cast<int64_t>(i), finish(x[i], r[i]));
  }
}

}  // namespace

Result<RuntimeValue> realMap(const Operation& op, MathFn fn, std::span<const RuntimeValue> operands,
                             const Type& declared) {
  const Tensor& x = operands[0].tensor();
  const ElementType type = x.elementType();
  if (!isFloat(type)) return unsupportedType(op, x);
  if (isBinary(fn)) {
    if (Status s = expectSameShapesAndTypes(op, operands); !s.ok()) return s.takeError();
  }
  Result<Tensor> made = sameTypeResult(op, x, declared);
  if (!made.ok()) return made.takeError();
  Tensor& out = *made;
  const int64_t n = x.numElements();
  const FloatEncoding encoding(type);
  // A NaN from the fast paths is MPFR's canonical one: the exact path
  // applies this file's NaN policy.
  auto nanPolicy = [&](uint32_t r, uint32_t a, uint32_t b) {
    if ((r & 0x7FFFFFFFu) <= 0x7F800000u) return r;
    return static_cast<uint32_t>(evaluate(fn, a, b, type, encoding));
  };
  const uint8_t* px = x.bytes().data();
  uint8_t* po = out.mutableBytes().data();
  std::vector<std::optional<IntervalBounds>> widened;  // per element, for `enclosed` functions
  if (isBinary(fn)) {
    const Tensor& y = operands[1].tensor();
    if (bitWidth(type) <= 8 && hasPairTable(fn)) {
      const uint16_t* table = pairTables().get(fn, type);
      const int bits = bitWidth(type);
      for (int64_t i = 0; i < n; ++i) out.setBits(i, table[(x.bits(i) << bits) | y.bits(i)]);
    } else if (type == ElementType::kF32 && hasF32FastPath(info(fn).binary)) {
      parallelFor(n, kCostlyGrain, [&](int64_t begin, int64_t end) {
        for (int64_t i = begin; i < end; ++i) {
          const uint32_t a = loadRaw<uint32_t>(px, i);
          const uint32_t b = loadRaw<uint32_t>(y.bytes().data(), i);
          storeRaw<uint32_t>(po, i, nanPolicy(evaluateF32Fast(info(fn).binary, a, b), a, b));
        }
      });
    } else {
      widened.resize(info(fn).enclosed ? static_cast<size_t>(n) : 0);
      parallelFor(n, kCostlyGrain, [&](int64_t begin, int64_t end) {
        for (int64_t i = begin; i < end; ++i)
          out.setBits(i, evaluate(fn, x.bits(i), y.bits(i), type, encoding,
                                  widened.empty() ? nullptr : &widened[static_cast<size_t>(i)]));
      });
    }
  } else if (hasUnaryTable(type) && (bitWidth(type) <= 8 || n >= kSixteenBitTableFrom)) {
    mapThroughTable(*unaryTable(kUnaryBits[indexOf(fn)], type), x, out);
  } else if (hasUnaryTable(type)) {
    // A few 16-bit elements: each as its table entry would be, without
    // building the 65536 entries first (seconds for a slow function).
    const UnaryBitsFn entry = kUnaryBits[indexOf(fn)];
    parallelFor(n, kCostlyGrain, [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end; ++i) out.setBits(i, entry(x.bits(i), type, {}));
    });
  } else if (const F32UnaryFastPath* path = type == ElementType::kF32 && info(fn).unary
                                                ? findF32FastPath(info(fn).unary)
                                                : nullptr) {
    parallelFor(n, kCostlyGrain, [&](int64_t begin, int64_t end) {
      mapInRuns<uint32_t>(*path, px, po, begin, end, [&](uint32_t a, uint32_t r) {
        return fn == MathFn::kRsqrt && a == 0x80000000u
                   ? 0xFF800000u  // IEEE rSqrt(−0) = −Inf (MPFR: +Inf)
                   : nanPolicy(r, a, 0);
      });
    });
  } else if (const F64UnaryFastPath* path64 = type == ElementType::kF64 && info(fn).unary
                                                  ? findF64FastPath(info(fn).unary)
                                                  : nullptr) {
    parallelFor(n, kCostlyGrain, [&](int64_t begin, int64_t end) {
      mapInRuns<uint64_t>(*path64, px, po, begin, end, [&](uint64_t a, uint64_t r) {
        // A NaN is MPFR's canonical one: the exact path applies the policy.
        return (r & ~(uint64_t{1} << 63)) <= 0x7FF0000000000000u
                   ? r
                   : evaluate(fn, a, 0, type, encoding);
      });
    });
  } else {
    parallelFor(n, kCostlyGrain, [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end; ++i)
        out.setBits(i, evaluate(fn, x.bits(i), 0, type, encoding));
    });
  }
  // f4/f6 have no NaN: where the function is NaN the element is open.
  // Any result is allowed where the function has no value, and, in f4/f6
  // (no NaN), where the function is NaN.
  OpenElements open;
  for (size_t i = 0; i < widened.size(); ++i)
    if (widened[i]) open.intervals.emplace_back(static_cast<int64_t>(i), *widened[i]);
  const bool nanLess = encoding.format->nan == NanEncoding::kNone;
  if (nanLess || info(fn).noValueAt || info(fn).noValueAt2) {
    for (int64_t i = 0; i < n; ++i) {
      const MpfrNumber a = MpfrNumber::fromBits(x.bits(i), type);
      if ((info(fn).noValueAt && info(fn).noValueAt(a.get())) ||
          (info(fn).noValueAt2 &&
           info(fn).noValueAt2(a.get(),
                               MpfrNumber::fromBits(operands[1].tensor().bits(i), type).get()))) {
        open.anyValue.push_back(i);
        continue;
      }
      if (!nanLess) continue;
      MpfrNumber r(encoding.format->precision() + 1);
      if (isBinary(fn))
        info(fn).binary(r.get(), a.get(),
                        MpfrNumber::fromBits(operands[1].tensor().bits(i), type).get(), MPFR_RNDN);
      else
        info(fn).unary(r.get(), a.get(), MPFR_RNDN);
      if (r.isNaN()) open.anyValue.push_back(i);
    }
  }
  return withCorrectlyRounded(std::move(out), opName(budgetOp(fn)), std::move(open));
}

namespace {

// The kernel of an op evaluated through its registry row's math function:
// real operands through realMap, complex ones through MPC; the functions
// from MathFn::kErf on are real only.
Result<RuntimeValue> mathFunctionKernel(const Operation& op, std::span<const RuntimeValue> operands,
                                        const Type& declared) {
  // A CHLO broadcasting op runs this kernel as its base op's.
  const MathFn fn = opInfo(broadcastBase(op.id())).mathFn;
  if (isComplex(operands[0].tensor().elementType())) {
    if (fn < MathFn::kErf) return complexMap(op, fn, operands, declared);
    return unsupportedType(op, operands[0].tensor());
  }
  return realMap(op, fn, operands, declared);
}

}  // namespace

// Every op whose registry row names a real function of kRealFns. Power and
// sqrt have handlers of their own (elementwise_arithmetic.cpp: integer
// powers, and sqrt's exact IEEE rounding), and a CHLO broadcasting op
// broadcasts before its base op runs (elementwise_chlo.cpp).
std::span<const OpEntry> transcendentalOps() {
  static const std::vector<OpEntry> entries = [] {
    std::vector<OpEntry> e;
    for (OpId id : allOps()) {
      const MathFn fn = opInfo(id).mathFn;
      const bool hasRealFn = std::any_of(kRealFns.begin(), kRealFns.end(),
                                         [&](const RealFnInfo& row) { return row.fn == fn; });
      if (!hasRealFn || id == OpId::kPower || id == OpId::kSqrt || broadcastBase(id) != id)
        continue;
      e.push_back({id, isBinary(fn) ? elementwise<mathFunctionKernel, 2>
                                    : elementwise<mathFunctionKernel, 1>});
    }
    return e;
  }();
  return entries;
}

}  // namespace hlo_cts::oracle::ew
