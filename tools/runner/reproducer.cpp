#include "tools/runner/reproducer.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>

#include "spec/text/printer.h"

namespace hlo_cts::runner {
namespace {

std::string commented(const std::string& text) {
  std::string out;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    out += "// " + text.substr(start, end - start) + "\n";
    start = end + 1;
  }
  return out;
}

// The id with every character a file name should not hold replaced.
std::string fileNameOf(const std::string& id) {
  std::string name;
  for (char c : id)
    name +=
        (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.') ? c : '_';
  return name.substr(0, 200);
}

}  // namespace

std::string reproducerText(const suites::TestCase& test, const reports::TestResult& result) {
  std::string text =
      fmt::format("// hlo-cts reproducer of {}: {}{}\n", test.id, verdictName(result.verdict),
                  result.clause.empty() ? "" : " [" + result.clause.str() + "]");
  text += commented(result.message);
  if (test.negative) {
    text += "// The program breaks a constraint; a backend must reject it:\n";
    text += commented(test.violation.str());
  } else {
    std::vector<std::string> inputs;
    for (const Tensor& input : test.inputs)
      inputs.push_back(printAttribute(Attribute::denseElements(input, input.type())));
    text += fmt::format("// Run on the oracle: hlo-cts interpret FILE --args=\"[{}]\"\n",
                        fmt::join(inputs, ", "));
  }
  return text + test.programText;
}

std::string writeReproducer(const suites::TestCase& test, const reports::TestResult& result,
                            const std::string& dir) {
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  const std::string path = dir + "/" + fileNameOf(test.id) + ".mlir";
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << reproducerText(test, result);
  return out.good() ? path : std::string();
}

}  // namespace hlo_cts::runner
