#include "text/wild_label_text.hpp"

#include "render/card_painter.hpp"
#include "text/event_text.hpp"

namespace client {

std::string wild_label(const rummy::RuleSet& rules, const rummy::TableMeld& meld, int i) {
  if (i < 0 || i >= meld.size() || !meld.acts_as_wild(rules, i)) return "";
  if (meld.kind == rummy::MeldKind::Run) return card_text(meld.represented(i));
  if (meld.kind == rummy::MeldKind::Set && meld.rank != 0) return rank_label(meld.rank);
  return "";
}

std::string wild_spoken(const rummy::RuleSet& rules, const rummy::TableMeld& meld, int i) {
  if (i < 0 || i >= meld.size() || !meld.acts_as_wild(rules, i)) return "";
  const std::string label = wild_label(rules, meld, i);
  if (label.empty()) return " (wild)";
  return meld.kind == rummy::MeldKind::Run ? " (wild, stands for " + label + ")" : " (wild, stands for a " + label + ")";
}

}  // namespace client
