#include "backends/simd_cpu/elementwise.h"

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <array>
#include <bit>
#include <complex>
#include <cstring>
#include <map>

#include "backends/simd_cpu/elementwise_internal.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::backends::simd_cpu {

// ---------------------------------------------------------------------------
// Lanes and storage.

namespace {

// Decoding tables of the narrow formats: every value of an 8-bit format,
// and f16's 65536 (built once, on first use).
struct DecodeTable {
  std::vector<float> values;
  explicit DecodeTable(const NarrowFormat& f) : values(size_t{1} << f.totalBits) {
    for (uint32_t b = 0; b < values.size(); ++b) {
      const double v = decodeNarrow(b, f);
      // IEEE formats' NaNs keep sign and payload (decodeNarrow puts the
      // payload where the float keeps it); the others' one NaN is signed
      // by its encoding's sign bit.
      values[b] = std::isnan(v) && f.nanKind != 0
                      ? ((b & narrowSignMask(f)) ? -std::numeric_limits<float>::quiet_NaN()
                                                 : std::numeric_limits<float>::quiet_NaN())
                      : static_cast<float>(v);
    }
  }
};

const DecodeTable& decodeTable(ElementType type) {
  static std::array<std::unique_ptr<DecodeTable>, kNumElementTypes> tables = [] {
    std::array<std::unique_ptr<DecodeTable>, kNumElementTypes> t;
    for (ElementType e : allElementTypes())
      if (isFloat(e) && bitWidth(e) <= 16 && e != ElementType::kBF16)
        t[static_cast<size_t>(e)] = std::make_unique<DecodeTable>(narrowFormatOf(e));
    return t;
  }();
  return *tables[static_cast<size_t>(type)];
}

inline float bf16ToFloat(uint16_t bits) {
  return std::bit_cast<float>(static_cast<uint32_t>(bits) << 16);
}
inline uint16_t floatToBf16(float value) {
  const uint32_t u = std::bit_cast<uint32_t>(value);
  if (std::isnan(value)) return static_cast<uint16_t>((u >> 16) | 0x40);
  return static_cast<uint16_t>((u + 0x7FFF + ((u >> 16) & 1)) >> 16);
}
// tf32 (S.E8.M10 in the low 19 bits of 4 bytes) is f32 without its low 13
// mantissa bits, so its numbers convert by a shift and a round-to-nearest-
// even carry; NaNs take the portable codec, which keeps the payload in the
// float's low bits as every other narrow format does.
inline float tf32ToFloat(uint32_t bits, const NarrowFormat& format) {
  if ((bits & 0x3FC00) == 0x3FC00 && (bits & 0x3FF))
    return static_cast<float>(decodeNarrow(bits, format));
  return std::bit_cast<float>(bits << 13);
}
inline uint32_t floatToTf32(float value, const NarrowFormat& format) {
  if (std::isnan(value)) return encodeNarrow(value, format);
  const uint32_t u = std::bit_cast<uint32_t>(value);
  return (u + 0xFFF + ((u >> 13) & 1)) >> 13;
}
// f32 → f16 is one correctly rounded conversion where the compiler has
// _Float16 (GCC, clang ≥ 15 on x86); elsewhere the table-driven encoder.
#if defined(__FLT16_MANT_DIG__)
#define HLO_CTS_HAS_FLOAT16 1
inline uint16_t floatToF16(float value) {
  return std::bit_cast<uint16_t>(static_cast<_Float16>(value));
}
#endif

// A NaN takes the portable encoder on every path: the decode table keeps a
// narrow NaN's payload in the float's low mantissa bits (decodeNarrow's
// convention, which the scalar functors and the CUDA executor share), where
// the hardware f16 conversion would truncate it away.
uint32_t encodeNarrowFast(float value, const LaneType& t) {
  if (t.type == ElementType::kBF16) return floatToBf16(value);
  if (t.type == ElementType::kTF32) return floatToTf32(value, t.format);
#ifdef HLO_CTS_HAS_FLOAT16
  if (t.type == ElementType::kF16 && !std::isnan(value)) return floatToF16(value);
#endif
  return encodeNarrow(value, t.format);
}

float decodeNarrowFast(uint32_t bits, const LaneType& t) {
  if (t.type == ElementType::kBF16) return bf16ToFloat(static_cast<uint16_t>(bits));
  if (t.type == ElementType::kTF32) return tf32ToFloat(bits, t.format);
  return decodeTable(t.type).values[bits];
}

}  // namespace

