// The op catalogue: the spec as code. One OpDef per op (StableHLO, CHLO and
// the documented XLA extensions) holding its spec inputs (I1..), outputs,
// where MLIR stores attribute inputs, every numbered constraint (C1..) as a
// named predicate with its English text, type inference where the spec
// defines the result type, and the semantic cases worth covering.
//
// The checker, the generators, the coverage report and the docs all read
// these objects; a constraint is written once, here.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "spec/ir.h"
#include "spec/result.h"

namespace hlo_cts::ops {

class OpView;

// What a constraint finds: nullopt when it holds (or cannot be judged on this
// IR because an input it reads is itself ill-formed, which another constraint
// reports), otherwise what is wrong, with the values involved.
using Violation = std::optional<std::string>;
using Predicate = Violation (*)(const OpView&);

// Where a definition or a constraint comes from.
enum class Origin : uint8_t {
  kSeedSpec,     // the StableHLO spec of seeds/004 (the numbered clauses)
  kCurrentSpec,  // added by the current public StableHLO spec (tan, composite, dynamic_*, ...)
  kMlir,         // StableHLO ops the spec does not describe (legacy/internal: broadcast,
                 // dot, einsum, ...); constraints from their MLIR verifiers
  kChlo,         // CHLO; constraints from ChloOps verifiers
};
std::string_view originName(Origin origin);

// The spec versions a clause can hold in: the seed's (seeds/004) and
// today's public StableHLO spec, which dropped some of the seed's clauses
// (the quantized element type's num_bits(storage) < num_bits(expressed),
// which exported programs with i32:f32 accumulators break).
enum class SpecVersion : uint8_t { kSeed, kCurrent };
enum SpecVersions : uint8_t { kInSeed = 1, kInCurrent = 2, kInAllVersions = 3 };
std::string_view specVersionName(SpecVersion version);  // "seed", "current"
std::optional<SpecVersion> specVersionFromName(std::string_view name);
constexpr bool holdsIn(uint8_t versions, SpecVersion version) {
  return versions & (version == SpecVersion::kSeed ? kInSeed : kInCurrent);
}

// ---------------------------------------------------------------------------
// Type categories: what an input or output of the spec's tables accepts.

// Element classes, as the spec's tables name them.
enum ElementClass : uint16_t {
  kBoolClass = 1 << 0,      // i1
  kSignedClass = 1 << 1,    // si2..si64 (signless iN), index
  kUnsignedClass = 1 << 2,  // ui2..ui64
  kFloatClass = 1 << 3,     // every real floating-point format
  kComplexClass = 1 << 4,   // complex<f32>, complex<f64>
  kIntegerClasses = kSignedClass | kUnsignedClass,
  kAllClasses = 0x1F,
};

// What kinds of values a category admits.
enum ValueKind : uint16_t {
  kPlainTensor = 1 << 0,     // tensor whose element type is in `elements`
  kPerTensorQuant = 1 << 1,  // tensor of a per-tensor !quant.uniform
  kPerAxisQuant = 1 << 2,    // tensor of a per-axis !quant.uniform
  kTokenValue = 1 << 3,      // !stablehlo.token
  kTupleValue = 1 << 4,      // tuple<...>
  kFutureValue = 1 << 5,     // !stablehlo.future<...>
  kBufferValue = 1 << 6,     // memref<...> (custom_call, while)
  kQuantValues = kPerTensorQuant | kPerAxisQuant,
  kAnyValueKind = 0x7F,
};

struct TypeCategory {
  uint16_t kinds = kAnyValueKind;
  uint16_t elements = kAllClasses;  // for plain tensors
  int8_t rank = -1;                 // required rank of tensors, -1 = any
  // Exact element types allowed (empty = any in `elements`), e.g. {f32, f64}.
  std::vector<ElementType> only = {};
  std::string_view text = "any value";  // English, as the spec's table says it

