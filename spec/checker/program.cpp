// Whole-program rules: walks every function, checks each op (catalogue ops
// and helper ops), SSA dominance and token threading.
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <unordered_set>

#include "spec/checker/internal.h"
#include "spec/ops/spec_functions.h"

namespace hlo_cts::checker {
namespace {

struct Grid {
  int64_t replicas = 0, partitions = 0;
};

// interpreter.run_parallel programs = [[@f, ...], ...]: the outer list are
// replicas, the inner ones partitions. Every function it names runs on
// that grid.
std::map<std::string, Grid> runParallelGrids(const Module& module) {
  std::map<std::string, Grid> grids;
  walk(module.op.get(), [&](Operation* op) {
    if (op->name() != "interpreter.run_parallel") return;
    const Attribute* programs = op->attr("programs");
    if (!programs || programs->kind() != Attribute::Kind::kArray) return;
    Grid g;
    g.replicas = static_cast<int64_t>(programs->elements().size());
    for (const Attribute& row : programs->elements()) {
      if (row.kind() != Attribute::Kind::kArray) continue;
      g.partitions = std::max<int64_t>(g.partitions, static_cast<int64_t>(row.elements().size()));
      for (const Attribute& f : row.elements())
        if (f.kind() == Attribute::Kind::kSymbol) grids[f.name()] = g;
    }
  });
  return grids;
}

std::optional<int64_t> moduleInteger(const Module& module, std::string_view name) {
  if (!module.op) return std::nullopt;
  const Attribute* a = module.op->attr(name);
  if (a && a->kind() == Attribute::Kind::kInteger) return a->intValue();
  return std::nullopt;
}

std::string valueName(const Value* v) {
  if (!v->nameHint.empty()) return v->nameHint;
  return v->isBlockArgument() ? fmt::format("block argument #{}", v->index)
                              : fmt::format("result #{}", v->index);
}

bool isKnownDialect(std::string_view dialect) {
  return dialect == "stablehlo" || dialect == "chlo" || dialect == "func" || dialect == "check" ||
         dialect == "interpreter" || dialect == "builtin";
}

bool isSideEffecting(const Operation& op) {
  const std::string& n = op.name();
  return n == "stablehlo.infeed" || n == "stablehlo.outfeed" || n == "stablehlo.send" ||
         n == "stablehlo.recv";
}

class ProgramChecker {
 public:
  ProgramChecker(const Module& module, const CheckOptions& options)
      : module_(module), options_(options), grids_(runParallelGrids(module)) {
    base_.module = &module;
    base_.specVersion = options.specVersion;
    base_.numReplicas = moduleInteger(module, "mhlo.num_replicas");
    base_.numPartitions = moduleInteger(module, "mhlo.num_partitions");
  }

  std::vector<Diagnostic> run() {
    Block* body = module_.body();
    if (!body) return out_;
    for (const auto& op : body->operations()) {
      if (op->name() != "func.func") continue;
      ops::OpContext context = base_;
      FunctionView f{op.get()};
      if (auto it = grids_.find(f.name()); it != grids_.end()) {
        context.numReplicas = it->second.replicas;
        context.numPartitions = it->second.partitions;
      }
      context_ = context;
      checkHelperOp(*op, module_, out_);
      if (Block* entry = f.body()) {
        std::vector<const Value*> scope;
        visitBlock(*entry, scope);
        for (const Value* v : scope) visible_.erase(v);
      }
    }
    checkTokens();
    std::stable_sort(out_.begin(), out_.end(), [](const Diagnostic& a, const Diagnostic& b) {
      return std::pair(a.location.line, a.location.col) <
             std::pair(b.location.line, b.location.col);
    });
    return out_;
  }