void roundToNarrow(float* values, size_t n, const NarrowFormat& format) {
  if (format.totalBits == 16 && format.exponentBits == 8) {
    for (size_t i = 0; i < n; ++i) values[i] = bf16ToFloat(floatToBf16(values[i]));
  } else if (format.totalBits == 19) {
    for (size_t i = 0; i < n; ++i) values[i] = tf32ToFloat(floatToTf32(values[i], format), format);
#ifdef HLO_CTS_HAS_FLOAT16
  } else if (format.totalBits == 16) {
    for (size_t i = 0; i < n; ++i)
      values[i] = std::isnan(values[i])
                      ? static_cast<float>(decodeNarrow(encodeNarrow(values[i], format), format))
                      : static_cast<float>(static_cast<_Float16>(values[i]));
#endif
  } else {
    for (size_t i = 0; i < n; ++i)
      values[i] = static_cast<float>(decodeNarrow(encodeNarrow(values[i], format), format));
  }
}

// Loads element `index` of `t` (storage) into lane slot `k` of `dst`.
void loadOne(const Tensor& t, int64_t index, const LaneType& lt, void* dst, size_t k) {
  const uint8_t* p = t.bytes().data() + index * t.elementBytes();
  switch (lt.lane) {
    case Lane::kF32:
      if (lt.narrow) {
        uint32_t bits = 0;
        std::memcpy(&bits, p, static_cast<size_t>(t.elementBytes()));
        static_cast<float*>(dst)[k] = decodeNarrowFast(bits, lt);
      } else {
        std::memcpy(static_cast<float*>(dst) + k, p, 4);
      }
      return;
    case Lane::kF64:
      std::memcpy(static_cast<double*>(dst) + k, p, 8);
      return;
    case Lane::kC64:
      std::memcpy(static_cast<std::complex<float>*>(dst) + k, p, 8);
      return;
    case Lane::kC128:
      std::memcpy(static_cast<std::complex<double>*>(dst) + k, p, 16);
      return;
    case Lane::kI64: {
      uint64_t bits = 0;
      std::memcpy(&bits, p, static_cast<size_t>(t.elementBytes()));
      static_cast<int64_t*>(dst)[k] =
          wrapInteger(static_cast<int64_t>(bits), lt.width, lt.isSigned);
      return;
    }
  }
}

// Contiguous loads of n elements from `begin`: the hot path.
void loadRange(const Tensor& t, int64_t begin, size_t n, const LaneType& lt, void* dst) {
  if (n == 0) return;  // an empty tensor's buffers may be null, which memcpy must not see
  const uint8_t* p = t.bytes().data() + begin * t.elementBytes();
  switch (lt.lane) {
    case Lane::kF32:
      if (!lt.narrow) {
        std::memcpy(dst, p, n * 4);
      } else if (lt.type == ElementType::kTF32) {
        float* out = static_cast<float*>(dst);
        for (size_t i = 0; i < n; ++i) {
          uint32_t bits;
          std::memcpy(&bits, p + 4 * i, 4);
          out[i] = tf32ToFloat(bits, lt.format);
        }
      } else if (lt.format.totalBits == 16) {
        float* out = static_cast<float*>(dst);
        const uint16_t* in = reinterpret_cast<const uint16_t*>(p);
        if (lt.type == ElementType::kBF16)
          for (size_t i = 0; i < n; ++i) out[i] = bf16ToFloat(in[i]);
        else {
          const float* table = decodeTable(lt.type).values.data();
          for (size_t i = 0; i < n; ++i) out[i] = table[in[i]];
        }
      } else {
        float* out = static_cast<float*>(dst);
        const float* table = decodeTable(lt.type).values.data();
        for (size_t i = 0; i < n; ++i) out[i] = table[p[i]];
      }
      return;
    case Lane::kF64:
    case Lane::kC64:
    case Lane::kC128:
      std::memcpy(dst, p, n * laneBytes(lt.lane));
      return;
    case Lane::kI64: {
      int64_t* out = static_cast<int64_t*>(dst);
      const int bytes = storageBytes(lt.type);
      for (size_t i = 0; i < n; ++i) {
        uint64_t bits = 0;
        std::memcpy(&bits, p + i * bytes, static_cast<size_t>(bytes));
        out[i] = wrapInteger(static_cast<int64_t>(bits), lt.width, lt.isSigned);
      }
      return;
    }
  }
}

