// Parses the input as a StableHLO text file; when it parses, printing must
// reach a fixed point in both forms: print(parse(print(m))) == print(m).
#include <cstdio>
#include <cstdlib>
#include <string>

#include "spec/text/parser.h"
#include "spec/text/printer.h"

namespace {

std::string printAll(const std::vector<hlo_cts::Module>& modules, bool generic) {
  hlo_cts::PrintOptions options;
  options.generic = generic;
  std::string out;
  for (size_t i = 0; i < modules.size(); ++i)
    out += (i ? "\n// -----\n\n" : "") + hlo_cts::printModule(modules[i], options);
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto parsed = hlo_cts::parseSourceFile(text, "input.mlir");
  if (!parsed.ok()) return 0;
  for (bool generic : {false, true}) {
    std::string once = printAll(*parsed, generic);
    auto reparsed = hlo_cts::parseSourceFile(once, "printed.mlir");
    if (!reparsed.ok()) {
      std::fprintf(stderr, "printed text does not parse: %s\n%s\n", reparsed.error().str().c_str(),
                   once.c_str());
      std::abort();
    }
    std::string twice = printAll(*reparsed, generic);
    if (twice != once) {
      std::fprintf(stderr, "not a fixed point (generic=%d):\n--- once\n%s\n--- twice\n%s\n",
                   generic, once.c_str(), twice.c_str());
      std::abort();
    }
  }
  return 0;
}
