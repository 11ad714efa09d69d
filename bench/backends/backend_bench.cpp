// Times backends on whole programs: compile once, then execute on fixed
// pseudo-random arguments (so no compiler can fold the work away), one
// Google Benchmark per (program, backend). Programs are the .mlir files
// given on the command line (bench/programs/ and ../shared/workloads/);
// bench/compare_backends.py runs this and XLA:CPU in one go and prints the
// ratios.
//   backend_bench --backends=simd-cpu,oracle FILE.mlir... [benchmark flags]
#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include <fstream>
#include <random>
#include <sstream>

#include "backends/backend.h"
#include "bench/backends/bench_arguments.h"
#include "spec/text/parser.h"

namespace hlo_cts {
namespace {

struct Case {
  std::string name;
  std::shared_ptr<Module> module;
  std::string text;
  std::vector<Tensor> arguments;
};

void runCase(benchmark::State& state, const Case& c, const std::string& backendName) {
  Result<std::unique_ptr<backends::Backend>> backend = backends::openBackend({backendName, ""});
  if (!backend.ok()) return state.SkipWithError(backend.error().str().c_str());
  backends::Program program{c.module.get(), c.text, "main"};
  auto exe = (*backend)->compile(program, {});
  if (!exe.ok()) return state.SkipWithError(exe.message.c_str());
  for (auto _ : state) {
    auto out = (*backend)->execute(*exe.value, c.arguments, {});
    if (!out.ok()) return state.SkipWithError(out.message.c_str());
    benchmark::DoNotOptimize(out.value);
  }
}

}  // namespace
}  // namespace hlo_cts

int main(int argc, char** argv) {
  using namespace hlo_cts;
  benchmark::Initialize(&argc, argv);
  std::vector<std::string> backendNames{"simd-cpu", "oracle"};
  std::vector<Case> cases;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg.starts_with("--backends=")) {
      backendNames.clear();
      std::stringstream list(arg.substr(11));
      for (std::string name; std::getline(list, name, ',');) backendNames.push_back(name);
      continue;
    }
    std::ifstream file(arg);
    std::stringstream text;
    text << file.rdbuf();
    Result<Module> module = parseModule(text.str(), arg);
    if (!file || !module.ok()) {
      fmt::print(stderr, "backend_bench: cannot read {}\n", arg);
      return 2;
    }
    Case c;
    c.name = arg.substr(arg.find_last_of('/') + 1);
    c.name = c.name.substr(0, c.name.find('.'));
    c.module = std::make_shared<Module>(std::move(*module));
    c.text = text.str();
    std::optional<FunctionView> main = c.module->lookupFunction("main");
    if (!main) {
      fmt::print(stderr, "backend_bench: {} has no @main\n", arg);
      return 2;
    }
    c.arguments = argumentsFor(*main);
    cases.push_back(std::move(c));
  }
  for (const Case& c : cases)
    for (const std::string& backend : backendNames)
      benchmark::RegisterBenchmark(fmt::format("{}/{}", c.name, backend).c_str(),
                                   [&c, backend](benchmark::State& s) { runCase(s, c, backend); })
          ->Unit(benchmark::kMillisecond)
          ->UseRealTime()
          ->MinTime(0.5);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
}