  bool matches(const Type& type) const;
};

// The categories the spec's tables use (names follow the English spec text).
namespace cat {
extern const TypeCategory kTensor;             // "tensor"
extern const TypeCategory kTensorOrPerTensor;  // "tensor or per-tensor quantized tensor"
extern const TypeCategory kTensorOrQuantized;  // "tensor or quantized tensor"
extern const TypeCategory kBoolOrInt;          // "tensor of boolean or integer type"
extern const TypeCategory kInt;                // "tensor of integer type"
extern const TypeCategory kBool;               // "tensor of boolean type"
extern const TypeCategory
    kFloatOrPerTensor;  // "tensor of floating-point type or per-tensor quantized tensor"
extern const TypeCategory kFloatComplexOrPerTensor;
extern const TypeCategory kIntFloatComplexOrPerTensor;
extern const TypeCategory kSIntFloatComplexOrPerTensor;
extern const TypeCategory kFloatOrComplex;    // "tensor of floating-point or complex type"
extern const TypeCategory kFloat;             // "tensor of floating-point type"
extern const TypeCategory kComplex;           // "tensor of complex type"
extern const TypeCategory kF32OrF64;          // "tensor of type f32 or f64"
extern const TypeCategory kQuantized;         // "quantized tensor"
extern const TypeCategory kFloatOrQuantized;  // "tensor of floating-point or quantized type"
extern const TypeCategory
    kFloat1DOrPerTensor;  // "1-dimensional tensor of floating-point or per-tensor quantized type"
extern const TypeCategory
    kScalarOrPerTensor;                   // "0-dimensional tensor or per-tensor quantized tensor"
extern const TypeCategory kIntScalar;     // "0-dimensional tensor of integer type"
extern const TypeCategory kI1Scalar;      // "0-dimensional tensor of type i1"
extern const TypeCategory kSI32Scalar;    // "0-dimensional tensor of type si32"
extern const TypeCategory kUI32Scalar;    // "0-dimensional tensor of type ui32"
extern const TypeCategory kUI64Vector;    // "1-dimensional tensor of type ui64"
extern const TypeCategory kInt1D;         // "1-dimensional tensor of integer type"
extern const TypeCategory kSI64Vector;    // "1-dimensional tensor of type si64"
extern const TypeCategory kIntOrFloat;    // "tensor of integer or floating-point type"
extern const TypeCategory kIntBoolFloat;  // "tensor of integer, boolean or floating-point type"
extern const TypeCategory
    kIntBoolFloatScalar;  // "0-dimensional tensor of integer, boolean or floating-point type"
extern const TypeCategory kToken;               // "token"
extern const TypeCategory kTuple;               // "tuple"
extern const TypeCategory kFuture;              // "future"
extern const TypeCategory kTensorQuantOrToken;  // "tensor, quantized tensor or token"
extern const TypeCategory
    kTensorPerTensorOrToken;          // "tensor, per-tensor quantized tensor or token"
extern const TypeCategory kAnyValue;  // "value" (any supported type)
}  // namespace cat

// ---------------------------------------------------------------------------
// Inputs, outputs, attributes, regions.

enum class Arity : uint8_t {
  kOne,       // exactly one
  kVariadic,  // zero or more (the spec's "variadic number of")
  kOptional,  // zero or one
};

enum class InputKind : uint8_t { kOperand, kAttribute, kRegion };

// One row of the spec's Inputs table (I1, I2, ...). Which MLIR attributes an
// op has, their kinds and whether they are optional is the op syntax table's
// business (spec/text/op_syntax.h); an attribute input here only says where
// its value lives and what it defaults to.
struct InputDef {
  std::string_view name;  // the spec's name: "lhs", "offset_dims", "body"
  InputKind kind;
  Arity arity = Arity::kOne;
  TypeCategory type = {};  // operands (and the type an attribute's value has)
  // Attributes: where the value lives. "name" = an inherent attribute;
  // "attr.field" = a field of a struct attribute (#stablehlo.gather<...>).
  std::string_view storage = {};
  // Attributes: the value when absent, as the spec or MLIR defines it
  // ("[]", "0", "false", "DEFAULT"); empty = no default (then it is required).
  std::string_view defaultValue = {};
  std::string_view text = {};  // the spec's type column, English
  // An optional operand that is present exactly when this flag attribute is
  // set (collective_broadcast's root with has_dynamic_root).
  std::string_view presentIf = {};
  // A struct field's pre-2018 name (gather's elided_window_dims, ...):
  // accepted in place of the field, with a warning naming the new one.
  std::string_view legacyName = {};
  // An operand the spec calls a constant (a shape, padding or size) that
  // MLIR passes as a value: programs define it with stablehlo.constant, and
  // a backend needs its value to know the result's type.
  bool constant = false;
};

// One row of the spec's Outputs table.
struct OutputDef {
  std::string_view name;
  Arity arity = Arity::kOne;
  TypeCategory type = {};
  // A variadic output with as many values as this operand input has.
  std::string_view sizedLike = {};
};

// A numbered constraint: id, English text, the predicate.
struct Constraint {
  std::string_view id;    // "C7"
  std::string_view text;  // the clause, English
  Predicate check;
  Origin origin = Origin::kSeedSpec;
  // Needs information beyond the op's own types and attributes (the process
  // grid, the values of constant operands); holds vacuously when absent.
  bool needsContext = false;
  uint8_t versions = kInAllVersions;  // the spec versions in which it holds
};

// A semantic case worth covering, for the coverage report: element-type
// classes, special values, attribute features.
struct CoveragePoint {
  enum class Kind : uint8_t { kElementClass, kSpecialValue, kAttributeFeature };
  std::string id;    // "element:float", "value:nan", "attr:batching_dims"
  std::string text;  // English
  Kind kind;
  // For element classes and attribute features: whether an op instance hits
  // the case (nullptr for special values, which only evaluation can tell).
  bool (*hit)(const OpView&) = nullptr;
};

// An XLA builder name that maps onto the op, with how (empty note = directly).
struct XlaName {
  std::string_view name;  // "ConcatInDim"
  std::string_view note = {};
};

using InferFn = Result<std::vector<Type>> (*)(const OpView&);

struct OpDef {
  std::string_view name = {};  // "stablehlo.gather"
  // Set by catalogue() from the name: the registry row (spec/op_list.def).
  OpId id = OpId::kUnknown;
  Origin origin = Origin::kSeedSpec;
  // "elementwise", "data_movement", ...: the registry's family; catalogue()
  // fills it in, and a family written here must agree with the registry.
  std::string_view family = {};
  std::string_view summary = {};  // one line, English
  std::vector<XlaName> xlaNames = {};
  std::vector<InputDef> inputs = {};  // in spec order: (I1), (I2), ...
  std::vector<OutputDef> outputs = {};
  std::vector<Constraint> constraints = {};
  std::vector<CoveragePoint> coverage = {};
  InferFn infer = nullptr;  // result types, where the spec defines them
  // Element classes the inputs admit but the semantics leave undefined
  // (remainder on complex numbers: "TBD (#997)"), and why. No test can
  // expect a value there: the oracle declares them NotSupported with this
  // reason, the generators leave them out, and coverage reports them apart
  // from the types a positive test must reach.
  struct Undefined {
    uint16_t elements = 0;  // ElementClass bits
    std::string_view reason = {};
  } undefinedOn = {};
  // Element types the inputs' categories admit but no valid program can
  // carry, because a constraint rules them out everywhere (fft: C2 pairs a
  // real type with its complex counterpart, which only f32 and f64 have),
  // and why. Coverage needs no positive test there.
  struct Unrealizable {
    bool (*types)(ElementType) = nullptr;
    std::string_view reason = {};
  } unrealizableOn = {};
  std::string_view mnemonic() const;
  // undefinedOn's reason when it covers `type`, else empty.
  std::string_view undefinedSemantics(ElementType type) const;
  // unrealizableOn's reason when it covers `type`, else empty.
  std::string_view unrealizable(ElementType type) const;

