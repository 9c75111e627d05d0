#include "deal_opening.hpp"

#include "play/turn_rules.hpp"

namespace rummy::cli {

bool read_deal_setup(const Args& args, DealSetup& setup, std::string* error) {
  if (auto v = option(args, "--draws")) {
    std::string bad;
    auto cards = parse_cards(Args{*v}, 0, 1, &bad);
    if (!cards || cards->empty()) {
      *error = "--draws needs cards such as AS,3H,KD,7C" + (bad.empty() ? std::string() : ", not '" + bad + "'");
      return false;
    }
    setup.draws = *cards;
  }
  if (auto v = option(args, "--cut")) {
    auto n = parse_int(*v);
    if (!n || *n < 1 || *n > 100000) {
      *error = "--cut needs the number of cards the cutter lifts";
      return false;
    }
    setup.cut = static_cast<int>(*n);
  }
  if (auto v = option(args, "--cut-card")) {
    auto f = parse_face(*v);
    if (!f) {
      *error = "--cut-card needs one card, such as JK, not '" + *v + "'";
      return false;
    }
    if (setup.cut < 0) {
      *error = "--cut-card needs --cut";
      return false;
    }
    setup.cut_card = *f;
  }
  return true;
}

std::optional<StartedGame> start_game(const Args& args, std::string* error) {
  auto r = load_variant(args.at(0), error);
  if (!r) return std::nullopt;
  long long players = 0, seed = 0;
  if (auto bad = read_players_seed(args, *r, players, seed)) {
    *error = *bad;
    return std::nullopt;
  }
  DealSetup setup;
  if (!read_deal_setup(args, setup, error)) return std::nullopt;
  auto g = Game::create(r, static_cast<int>(players), static_cast<std::uint64_t>(seed), setup);
  if (!g) {
    *error = g.message();
    return std::nullopt;
  }
  return StartedGame{r, seed, g.take()};
}

nlohmann::json opening_json(const Game& game) {
  using json = nlohmann::json;
  json draws = json::array();
  for (const auto& d : game.dealer_draws())
    draws.push_back(json{{"seat", d.seat}, {"card", to_string(game.face(d.card))}, {"pass", d.pass}});
  // The dealer of the first hand is in the draws; in later hands it moves on.
  json out{{"dealer_draws", draws}, {"dealer", game.dealer()}, {"cut", nullptr}, {"first_player", (game.dealer() + 1) % game.players()}};
  const CutRecord& c = game.cut();
  if (c.seat >= 0) {
    const RuleSet& r = game.rules();
    json bonus = nullptr;
    if (c.exact && r.cut_bonus != CutBonus::None)
      bonus = json{{"seat", r.cut_bonus == CutBonus::DealerExact ? game.dealer() : c.seat}, {"points", r.cut_bonus_points}};
    out["cut"] = json{{"seat", c.seat},
                      {"cards", c.cards},
                      {"exact", c.exact},
                      {"exact_cards", exact_cut_cards(r, game.round_spec(), game.players())},
                      {"bonus", bonus},
                      {"joker_kept", c.joker >= 0 ? json(to_string(game.face(static_cast<CardId>(c.joker)))) : json(nullptr)}};
  }
  return out;
}

}  // namespace rummy::cli
