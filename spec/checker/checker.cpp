// Per-op checking: structure, type categories, constraints.
#include "spec/checker/checker.h"

#include <fmt/format.h>

#include <algorithm>

#include "spec/checker/internal.h"
#include "spec/ops/spec_functions.h"
#include "spec/text/op_syntax.h"

namespace hlo_cts::checker {

using ops::InputDef;
using ops::InputKind;
using ops::OpDef;
using ops::OpView;

Diagnostic opError(const Operation& op, std::string clause, std::string message,
                   Diagnostic::Severity severity) {
  Diagnostic d;
  d.severity = severity;
  d.kind = clause.empty() ? DiagnosticKind::kStructure : DiagnosticKind::kConstraint;
  d.location = op.location;
  d.message =
      clause.empty() ? op.name() + ": " + message : op.name() + " (" + clause + "): " + message;
  d.clause = ClauseRef{op.id(), std::move(clause), {}};
  return d;
}

namespace {

bool attrHasKind(const Attribute& a, const AttrSyntax& syntax) {
  using K = Attribute::Kind;
  using S = hlo_cts::AttrKind;
  switch (syntax.kind) {
    case S::kI64:
    case S::kI32:
      return a.kind() == K::kInteger;
    case S::kF32:
    case S::kF64:
      return a.kind() == K::kFloat;
    case S::kBool:
    case S::kUnit:
      return a.kind() == K::kBool || a.kind() == K::kUnit;
    case S::kString:
      return a.kind() == K::kString;
    case S::kSymbol:
      return a.kind() == K::kSymbol;
    case S::kDims:
    case S::kBoolArray:
      return a.asI64List().has_value();
    case S::kI64Elements:
    case S::kElements:
      return a.kind() == K::kDenseElements || a.kind() == K::kDenseResource;
    case S::kEnum:
      return a.kind() == K::kEnum && (syntax.detail.empty() || a.enumName() == syntax.detail);
    case S::kEnumArray:
      if (a.kind() != K::kArray) return false;
      return std::all_of(a.elements().begin(), a.elements().end(),
                         [](const Attribute& e) { return e.kind() == K::kEnum; });
    case S::kStruct: {
      if (a.kind() != K::kStruct) return false;
      std::string_view mnemonic = a.name();
      mnemonic = mnemonic.substr(mnemonic.find('.') + 1);
      return syntax.detail.empty() || mnemonic == syntax.detail;
    }
    case S::kArray:
      return a.kind() == K::kArray;
    case S::kDictionary:
      return a.kind() == K::kDictionary;
    case S::kType:
      return a.kind() == K::kType;
    case S::kAny:
      return true;
  }
  return false;
}

std::string_view attrKindText(hlo_cts::AttrKind kind) {
  using S = hlo_cts::AttrKind;
  switch (kind) {
    case S::kI64:
    case S::kI32:
      return "an integer";
    case S::kF32:
    case S::kF64:
      return "a float";
    case S::kBool:
    case S::kUnit:
      return "a bool";
    case S::kString:
      return "a string";
    case S::kSymbol:
      return "a symbol reference";
    case S::kDims:
      return "a list of integers";
    case S::kBoolArray:
      return "a list of bools";
    case S::kI64Elements:
    case S::kElements:
      return "a dense elements attribute";
    case S::kEnum:
      return "an enum";
    case S::kEnumArray:
      return "an array of enums";
    case S::kStruct:
      return "a struct attribute";
    case S::kArray:
      return "an array";
    case S::kDictionary:
      return "a dictionary";
    case S::kType:
      return "a type";
    case S::kAny:
      return "an attribute";
  }
  return "an attribute";
}

// A required attribute may still be absent: written under its pre-2018 name
// (gather's window_bounds for slice_sizes), or one the spec gives a default
// (infeed_config = "").
bool absenceAllowed(const Operation& op, const OpDef& def, std::string_view attrName) {
  for (const InputDef& in : def.inputs) {
    if (in.storage != attrName) continue;
    if (!in.legacyName.empty() && op.attr(in.legacyName)) return true;
    if (!in.defaultValue.empty()) return true;
  }
  return false;
}

// Attribute presence and kinds, as the op syntax table declares the op's
// inherent attributes. Returns false when something is wrong.
bool checkAttributes(const Operation& op, const OpDef& def, std::vector<Diagnostic>& out) {
  bool ok = true;
  if (const OpSyntax* syntax = lookupOpSyntax(op.name())) {
    for (const AttrSyntax& a : syntax->attrs) {
      const Attribute* value = op.attr(a.name);
      if (!value) {
        if (!a.optional && !absenceAllowed(op, def, a.name)) {
          out.push_back(opError(op, "", fmt::format("missing attribute '{}'", a.name)));
          ok = false;
        }
        continue;
      }
      if (!attrHasKind(*value, a)) {
        std::string detail = a.detail.empty() ? "" : fmt::format(" ({})", a.detail);
        out.push_back(opError(
            op, "",
            fmt::format("attribute '{}' must be {}{}", a.name, attrKindText(a.kind), detail)));
        ok = false;
      }
    }
  }
  // Legacy field names (pre-2018 gather): accepted with a warning that names
  // the new field.
  for (const InputDef& in : def.inputs) {
    if (in.legacyName.empty()) continue;
    std::string_view storage = in.storage;
    size_t dot = storage.find('.');
    bool present = false;
    if (dot == std::string_view::npos) {
      present = op.attr(in.legacyName) != nullptr;
    } else if (const Attribute* container = op.attr(storage.substr(0, dot))) {
      present = ops::isWritten(container->get(in.legacyName));
    }
    if (!present) continue;
    std::string_view modern = dot == std::string_view::npos ? storage : storage.substr(dot + 1);
    out.push_back(opError(
        op, "",
        fmt::format("'{}' is the pre-2018 name of '{}'; use '{}'", in.legacyName, modern, modern),
        Diagnostic::Severity::kWarning));
  }
  return ok;
}

// Type categories of the Inputs/Outputs tables.
bool checkCategories(const OpView& view, std::vector<Diagnostic>& out) {
  const OpDef& def = view.def();
  const Operation& op = view.op();
  bool ok = true;
  for (size_t i = 0; i < def.inputs.size(); ++i) {
    const InputDef& in = def.inputs[i];
    if (in.kind != InputKind::kOperand) continue;
    auto values = view.operands(in.name);
    for (size_t k = 0; k < values.size(); ++k) {
      if (in.type.matches(values[k]->type)) continue;
      std::string which = values.size() > 1 || in.arity == ops::Arity::kVariadic
                              ? fmt::format("{}[{}]", in.name, k)
                              : std::string(in.name);
      out.push_back(opError(op, fmt::format("I{}", i + 1),
                            fmt::format("{} must be a {}, got {}", which, in.type.text,
                                        ops::typeStr(values[k]->type))));
      ok = false;
    }
  }
  for (size_t i = 0; i < def.outputs.size(); ++i) {
    const ops::OutputDef& o = def.outputs[i];
    auto values = view.results(o.name);
    for (size_t k = 0; k < values.size(); ++k) {
      if (o.type.matches(values[k]->type)) continue;
      std::string which = values.size() > 1 || o.arity == ops::Arity::kVariadic
                              ? fmt::format("{}[{}]", o.name, k)
                              : std::string(o.name);
      out.push_back(opError(op, fmt::format("O{}", i + 1),
                            fmt::format("{} must be a {}, got {}", which, o.type.text,
                                        ops::typeStr(values[k]->type))));
      ok = false;
    }
  }
  return ok;
}

// StableHLO regions: one block ending in stablehlo.return.
bool checkRegions(const Operation& op, std::vector<Diagnostic>& out) {
  bool ok = true;
  for (size_t i = 0; i < op.numRegions(); ++i) {
    const Region* r = op.region(i);
    if (r->blocks().size() != 1) {
      out.push_back(opError(
          op, "",
          fmt::format("region #{} must have exactly one block, has {}", i, r->blocks().size())));
      ok = false;
      continue;
    }
    const Operation* term = r->front()->terminator();
    if (!term || term->name() != "stablehlo.return") {
      out.push_back(opError(op, "",
                            fmt::format("region #{} must end with stablehlo.return, ends with {}",
                                        i, term ? term->name() : std::string("nothing"))));
      ok = false;
    }
    // A return in the middle would end the region early and hide the ops
    // after it (MLIR's verifier requires terminators last, too).
    for (const auto& inner : r->front()->operations())
      if (inner.get() != term && inner->name() == "stablehlo.return") {
        out.push_back(opError(*inner, "", "stablehlo.return must be the last op of its block"));
        ok = false;
      }
  }
  return ok;
}

}  // namespace

std::vector<Diagnostic> checkOperation(const Operation& op, const ops::OpContext& context) {
  std::vector<Diagnostic> out;
  const OpDef* def = ops::opDef(op.id());
  if (!def) {
    out.push_back(opError(op, "", "unknown op"));
    return out;
  }
  auto view = OpView::make(op, *def, &context);
  if (!view) {
    out.push_back(opError(op, "", view.error().message));
    return out;
  }
  bool ok = checkAttributes(op, *def, out);
  ok = checkRegions(op, out) && ok;
  if (!ok) return out;
  if (!checkCategories(*view, out)) return out;
  for (const ops::Constraint& c : def->constraints) {
    if (!ops::holdsIn(c.versions, context.specVersion)) continue;
    ops::Violation violation = c.check(*view);
    if (!violation) continue;
    if (c.versions != ops::kInAllVersions)
      *violation += fmt::format(" [{} spec only]", ops::specVersionName(context.specVersion));
    out.push_back(opError(op, std::string(c.id), *violation));
  }
  return out;
}

Verification Verification::of(const Module& module, const CheckOptions& options) {
  Verification out;
  out.diagnostics = checkModule(module, options);
  if (countErrors(out.diagnostics) == 0) out.verified = VerifiedModule(module);
  return out;
}

Diagnostic Verification::firstError() const {
  for (const Diagnostic& d : diagnostics)
    if (d.severity == Diagnostic::Severity::kError) return d;
  return {};
}

size_t countErrors(const std::vector<Diagnostic>& diagnostics) {
  return std::count_if(diagnostics.begin(), diagnostics.end(), [](const Diagnostic& d) {
    return d.severity == Diagnostic::Severity::kError;
  });
}

std::optional<ops::SpecVersion> splitSpecVersion(std::string_view splitText) {
  constexpr std::string_view kDirective = "// spec-version:";
  for (size_t at = splitText.find(kDirective); at != std::string_view::npos;
       at = splitText.find(kDirective, at + 1)) {
    if (at != 0 && splitText[at - 1] != '\n') continue;
    std::string_view rest = splitText.substr(at + kDirective.size());
    rest = rest.substr(0, rest.find('\n'));
    const size_t first = rest.find_first_not_of(' ');
    if (first == std::string_view::npos) continue;
    rest = rest.substr(first);
    return ops::specVersionFromName(rest.substr(0, rest.find(' ')));
  }
  return std::nullopt;
}

}  // namespace hlo_cts::checker
