#include "reports/accuracy_atlas.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "reports/html_report.h"
#include "reports/junit.h"
#include "reports/results_json.h"
#include "spec/source_files.h"

namespace hlo_cts::reports {

using nlohmann::json;
namespace fs = std::filesystem;

namespace {

json sampleJson(const AtlasSample& sample, bool withKind) {
  json out = {{"input", sample.input},
              {"actual", sample.actual},
              {"correct", sample.correct},
              {"ulp", sample.ulp}};
  if (withKind) out["kind"] = sample.kind;
  return out;
}

// Thrown by the readers below, caught in parseAtlasJson.
struct AtlasFieldError {
  std::string message;
};

const json& atlasField(const json& object, const char* key) {
  if (!object.is_object() || !object.contains(key))
    throw AtlasFieldError{fmt::format("missing field \"{}\"", key)};
  return object.at(key);
}
std::string atlasText(const json& object, const char* key) {
  const json& value = atlasField(object, key);
  if (!value.is_string()) throw AtlasFieldError{fmt::format("\"{}\" is not a string", key)};
  return value.get<std::string>();
}
template <class T>
T atlasNumber(const json& object, const char* key) {
  const json& value = atlasField(object, key);
  if (!value.is_number()) throw AtlasFieldError{fmt::format("\"{}\" is not a number", key)};
  return value.get<T>();
}

AtlasSample readSample(const json& object) {
  AtlasSample sample;
  sample.input = atlasText(object, "input");
  sample.actual = atlasText(object, "actual");
  sample.correct = atlasText(object, "correct");
  sample.ulp = atlasNumber<uint64_t>(object, "ulp");
  if (object.contains("kind")) sample.kind = atlasText(object, "kind");
  return sample;
}

// Heat-map colours: green for correctly rounded, through yellow and orange,
// to red from 17 ulp on (the buckets of reports/ulp_histogram.h).
std::string ulpColour(uint64_t ulp) {
  if (ulp == 0) return "#8fd18f";
  if (ulp == 1) return "#c8ecc8";
  if (ulp <= 4) return "#f7e3b5";
  if (ulp <= 16) return "#f5b971";
  return "#f08080";
}

std::string entryAnchor(const AtlasEntry& entry) {
  std::string anchor = "e-" + entry.op + "-" + entry.type;
  for (char& c : anchor)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-') c = '_';
  return anchor;
}

// Ordered op and type lists of the entries (first seen first).
template <class Get>
std::vector<std::string> distinct(const std::vector<const AtlasEntry*>& entries, Get get) {
  std::vector<std::string> out;
  std::set<std::string> seen;
  for (const AtlasEntry* e : entries)
    if (seen.insert(get(*e)).second) out.push_back(get(*e));
  return out;
}

std::string ulpText(uint64_t ulp) {
  return ulp >= (uint64_t{1} << 53) ? fmt::format("2^{:.0f}", std::log2(double(ulp)))
                                    : std::to_string(ulp);
}

// "re A, im B" and `separator` for a complex entry, "" for a real one.
std::string partsText(const AtlasEntry& e, std::string_view separator) {
  if (e.maxUlpPerPart.size() != 2) return {};
  return fmt::format("re {}, im {}{}", ulpText(e.maxUlpPerPart[0]), ulpText(e.maxUlpPerPart[1]),
                     separator);
}

std::string heatMap(const Atlas& atlas) {
  std::vector<const AtlasEntry*> entries;
  for (const AtlasEntry& e : atlas.entries) entries.push_back(&e);
  const auto ops = distinct(entries, [](const AtlasEntry& e) { return e.op; });
  const auto types = distinct(entries, [](const AtlasEntry& e) { return e.type; });
  std::map<std::pair<std::string, std::string>, const AtlasEntry*> cell;
  for (const AtlasEntry* e : entries) cell[{e->op, e->type}] = e;
  std::string out =
      "<h2 id=\"heat-map\">Max ulp error, op × type</h2>\n<p class=\"definition\">Each cell: the "
      "largest distance in ulps from the correctly rounded result over the inputs tried (per "
      "part for complex), then the share of correctly rounded results; <b>+N sv</b>: N "
      "special-value mismatches, which are not ulp figures. Empty: not measured (see "
      "below).</p>\n<div class=\"scroll\"><table class=\"matrix heat\">\n<tr><th>op</th>";
  for (const std::string& type : types) out += "<th>" + xmlEscape(type, false) + "</th>";
  out += "</tr>\n";
  for (const std::string& op : ops) {
    out += "<tr><th>" + xmlEscape(op, false) + "</th>";
    for (const std::string& type : types) {
      auto it = cell.find({op, type});
      if (it == cell.end()) {
        out += "<td class=\"empty\"></td>";
        continue;
      }
      const AtlasEntry& e = *it->second;
      out += fmt::format(
          "<td style=\"background:{}\" data-max-ulp=\"{}\"><a href=\"#{}\">{}</a><br><small>{}"
          "{:.1f}%{}</small></td>",
          ulpColour(e.maxUlp), e.maxUlp, entryAnchor(e), ulpText(e.maxUlp), partsText(e, "<br>"),
          100 * e.correctlyRounded,
          e.specials.count ? fmt::format(" +{} sv", e.specials.count) : std::string());
    }
    out += "</tr>\n";
  }
  return out + "</table></div>\n";
}

// The entry's bins as bars: x is the input in the format's value order
// (every binade gets the same width, which reads as a log scale on both
// sides of zero), y is log2(1 + ulp).
std::string plotSvg(const AtlasEntry& entry) {
  constexpr int kWidth = 640, kHeight = 200, kLeft = 44, kBottom = 34, kTop = 20;
  const int plotWidth = kWidth - kLeft - 8, plotHeight = kHeight - kBottom - kTop;
  uint64_t top = 1;
  for (const AtlasBin& bin : entry.plot) top = std::max(top, bin.maxUlp);
  const double yMax = std::max(2.0, std::ceil(std::log2(1.0 + double(top))));
  std::string out = fmt::format(
      "<svg class=\"plot\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" "
      "role=\"img\"><text class=\"title\" x=\"{}\" y=\"14\">{} {}: ulp error against the "
      "input</text>\n",
      kWidth, kHeight, kLeft, xmlEscape(entry.op, false), xmlEscape(entry.type, false));
  for (int tick = 0; tick <= static_cast<int>(yMax); tick += std::max(1, int(yMax) / 4)) {
    const double y = kTop + plotHeight * (1 - tick / yMax);
    out += fmt::format(
        "<line class=\"axis\" x1=\"{}\" x2=\"{}\" y1=\"{:.1f}\" y2=\"{:.1f}\" stroke-opacity="
        "\"0.3\"/><text class=\"label\" x=\"{}\" y=\"{:.1f}\">{}</text>\n",
        kLeft, kLeft + plotWidth, y, y, kLeft - 4, y + 3,
        tick == 0 ? std::string("0") : ulpText((uint64_t{1} << tick) - 1));
  }
  // One bar per run of neighbouring bins with the same figure (most are 0):
  // the page stays small with hundreds of entries.
  const size_t n = entry.plot.size();
  for (size_t i = 0, next = 0; i < n; i = next) {
    const AtlasBin& bin = entry.plot[i];
    for (next = i + 1; next < n && entry.plot[next].maxUlp == bin.maxUlp;) ++next;
    const double h = plotHeight * std::log2(1.0 + double(bin.maxUlp)) / yMax;
    const double x = kLeft + plotWidth * double(i) / double(n);
    out += fmt::format(
        "<rect class=\"bar{}\" x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\">"
        "<title>[{:.4g}, {:.4g}]: {} ulp</title></rect>\n",
        bin.maxUlp == 0 ? " exact" : "", x, kTop + plotHeight - std::max(h, 1.0),
        std::max(0.5, plotWidth * double(next - i) / double(n) - 0.2), std::max(h, 1.0), bin.lo,
        entry.plot[next - 1].hi, bin.maxUlp);
  }
  // Input labels under the first, middle and last bins.
  for (size_t i : {size_t{0}, n / 2, n ? n - 1 : 0}) {
    if (i >= n) continue;
    const double x = kLeft + plotWidth * (double(i) + 0.5) / double(n);
    out += fmt::format("<text class=\"count\" x=\"{:.1f}\" y=\"{}\">{:.3g}</text>\n", x,
                       kHeight - 18, i == n - 1 ? entry.plot[i].hi : entry.plot[i].lo);
  }
  out += fmt::format(
      "<line class=\"axis\" x1=\"{0}\" x2=\"{1}\" y1=\"{2}\" y2=\"{2}\"/><text class=\"count\" "
      "x=\"{3}\" y=\"{4}\">input (value order: each binade equally wide)</text></svg>\n",
      kLeft, kLeft + plotWidth, kTop + plotHeight, kLeft + plotWidth / 2, kHeight - 4);
  return out;
}

std::string samplesTable(const std::vector<AtlasSample>& samples, bool withKind) {
  std::string out = "<table><tr><th>input</th><th>actual</th><th>correctly rounded</th>";
  out += withKind ? "<th>what</th></tr>\n" : "<th class=\"num\">ulp</th></tr>\n";
  for (const AtlasSample& s : samples)
    out += fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td><td{}>{}</td></tr>\n",
                       xmlEscape(s.input, false), xmlEscape(s.actual, false),
                       xmlEscape(s.correct, false), withKind ? "" : " class=\"num\"",
                       withKind ? xmlEscape(s.kind, false) : ulpText(s.ulp));
  return out + "</table>\n";
}

std::string entrySection(const AtlasEntry& e) {
  std::string out = fmt::format(
      "<section id=\"{}\"><h3>{} {}</h3>\n<p>{} inputs; max {} ulp{}, mean {:.4g} ulp; {:.2f}% "
      "correctly rounded; {} special-value mismatch{}.</p>\n",
      entryAnchor(e), xmlEscape(e.op, false), xmlEscape(e.type, false), e.inputs, ulpText(e.maxUlp),
      e.maxUlpPerPart.size() == 2 ? " (" + partsText(e, ")") : std::string(), e.meanUlp,
      100 * e.correctlyRounded, e.specials.count, e.specials.count == 1 ? "" : "es");
  if (!e.plot.empty()) out += plotSvg(e);
  if (!e.worst.empty()) out += "<h4>Worst inputs</h4>\n" + samplesTable(e.worst, false);
  if (!e.specials.examples.empty())
    out += "<h4>Special-value mismatches</h4>\n" + samplesTable(e.specials.examples, true);
  return out + "</section>\n";
}

// The max ulp of (op, type) in `atlas`, or nullptr.
const AtlasEntry* findEntry(const Atlas& atlas, const std::string& op, const std::string& type) {
  for (const AtlasEntry& e : atlas.entries)
    if (e.op == op && e.type == type) return &e;
  return nullptr;
}

// Every (op, type) of any atlas, first seen first.
std::vector<std::pair<std::string, std::string>> unionKeys(const std::vector<Atlas>& atlases) {
  std::vector<std::pair<std::string, std::string>> keys;
  std::set<std::pair<std::string, std::string>> seen;
  for (const Atlas& atlas : atlases)
    for (const AtlasEntry& e : atlas.entries)
      if (seen.insert({e.op, e.type}).second) keys.emplace_back(e.op, e.type);
  return keys;
}

// A plot bin's bound to 4 significant digits, as the page shows it: the
// plots are most of accuracy.json, at full precision twice as large.
// (strtod: stod throws on subnormals.) The largest finite f64 rounds up to
// infinity, which JSON cannot hold: kept as it is.
double plotBound(double value) {
  if (!std::isfinite(value) || value == 0) return value;
  const double rounded = std::strtod(fmt::format("{:.4g}", value).c_str(), nullptr);
  return std::isfinite(rounded) ? rounded : value;
}

std::string comparisonCell(const AtlasEntry* e) {
  if (!e) return "–";
  std::string out = ulpText(e->maxUlp);
  if (e->specials.count) out += fmt::format(" (+{} sv)", e->specials.count);
  return out;
}

}  // namespace

