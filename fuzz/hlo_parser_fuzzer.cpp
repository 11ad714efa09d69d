// Reads the input as XLA HLO text; whatever parses and has an HLO form must
// print to a fixed point: printHlo(parseHlo(printHlo(x))) == printHlo(x).
#include <cstdio>
#include <cstdlib>

#include "spec/hlo/hlo_reader.h"
#include "spec/hlo/hlo_writer.h"

using namespace hlo_cts;

[[noreturn]] static void fail(const char* what, const std::string& once, const std::string& twice) {
  std::fprintf(stderr, "%s\n--- once\n%s\n--- twice\n%s\n", what, once.c_str(), twice.c_str());
  std::abort();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  Result<Module> parsed = parseHloModule(text, "input.hlo");
  if (!parsed.ok()) return 0;
  Result<std::string> once = printHloModule(*parsed);
  if (!once.ok()) return 0;  // read, but with no HLO form (e.g. a tuple-typed function result)
  Result<Module> reparsed = parseHloModule(*once, "printed.hlo");
  if (!reparsed.ok()) fail("printed HLO does not parse", *once, reparsed.error().str());
  Result<std::string> twice = printHloModule(*reparsed);
  if (!twice.ok()) fail("printed HLO does not print", *once, twice.error().str());
  if (*twice != *once) fail("HLO not a fixed point", *once, *twice);
  return 0;
}
