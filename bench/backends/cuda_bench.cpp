// The CUDA executor on the speed programs: per program, the time of a
// whole execute (copies to and from the GPU included), the time inside its
// launches (kernels and GEMMs, timed with CUDA events), the bytes its
// launches must move at the least (every buffer they read or write, once),
// and that as achieved bandwidth and a fraction of the device's peak. The
// element-wise chain's fraction is issue 16's bandwidth target (≥ 80%).
//   cuda_bench [--host] FILE.mlir...
// --host runs the kernels on the host device (no GPU needed; its "bandwidth"
// is a CPU's and only shows the tool works).
#include <fmt/format.h>

#include <chrono>
#include <fstream>
#include <sstream>

#include "backends/cuda/cuda_plan.h"
#include "bench/backends/bench_arguments.h"
#include "spec/text/parser.h"

int main(int argc, char** argv) {
  using namespace hlo_cts;
  using namespace hlo_cts::backends::cuda;
  bool host = false;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--host")
      host = true;
    else
      files.push_back(arg);
  }
  std::string whyNot;
  std::shared_ptr<Device> device = host ? hostDevice() : openCudaDevice(whyNot);
  if (!device) {
    fmt::print(stderr, "cuda_bench: no GPU: {} (--host runs on the host device)\n", whyNot);
    return 3;
  }
  fmt::print("device: {}\n", device->name());
  const double peak = device->peakBytesPerSecond();
  if (peak > 0) fmt::print("peak memory bandwidth: {:.0f} GB/s\n", peak / 1e9);
  fmt::print("{:<22} {:>12} {:>12} {:>10} {:>10} {:>8}\n", "program", "execute ms", "launches ms",
             "MB moved", "GB/s", "of peak");
  for (const std::string& path : files) {
    std::ifstream file(path);
    std::stringstream text;
    text << file.rdbuf();
    Result<Module> module = parseModule(text.str(), path);
    if (!file || !module.ok()) {
      fmt::print(stderr, "cuda_bench: cannot read {}\n", path);
      return 2;
    }
    const std::string name = path.substr(path.find_last_of('/') + 1);
    Result<std::unique_ptr<CudaPlan>> plan = CudaPlan::compile(*module, "main");
    if (!plan.ok()) {
      fmt::print("{:<22} not supported: {}\n", name, plan.error().message);
      continue;
    }
    const std::vector<Tensor> arguments = argumentsFor(*module->lookupFunction("main"));
    const auto forever = std::chrono::steady_clock::time_point::max();
    if (auto warm = (*plan)->run(*device, arguments, forever); !warm.ok()) {
      fmt::print("{:<22} failed: {}\n", name, warm.error().message);
      continue;
    }
    // Repeat for at least half a second; report means.
    int runs = 0;
    const double launchesBefore = device->launchSeconds();
    const auto start = std::chrono::steady_clock::now();
    double elapsed = 0;
    while (elapsed < 0.5 || runs < 3) {
      auto out = (*plan)->run(*device, arguments, forever);
      if (!out.ok()) break;
      ++runs;
      elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    const double launches = (device->launchSeconds() - launchesBefore) / runs;
    const double bytes = static_cast<double>((*plan)->launchBytes());
    const double bandwidth = launches > 0 ? bytes / launches : 0;
    fmt::print("{:<22} {:>12.3f} {:>12.3f} {:>10.1f} {:>10.1f} {:>7.0f}%\n", name,
               elapsed / runs * 1e3, launches * 1e3, bytes / 1e6, bandwidth / 1e9,
               peak > 0 ? 100 * bandwidth / peak : 0.0);
  }
}
