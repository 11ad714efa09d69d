// The subprocess backend against tests/backends/data/flaky_backend.py, an
// adapter built on backends/python/hlo_cts_backend.py that adds, crashes
// (SIGSEGV on subtract) and hangs (on multiply): a crash is kCrash naming
// the signal, a hang is kTimeout, the worker is restarted after either, an
// executable from the dead worker is compiled again, and no worker process
// outlives the backend.
#include <gtest/gtest.h>
#include <signal.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "backends/backend.h"
#include "tests/backends/backend_test_util.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

using testing::binaryProgram;
using testing::floats;
using testing::ints;

class SubprocessFlaky : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!testing::onPath("python3")) GTEST_SKIP() << "python3 is not on PATH";
    pidFile_ = std::filesystem::temp_directory_path() /
               ("hlo_cts_flaky_" + std::to_string(getpid()) + ".pids");
    std::filesystem::remove(pidFile_);
    const std::string script =
        std::string(HLO_CTS_SOURCE_DIR) + "/tests/backends/data/flaky_backend.py";
    Result<std::unique_ptr<Backend>> opened = openBackend(
        {"subprocess:HLO_CTS_SOURCE_DIR='" HLO_CTS_SOURCE_DIR "' exec python3 '" + script + "'",
         pidFile_.string()});
    ASSERT_TRUE(opened.ok()) << opened.error().str();
    backend_ = std::move(*opened);
  }
  void TearDown() override { std::filesystem::remove(pidFile_); }

  CallResult<std::unique_ptr<Executable>> compile(const std::string& op,
                                                  const std::string& type = "f32") {
    Program program;
    program.text = binaryProgram(op, type);
    return backend_->compile(program, {});
  }

  // Runs `op` on two f32 tensors; the result, or how it failed.
  CallResult<std::vector<Tensor>> run(const std::string& op, CallOptions options = {}) {
    CallResult<std::unique_ptr<Executable>> compiled = compile(op);
    if (!compiled.ok())
      return CallResult<std::vector<Tensor>>::failure(compiled.status, compiled.message);
    return backend_->execute(*compiled.value, addInputs_, options);
  }

  void expectAddWorks() {
    CallResult<std::vector<Tensor>> sum = run("stablehlo.add");
    ASSERT_TRUE(sum.ok()) << sum.message;
    ASSERT_EQ(sum.value.size(), 1u);
    EXPECT_EQ(sum.value[0], floats({1.5f, 0, -4, 3e38f}));
  }

  std::vector<pid_t> workerPids() const {
    std::ifstream in(pidFile_);
    std::vector<pid_t> pids;
    for (pid_t pid; in >> pid;) pids.push_back(pid);
    return pids;
  }

  std::filesystem::path pidFile_;
  std::unique_ptr<Backend> backend_;
  std::vector<Tensor> addInputs_ = {floats({1, 2, -3, 1.5e38f}), floats({0.5f, -2, -1, 1.5e38f})};
};

TEST_F(SubprocessFlaky, AddsAndDeclaresWhatItCannotDo) {
  EXPECT_EQ(backend_->capabilities().name, "flaky");
  EXPECT_FALSE(backend_->capabilities().supportsElementType(ElementType::kF64));
  expectAddWorks();
  CallResult<std::unique_ptr<Executable>> addInts = compile("stablehlo.add", "i32");
  ASSERT_TRUE(addInts.ok()) << addInts.message;
  std::vector<Tensor> inputs = {ints({1, -5, INT32_MAX, 7}), ints({2, 5, 1, -70})};
  CallResult<std::vector<Tensor>> sum = backend_->execute(*addInts.value, inputs, {});
  ASSERT_TRUE(sum.ok()) << sum.message;
  EXPECT_EQ(sum.value[0], ints({3, 0, INT32_MIN, -63}));
  CallResult<std::unique_ptr<Executable>> maximum = compile("stablehlo.maximum");
  EXPECT_EQ(maximum.status, CallStatus::kNotSupported);
  EXPECT_NE(maximum.message.find("only add, subtract and multiply"), std::string::npos);
}

TEST_F(SubprocessFlaky, ACrashIsReportedAndTheWorkerRestarted) {
  CallResult<std::unique_ptr<Executable>> add = compile("stablehlo.add");
  ASSERT_TRUE(add.ok()) << add.message;
  CallResult<std::vector<Tensor>> crashed = run("stablehlo.subtract");
  EXPECT_EQ(crashed.status, CallStatus::kCrash);
  EXPECT_NE(crashed.message.find("SIGSEGV"), std::string::npos) << crashed.message;
  EXPECT_NE(crashed.message.find("crashing on purpose"), std::string::npos) << crashed.message;
  // The add compiled by the dead worker runs on the new one (compiled again).
  CallResult<std::vector<Tensor>> sum = backend_->execute(*add.value, addInputs_, {});
  ASSERT_TRUE(sum.ok()) << sum.message;
  EXPECT_EQ(sum.value[0], floats({1.5f, 0, -4, 3e38f}));
  expectAddWorks();
  EXPECT_EQ(workerPids().size(), 2u);
}

TEST_F(SubprocessFlaky, AHangIsATimeoutAndTheWorkerRestarted) {
  CallOptions oneSecond;
  oneSecond.timeout = std::chrono::seconds(1);
  const auto start = std::chrono::steady_clock::now();
  CallResult<std::vector<Tensor>> hung = run("stablehlo.multiply", oneSecond);
  const auto took = std::chrono::steady_clock::now() - start;
  EXPECT_EQ(hung.status, CallStatus::kTimeout) << hung.message;
  EXPECT_NE(hung.message.find("within 1000 ms"), std::string::npos) << hung.message;
  EXPECT_LT(took, std::chrono::seconds(5));
  expectAddWorks();
  // A crash after the timeout, then add again: a third worker.
  EXPECT_EQ(run("stablehlo.subtract").status, CallStatus::kCrash);
  expectAddWorks();
  std::vector<pid_t> pids = workerPids();
  EXPECT_EQ(pids.size(), 3u);
  backend_.reset();
  for (pid_t pid : pids) {
    errno = 0;
    EXPECT_EQ(kill(pid, 0), -1) << "worker " << pid << " is still there";
    EXPECT_EQ(errno, ESRCH);
  }
  testing::expectNoChildren();
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
