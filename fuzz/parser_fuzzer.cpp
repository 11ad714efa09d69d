// Parses the input as a text file, a lone attribute and a lone type; whatever
// parses must print to a fixed point, print(parse(print(x))) == print(x)
// (modules in pretty and generic form; attributes and types also equal as values).
#include <cstdio>
#include <cstdlib>

#include "fuzz/ir_mutator.h"
#include "spec/text/parser.h"
#include "spec/text/printer.h"

using namespace hlo_cts;

[[noreturn]] static void fail(const char* what, const std::string& once, const std::string& twice) {
  std::fprintf(stderr, "%s\n--- once\n%s\n--- twice\n%s\n", what, once.c_str(), twice.c_str());
  std::abort();
}

// `source` is the text `modules` was parsed from; a failure prints it.
static std::string printAll(const Result<std::vector<Module>>& modules, std::string_view source,
                            bool generic) {
  if (!modules.ok())
    fail("printed text does not parse", std::string(source), modules.error().str());
  std::string out;
  for (size_t i = 0; i < modules->size(); ++i)
    out += (i ? "\n// -----\n\n" : "") + printModule((*modules)[i], PrintOptions{generic, true});
  return out;
}

template <class Parse, class Print>
static void checkValue(std::string_view text, Parse parse, Print print) {
  auto value = parse(text);
  if (!value.ok()) return;
  std::string once = print(*value);
  auto again = parse(once);
  if (!again.ok() || !(*again == *value) || print(*again) != once)
    fail("value round trip", once, again.ok() ? print(*again) : again.error().str());
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  checkValue(text, parseAttribute, printAttribute);
  checkValue(text, parseType, printType);
  auto parsed = parseSourceFile(text, "input.mlir");
  if (!parsed.ok()) return 0;
  for (bool generic : {false, true}) {
    std::string once = printAll(parsed, text, generic);
    std::string twice = printAll(parseSourceFile(once, "printed.mlir"), once, generic);
    if (twice != once)
      fail(generic ? "generic not a fixed point" : "not a fixed point", once, twice);
  }
  return 0;
}

// Structure-aware mutations (fuzz/ir_mutator.h): what parses is mutated as
// IR and printed back; anything else gets libFuzzer's byte mutations.
extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t maxSize,
                                          unsigned seed) {
  return fuzz::mutateProgramText(data, size, maxSize, seed);
}
