// The state of one program being generated (internal to generators/): the
// body of @main, the values defined so far, and the helpers every sampler
// uses to choose types and get operands of a given type.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "generators/program.h"
#include "spec/ops/catalogue.h"

namespace hlo_cts::generators {

class ProgramBuilder {
 public:
  ProgramBuilder(Entropy& entropy, const ProgramOptions& options);

  Entropy& entropy() { return entropy_; }
  const ProgramOptions& options() const { return options_; }

  // --- types
  // A random element type of the mix that `accept` admits; nullopt if none.
  std::optional<ElementType> elementType(const std::function<bool(ElementType)>& accept);
  // One of the mix whose tensors match every category (a catalogue input's).
  std::optional<ElementType> elementTypeFor(std::initializer_list<const ops::TypeCategory*> cats);
  // An element type for an index or shape operand of `category` (a
  // catalogue input's) that holds every value in [low, high]: one of the
  // mix's when one fits, so integer mixes are tested as indices too, else
  // one of a fixed list of integer types, so an op with index operands is
  // made whatever element type its data has.
  std::optional<ElementType> indexElementType(const ops::TypeCategory& category, int64_t low = 0,
                                              int64_t high = 0);
  int64_t randomDim();
  std::vector<int64_t> randomShape(int minRank = 0, int maxRank = -1);

  // --- values
  // An existing value of @main whose type `accept` admits, picked at
  // random; nullptr when none.
  Value* existing(const std::function<bool(const Type&)>& accept);
  // A value of exactly `type`: an existing one, a convert or broadcast of
  // one, a constant, or a new argument.
  Value* valueOf(const Type& type);
  Value* newArgument(const Type& type);
  Value* constant(const Type& type);
  // A stablehlo.constant holding `value`, appended to `block` (@main's body
  // when null); nullptr when the catalogue rejects it.
  Value* constantOf(Tensor value, Block* block = nullptr);
  // A stablehlo.constant of integer `type` holding `values` (row-major):
  // the shape operands the spec calls constants.
  Value* integerConstant(const Type& type, const std::vector<int64_t>& values);
  // An operand of any type of rank >= minRank: an existing value (so
  // programs chain) or a new one of a random type of the mix.
  Value* anyOperand(int minRank = 0);

  // --- ops
  // Appends op `id` with these operands and properties to `block` (@main's
  // body when null). Results: `results` when given, else the catalogue's
  // type inference; when it has none, the first of `candidates` the
  // catalogue's constraints accept.
  Result<Operation*> append(OpId id, std::vector<Value*> operands,
                            std::vector<NamedAttribute> properties = {},
                            std::optional<std::vector<Type>> results = std::nullopt,
                            Block* block = nullptr);
  // Appends the first of `variants` (properties and result types) whose op
  // the catalogue accepts: for choices a constraint decides (which
  // compare_type an element type takes, a result type without inference),
  // the catalogue chooses, so no sampler restates the constraint.
  struct Variant {
    std::vector<NamedAttribute> properties;
    std::optional<std::vector<Type>> results;
  };
  // The index of the first variant the catalogue accepts, nothing appended.
  std::optional<size_t> firstAccepted(OpId id, const std::vector<Value*>& operands,
                                      const std::vector<Variant>& variants);
  // An op with regions is judged by the catalogue only with them:
  // `complete`, when given, adds them to each candidate before it is judged.
  using Completion = std::function<Status(Operation&)>;
  Result<Operation*> appendFirstAccepted(OpId id, std::vector<Value*> operands,
                                         const std::vector<Variant>& variants,
                                         const Completion& complete = nullptr);
  // The result types the catalogue infers for op `id`, nothing appended:
  // a dynamic op's result type is its static twin's.
  Result<std::vector<Type>> inferredTypes(OpId id, const std::vector<Value*>& operands,
                                          std::vector<NamedAttribute> properties);
  // Whether the catalogue's constraints (and input categories) accept `op`.
  static bool accepts(const Operation& op);

  // A new private function of the module taking `arguments` and returning
  // `results` (a composite's decomposition), named `stem`_N to be unique;
  // its body's arguments are made, the caller appends the ops and
  // func.return. Its values stay out of @main's pool.
  struct Function {
    std::string name;
    Block* body;
  };
  Function addFunction(std::string_view stem, const std::vector<Type>& arguments,
                       const std::vector<Type>& results);

  // The module: @main returns every result no op uses.
  Module finish(std::vector<Tensor>& inputs);

 private:
  Value* derived(const Type& type);
  Result<std::unique_ptr<Operation>> build(OpId id, const std::vector<Value*>& operands,
                                           std::vector<NamedAttribute> properties,
                                           std::optional<std::vector<Type>> results);
  Operation* commit(std::unique_ptr<Operation> op, Block* block);

