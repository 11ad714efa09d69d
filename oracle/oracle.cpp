#include "oracle/oracle.h"

namespace hlo_cts::oracle {

Result<std::vector<RuntimeValue>> evaluateFunction(const VerifiedModule& module,
                                                   std::string_view name,
                                                   std::span<const RuntimeValue> arguments,
                                                   const EvalOptions& options) {
  EvalContext context(module, options, oracleOps(), oraclePasses());
  return context.callFunction(name, arguments);
}

}  // namespace hlo_cts::oracle
