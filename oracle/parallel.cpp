#include "oracle/parallel.h"

#include <mpfr.h>
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>
#include <tbb/task_scheduler_observer.h>

#include "numerics/mpfr_number.h"

namespace hlo_cts::oracle::detail {
namespace {

// MPFR keeps caches per thread (π, log 2, ... at the precision last asked
// for). A worker frees its own whenever it leaves the pool, so none is left
// behind by a worker that exits (LeakSanitizer reports those); the next
// MPFR call on that worker recomputes what it needs.
class MpfrCacheRelease : public tbb::task_scheduler_observer {
 public:
  MpfrCacheRelease() { observe(true); }
  void on_scheduler_exit(bool isWorker) override {
    if (isWorker) releaseThreadMpfrCaches();
  }
};

}  // namespace

void parallelChunks(int64_t n, int64_t grain, const void* body, ChunkFn run) {
  // The loops call MPFR, whose caches and exponent range are per thread
  // only in a thread-safe (TLS) build: without one, stay on this thread.
  static const bool mpfrThreadSafe = mpfr_buildopt_tls_p() != 0;
  if (!mpfrThreadSafe) {
    run(body, 0, n);
    return;
  }
  // Never destroyed: workers may leave the pool until the process ends.
  [[maybe_unused]] static const auto* release = new MpfrCacheRelease;
  // simple_partitioner: chunks of at most `grain` elements, so a loop of
  // costly elements still spreads over every worker. isolate: while this
  // thread waits for its chunks it runs none of an enclosing loop's, which
  // could re-enter a once-only initialisation this loop runs inside (the
  // unary tables are built this way) and deadlock.
  tbb::this_task_arena::isolate([&] {
    tbb::parallel_for(
        tbb::blocked_range<int64_t>(0, n, grain),
        [&](const tbb::blocked_range<int64_t>& r) { run(body, r.begin(), r.end()); },
        tbb::simple_partitioner());
  });
}

}  // namespace hlo_cts::oracle::detail
