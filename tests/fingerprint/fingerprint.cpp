// fingerprint: "same seed, same game" made checkable. Prints, per variant,
// a hash of every bot decision (action and reason, as JSON) of seeded bot
// games and of the final saves, and a hash of the contract solver's whole
// answers (melds, leftovers, points, capped, nodes) and of contract_progress
// on seeded random hands of every round, with the default node caps and with
// small caps that make searches stop early. Two engine builds whose outputs
// are equal made the same decisions and gave the same solver answers; a speed
// change must leave it unchanged (compare with `diff`).
//
//   fingerprint <rulesets dir> [games] [solver hands per round]
//
// Uses only the engine's public headers, so the same file builds against an
// older engine to take the reference figures.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "bots/bot.hpp"
#include "bots/bot_expert.hpp"
#include "bots/bot_levels.hpp"
#include "bots/bot_match.hpp"
#include "play/game.hpp"
#include "core/rng.hpp"
#include "save/save.hpp"
#include "solver/solver.hpp"

namespace {

using namespace rummy;

struct Hash {
  std::uint64_t h = 1469598103934665603ull;
  long items = 0;
  void add(const std::string& s) {
    for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
    h = (h ^ 0xff) * 1099511628211ull;
    ++items;
  }
  void add(long long v) { add(std::to_string(v)); }
};

// Records every decision of the bot it wraps.
class Recording : public Bot {
public:
  Recording(std::unique_ptr<Bot> inner, Hash* hash) : inner_(std::move(inner)), hash_(hash) {}
  const char* name() const override { return inner_->name(); }
  Decision decide(const PlayerView& view) override { return record(inner_->decide(view)); }
  Decision fallback(const PlayerView& view, const Reason& why) override { return record(inner_->fallback(view, why)); }

private:
  Decision record(Decision d) {
    hash_->add(to_json(d));
    return d;
  }
  std::unique_ptr<Bot> inner_;
  Hash* hash_;
};

std::string read_text(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

int players_for(const RuleSet& r) { return r.players_min <= 4 && r.players_max >= 4 ? 4 : r.players_min; }

// `games` games from seed 1 with the given levels (the last one repeats).
// `record`: every decision (action and reason) is hashed; otherwise the bots
// play unwatched (as self-play runs them) and only the games' ends are.
void games_line(const std::string& id, const std::shared_ptr<const RuleSet>& r, const std::vector<std::string>& levels,
                int games, bool record = true) {
  Hash hash;
  long actions = 0;
  const int players = players_for(*r);
  for (int gi = 0; gi < games; ++gi) {
    const std::uint64_t seed = static_cast<std::uint64_t>(1 + gi);
    auto g = Game::create(r, players, seed);
    if (!g) continue;
    Game game = g.take();
    std::vector<std::unique_ptr<Bot>> owned;
    std::vector<Bot*> bots;
    for (int s = 0; s < players; ++s) {
      const std::string& level = levels[std::min<std::size_t>(static_cast<std::size_t>(s), levels.size() - 1)];
      const std::uint64_t bot_seed = seed * 31 + static_cast<std::uint64_t>(s);
      ExpertBudget budget;
      budget.worlds = 2;
      budget.time_cap_ms = 0;  // no clock: the game replays exactly
      std::unique_ptr<Bot> bot = level == "expert" ? make_expert_bot(bot_seed, budget) : make_bot(level, bot_seed);
      owned.push_back(record ? std::make_unique<Recording>(std::move(bot), &hash) : std::move(bot));
      bots.push_back(owned.back().get());
    }
    const MatchStats st = play_match(game, bots, {}, game_action_bound(*r));
    actions += st.actions;
    hash.add(save_game(game));
    hash.add(st.actions);
  }
  std::string seats;
  for (const auto& l : levels) seats += (seats.empty() ? "" : ",") + l;
  std::printf("%s %s %s decisions=%ld actions=%ld hash=%016llx\n", record ? "games" : "plain", id.c_str(), seats.c_str(),
              hash.items, actions,
              static_cast<unsigned long long>(hash.h));
}

void add_solution(Hash& hash, const Solution& s) {
  std::string t = std::to_string(s.can_meet) + "/" + std::to_string(s.leftover_points) + "/" + std::to_string(s.capped) +
                  "/" + std::to_string(s.rejected) + "/" + std::to_string(s.nodes) + ":";
  for (const auto& m : s.melds) {
    t += std::to_string(static_cast<int>(m.kind)) + "," + std::to_string(static_cast<int>(m.suit)) + "," +
         std::to_string(m.rank) + "[";
    for (std::size_t i = 0; i < m.faces.size(); ++i) t += to_string(m.faces[i]) + "@" + std::to_string(m.cards[i]) + " ";
    t += "]";
  }
  t += "|";
  for (int i : s.leftover) t += std::to_string(i) + " ";
  hash.add(t);
}

// Random hands of every round: dealt size, and a few cards more or fewer.
void solver_line(const std::string& id, const RuleSet& r, int hands) {
  Hash hash;
  long capped = 0;
  const ShoeSize sz = r.shoe_for(players_for(r));
  const Shoe shoe{sz.decks, sz.jokers};
  Rng rng(0x5eed + std::hash<std::string>{}(id) % 1000);
  SolverTables tables;
  for (int round = 0; round < r.round_count(); ++round) {
    const RoundSpec& spec = r.round(round);
    for (int k = 0; k < hands; ++k) {
      std::vector<CardId> ids = shoe.ids();
      rng.shuffle(std::span<CardId>(ids));
      const int size = std::max(1, spec.cards_dealt + static_cast<int>(rng.below(7)) - 3);
      std::vector<Face> hand;
      for (int i = 0; i < size && i < static_cast<int>(ids.size()); ++i) hand.push_back(shoe.face(ids[static_cast<std::size_t>(i)]));
      for (int cap : {20000, 300, 40, 10}) {
        SolveOptions o;
        o.node_cap = cap;
        o.tables = (k % 2) ? &tables : nullptr;
        const Solution s = solve_contract(r, round, hand, o);
        capped += s.capped;
        add_solution(hash, s);
      }
      SolveOptions what_if;
      what_if.extra_wilds = 1 + k % 2;
      add_solution(hash, solve_contract(r, round, hand, what_if));
      for (int cap : {4000, 150, 25}) {
        const Progress p = contract_progress(r, spec, hand, 1 + k % 4, cap, (k % 3) ? &tables : nullptr);
        capped += p.capped;
        hash.add(std::to_string(p.missing) + "/" + std::to_string(p.leftover_points) + "/" + std::to_string(p.capped));
      }
    }
  }
  std::printf("solver %s answers=%ld capped=%ld hash=%016llx\n", id.c_str(), hash.items, capped,
              static_cast<unsigned long long>(hash.h));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: fingerprint <rulesets dir> [games] [solver hands per round]\n");
    return 2;
  }
  const std::filesystem::path dir = argv[1];
  const int games = argc > 2 ? std::atoi(argv[2]) : 20;
  const int hands = argc > 3 ? std::atoi(argv[3]) : 40;
  std::vector<std::string> ids;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.path().extension() == ".json") ids.push_back(e.path().stem().string());
  std::sort(ids.begin(), ids.end());
  const RuleSetLookup lookup = [&](std::string_view id) -> std::optional<std::string> {
    return read_text(dir / (std::string(id) + ".json"));
  };
  for (const auto& id : ids) {
    auto loaded = load_ruleset(read_text(dir / (id + ".json")), lookup);
    if (!loaded) {
      std::printf("load %s failed: %s\n", id.c_str(), loaded.message().c_str());
      continue;
    }
    auto r = std::make_shared<const RuleSet>(loaded.take());
    solver_line(id, *r, hands);
    games_line(id, r, {"baseline"}, games);
    games_line(id, r, {"good", "good", "baseline"}, std::max(1, games / 3));
    games_line(id, r, {"baseline"}, games, false);
    if (id == "contract-rummy" || id == "kaluki" || id == "ten-card")
      games_line(id, r, {"expert", "baseline"}, std::max(1, games / 10));
  }
  return 0;
}