std::vector<double> loadDoubles(const Tensor& t, const LaneType& lane) {
  const size_t n = static_cast<size_t>(t.numElements());
  std::vector<double> out(n);
  if (lane.lane == Lane::kF64) {
    loadRange(t, 0, n, lane, out.data());
  } else {
    std::vector<float> values(n);
    loadRange(t, 0, n, lane, values.data());
    out.assign(values.begin(), values.end());
  }
  return out;
}

Tensor storeDoubles(const Type& type, const std::vector<double>& values, const LaneType& lane) {
  Tensor out = Tensor::uninitialized(type);
  if (lane.lane == Lane::kF64) {
    storeRange(values.data(), values.size(), lane, out, 0);
  } else {
    std::vector<float> rounded(values.begin(), values.end());
    if (lane.narrow) roundToNarrow(rounded.data(), rounded.size(), lane.format);
    storeRange(rounded.data(), rounded.size(), lane, out, 0);
  }
  return out;
}

double roundedToLane(double x, const LaneType& lane) {
  if (lane.lane == Lane::kF64) return x;
  if (!lane.narrow) return static_cast<float>(x);
  return decodeNarrow(encodeNarrow(x, lane.format), lane.format);
}

std::string unsupportedValueType(const Operation& op, ElementType type, bool complexToo) {
  LaneType lane;
  if (laneTypeOf(type, lane) && (isFloat(type) || (complexToo && isComplex(type)))) return {};
  return std::string(op.name()) + " on " + std::string(elementTypeName(type)) +
         " is not supported by simd-cpu";
}

void storeRange(const void* src, size_t n, const LaneType& lt, Tensor& t, int64_t begin) {
  if (n == 0) return;
  uint8_t* p = t.mutableBytes().data() + begin * t.elementBytes();
  switch (lt.lane) {
    case Lane::kF32:
      if (!lt.narrow) {
        std::memcpy(p, src, n * 4);
      } else {
        const float* in = static_cast<const float*>(src);
        if (lt.type == ElementType::kTF32) {
          for (size_t i = 0; i < n; ++i) {
            const uint32_t bits = floatToTf32(in[i], lt.format);
            std::memcpy(p + 4 * i, &bits, 4);
          }
        } else if (lt.format.totalBits == 16) {
          uint16_t* out = reinterpret_cast<uint16_t*>(p);
          for (size_t i = 0; i < n; ++i)
            out[i] = static_cast<uint16_t>(encodeNarrowFast(in[i], lt));
        } else {
          for (size_t i = 0; i < n; ++i) p[i] = static_cast<uint8_t>(encodeNarrowFast(in[i], lt));
        }
      }
      return;
    case Lane::kF64:
    case Lane::kC64:
    case Lane::kC128:
      std::memcpy(p, src, n * laneBytes(lt.lane));
      return;
    case Lane::kI64: {
      const int64_t* in = static_cast<const int64_t*>(src);
      const int bytes = storageBytes(lt.type);
      const uint64_t mask = lt.width >= 64 ? ~uint64_t{0} : (uint64_t{1} << lt.width) - 1;
      for (size_t i = 0; i < n; ++i) {
        const uint64_t bits = static_cast<uint64_t>(in[i]) & mask;
        std::memcpy(p + i * bytes, &bits, static_cast<size_t>(bytes));
      }
      return;
    }
  }
}

// ---------------------------------------------------------------------------
// Support.

bool isElementwiseOp(OpId op) {
  // bitcast_convert reinterprets storage: a kernel of its own.
  return opInfo(op).family == OpFamily::kElementwise && op != OpId::kBitcastConvert;
}

