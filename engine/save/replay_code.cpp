// The compact replay code (replay.hpp): a record as bytes, the bytes as
// base64url, and back with every field checked.
#include <string>

#include "bots/bot_levels.hpp"
#include "rules/ruleset_share.hpp"
#include "save/replay.hpp"

namespace rummy {

namespace {

constexpr int kLastType = static_cast<int>(ActionType::Push);
constexpr std::size_t kMaxGroups = 16;  // melds in one action (a hand of 30 cards holds at most 10)

std::uint32_t fnv1a(std::string_view bytes) {
  std::uint32_t h = 2166136261u;
  for (char c : bytes) {
    h ^= static_cast<unsigned char>(c);
    h *= 16777619u;
  }
  return h;
}

bool has_card(ActionType t) {
  return t == ActionType::Discard || t == ActionType::LayOff || t == ActionType::SwapJoker || t == ActionType::ClaimWild;
}
bool has_meld(ActionType t) { return t == ActionType::LayOff || t == ActionType::SwapJoker || t == ActionType::ClaimWild; }
bool has_pos(ActionType t) { return t == ActionType::SwapJoker || t == ActionType::ClaimWild; }

class CodeWriter {
public:
  void num(std::uint64_t v) {
    while (v >= 0x80) {
      out_ += static_cast<char>((v & 0x7F) | 0x80);
      v >>= 7;
    }
    out_ += static_cast<char>(v);
  }
  void text(std::string_view s) {
    num(s.size());
    out_ += s;
  }
  void byte(int b) { out_ += static_cast<char>(b); }
  std::string& bytes() { return out_; }

private:
  std::string out_;
};

void write_action(CodeWriter& w, const Action& a, int& last_seat) {
  const bool seat = a.seat != last_seat;
  w.byte(static_cast<int>(a.type) | (static_cast<int>(a.end) << 4) | (seat ? 0x40 : 0));
  if (seat) w.num(static_cast<std::uint64_t>(a.seat));
  last_seat = a.seat;
  if (has_card(a.type)) w.num(a.card);
  if (has_meld(a.type)) w.num(static_cast<std::uint64_t>(a.meld));
  if (a.type == ActionType::Shanghai) w.num(static_cast<std::uint64_t>(a.meld + 1));
  if (has_pos(a.type)) w.num(static_cast<std::uint64_t>(a.pos));
  if (a.type != ActionType::Meld) return;
  w.num(a.melds.size());
  for (const MeldGroup& g : a.melds) {
    w.num(g.cards.size());
    for (CardId id : g.cards) w.num(id);
    w.byte(static_cast<int>(g.decl.kind));
    w.num(static_cast<std::uint64_t>(g.decl.rank));
  }
}

// Reads the bytes; the first problem stops it (`error`).
class Reader {
public:
  explicit Reader(std::string_view bytes) : in_(bytes) {}
  bool failed() const { return !error_.empty(); }
  const std::string& error() const { return error_; }
  bool done() const { return at_ == in_.size(); }
  void fail(std::string why) {
    if (error_.empty()) error_ = std::move(why);
  }
  // An integer from 0 to `most`, named `what` in the reason.
  std::uint64_t num(std::uint64_t most, const char* what) {
    std::uint64_t v = 0;
    for (int shift = 0; !failed(); shift += 7) {
      if (at_ >= in_.size() || shift > 63) {
        fail(std::string("the replay ends inside ") + what);
        return 0;
      }
      const auto b = static_cast<unsigned char>(in_[at_++]);
      v |= static_cast<std::uint64_t>(b & 0x7F) << shift;
      if (!(b & 0x80)) break;
    }
    if (v > most) fail(std::string(what) + " is out of range");
    return failed() ? 0 : v;
  }
  std::string text(std::size_t most, const char* what) {
    const std::size_t n = static_cast<std::size_t>(num(most, what));
    if (failed()) return {};
    if (in_.size() - at_ < n) {
      fail(std::string("the replay ends inside ") + what);
      return {};
    }
    std::string s(in_.substr(at_, n));
    at_ += n;
    return s;
  }

private:
  std::string_view in_;
  std::size_t at_ = 0;
  std::string error_;
};

constexpr std::uint64_t kMaxCardId = 0xFFFF;

void read_groups(Reader& r, Action& a) {
  const std::size_t groups = static_cast<std::size_t>(r.num(kMaxGroups, "a meld's group count"));
  for (std::size_t g = 0; g < groups && !r.failed(); ++g) {
    MeldGroup group;
    const std::size_t cards = static_cast<std::size_t>(r.num(kMaxMeldCards, "a meld group's card count"));
    for (std::size_t c = 0; c < cards && !r.failed(); ++c)
      group.cards.push_back(static_cast<CardId>(r.num(kMaxCardId, "a card")));
    group.decl.kind = static_cast<MeldKind>(r.num(static_cast<std::uint64_t>(MeldKind::Any), "a meld's kind"));
    group.decl.rank = static_cast<int>(r.num(14, "a meld's rank"));
    a.melds.push_back(std::move(group));
  }
}

Action read_action(Reader& r, int players, int& last_seat) {
  Action a;
  const std::uint64_t head = r.num(0x7F, "an action");
  if (r.failed()) return a;
  if ((head & 0x0F) > kLastType) r.fail("an action's type is out of range");
  if (((head >> 4) & 3) > static_cast<std::uint64_t>(MeldEnd::High)) r.fail("an action's meld end is out of range");
  a.type = static_cast<ActionType>(head & 0x0F);
  a.end = static_cast<MeldEnd>((head >> 4) & 3);
  if (head & 0x40) last_seat = static_cast<int>(r.num(static_cast<std::uint64_t>(players - 1), "an action's seat"));
  if (last_seat < 0) r.fail("the first action has no seat");
  a.seat = last_seat;
  if (has_card(a.type)) a.card = static_cast<CardId>(r.num(kMaxCardId, "a card"));
  if (has_meld(a.type)) a.meld = static_cast<int>(r.num(1000, "a meld index"));
  if (a.type == ActionType::Shanghai) a.meld = static_cast<int>(r.num(1001, "a meld index")) - 1;
  if (has_pos(a.type)) a.pos = static_cast<int>(r.num(1000, "a position in a meld"));
  if (a.type == ActionType::Meld) read_groups(r, a);
  return a;
}

Result<ReplayRecord> refuse(const std::string& why) { return Result<ReplayRecord>::fail(Code::BadInput, why); }

}  // namespace

Result<std::string> encode_replay(const ReplayRecord& record) {
  if (static_cast<int>(record.seats.size()) != record.players)
    return Result<std::string>::fail(Code::BadInput, "a replay needs one level per seat");
  CodeWriter w;
  w.num(kReplayVersion);
  w.text(record.rules);
  w.num(static_cast<std::uint64_t>(record.players));
  w.num(record.seed);
  for (const std::string& s : record.seats) w.text(s);
  w.num(record.actions.size());
  int last_seat = -1;
  for (const Action& a : record.actions) {
    if (a.seat < 0 || a.seat >= record.players)
      return Result<std::string>::fail(Code::BadInput, "every action of a replay needs its seat");
    write_action(w, a, last_seat);
  }
  const std::uint32_t sum = fnv1a(w.bytes());
  for (int i = 0; i < 4; ++i) w.byte(static_cast<int>((sum >> (8 * i)) & 0xFF));
  std::string code = base64url_encode(w.bytes());
  if (code.size() > kMaxReplayChars)
    return Result<std::string>::fail(Code::BadInput, "the game is too long for a replay link (" + std::to_string(code.size()) +
                                                         " characters; at most " + std::to_string(kMaxReplayChars) + ")");
  return code;
}

Result<ReplayRecord> decode_replay(std::string_view code) {
  if (code.empty()) return refuse("the replay is empty");
  if (code.size() > kMaxReplayChars)
    return refuse("the replay is " + std::to_string(code.size()) + " characters; a replay may hold at most " +
                  std::to_string(kMaxReplayChars));
  const auto bytes = base64url_decode(code);
  if (!bytes) return refuse("the replay is not a replay code (bad base64url)");
  if (bytes->size() < 5) return refuse("the replay is cut short");
  const std::string_view body(bytes->data(), bytes->size() - 4);
  std::uint32_t sum = 0;
  for (int i = 0; i < 4; ++i) sum |= static_cast<std::uint32_t>(static_cast<unsigned char>((*bytes)[body.size() + i])) << (8 * i);
  if (sum != fnv1a(body)) return refuse("the replay's checksum does not match: it was changed or cut short");
  Reader r(body);
  if (r.num(1000, "the version") != static_cast<std::uint64_t>(kReplayVersion) && !r.failed())
    return refuse("the replay is of another version (this game reads version " + std::to_string(kReplayVersion) + ")");
  ReplayRecord rec;
  rec.rules = r.text(kMaxReplayRulesBytes, "the rule set");
  rec.players = static_cast<int>(r.num(kMaxPlayers, "the player count"));
  if (!r.failed() && rec.players < 2) r.fail("the player count is out of range");
  rec.seed = r.num(~std::uint64_t{0}, "the seed");
  for (int s = 0; s < rec.players && !r.failed(); ++s) {
    rec.seats.push_back(r.text(32, "a seat's level"));
    if (!r.failed() && rec.seats.back() != kHumanSeat && !is_bot_level(rec.seats.back()))
      r.fail("seat " + std::to_string(s) + "'s level '" + rec.seats.back() + "' is not a level of this game");
  }
  const std::size_t count = static_cast<std::size_t>(r.num(body.size(), "the action count"));
  int last_seat = -1;
  for (std::size_t i = 0; i < count && !r.failed(); ++i) rec.actions.push_back(read_action(r, rec.players, last_seat));
  if (!r.failed() && !r.done()) r.fail("the replay has bytes after its last action");
  if (r.failed()) return refuse(r.error());
  return rec;
}

}  // namespace rummy
