// `hlo-cts fuzz rebundle`: a findings folder's bundles written again from
// each reproducer judged now (campaign.h).
#include <fmt/format.h>

#include <filesystem>
#include <fstream>

#include "oracle/interpret.h"
#include "tools/runner/campaign.h"
#include "tools/runner/campaign_files.h"
#include "tools/runner/finding_bundle.h"
#include "tools/runner/repro_script.h"
#include "tools/runner/verdict.h"

namespace hlo_cts::runner {

namespace fs = std::filesystem;

Result<RebundleOutcome> rebundleFindings(const RebundleOptions& options,
                                         backends::Backend& backend) {
  Result<CampaignFolder> folder = readCampaignFolder(options.dir);
  if (!folder.ok()) return folder.takeError();
  RebundleOutcome outcome;
  for (const nlohmann::json& entry : folder->findings) {
    const Finding f = findingFromJson(entry);
    if (f.slug.rfind(options.backendName + "/", 0) != 0) continue;
    const fs::path where = fs::path(options.dir) / "findings" / f.slug;
    if (options.missingOnly &&
        (!hasReproScript(options.backendName) || fs::exists(where / "repro.py")))
      continue;
    // Outputs that differ between executions are not shown by one run.
    if (f.kind == FindingClass::kNondeterministic) continue;
    const std::string path = (where / "reproducer.mlir").string();
    Result<std::string> text = oracle::readTextFile(path);
    Result<std::vector<suites::TestCase>> tests =
        text.ok() ? suites::extractTests(*text, path)
                  : Result<std::vector<suites::TestCase>>(text.takeError());
    if (!tests.ok() || tests->size() != 1) {
      outcome.notReproduced.push_back(f.slug + ": no reproducer with one test");
      continue;
    }
    const suites::TestCase& test = tests->front();
    const reports::TestResult result = judge(test, backend, *options.judge);
    // The recorded signature, or a sharper one: a crash or rejection
    // recorded without a culprit op may name one when judged on its own.
    const FailureSignature now = signatureOf(test, result);
    const auto same = [](const std::string& recorded, const std::string& seen) {
      return recorded.empty() || recorded == seen;
    };
    if (now.verdict != f.signature.verdict || !same(f.signature.op, now.op) ||
        !same(f.signature.elementType, now.elementType)) {
      outcome.notReproduced.push_back(
          fmt::format("{}: {} now, not {}", f.slug, now.str(), f.signature.str()));
      continue;
    }
    for (const auto& [name, content] :
         findingBundle(test, result, bundleContextOf(f, backend, options.backendName))) {
      std::ofstream out(where / name, std::ios::binary | std::ios::trunc);
      out << content;
      if (!out)
        return makeError(fmt::format("cannot write {}", (where / name).string()), {},
                         DiagnosticKind::kIo);
    }
    ++outcome.written;
  }
  return outcome;
}

}  // namespace hlo_cts::runner
