// A replay re-applied through the engine (replay.hpp): the rules loaded as
// house rules are, the deal from the seed, then every action in turn.
#include <memory>
#include <string>

#include "rules/ruleset_share.hpp"
#include "save/replay.hpp"

namespace rummy {

std::string replay_rules_text(const RuleSet& rules, const RuleSetLookup& lookup) {
  if (lookup && !rules.id.empty()) {
    if (auto text = lookup(rules.id)) {
      auto base = load_ruleset(*text, lookup);
      if (base.ok() && base.value() == rules) return rules.id;  // the shipped file itself, notes and all
      if (base.ok()) return house_rules_patch(base.value(), rules, lookup);
    }
  }
  return to_json(rules, -1);
}

namespace {

std::string action_words(const Action& a, std::size_t i, std::size_t n) {
  return "action " + std::to_string(i + 1) + " of " + std::to_string(n) + " (" + to_string(a.type) + " by seat " +
         std::to_string(a.seat) + ")";
}

}  // namespace

namespace {

// A shipped rule set's id, or a rule-set JSON text (replay_rules_text).
Result<RuleSet> replay_rules(const std::string& text, const RuleSetLookup& lookup) {
  if (!text.empty() && text.front() == '{') return load_house_rules(text, lookup);
  const std::optional<std::string> file = lookup ? lookup(text) : std::nullopt;
  if (!file) return Result<RuleSet>::fail(Code::UnknownVariant, "no rule set is called '" + text + "'");
  return load_house_rules(*file, lookup);
}

}  // namespace

Result<Replay> play_replay(const ReplayRecord& record, const RuleSetLookup& lookup) {
  auto rules = replay_rules(record.rules, lookup);
  if (!rules.ok())
    return Result<Replay>::fail(rules.reason().code, "the replay's rule set is refused: " + rules.reason().message);
  if (static_cast<int>(record.seats.size()) != record.players)
    return Result<Replay>::fail(Code::BadInput, "the replay names " + std::to_string(record.seats.size()) +
                                                    " levels for " + std::to_string(record.players) + " seats");
  auto game = Game::create(std::make_shared<const RuleSet>(std::move(rules.value())), record.players, record.seed);
  if (!game.ok()) return Result<Replay>::fail(game.reason().code, "the replay's game cannot be dealt: " + game.reason().message);
  Replay out;
  out.states.reserve(record.actions.size() + 1);
  out.states.push_back(std::move(game.value()));
  Events events;
  for (std::size_t i = 0; i < record.actions.size(); ++i) {
    const Action& a = record.actions[i];
    Game next = out.states.back();
    if (a.seat < 0 || a.seat >= record.players)
      return Result<Replay>::fail(Code::BadInput, action_words(a, i, record.actions.size()) + " has no seat");
    const Status done = next.apply(a, events);
    if (!done.ok())
      return Result<Replay>::fail(done.reason().code,
                                  action_words(a, i, record.actions.size()) + " is refused: " + done.reason().message);
    out.states.push_back(std::move(next));
  }
  out.record = record;
  return out;
}

Result<Replay> load_replay(std::string_view code_or_link, const RuleSetLookup& lookup) {
  std::string_view code = code_or_link;
  if (const std::size_t at = code.find("replay="); at != std::string_view::npos) {
    code.remove_prefix(at + 7);
    code = code.substr(0, code.find_first_of("&#"));
  }
  while (!code.empty() && (code.front() == ' ' || code.front() == '\n' || code.front() == '\r' || code.front() == '\t'))
    code.remove_prefix(1);
  while (!code.empty() && (code.back() == ' ' || code.back() == '\n' || code.back() == '\r' || code.back() == '\t'))
    code.remove_suffix(1);
  auto record = decode_replay(code);
  if (!record.ok()) return record.reason();
  return play_replay(record.value(), lookup);
}

}  // namespace rummy
