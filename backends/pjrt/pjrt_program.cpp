#include "backends/pjrt/pjrt_program.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <memory>

#include "spec/ir.h"
#include "spec/ops/attribute_views.h"
#include "spec/text/parser.h"
#include "spec/text/printer.h"

namespace hlo_cts::backends::pjrt {

std::string withEntryMain(std::string text, const std::string& entry) {
  if (entry == "main") return text;
  auto rename = [&text](const std::string& from, const std::string& to) {
    const std::string symbol = "@" + from;
    std::string out;
    size_t pos = 0;
    for (size_t hit; (hit = text.find(symbol, pos)) != std::string::npos;) {
      const size_t end = hit + symbol.size();
      const bool whole =
          end == text.size() || !(std::isalnum(uint8_t(text[end])) || text[end] == '_' ||
                                  text[end] == '$' || text[end] == '.');
      out.append(text, pos, hit - pos);
      out += whole ? "@" + to : symbol;
      pos = end;
    }
    out.append(text, pos);
    text = std::move(out);
  };
  rename("main", "main_renamed_by_hlo_cts");
  rename(entry, "main");
  return text;
}

namespace {

// Every argument and result of `function` with mhlo.sharding = "{manual}",
// beside the attributes they have.
void markManual(const FunctionView& function) {
  function.setOnEveryArgumentAndResult("mhlo.sharding", Attribute::string("{manual}"));
}

// Drops every interpreter.print below `op`: output only, without results,
// and no op of a compiler (the test builder drops those of the test itself).
void dropPrints(Operation& op) {
  for (size_t r = 0; r < op.numRegions(); ++r)
    for (const auto& block : op.region(r)->blocks()) {
      std::erase_if(block->operations(), [](const std::unique_ptr<Operation>& inner) {
        return inner->id() == OpId::kInterpreterPrint;
      });
      for (const auto& inner : block->operations()) dropPrints(*inner);
    }
}

}  // namespace

Result<std::optional<ParallelPlan>> planParallel(const std::string& text, const std::string& entry,
                                                 size_t devices) {
  if (text.find("interpreter.run_parallel") == std::string::npos)
    return std::optional<ParallelPlan>();
  Result<Module> parsed = parseModule(text, "<program>");
  if (!parsed.ok()) return parsed.error();
  Module& module = *parsed;
  std::optional<FunctionView> main = module.lookupFunction(entry);
  if (!main || !main->body()) return makeError("the entry function is missing");
  const auto& ops = main->body()->operations();
  auto unsupported = [](const std::string& why) {
    return makeError("interpreter.run_parallel on the pjrt backend: " + why, {},
                     DiagnosticKind::kNotSupported);
  };
  if (ops.size() != 2 || ops[0]->name() != "interpreter.run_parallel")
    return unsupported(
        "it runs a grid as a whole test only (the entry holding the run_parallel and its "
        "return alone)");
  const Operation& grid = *ops[0];
  const Operation& ret = *ops[1];
  Result<ops::RunParallelAttrs> attrs = ops::runParallelAttrs(grid);
  if (!attrs.ok()) return unsupported("programs is not a grid: " + attrs.error().message);
  if (attrs->hasInfeed) return unsupported("an infeed queue has no PJRT counterpart here");
  ParallelPlan plan;
  const std::vector<std::vector<std::string>>& programs = attrs->programs;
  if (programs.empty()) return unsupported("programs is not a grid");
  plan.replicas = int64_t(programs.size());
  for (const std::vector<std::string>& row : programs) {
    if (row.empty()) return unsupported("programs is not a grid");
    if (plan.partitions == 0) plan.partitions = int64_t(row.size());
    if (int64_t(row.size()) != plan.partitions) return unsupported("programs is not a rectangle");
    for (const std::string& f : row) {
      if (plan.function.empty()) plan.function = f;
      if (f != plan.function)
        return unsupported(
            fmt::format("the processes run different functions (@{} and @{}); "
                        "one executable runs the same program on every device",
                        plan.function, f));
    }
  }
  const size_t processes = size_t(plan.replicas * plan.partitions);
  if (processes > devices)
    return unsupported(
        fmt::format("a grid of {} processes needs {} devices, the client has {} "
                    "(XLA's CPU plugin: create option cpu_device_count={})",
                    processes, processes, devices, processes));
  for (const Value* operand : grid.operands()) {
    if (!operand->isBlockArgument() || operand->ownerBlock != main->body())
      return unsupported("an operand is not an argument of the entry");
    plan.operandArgs.push_back(operand->index);
  }
  for (const Value* value : ret.operands()) {
    if (value->definingOp == &grid)
      plan.returns.emplace_back(true, value->index);
    else if (value->isBlockArgument() && value->ownerBlock == main->body())
      plan.returns.emplace_back(false, value->index);
    else
      return unsupported("a result is neither the grid's nor an argument");
  }
  // XLA runs several partitions only through its SPMD partitioner, which
  // takes an unmarked program as a global one to split among them
  // (measured: it refuses a collective_broadcast without a sharding, and
  // gathered a 2x2 grid's all_gather in another order). Every argument and
  // result marked {manual} says what the spec's grid is: each partition
  // runs the function on its own operands.
  const std::optional<FunctionView> function = module.lookupFunction(plan.function);
  if (!function) return unsupported("the grid's function @" + plan.function + " is missing");
  if (plan.partitions > 1) markManual(*function);
  // The entry goes; the function the grid runs becomes the module's @main.
  auto& top = module.body()->operations();
  std::erase_if(top, [&](const std::unique_ptr<Operation>& op) { return op.get() == main->op; });
  dropPrints(*module.op);
  plan.text = withEntryMain(printModule(module), plan.function);
  return std::optional<ParallelPlan>(std::move(plan));
}

}  // namespace hlo_cts::backends::pjrt
