// Internal: the save module's access to Game's state (Game::Internal is a
// friend of Game). Writing is in save_write.cpp, reading and validation in
// save_read.cpp, the text scanning both use in save_scan.hpp.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "play/game.hpp"
#include "core/input_limits.hpp"
#include "save/save.hpp"

namespace rummy {

// A save that cannot be read: the reason names the field.
inline Status corrupt(std::string message) { return Status::fail(Code::CorruptSave, std::move(message)); }

struct Game::Internal {
  static std::string save(const Game& g, RulesTextCache* cache);
  static Result<Game> load(std::string_view text, const RuleSetLookup& lookup, LoadMemo* memo);

  // save_read.cpp: one part of the document each; every one names the
  // field. J is a parsed document: nlohmann::json, or flat::FlatValue for a
  // save as save_game writes it (save_flat.hpp).
  static Status read_rules(const nlohmann::json& j, const RuleSetLookup& lookup, bool memo_hit, LoadMemo* memo,
                           std::shared_ptr<const RuleSet>& rules);
  template <class J> static Status read_header(const J& j);
  template <class J> static Status read_game(const J& j, Game& g);
  template <class J> static Status read_position(const J& j, Game& g);
  template <class J> static Status read_cards(const J& j, Game& g);
  template <class J> static Status read_known(const J& j, Game& g);
  template <class J> static Status read_melds(const J& j, Game& g);
  template <class J> static Status read_scores(const J& j, Game& g);
  static Status read_opening(const nlohmann::json& j, Game& g);  // save_read_opening.cpp
  // The fast reader: the save read as 0 for its "rules" object when that is
  // the memo's bytes (nullopt for anything else: the general reading decides).
  static std::optional<Game> load_flat(std::string_view text, LoadMemo& memo);

};

}  // namespace rummy