namespace {

bool staticTensor(const Type& t) {
  return t.isTensor() && t.hasStaticShape();
}

// Fills the lane types of an instruction from the op's types.
std::string laneTypesOf(const Operation& op, Instr& instr) {
  if (op.numResults() != 1 || op.numOperands() == 0 || op.numOperands() > 3)
    return std::string(op.name()) + " with this arity is not implemented by simd-cpu";
  for (size_t i = 0; i < op.numOperands(); ++i) {
    const Type& t = op.operand(i)->type;
    if (!staticTensor(t)) return "dynamically shaped operands are not supported by simd-cpu";
    if (t.isQuantized()) return "quantized element types are not supported by simd-cpu";
    if (!laneTypeOf(t.elementType(), instr.inType[i]))
      return std::string(elementTypeName(t.elementType())) + " is not supported by simd-cpu";
  }
  const Type& r = op.result(0)->type;
  if (!staticTensor(r)) return "dynamically shaped results are not supported by simd-cpu";
  if (r.isQuantized()) return "quantized element types are not supported by simd-cpu";
  if (!laneTypeOf(r.elementType(), instr.outType))
    return std::string(elementTypeName(r.elementType())) + " is not supported by simd-cpu";
  instr.numIn = static_cast<int>(op.numOperands());
  return {};
}

}  // namespace

std::string elementwiseSupport(const Operation& op) {
  if (!isElementwiseOp(op.id())) return std::string(op.name()) + " is not element-wise";
  Instr instr;
  if (std::string why = laneTypesOf(op, instr); !why.empty()) return why;
  return selectInstruction(op, instr);
}

// ---------------------------------------------------------------------------
// Programs.

struct InputSlot {
  int operand = 0;  // index into the chain's inputs
  int reg = 0;
  LaneType type;
  enum class Access : uint8_t { kContiguous, kScalar, kStrided } access = Access::kContiguous;
  std::vector<int64_t> strides;  // kStrided: input stride per output dimension (0: broadcast)
};

struct OutputSlot {
  int reg = 0;
  LaneType type;
  Type resultType;
  // The instruction writing `reg` writes straight into the output tensor
  // (stored as its lane, and no other output shares the register).
  bool direct = false;
};

class FusedProgram {
 public:
  std::vector<int64_t> shape;
  int64_t numElements = 0;
  std::vector<Lane> registers;
  std::vector<InputSlot> inputs;
  std::vector<Instr> instrs;
  std::vector<OutputSlot> outputs;
};

namespace {

// How an operand of shape `from` is read at shape `to` when its dimension i
// becomes dimension dims[i] (broadcast_in_dim's semantics): strides of 0
// along the dimensions it is repeated over, contiguous when that is the
// identity.
std::string broadcastAccess(const std::vector<int64_t>& from, const std::vector<int64_t>& dims,
                            const std::vector<int64_t>& to, InputSlot& slot) {
  slot.access = InputSlot::Access::kStrided;
  slot.strides.assign(to.size(), 0);
  int64_t stride = 1;
  for (size_t i = from.size(); i-- > 0;) {
    if (dims[i] < 0 || dims[i] >= static_cast<int64_t>(to.size())) return "bad broadcast dimension";
    if (from[i] != 1) slot.strides[static_cast<size_t>(dims[i])] = stride;
    stride *= from[i];
  }
  if (std::all_of(slot.strides.begin(), slot.strides.end(), [](int64_t s) { return s == 0; }))
    slot.access = InputSlot::Access::kScalar;
  else if (slot.strides == rowMajorStrides(to))
    slot.access = InputSlot::Access::kContiguous;
  return {};
}

// How an operand of shape `from` is read by an op whose result has shape
// `to`: the same shape, a scalar, or a broadcast (numpy-style from the
// trailing dimensions, or through chlo's broadcast_dimensions).
std::string accessOf(const Operation& op, const std::vector<int64_t>& from,
                     const std::vector<int64_t>& to, InputSlot& slot) {
  if (from == to) {
    slot.access = InputSlot::Access::kContiguous;
    return {};
  }
  int64_t count = 1;
  for (int64_t d : from) count *= d;
  if (from.empty() || (count == 1 && from.size() <= to.size())) {
    slot.access = InputSlot::Access::kScalar;
    return {};
  }
  if (from.size() > to.size()) return "operand rank exceeds the result's";
  std::vector<int64_t> dims(from.size());
  Result<std::optional<std::vector<int64_t>>> broadcast = ops::chloBroadcastDimensions(op);
  if (!broadcast.ok()) return viewProblem(broadcast);
  if (*broadcast) {
    dims = std::move(**broadcast);
    if (dims.size() != from.size()) return "broadcast_dimensions does not match the operand";
  } else {
    for (size_t i = 0; i < from.size(); ++i)
      dims[i] = static_cast<int64_t>(to.size() - from.size() + i);
  }
  return broadcastAccess(from, dims, to, slot);
}

}  // namespace

