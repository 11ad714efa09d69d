// The f32 first levels of exp and sin over many elements at once. Highway
// compiles this file once per x86 target (foreach_target.h) and dispatches
// at run time to the best one the machine has. Each lane does the scalar
// kernel's double operations (f32_kernels.cpp: exp; sinReduced for an
// argument that needs no reduction) in the same order, without FMA, so the
// scalar analysis and its rounding test hold lane by lane; tests check the
// lanes against the scalar path bit for bit.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "oracle/numerics/f32_simd.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
// Highway's headers must come after foreach_target.h.
#include <hwy/highway.h>

#include <cmath>
#include <iterator>

#include "oracle/numerics/f32_kernels.h"
#include "oracle/numerics/f32_simd.h"

HWY_BEFORE_NAMESPACE();
namespace hlo_cts::oracle::f32k::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// The rounding test of f32_fast_paths.cpp's decide(): both ends of the
// relative interval ±margin around y round to one f32 value; lanes in
// `exact` hold the result itself (an f32 value, or ±Inf) and take no
// margin. Lanes in neither mask get ends that differ (0 and 1), so they stay
// undecided. `count` lanes are stored (a full vector, or the last part of
// one).
template <class D, class M>
void decideLanes(D d, hn::Vec<D> y, M valid, M exact, double margin, uint32_t* out,
                 uint32_t* decided, size_t count) {
  const hn::Rebind<float, D> df;
  const hn::Rebind<uint32_t, D> du;
  valid = hn::Or(valid, exact);
  const hn::Vec<D> step = hn::IfThenZeroElse(exact, hn::Mul(y, hn::Set(d, margin)));
  const auto lo =
      hn::BitCast(du, hn::DemoteTo(df, hn::IfThenElse(valid, hn::Sub(y, step), hn::Zero(d))));
  const auto hi =
      hn::BitCast(du, hn::DemoteTo(df, hn::IfThenElse(valid, hn::Add(y, step), hn::Set(d, 1.0))));
  const auto same = hn::VecFromMask(du, hn::Eq(lo, hi));
  if (count == hn::Lanes(d)) {
    hn::StoreU(lo, du, out);
    hn::StoreU(same, du, decided);
    return;
  }
  constexpr size_t kLanes = hn::MaxLanes(D());
  HWY_ALIGN uint32_t los[kLanes];
  HWY_ALIGN uint32_t sames[kLanes];
  hn::Store(lo, du, los);
  hn::Store(same, du, sames);
  for (size_t i = 0; i < count; ++i) {
    out[i] = los[i];
    decided[i] = sames[i];
  }
}

// f32 bits → doubles; the last part of a vector is padded with zeros
// (which every kernel leaves undecided).
template <class D>
hn::Vec<D> loadLanes(D d, const uint32_t* x, size_t count) {
  const hn::Rebind<float, D> df;
  const hn::Rebind<uint32_t, D> du;
  if (count == hn::Lanes(d)) return hn::PromoteTo(d, hn::BitCast(df, hn::LoadU(du, x)));
  constexpr size_t kLanes = hn::MaxLanes(D());
  HWY_ALIGN uint32_t in[kLanes] = {};
  for (size_t i = 0; i < count; ++i) in[i] = x[i];
  return hn::PromoteTo(d, hn::BitCast(df, hn::Load(du, in)));
}