std::string atlasJson(const Atlas& atlas) {
  json entries = json::array(), plots = json::array(), skipped = json::array();
  for (const AtlasEntry& e : atlas.entries) {
    json worst = json::array(), examples = json::array(), bins = json::array();
    for (const AtlasSample& s : e.worst) worst.push_back(sampleJson(s, false));
    for (const AtlasSample& s : e.specials.examples) examples.push_back(sampleJson(s, true));
    for (const AtlasBin& b : e.plot)
      bins.push_back(json::array({plotBound(b.lo), plotBound(b.hi), b.maxUlp}));
    json entry = {
        {"op", e.op},
        {"type", e.type},
        {"inputs", e.inputs},
        {"maxUlp", e.maxUlp},
        {"meanUlp", e.meanUlp},
        {"correctlyRounded", e.correctlyRounded},
        {"worst", worst},
        {"specialValueMismatches", {{"count", e.specials.count}, {"examples", examples}}}};
    if (e.maxUlpPerPart.size() == 2)
      entry["maxUlpPerPart"] = {{"real", e.maxUlpPerPart[0]}, {"imag", e.maxUlpPerPart[1]}};
    entries.push_back(std::move(entry));
    plots.push_back({{"op", e.op}, {"type", e.type}, {"bins", bins}});
  }
  for (const AtlasSkip& s : atlas.skipped)
    skipped.push_back({{"op", s.op}, {"type", s.type}, {"reason", s.reason}});
  json notReached = json::array();
  for (const AtlasKey& k : atlas.notReached) notReached.push_back({{"op", k.op}, {"type", k.type}});
  json doc = {{"format", "hlo-cts-accuracy-atlas"},
              {"version", 1},
              {"backend", atlas.backend},
              {"backendVersion", atlas.backendVersion},
              {"generatedAt", atlas.generatedAt},
              {"command", atlas.command},
              {"sampleSize", atlas.sampleSize},
              {"seed", atlas.seed},
              {"entries", entries},
              {"skipped", skipped},
              {"notReached", notReached}};
  if (!atlas.oracle.empty()) doc["oracle"] = atlas.oracle;
  // Strings hold the backends' own text: replaced, never a throw. The plots
  // (hundreds of numbers an entry) go last on one line each.
  std::string out = doc.dump(1, ' ', false, json::error_handler_t::replace);
  out.pop_back();  // the closing brace
  out += ",\n \"plots\": [";
  for (size_t i = 0; i < plots.size(); ++i)
    out += (i ? ",\n  " : "\n  ") + plots[i].dump(-1, ' ', false, json::error_handler_t::replace);
  return out + "\n ]\n}\n";
}