bool storedAsLane(const LaneType& lt) {
  switch (lt.lane) {
    case Lane::kF32:
      return !lt.narrow;
    case Lane::kF64:
    case Lane::kC64:
    case Lane::kC128:
      return true;
    case Lane::kI64:
      return lt.width == 64;
  }
  return false;
}

Result<std::shared_ptr<const FusedProgram>> compileFusedChain(const FusedChain& chain) {
  auto program = std::make_shared<FusedProgram>();
  const Operation& first = *chain.ops.front();
  program->shape = first.result(0)->type.shape();
  program->numElements = first.result(0)->type.numElements();
  std::map<const Value*, int> regOf;
  std::map<std::pair<const Value*, std::vector<int64_t>>, int> stridedRegOf;
  auto newReg = [&](Lane lane) {
    program->registers.push_back(lane);
    return static_cast<int>(program->registers.size() - 1);
  };
  std::map<const Value*, int> inputIndex;
  for (size_t i = 0; i < chain.inputs.size(); ++i)
    inputIndex[chain.inputs[i]] = static_cast<int>(i);

  for (const Operation* op : chain.ops) {
    Instr instr;
    if (std::string why = laneTypesOf(*op, instr); !why.empty())
      return makeError(why, op->location, DiagnosticKind::kNotSupported);
    if (std::string why = selectInstruction(*op, instr); !why.empty())
      return makeError(why, op->location, DiagnosticKind::kNotSupported);
    for (size_t k = 0; k < op->numOperands(); ++k) {
      const Value* v = op->operand(k);
      if (auto it = regOf.find(v); it != regOf.end()) {
        instr.in[k] = it->second;
        continue;
      }
      InputSlot slot;
      const auto view = chain.views.find(v);
      const Value* source = view == chain.views.end() ? v : view->second.source;
      std::string why = view == chain.views.end()
                            ? accessOf(*op, v->type.shape(), program->shape, slot)
                        : v->type.shape() != program->shape
                            ? "a broadcast read at another shape"
                            : broadcastAccess(source->type.shape(), view->second.dimensions,
                                              program->shape, slot);
      if (!why.empty())
        return makeError(std::string(op->name()) + ": " + why, op->location,
                         DiagnosticKind::kNotSupported);
      slot.type = instr.inType[k];
      slot.operand = inputIndex.at(source);
      if (slot.access == InputSlot::Access::kStrided) {
        auto key = std::make_pair(source, slot.strides);
        if (auto it = stridedRegOf.find(key); it != stridedRegOf.end()) {
          instr.in[k] = it->second;
          continue;
        }
        slot.reg = newReg(slot.type.lane);
        stridedRegOf[key] = slot.reg;
      } else {
        slot.reg = newReg(slot.type.lane);
        regOf[v] = slot.reg;
      }
      instr.in[k] = slot.reg;
      program->inputs.push_back(std::move(slot));
    }
    instr.out = newReg(instr.outType.lane);
    regOf[op->result(0)] = instr.out;
    program->instrs.push_back(instr);
  }
  for (const Value* v : chain.outputs) {
    OutputSlot slot;
    slot.reg = regOf.at(v);
    slot.resultType = v->type;
    if (!laneTypeOf(v->type.elementType(), slot.type))
      return makeError("unsupported output type", {}, DiagnosticKind::kNotSupported);
    program->outputs.push_back(slot);
  }
  for (OutputSlot& out : program->outputs)
    out.direct = storedAsLane(out.type) &&
                 std::count_if(program->outputs.begin(), program->outputs.end(),
                               [&](const OutputSlot& o) { return o.reg == out.reg; }) == 1;
  return std::shared_ptr<const FusedProgram>(std::move(program));
}

