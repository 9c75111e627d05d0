// One rule-set table field's value as JSON (written by ruleset_json.cpp for
// rule-set files and by ruleset_share.cpp for house-rules patches).
#pragma once

#include <nlohmann/json.hpp>

#include "rules/ruleset_fields.hpp"

namespace rummy {

template <class T>
nlohmann::json field_json(const FieldSpec<T>& f, const T& x) {
  switch (f.kind) {
    case FieldKind::Bool: return f.get(x) != 0;
    case FieldKind::Int: return f.get(x);
    case FieldKind::Enum: return f.name_of(f.get(x));
    case FieldKind::Text: return f.get_text(x);
  }
  return nullptr;
}

}  // namespace rummy