Result<Atlas> parseAtlasJson(std::string_view source, const std::string& path) {
  const json doc = json::parse(source, nullptr, false);
  if (doc.is_discarded()) return makeError("not JSON", {path}, DiagnosticKind::kIo);
  try {
    Atlas atlas;
    atlas.backend = atlasText(doc, "backend");
    atlas.backendVersion = atlasText(doc, "backendVersion");
    atlas.generatedAt = atlasText(doc, "generatedAt");
    atlas.command = atlasText(doc, "command");
    atlas.sampleSize = atlasNumber<int64_t>(doc, "sampleSize");
    atlas.seed = atlasNumber<uint64_t>(doc, "seed");
    for (const json& e : atlasField(doc, "entries")) {
      AtlasEntry entry;
      entry.op = atlasText(e, "op");
      entry.type = atlasText(e, "type");
      entry.inputs = atlasNumber<int64_t>(e, "inputs");
      entry.maxUlp = atlasNumber<uint64_t>(e, "maxUlp");
      entry.meanUlp = atlasNumber<double>(e, "meanUlp");
      entry.correctlyRounded = atlasNumber<double>(e, "correctlyRounded");
      if (e.contains("maxUlpPerPart"))
        for (const char* part : {"real", "imag"})
          entry.maxUlpPerPart.push_back(atlasNumber<uint64_t>(e.at("maxUlpPerPart"), part));
      for (const json& s : atlasField(e, "worst")) entry.worst.push_back(readSample(s));
      const json& specials = atlasField(e, "specialValueMismatches");
      entry.specials.count = atlasNumber<int64_t>(specials, "count");
      for (const json& s : atlasField(specials, "examples"))
        entry.specials.examples.push_back(readSample(s));
      atlas.entries.push_back(std::move(entry));
    }
    if (doc.contains("skipped"))
      for (const json& s : doc.at("skipped"))
        atlas.skipped.push_back({atlasText(s, "op"), atlasText(s, "type"), atlasText(s, "reason")});
    if (doc.contains("notReached"))
      for (const json& k : doc.at("notReached"))
        atlas.notReached.push_back({atlasText(k, "op"), atlasText(k, "type")});
    if (doc.contains("oracle")) atlas.oracle = atlasText(doc, "oracle");
    if (doc.contains("plots"))
      for (const json& p : doc.at("plots")) {
        const std::string op = atlasText(p, "op"), type = atlasText(p, "type");
        for (AtlasEntry& entry : atlas.entries)
          if (entry.op == op && entry.type == type)
            for (const json& b : atlasField(p, "bins")) {
              if (!b.is_array() || b.size() != 3 || !b[0].is_number() || !b[1].is_number() ||
                  !b[2].is_number_unsigned())
                throw AtlasFieldError{"a plot bin is not [lo, hi, maxUlp]"};
              entry.plot.push_back({b[0].get<double>(), b[1].get<double>(), b[2].get<uint64_t>()});
            }
      }
    return atlas;
  } catch (const AtlasFieldError& e) {
    return makeError(e.message, {path}, DiagnosticKind::kIo);
  } catch (const json::exception& e) {
    return makeError(e.what(), {path}, DiagnosticKind::kIo);
  }
}