namespace {

// Copies the first of `count` elements of `bytes` bytes at `dst` over the
// rest. Long runs double the copied run each time: a few memcpy calls
// (vectorized by the C library), where an element loop stays scalar at
// -O2 (19% of a softmax's time); short runs (a broadcast over short rows)
// are cheaper as element copies than as calls.
void repeatFirst(void* dst, size_t count, size_t bytes) {
  auto* out = static_cast<std::byte*>(dst);
  if (count <= 16) {
    auto fill = [&](auto tag) {
      using T = decltype(tag);
      T* typed = static_cast<T*>(dst);
      const T first = typed[0];  // a copy: typed[0] aliases the destination
      std::fill(typed + 1, typed + count, first);
    };
    switch (bytes) {
      case 4:
        return fill(uint32_t{});
      case 8:
        return fill(uint64_t{});
      case 16:
        return fill(std::complex<double>{});
      default:
        for (size_t j = 1; j < count; ++j) std::memcpy(out + j * bytes, out, bytes);
        return;
    }
  }
  for (size_t filled = 1; filled < count;) {
    const size_t run = std::min(filled, count - filled);
    std::memcpy(out + filled * bytes, out, run * bytes);
    filled += run;
  }
}

// Elements [begin, begin + n) of a strided input, in runs along the last
// dimension: a run with stride 1 is one contiguous load, a run with stride
// 0 (a row broadcast) one load repeated. The tensor holds the input from
// element `offset` on.
void loadStrided(const Tensor& t, const InputSlot& in, const std::vector<int64_t>& shape,
                 int64_t begin, size_t n, int64_t offset, std::vector<int64_t>& index, void* dst) {
  int64_t rest = begin;
  for (size_t d = shape.size(); d-- > 0;) {
    index[d] = shape[d] ? rest % shape[d] : 0;
    rest = shape[d] ? rest / shape[d] : 0;
  }
  const size_t last = shape.size() - 1, bytes = laneBytes(in.type.lane);
  const int64_t lastStride = in.strides[last];
  auto* out = static_cast<std::byte*>(dst);
  for (size_t k = 0; k < n;) {
    int64_t source = -offset;
    for (size_t d = 0; d < index.size(); ++d) source += index[d] * in.strides[d];
    const size_t run = std::min(n - k, static_cast<size_t>(shape[last] - index[last]));
    if (lastStride == 1) {
      loadRange(t, source, run, in.type, out + k * bytes);
    } else if (lastStride == 0) {
      loadOne(t, source, in.type, dst, k);
      repeatFirst(out + k * bytes, run, bytes);
    } else {
      for (size_t j = 0; j < run; ++j) loadOne(t, source + lastStride * j, in.type, dst, k + j);
    }
    k += run;
    // Past the run: the next row's first element.
    index[last] = shape[last] - 1;
    nextIndex(index, shape);
  }
}

int64_t leadingStrideOf(const FusedProgram& p, const InputSlot& in) {
  switch (in.access) {
    case InputSlot::Access::kContiguous:
      return p.shape.empty() || p.shape[0] == 0 ? 0 : p.numElements / p.shape[0];
    case InputSlot::Access::kScalar:
      return 0;
    case InputSlot::Access::kStrided:
      return in.strides[0];
  }
  return 0;
}

// Runs elements [begin, end) in tiles, each with its own registers. A
// contiguous input or an output stored as its lane is not copied: its
// register points into the tensor (every instruction reads and writes
// exactly n values). Input slot i's tensor holds its elements from
// inOffset[i] on, output o's from outOffset[o] on.
void runRange(const FusedProgram& p, std::span<const Tensor* const> inputs,
              std::span<Tensor* const> outputs, std::span<const int64_t> inOffset,
              std::span<const int64_t> outOffset, int64_t begin, int64_t end) {
  std::vector<std::unique_ptr<std::byte[]>> storage;
  std::vector<void*> regs;
  for (Lane lane : p.registers) {
    storage.push_back(std::make_unique<std::byte[]>(kTileElements * laneBytes(lane) + 64));
    regs.push_back(storage.back().get());
  }
  std::vector<int64_t> index(p.shape.size());
  for (int64_t first = begin; first < end; first += static_cast<int64_t>(kTileElements)) {
    const size_t n = static_cast<size_t>(std::min<int64_t>(kTileElements, end - first));
    for (size_t i = 0; i < p.inputs.size(); ++i) {
      const InputSlot& in = p.inputs[i];
      const Tensor& t = *inputs[static_cast<size_t>(in.operand)];
      void* dst = regs[static_cast<size_t>(in.reg)];
      switch (in.access) {
        case InputSlot::Access::kContiguous:
          if (storedAsLane(in.type))
            regs[static_cast<size_t>(in.reg)] =
                const_cast<uint8_t*>(t.bytes().data() + (first - inOffset[i]) * t.elementBytes());
          else
            loadRange(t, first - inOffset[i], n, in.type, dst);
          break;
        case InputSlot::Access::kScalar:
          loadOne(t, 0, in.type, dst, 0);
          repeatFirst(dst, n, laneBytes(in.type.lane));
          break;
        case InputSlot::Access::kStrided:
          loadStrided(t, in, p.shape, first, n, inOffset[i], index, dst);
          break;
      }
    }
    for (size_t o = 0; o < p.outputs.size(); ++o)
      if (p.outputs[o].direct)
        regs[static_cast<size_t>(p.outputs[o].reg)] =
            outputs[o]->mutableBytes().data() + (first - outOffset[o]) * outputs[o]->elementBytes();
    for (const Instr& instr : p.instrs) {
      instr.fn(instr, regs.data(), n);
      if (instr.outType.narrow)
        roundToNarrow(static_cast<float*>(regs[static_cast<size_t>(instr.out)]), n,
                      instr.outType.format);
    }
    for (size_t o = 0; o < p.outputs.size(); ++o)
      if (!p.outputs[o].direct)
        storeRange(regs[static_cast<size_t>(p.outputs[o].reg)], n, p.outputs[o].type, *outputs[o],
                   first - outOffset[o]);
  }
}

}  // namespace