void ExpLanes(const uint32_t* x, uint32_t* out, uint32_t* decided, size_t n, double margin) {
  const hn::ScalableTag<double> d;
  const hn::RebindToSigned<decltype(d)> di;
  const size_t lanes = hn::Lanes(d);
  const ExpTable c = expTable();
  for (size_t start = 0; start < n; start += lanes) {
    const size_t count = n - start < lanes ? n - start : lanes;
    const auto v = loadLanes(d, x + start, count);
    // exp(): 0 < |x| ≤ 110 (the rest, zeros and the saturated and special
    // values, is the scalar path's).
    auto valid = hn::And(hn::Le(hn::Abs(v), hn::Set(d, 110.0)), hn::Ne(v, hn::Zero(d)));
    const auto shifter = hn::Set(d, 0x1.8p52);  // nearestInteger
    const auto kd = hn::Sub(hn::Add(hn::Mul(v, hn::Set(d, c.inv_ln2_64)), shifter), shifter);
    const auto r = hn::Sub(hn::Sub(v, hn::Mul(kd, hn::Set(d, c.ln2_64_hi))),
                           hn::Mul(kd, hn::Set(d, c.ln2_64_lo)));
    valid = hn::And(valid, hn::Le(hn::Abs(r), hn::Set(d, 0.0055)));
    const auto r2 = hn::Mul(r, r);
    const auto b = hn::Add(hn::Mul(r, hn::Set(d, 1.0 / 6)), hn::Set(d, 0.5));
    const auto cc = hn::Add(hn::Mul(r, hn::Set(d, 1.0 / 120)), hn::Set(d, 1.0 / 24));
    const auto p = hn::Add(hn::Add(hn::Set(d, 1.0), r), hn::Mul(hn::Add(b, hn::Mul(r2, cc)), r2));
    // Invalid lanes' k may be anything: only its low 6 bits index the table.
    const auto k = hn::ConvertTo(di, hn::IfThenElse(valid, kd, hn::Zero(d)));
    const auto entry = hn::GatherIndex(d, c.table, hn::And(k, hn::Set(di, 63)));
    const auto scale =
        hn::BitCast(d, hn::ShiftLeft<52>(hn::Add(hn::ShiftRight<6>(k), hn::Set(di, 1023))));
    // expKernel's proven results: x > 110 (+Inf included) overflows,
    // x < −110 (−Inf included) rounds to +0, and exp(±0) = 1.
    const auto overflows = hn::Gt(v, hn::Set(d, 110.0));
    const auto vanishes = hn::Lt(v, hn::Set(d, -110.0));
    const auto zero = hn::Eq(v, hn::Zero(d));
    auto y = hn::Mul(hn::Mul(entry, p), scale);
    y = hn::IfThenElse(overflows, hn::Set(d, HUGE_VAL), y);
    y = hn::IfThenZeroElse(vanishes, y);
    y = hn::IfThenElse(zero, hn::Set(d, 1.0), y);
    decideLanes(d, y, valid, hn::Or(hn::Or(overflows, vanishes), zero), margin, out + start,
                decided + start, count);
  }
}

void SinLanes(const uint32_t* x, uint32_t* out, uint32_t* decided, size_t n, double margin) {
  const hn::ScalableTag<double> d;
  const size_t lanes = hn::Lanes(d);
  for (size_t start = 0; start < n; start += lanes) {
    const size_t count = n - start < lanes ? n - start : lanes;
    const auto v = loadLanes(d, x + start, count);
    // reduceHalfPi leaves 0 < |x| < 0.78125 as it is (quadrant 0).
    const auto r = hn::Abs(v);
    const auto valid = hn::And(hn::Lt(r, hn::Set(d, 0.78125)), hn::Ne(v, hn::Zero(d)));
    const auto z = hn::Mul(r, r);
    auto q = hn::Set(d, kSinTaylor[0]);
    for (size_t i = 1; i < std::size(kSinTaylor); ++i)
      q = hn::Add(hn::Mul(q, z), hn::Set(d, kSinTaylor[i]));
    const auto s = hn::Add(r, hn::Mul(hn::Mul(r, z), q));
    const auto y = hn::IfThenElse(hn::Lt(v, hn::Zero(d)), hn::Neg(s), s);
    const auto none = hn::Lt(v, hn::Set(d, -HUGE_VAL));  // no lane: nothing is exact here
    decideLanes(d, y, valid, none, margin, out + start, decided + start, count);
  }
}

}  // namespace hlo_cts::oracle::f32k::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace hlo_cts::oracle::f32k {

HWY_EXPORT(ExpLanes);
HWY_EXPORT(SinLanes);

void expLanes(const uint32_t* x, uint32_t* out, uint32_t* decided, size_t n, double margin) {
  HWY_DYNAMIC_DISPATCH(ExpLanes)(x, out, decided, n, margin);
}

void sinLanes(const uint32_t* x, uint32_t* out, uint32_t* decided, size_t n, double margin) {
  HWY_DYNAMIC_DISPATCH(SinLanes)(x, out, decided, n, margin);
}

}  // namespace hlo_cts::oracle::f32k
#endif  // HWY_ONCE