Result<Atlas> loadAtlas(const std::string& path) {
  std::string file = path;
  std::error_code error;
  if (fs::is_directory(path, error)) file = (fs::path(path) / "accuracy.json").string();
  Result<std::string> source = readSourceFile(file);
  if (!source.ok()) return source.error();
  return parseAtlasJson(*source, file);
}

std::string atlasHtml(const Atlas& atlas) {
  std::string out =
      htmlPageStart("hlo-cts accuracy atlas: " + atlas.backend,
                    "svg.plot { border: 1px solid #ddd; display: block; margin: 6px 0; }\n"
                    ".heat td { min-width: 64px; } .heat a { color: #1a1a1a; }\n");
  out += fmt::format(
      "<dl><dt>backend</dt><dd>{}</dd><dt>version</dt><dd>{}</dd><dt>generated</dt><dd>{}</dd>"
      "<dt>command</dt><dd><code>{}</code></dd><dt>sample</dt><dd>{} inputs per sampled entry "
      "(f32, f64, complex; seed {}); every input of the formats of 16 bits or fewer</dd></dl>\n",
      xmlEscape(atlas.backend, false), xmlEscape(atlas.backendVersion, false),
      xmlEscape(atlas.generatedAt, false), xmlEscape(atlas.command, false), atlas.sampleSize,
      atlas.seed);
  out += heatMap(atlas);
  if (!atlas.skipped.empty()) {
    out += "<h2>Not measured</h2>\n<table><tr><th>op</th><th>type</th><th>why</th></tr>\n";
    for (const AtlasSkip& s : atlas.skipped)
      out += fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td></tr>\n", xmlEscape(s.op, false),
                         xmlEscape(s.type, false), xmlEscape(s.reason, false));
    out += "</table>\n";
  }
  if (!atlas.notReached.empty()) {
    out += fmt::format(
        "<h2 id=\"not-reached\">Not reached</h2>\n<p class=\"definition\">{} entries were not "
        "measured before the run's time budget ran out (<code>--resume</code> measures "
        "them):</p>\n<p>",
        atlas.notReached.size());
    for (size_t i = 0; i < atlas.notReached.size(); ++i)
      out += (i ? ", " : "") +
             xmlEscape(atlas.notReached[i].op + " " + atlas.notReached[i].type, false);
    out += "</p>\n";
  }
  out += "<h2>Per function</h2>\n";
  for (const AtlasEntry& e : atlas.entries) out += entrySection(e);
  return out + "</body>\n</html>\n";
}