Result<std::vector<TensorRef>> runFusedProgram(const FusedProgram& program,
                                               std::span<const TensorRef> inputs) {
  std::vector<Tensor> outputs;
  outputs.reserve(program.outputs.size());
  // Every element of every output is stored by exactly one tile.
  for (const OutputSlot& o : program.outputs)
    outputs.push_back(Tensor::uninitialized(o.resultType));
  std::vector<const Tensor*> in;
  for (const TensorRef& t : inputs) in.push_back(t.get());
  std::vector<Tensor*> out;
  for (Tensor& t : outputs) out.push_back(&t);
  const std::vector<int64_t> inOffset(program.inputs.size(), 0), outOffset(out.size(), 0);
  const auto tile = static_cast<int64_t>(kTileElements);
  const int64_t tiles = (program.numElements + tile - 1) / tile;
  // Below about 64 tiles a thread hand-off costs more than it saves.
  if (tiles < 64) {
    runRange(program, in, out, inOffset, outOffset, 0, program.numElements);
  } else {
    tbb::parallel_for(tbb::blocked_range<int64_t>(0, tiles, 16),
                      [&](const tbb::blocked_range<int64_t>& range) {
                        runRange(program, in, out, inOffset, outOffset, range.begin() * tile,
                                 std::min(range.end() * tile, program.numElements));
                      });
  }
  std::vector<TensorRef> results;
  results.reserve(outputs.size());
  for (Tensor& t : outputs) results.push_back(std::make_shared<Tensor>(std::move(t)));
  return results;
}

const std::vector<int64_t>& fusedShape(const FusedProgram& program) {
  return program.shape;
}

std::optional<int64_t> fusedLeadingStride(const FusedProgram& program, size_t operand) {
  std::optional<int64_t> stride;
  for (const InputSlot& in : program.inputs) {
    if (static_cast<size_t>(in.operand) != operand) continue;
    const int64_t s = leadingStrideOf(program, in);
    if (stride && *stride != s) return std::nullopt;
    stride = s;
  }
  return stride.value_or(0);
}

const Type& fusedOutputType(const FusedProgram& program, size_t output) {
  return program.outputs.at(output).resultType;
}

void runFusedRows(const FusedProgram& program, std::span<const Tensor* const> inputs,
                  std::span<const int64_t> inputFirstRow, std::span<Tensor* const> outputs,
                  std::span<const int64_t> outputFirstRow, int64_t firstRow, int64_t lastRow) {
  const int64_t rowElements = program.numElements / program.shape[0];
  std::vector<int64_t> inOffset(program.inputs.size()), outOffset(outputs.size());
  for (size_t i = 0; i < program.inputs.size(); ++i)
    inOffset[i] = inputFirstRow[static_cast<size_t>(program.inputs[i].operand)] *
                  leadingStrideOf(program, program.inputs[i]);
  for (size_t o = 0; o < outputs.size(); ++o) outOffset[o] = outputFirstRow[o] * rowElements;
  runRange(program, inputs, outputs, inOffset, outOffset, firstRow * rowElements,
           lastRow * rowElements);
}

}  // namespace hlo_cts::backends::simd_cpu
