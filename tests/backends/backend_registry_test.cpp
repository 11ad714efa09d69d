// openBackend reads the table of built-in backends (backends/backend_registry.h).
#include <gtest/gtest.h>

#include <string>

#include "backends/backend.h"
#include "backends/backend_registry.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

TEST(BackendRegistry, EveryExactSpellingOpensItsBackend) {
  for (const char* name : {"oracle", "simd-cpu", "cuda-host"}) {
    Result<std::unique_ptr<Backend>> opened = openBackend({name, ""});
    ASSERT_TRUE(opened.ok()) << name << ": " << opened.error().str();
    EXPECT_TRUE(*opened) << name;
  }
}

TEST(BackendRegistry, AnUnknownSpellingListsTheTableInItsError) {
  Result<std::unique_ptr<Backend>> opened = openBackend({"nonesuch", ""});
  ASSERT_FALSE(opened.ok());
  EXPECT_EQ(opened.error().message,
            "unknown backend 'nonesuch': expected oracle, simd-cpu, cuda, cuda-host, "
            "plugin:/path/lib.so, pjrt:/path/pjrt_plugin.so or subprocess:COMMAND");
  // A prefix spelling needs its argument; an exact one takes none.
  EXPECT_FALSE(openBackend({"subprocess:", ""}).ok());
  EXPECT_FALSE(openBackend({"simd-cpu:x", ""}).ok());
}

TEST(BackendRegistry, PrefixSpellingsEndInAColon) {
  for (const BuiltinBackend& b : builtinBackends()) {
    EXPECT_TRUE(b.usage.starts_with(b.spelling)) << b.spelling;
    EXPECT_EQ(b.spelling.ends_with(':'), b.usage != b.spelling) << b.spelling;
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