Status writeAtlas(const std::string& dir, const Atlas& atlas) {
  std::error_code error;
  fs::create_directories(dir, error);
  if (error)
    return makeError(fmt::format("cannot create {}: {}", dir, error.message()), {dir},
                     DiagnosticKind::kIo);
  if (Status s = writeFileAtomically((fs::path(dir) / "accuracy.json").string(), atlasJson(atlas));
      !s.ok())
    return s;
  return writeFileAtomically((fs::path(dir) / "index.html").string(), atlasHtml(atlas));
}

std::string atlasProfile(const Atlas& atlas, uint64_t marginUlp) {
  std::string out = fmt::format(
      "# Measured by `{}` ({}, {}) on {}.\n# Each budget is the measured maximum ulp error plus a "
      "margin of {} ulp; the reason cites the figure. Special-value mismatches are not ulp "
      "figures: no budget covers them.\n",
      atlas.command, atlas.backend, atlas.backendVersion, atlas.generatedAt, marginUlp);
  for (const AtlasEntry& e : atlas.entries) {
    if (e.specials.count)
      out += fmt::format("# {} {}: {} special-value mismatch(es), e.g. {} -> {} (correct {})\n",
                         e.op, e.type, e.specials.count,
                         e.specials.examples.empty() ? "" : e.specials.examples[0].input,
                         e.specials.examples.empty() ? "" : e.specials.examples[0].actual,
                         e.specials.examples.empty() ? "" : e.specials.examples[0].correct);
    std::string worst =
        e.worst.empty() ? std::string() : fmt::format(", worst at {}", e.worst[0].input);
    // A reason is one quoted string: no quote inside.
    std::replace(worst.begin(), worst.end(), '"', '\'');
    out += fmt::format(
        "op={} type={} ulp={} reason=\"measured max {} ulp over {} inputs ({:.2f}% correctly "
        "rounded){}; margin {}\"\n",
        e.op, e.type, e.maxUlp + marginUlp, e.maxUlp, e.inputs, 100 * e.correctlyRounded, worst,
        marginUlp);
  }
  return out;
}