  const Constraint* constraint(std::string_view id) const;
  const InputDef* input(std::string_view name) const;
  // "I3" for the third input.
  std::string inputLabel(const InputDef& input) const;
  size_t numOperandInputs() const;
};

// Every op, sorted by name.
std::span<const OpDef> catalogue();
const OpDef* lookupOp(std::string_view name);
// The definition of a registered op; nullptr for ops the catalogue does not
// define (func.*, builtin.module, check.*, interpreter.*).
const OpDef* opDef(OpId id);
// Whether operand `index` of `op` is one of its InputDef::constant inputs
// (false where the index is not fixed: after a variadic or optional input).
bool isConstantOperand(const Operation& op, size_t index);
// Where the catalogue and the op registry disagree: an OpDef whose name is
// not registered or whose family differs from the registry's, a registered
// stablehlo/chlo op without an OpDef. Empty when they agree; `hlo-cts`
// refuses to start otherwise.
std::vector<std::string> registryErrors();
// Every op an XLA builder name maps to ("Rev" → stablehlo.reverse).
std::vector<const OpDef*> lookupXlaName(std::string_view xlaName);

// Clauses of the spec's type definitions (its "Types" section) the checker
// applies to every quantized tensor type a program defines, cited as
// "quantized tensor type (C13)". Only those the parser does not already
// enforce while reading the type.
struct TypeClause {
  std::string_view type;  // "quantized element type", "quantized tensor type"
  std::string_view id;    // "C13"
  std::string_view text;
  Violation (*check)(const Type& quantizedTensor);
  uint8_t versions = kInAllVersions;
};
std::span<const TypeClause> typeClauses();

// ---------------------------------------------------------------------------
// What the checker knows beyond one op.
struct OpContext {
  SpecVersion specVersion = SpecVersion::kCurrent;
  std::optional<int64_t> numReplicas;
  std::optional<int64_t> numPartitions;
  const Module* module = nullptr;  // for symbol lookups (composite decomposition)
};

// An Operation seen through its OpDef: spec inputs and outputs by name.
class OpView {
 public:
  // Fails when the operand/result/region counts cannot be split into the
  // OpDef's inputs and outputs (the structural check reports that).
  static Result<OpView> make(const Operation& op, const OpDef& def,
                             const OpContext* context = nullptr);

