// Ids of the table's buttons (shared by the table's source files).
#pragma once

namespace client::table_ids {
enum Id {
  kDraw = 1, kTake, kBuy, kPass, kMeld, kLayOff, kDiscard, kSort, kHint, kUndo, kNext, kPlayAgain, kHome,
  kAuto, kClear, kPutDown, kCancel, kAddSlot, kMenu, kMenuRules, kMenuSettings, kMenuHome, kMenuClose,
  kMenuScores, kScoresClose, kFinalScores, kMayI, kShanghai, kDemoRetry, kDemoBack, kDemoShow, kDemoNext, kDemoRule, kLog, kClaimWild, kHandoff,
  kStats, kReplay, kGroupDone,
  kGroupAnswer = 200,  // pass-and-play May I? for several: kGroupAnswer + 3 * row + {0 May I?, 1 No, 2 Look}
};
}  // namespace client::table_ids
