// The files a run reads back: the results journal (--resume) and the
// vendor's expectations file (--expectations). Both come from disk and may be
// torn, corrupt or hand-edited wrong: any bytes must give results or a
// located error, never a crash, an exception or unbounded memory.
#include <cstdint>
#include <string_view>

#include "reports/expectations.h"
#include "reports/journal.h"

using namespace hlo_cts;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  Result<reports::JournalContents> journal = reports::parseJournal(text, "journal.jsonl");
  if (journal.ok() && journal->completeBytes > size) __builtin_trap();
  if (!journal.ok() && journal.error().message.empty()) __builtin_trap();
  Result<reports::Expectations> expectations = reports::Expectations::parse(text, "expect.txt");
  if (!expectations.ok() && !expectations.error().location.known()) __builtin_trap();
  if (expectations.ok())
    for (const reports::Expectation& e : expectations->entries())
      (void)e.matches("file.mlir::test_function");
  return 0;
}