  Entropy& entropy_;
  const ProgramOptions& options_;
  std::vector<ElementType> elementTypes_;
  Module module_;
  Operation* main_ = nullptr;
  Block* body_ = nullptr;
  std::vector<Value*> values_;  // tensors defined in @main's body, arguments included
  std::unordered_set<const Value*> used_;
  // Candidates the catalogue rejected, kept so that no later value takes
  // the address of one of their values still in used_.
  std::vector<std::unique_ptr<Operation>> rejected_;
};

// A sampler builds one op (and whatever operands it needs). false: the op
// does not fit these options (no admissible element type); an error: a
// generator bug.
using Sampler = Result<bool> (*)(ProgramBuilder& builder, OpId op);

struct SamplerEntry {
  OpId op;
  Sampler sample;
  int weight = 1;  // how often the op is picked, relative to the others
  // The least ProgramOptions::maxRank its programs need (a sampler makes
  // nothing below it): chlo.ragged_dot's rhs is a stack of matrices.
  int minRank = 0;
};

// The samplers of each family file.
std::vector<SamplerEntry> elementwiseSamplers();
std::vector<SamplerEntry> dataMovementSamplers();
std::vector<SamplerEntry> reductionSamplers();
std::vector<SamplerEntry> controlFlowSamplers();
std::vector<SamplerEntry> indexingSamplers();
std::vector<SamplerEntry> gatherScatterSamplers();
std::vector<SamplerEntry> convolutionSamplers();
std::vector<SamplerEntry> linalgSamplers();
std::vector<SamplerEntry> miscSamplers();
std::vector<SamplerEntry> collectiveSamplers();

// Helpers shared by the family files.
// A sampler's answer for an op it appended (or failed to).
inline Result<bool> appended(Result<Operation*> op) {
  if (!op.ok()) return op.takeError();
  return true;
}
// Ends `block` with stablehlo.return of `values`.
void returnFrom(Block* block, const std::vector<Value*>& values);
// comparison_direction at random and a compare_type stablehlo.compare's
// constraints accept for lhs and rhs, as `dialect`'s enums.
// strict: LT or GT only (a sort comparator).
Result<std::vector<NamedAttribute>> compareProperties(ProgramBuilder& b, Value* lhs, Value* rhs,
                                                      const char* dialect = "stablehlo",
                                                      bool strict = false);
Attribute dims(const std::vector<int64_t>& values);
Attribute stablehloEnum(std::string enumName, std::string value);
// A sub-sequence of 0..n-1 (each kept with probability 1/2), in order.
std::vector<int64_t> randomSubset(ProgramBuilder& b, int64_t n);
std::vector<int64_t> randomPermutation(ProgramBuilder& b, int64_t n);
std::string listText(const std::vector<int64_t>& values);  // "[1, 2]"
// A random precision_config (one precision per operand) now and then.
void addPrecisionConfigSometimes(ProgramBuilder& b, std::vector<NamedAttribute>& properties);

// One dimension of a windowed op (reduce_window, select_and_scatter,
// convolution): the window, its placement and the number of its positions
// (`result`), built so the dilated window fits the padded, dilated input.
struct WindowDim {
  int64_t window, stride, baseDilation, windowDilation, low, high, result;
};
// A window per dimension of `shape`; dilations 1 unless `dilated`.
struct Windows {
  std::vector<WindowDim> dims;
  std::vector<int64_t> field(int64_t WindowDim::*member) const;
  Attribute padding() const;  // dense<[[low, high], ...]> : tensor<Nx2xi64>
};
Windows randomWindows(ProgramBuilder& b, const std::vector<int64_t>& shape, bool dilated);

// The binary element-wise ops (add, multiply, maximum, minimum, and, or)
// whose catalogue categories admit two 0-d tensors of `element`.
std::vector<OpId> reducersFor(ElementType element);
// Adds to `op` a region (a0..aN-1, b0..bN-1) { return r0(a0, b0), ... } on
// 0-d tensors of `elements`, each ri a random one of reducersFor(Ei)
// (which must not be empty).
Status buildReducerBody(ProgramBuilder& b, Operation& op, const std::vector<ElementType>& elements);
// The operands of a variadic reducing op: `first`, and now and then a
// second of its shape whose element type has a reducer.
std::vector<Value*> reducibleInputs(ProgramBuilder& b, Value* first);
std::vector<ElementType> elementTypesOf(const std::vector<Value*>& values);
// The category of `id`'s input `name` in the catalogue.
const ops::TypeCategory& inputCategory(OpId id, std::string_view name);
// A constant for `id`'s index or shape input `name` (shape operands,
// padding, group sizes) holding `values` row-major in `shape` (empty: 1-D),
// of an index type that category admits and that holds them; nullptr when
// none does.
Value* indexConstant(ProgramBuilder& b, OpId id, std::string_view name,
                     const std::vector<int64_t>& values, std::vector<int64_t> shape = {});

}  // namespace hlo_cts::generators
