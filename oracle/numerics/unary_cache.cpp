#include "oracle/numerics/unary_cache.h"

#include "oracle/numerics/f64_fast_paths.h"
#include "oracle/parallel.h"

#include <map>
#include <mutex>
#include <tuple>

namespace hlo_cts::oracle {
namespace {

// ---- exhaustive tables ----

struct TableKey {
  uintptr_t fn;
  bool bitsFn;
  ElementType type;
  RoundingOptions options;
  auto tie() const { return std::tuple(fn, bitsFn, type, options.mode, options.overflow); }
  bool operator<(const TableKey& other) const { return tie() < other.tie(); }
};

struct TableSlot {
  std::once_flag once;
  std::shared_ptr<const UnaryTable> table;
};

// Slots are created under the map lock; each table is then built once,
// outside it, so tables for different functions build concurrently and
// readers of a finished table never wait.
template <class Build>
std::shared_ptr<const UnaryTable> cachedTable(const TableKey& key, Build build) {
  static std::mutex mutex;
  static std::map<TableKey, std::shared_ptr<TableSlot>> slots;
  std::shared_ptr<TableSlot> slot;
  {
    std::lock_guard<std::mutex> lock(mutex);
    std::shared_ptr<TableSlot>& entry = slots[key];
    if (!entry) entry = std::make_shared<TableSlot>();
    slot = entry;
  }
  std::call_once(slot->once, [&] {
    auto table = std::make_shared<UnaryTable>();
    table->type = key.type;
    uint64_t count = uint64_t{1} << floatFormat(key.type)->totalBits;
    table->results.resize(count);
    parallelFor(static_cast<int64_t>(count), kCostlyGrain, [&](int64_t begin, int64_t end) {
      for (int64_t x = begin; x < end; ++x)
        table->results[x] = static_cast<uint16_t>(build(static_cast<uint64_t>(x)));
    });
    slot->table = std::move(table);
  });
  return slot->table;
}

}  // namespace

bool hasUnaryTable(ElementType type) {
  const FloatFormat* f = floatFormat(type);
  return f && f->totalBits <= 16;
}

std::shared_ptr<const UnaryTable> unaryTable(MpfrUnaryFn fn, ElementType type,
                                             RoundingOptions options) {
  if (!hasUnaryTable(type)) return nullptr;
  return cachedTable({reinterpret_cast<uintptr_t>(fn), false, type, options},
                     [&](uint64_t x) { return roundMpfrBits(fn, x, type, options); });
}

std::shared_ptr<const UnaryTable> unaryTable(UnaryBitsFn fn, ElementType type,
                                             RoundingOptions options) {
  if (!hasUnaryTable(type)) return nullptr;
  return cachedTable({reinterpret_cast<uintptr_t>(fn), true, type, options},
                     [&](uint64_t x) { return fn(x, type, options); });
}

uint64_t evaluateUnary(MpfrUnaryFn fn, uint64_t x, ElementType type, RoundingOptions options) {
  if (hasUnaryTable(type)) return (*unaryTable(fn, type, options))(x);
  const bool ieee =
      options.mode == RoundingMode::kNearestEven && options.overflow == OverflowPolicy::kIeee;
  if (type == ElementType::kF32 && ieee && hasF32FastPath(fn))
    return evaluateF32Fast(fn, static_cast<uint32_t>(x));
  // MPFR decides there for functions without an f64 path.
  if (type == ElementType::kF64 && ieee) return evaluateF64Fast(fn, x);
  return roundMpfrBits(fn, x, type, options);
}

}  // namespace hlo_cts::oracle