std::string atlasComparisonMarkdown(const std::vector<Atlas>& atlases) {
  std::string out = "| op | type |";
  for (const Atlas& a : atlases) out += " " + a.backend + " |";
  out += "\n|---|---|";
  for (size_t i = 0; i < atlases.size(); ++i) out += "---:|";
  out += "\n";
  for (const auto& [op, type] : unionKeys(atlases)) {
    out += "| " + op + " | " + type + " |";
    for (const Atlas& a : atlases) out += " " + comparisonCell(findEntry(a, op, type)) + " |";
    out += "\n";
  }
  return out;
}

std::string atlasComparisonHtml(const std::vector<Atlas>& atlases) {
  std::string out = htmlPageStart("hlo-cts accuracy atlases side by side",
                                  ".heat td { min-width: 64px; text-align: right; }\n");
  out +=
      "<p class=\"definition\">Max ulp error from the correctly rounded result per (op, type) "
      "and backend; <b>+N sv</b>: special-value mismatches; –: not measured.</p>\n"
      "<div class=\"scroll\"><table class=\"matrix heat\"><tr><th>op</th><th>type</th>";
  for (const Atlas& a : atlases)
    out += fmt::format("<th>{}<br><small>{}</small></th>", xmlEscape(a.backend, false),
                       xmlEscape(a.backendVersion, false));
  out += "</tr>\n";
  for (const auto& [op, type] : unionKeys(atlases)) {
    out += fmt::format("<tr><th>{}</th><th>{}</th>", xmlEscape(op, false), xmlEscape(type, false));
    for (const Atlas& a : atlases) {
      const AtlasEntry* e = findEntry(a, op, type);
      out += e ? fmt::format("<td style=\"background:{}\">{}</td>", ulpColour(e->maxUlp),
                             xmlEscape(comparisonCell(e), false))
               : "<td class=\"empty\">–</td>";
    }
    out += "</tr>\n";
  }
  return out + "</table></div>\n</body>\n</html>\n";
}

}  // namespace hlo_cts::reports