  const Operation& op() const { return *op_; }
  const OpDef& def() const { return *def_; }
  const OpContext* context() const { return context_; }

  // Operands of an operand input, or results of an output (by spec name).
  std::span<Value* const> operands(std::string_view name) const;
  std::vector<Value*> results(std::string_view name) const;
  // The one value of a single operand input or single output.
  Value* value(std::string_view name) const;
  // Its type; a default Type when absent.
  const Type& type(std::string_view name) const;
  std::vector<Type> types(std::string_view name) const;
  bool has(std::string_view name) const;

  // Attributes by spec input name (resolving struct fields). nullptr when
  // absent; the typed getters apply the InputDef's default.
  const Attribute* attr(std::string_view name) const;
  std::optional<int64_t> integer(std::string_view name) const;
  // Integer lists: an attribute's values, or for an operand input (the
  // spec's constants MLIR passes as operands: dynamic_pad's padding, rng's
  // shape) the values of its defining stablehlo.constant.
  std::optional<std::vector<int64_t>> integers(std::string_view name) const;
  // The length of such a list: the attribute's size, or dim 0 of a 1-D
  // operand's static shape.
  std::optional<int64_t> listSize(std::string_view name) const;
  std::optional<bool> flag(std::string_view name) const;
  std::optional<std::string> enumValue(std::string_view name) const;
  // A dense 2-D i64 attribute (padding, replica_groups, source_target_pairs)
  // as rows; nullopt when absent or not 2-D.
  std::optional<std::vector<std::vector<int64_t>>> matrix(std::string_view name) const;
  std::optional<std::vector<int64_t>> matrixShape(std::string_view name) const;

  // Regions of a region input.
  std::vector<const Region*> regions(std::string_view name) const;
  const Region* region(std::string_view name) const;

  // The integer values of an operand defined by a stablehlo.constant (the
  // spec's "constant" inputs that MLIR stores as operands); nullopt otherwise.
  std::optional<std::vector<int64_t>> constantIntegers(std::string_view name) const;

 private:
  struct Range {
    size_t begin = 0, end = 0;
  };
  const Operation* op_ = nullptr;
  const OpDef* def_ = nullptr;
  const OpContext* context_ = nullptr;
  std::vector<Range>
      inputRanges_;  // per InputDef (operands: operand indices; regions: region indices)
  std::vector<Range> outputRanges_;  // per OutputDef
};

// The category of the op's first operand input (else its first output's):
// the one its element classes are judged by (the default coverage points,
// the coverage report's accepted element types). nullptr when it has neither.
const TypeCategory* primaryCategory(const OpDef& def);
// On an instance: the type of that input's first value (else result 0's);
// nullptr when there is none.
const Type* primaryType(const OpView& view);

// Whether a struct field holds something: present and, for a list, not
// empty (the parser fills absent list fields with []).
bool isWritten(const Attribute* a);

// The function type of a region as the spec reads it: the entry block's
// argument types -> the types its stablehlo.return returns.
struct RegionSignature {
  std::vector<Type> inputs;
  std::vector<Type> outputs;
  bool hasTerminator = false;
};
RegionSignature regionSignature(const Region& region);

}  // namespace hlo_cts::ops
