// Printer internals shared by printer.cpp (types, attributes, dense
// literals), printer_ops.cpp (value names, operations, regions, modules) and
// printer_forms.cpp (the custom forms of the op syntax table).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "spec/attribute.h"
#include "spec/ir.h"
#include "spec/text/op_syntax.h"
#include "spec/text/printer.h"
#include "spec/type.h"

namespace hlo_cts::text {

void appendType(std::string& out, const Type& type);
void appendAttribute(std::string& out, const Attribute& attr);
// The integer's decimal text: signed for signless/signed types, unsigned for uiN.
std::string integerText(int64_t value, const Type& type);
// "@name" or "@\"quoted\"".
std::string symbolText(std::string_view name);
// #stablehlo.conv dims as `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`; false
// when the fields cannot be written that way.
bool convDimsText(const Attribute& conv, std::string& out);
// `lhs_precision_type = ..., ...` (the fields of a struct attribute, no brackets).
void appendStructFields(std::string& out, const Attribute& attr);

// ---- operations (printer_ops.cpp, printer_forms.cpp) ----

// Value names, MLIR's SSANameState (printer_ops.cpp).
class Namer {
 public:
  explicit Namer(bool generic) : generic_(generic) {}

  void nameFrom(const Operation& top);
  std::string use(const Value* v) const {
    auto it = names_.find(v);
    if (it != names_.end()) return it->second;
    return v->nameHint.empty() ? "%<unknown>" : v->nameHint;
  }
  // "%0:2", "%output_state, %output", ...
  std::string resultDefs(const Operation& op) const;

 private:
  struct Context {
    const Region* region;
    unsigned valueId, argumentId, conflictId;
    size_t scopeDepth;
  };

  void numberRegion(const Region& region);
  void numberBlock(const Block& block, bool entry);
  void numberOp(const Operation& op);
  void setName(const Value* v, std::string_view hint);
  std::string uniqueName(std::string_view hint);
  bool used(const std::string& name) const {
    for (const auto& scope : scopes_)
      if (scope.count(name)) return true;
    return false;
  }

  bool generic_;
  unsigned nextValueId_ = 0, nextArgumentId_ = 0, nextConflictId_ = 0;
  std::vector<std::unordered_set<std::string>> scopes_;
  std::unordered_map<const Value*, std::string> base_;   // the head name of a group
  std::unordered_map<const Value*, std::string> names_;  // what a use prints
  std::unordered_map<const Operation*, std::vector<unsigned>> groups_;
};

// Writes one op and its regions: the generic form (printer_ops.cpp) or its
// custom form (printer_forms.cpp).
class OpPrinter {
 public:
  OpPrinter(const PrintOptions& options, const Namer& namer) : options_(options), namer_(namer) {}

  void printOp(std::string& out, const Operation& op, int indent);

 private:
  bool printPretty(std::string& out, const Operation& op, const OpSyntax& syntax, int indent);
  void printGeneric(std::string& out, const Operation& op, int indent, bool quoteName = true);
  void printRegion(std::string& out, const Region& region, int indent, bool entryArgs);
  void printBlockArg(std::string& out, const Value* arg);
  void printLoc(std::string& out, const std::optional<Attribute>& loc) {
    if (options_.debugInfo && loc) out += " " + printAttribute(*loc);
  }
  std::string operandList(const Operation& op) const {
    std::string s;
    for (size_t i = 0; i < op.numOperands(); ++i) {
      if (i) s += ", ";
      s += namer_.use(op.operand(i));
    }
    return s;
  }
  // ` {a = 1, ...}` of the discardable attributes and the properties a pretty
  // form does not write elsewhere (defaults left out); "" when empty.
  std::string attrDict(const Operation& op, const OpSyntax* syntax,
                       const std::vector<std::string_view>& printed, bool keyword = false) const;
  static std::string functionalType(const Operation& op);
  static bool propertiesFit(const Operation& op, const OpSyntax& syntax);

  // The custom forms (printer_forms.cpp); each returns false (writing
  // nothing) when the op does not fit its form.
  bool printOperandsForm(std::string& out, const Operation& op, const OpSyntax& syntax);
  bool printCompare(std::string& out, const Operation& op, const OpSyntax& syntax);
  bool printSlice(std::string& out, const Operation& op, const OpSyntax& syntax);
  bool printGetTupleElement(std::string& out, const Operation& op, const OpSyntax& syntax);
  bool printReducePrecision(std::string& out, const Operation& op, const OpSyntax& syntax);
  bool printReduce(std::string& out, const Operation& op, const OpSyntax& syntax, int indent);
  bool printWhile(std::string& out, const Operation& op, const OpSyntax& syntax, int indent);
  bool printCustomCall(std::string& out, const Operation& op, const OpSyntax& syntax);
  bool printComposite(std::string& out, const Operation& op, const OpSyntax& syntax, int indent);
  bool printConstant(std::string& out, const Operation& op, const OpSyntax& syntax);
  bool printConvolution(std::string& out, const Operation& op, const OpSyntax& syntax);
  bool printDotGeneral(std::string& out, const Operation& op, const OpSyntax& syntax);
  bool printOptimizationBarrier(std::string& out, const Operation& op, const OpSyntax& syntax);
  bool printScan(std::string& out, const Operation& op, const OpSyntax& syntax, int indent);
  bool printTopK(std::string& out, const Operation& op, const OpSyntax& syntax);
  bool printFunc(std::string& out, const Operation& op, int indent);
  bool printCall(std::string& out, const Operation& op, const OpSyntax& syntax);
  bool printFuncReturn(std::string& out, const Operation& op, const OpSyntax& syntax);
  bool printModuleOp(std::string& out, const Operation& op, int indent);

  const PrintOptions& options_;
  const Namer& namer_;
};

// `indent` spaces.
std::string indentText(int indent);

}  // namespace hlo_cts::text
