// Printer internals shared by printer.cpp (types, attributes, dense
// literals) and printer_ops.cpp (operations, regions, modules).
#pragma once

#include <string>

#include "spec/attribute.h"
#include "spec/text/op_syntax.h"
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
// The full range of a quantized storage type (i8: [-128, 127], u8: [0, 255]).
void fullStorageRange(ElementType storage, int64_t& min, int64_t& max);

}  // namespace hlo_cts::text