 private:
  // Makes the block's arguments visible, then each op's results after the
  // op; `scope` collects what this block added so the caller can undo it.
  void visitBlock(const Block& block, std::vector<const Value*>& scope) {
    const Operation* owner = block.parent() ? block.parent()->parent() : nullptr;
    for (const auto& arg : block.arguments()) {
      visible_.insert(arg.get());
      scope.push_back(arg.get());
      if (owner) checkDefinedType(*owner, *arg, fmt::format("block argument #{}", arg->index));
    }
    for (const auto& op : block.operations()) {
      visitOp(*op);
      for (const auto& r : op->results()) {
        visible_.insert(r.get());
        scope.push_back(r.get());
        checkDefinedType(*op, *r, fmt::format("result #{}", r->index));
      }
    }
  }

  // The type clauses of the spec's Types section, where a value is defined.
  void checkDefinedType(const Operation& where, const Value& value, const std::string& what) {
    const Type& type = value.type;
    if (!type.isTensor() || !type.isQuantized()) return;
    for (const ops::TypeClause& c : ops::typeClauses()) {
      if (!ops::holdsIn(c.versions, options_.specVersion)) continue;
      ops::Violation violation = c.check(type);
      if (!violation) continue;
      if (c.versions != ops::kInAllVersions)
        *violation += fmt::format(" [{} spec only]", ops::specVersionName(options_.specVersion));
      Diagnostic d = opError(where, "", "");
      d.kind = DiagnosticKind::kConstraint;
      d.clause = ClauseRef{OpId::kUnknown, std::string(c.id), std::string(c.type)};
      d.message = fmt::format("{}: {} has type {}: {}: {}", where.name(), what, ops::typeStr(type),
                              d.clause.str(), *violation);
      out_.push_back(std::move(d));
    }
  }

  void visitOp(const Operation& op) {
    for (size_t i = 0; i < op.numOperands(); ++i) {
      const Value* v = op.operand(i);
      if (!v) {
        out_.push_back(opError(op, "", fmt::format("operand #{} is undefined", i)));
        continue;
      }
      if (!visible_.count(v))
        out_.push_back(opError(
            op, "", fmt::format("operand #{} ({}) does not dominate this use", i, valueName(v))));
      if (v->type.isToken()) tokenUses_[v].push_back(&op);
    }
    std::string_view dialect = op.dialect();
    if (dialect == "stablehlo" || dialect == "chlo") {
      auto found = checkOperation(op, context_);
      out_.insert(out_.end(), found.begin(), found.end());
    } else if (!checkHelperOp(op, module_, out_) && options_.rejectUnknownDialects &&
               !isKnownDialect(dialect)) {
      out_.push_back(opError(op, "", "op of an unknown dialect"));
    }
    for (const auto& region : op.regions())
      for (const auto& block : region->blocks()) {
        std::vector<const Value*> scope;
        visitBlock(*block, scope);
        for (const Value* v : scope) visible_.erase(v);
      }
  }

  // A token consumed by several side-effecting ops leaves their order
  // unspecified: the spec orders side effects only through token data flow.
  // A note, not an error: the spec's own tests fork tokens on purpose.
  void checkTokens() {
    for (const auto& [token, users] : tokenUses_) {
      std::vector<const Operation*> effects;
      for (const Operation* u : users)
        if (isSideEffecting(*u)) effects.push_back(u);
      if (effects.size() < 2) continue;
      out_.push_back(
          opError(*effects[1], "",
                  fmt::format("token {} is also consumed by {} (line {}): the order of "
                              "these side effects is unspecified; thread the token "
                              "through them or join with after_all",
                              valueName(token), effects[0]->name(), effects[0]->location.line),
                  Diagnostic::Severity::kNote));
    }
  }

  const Module& module_;
  const CheckOptions& options_;
  std::map<std::string, Grid> grids_;
  ops::OpContext base_;
  ops::OpContext context_;
  std::unordered_set<const Value*> visible_;
  std::map<const Value*, std::vector<const Operation*>> tokenUses_;
  std::vector<Diagnostic> out_;
};

}  // namespace

std::vector<Diagnostic> checkModule(const Module& module, const CheckOptions& options) {
  return ProgramChecker(module, options).run();
}

}  // namespace hlo_cts::checker
