// Writes the libFuzzer dictionary of the text targets at build time:
//   dictionary_generator HAND_WRITTEN.dict OUT.dict
// OUT is the hand-written punctuation and syntax tokens (fuzz/stablehlo.dict)
// followed by every name the registries know: op names (spec/op_id.h),
// attribute names and keywords of the op syntax table, the enum spellings
// and struct fields its attributes use, and element type names. Read from
// the tables themselves, so a new op or enum value is in the next build's
// dictionary without anyone editing a list.
#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <string_view>

#include "spec/element_type.h"
#include "spec/op_id.h"
#include "spec/text/dialect_attrs.h"
#include "spec/text/op_syntax.h"

using namespace hlo_cts;

namespace {

// The enum's name and values, or the struct's mnemonic and fields, that an
// attribute of `op` refers to.
void addAttributeDetail(const OpSyntax& op, const AttrSyntax& attr, std::set<std::string>& words) {
  if (attr.detail.empty()) return;
  if (attr.kind == AttrKind::kEnum || attr.kind == AttrKind::kEnumArray) {
    if (const EnumSyntax* syntax = lookupEnumSyntax(attr.detail)) {
      words.insert(std::string(syntax->name));
      for (std::string_view value : syntax->values) words.insert(std::string(value));
    }
  } else if (attr.kind == AttrKind::kStruct) {
    const std::string mnemonic = std::string(op.dialect()) + "." + std::string(attr.detail);
    words.insert("#" + mnemonic + "<");
    if (const StructSyntax* syntax = lookupStructSyntax(mnemonic))
      for (const FieldSyntax& field : syntax->fields) words.insert(std::string(field.name));
  }
}

std::set<std::string> registryWords() {
  std::set<std::string> words;
  for (OpId op : allOps()) words.insert(std::string(opName(op)));
  for (const OpSyntax& op : allOpSyntax()) {
    for (const AttrSyntax& attr : op.attrs) {
      words.insert(std::string(attr.name));
      if (!attr.keyword.empty()) words.insert(std::string(attr.keyword));
      addAttributeDetail(op, attr, words);
    }
    for (std::string_view name : op.resultNames) words.insert(std::string(name));
  }
  for (std::string_view name : convFieldNames()) words.insert(std::string(name));
  for (ElementType type : allElementTypes()) words.insert(std::string(elementTypeName(type)));
  return words;
}

// A dictionary entry: quoted, with `"`, `\` and non-printable bytes escaped.
std::string quoted(std::string_view word) {
  std::string out = "\"";
  for (unsigned char c : word) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20 || c >= 0x7f) {
      char hex[5];
      std::snprintf(hex, sizeof hex, "\\x%02X", c);
      out += hex;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s HAND_WRITTEN.dict OUT.dict\n", argv[0]);
    return 2;
  }
  std::ifstream handWritten(argv[1]);
  std::ofstream out(argv[2]);
  if (!handWritten || !out) {
    std::fprintf(stderr, "dictionary_generator: cannot read %s or write %s\n", argv[1], argv[2]);
    return 1;
  }
  std::ostringstream tokens;
  tokens << handWritten.rdbuf();
  out << tokens.str() << "\n# Generated from the op registry, the syntax tables and the "
      << "element types (fuzz/dictionary_generator.cpp).\n";
  for (const std::string& word : registryWords())
    if (!word.empty()) out << quoted(word) << "\n";
  return out ? 0 : 1;
}
