#include "game/catalog.hpp"

#include <dirent.h>

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace client {

// stdio, not iostreams: a file stream would link the C++ locale machinery
// (about 100 KB of the web build's game.wasm) for these few reads.
std::optional<std::string> read_text_file(const std::string& path, std::size_t max_bytes) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return std::nullopt;
  std::string text;
  char buf[4096];
  std::size_t n = 0;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0 && text.size() <= max_bytes) text.append(buf, n);
  const bool failed = std::ferror(f) != 0;
  std::fclose(f);
  if (failed || text.size() > max_bytes) return std::nullopt;
  return text;
}

rummy::RuleSetLookup Catalog::lookup_in(std::string folder) {
  return [folder = std::move(folder)](std::string_view id) -> std::optional<std::string> {
    for (char c : id)
      if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_')) return std::nullopt;
    return read_text_file(folder + "/" + std::string(id) + ".json");
  };
}

Catalog Catalog::load(const std::string& folder) {
  Catalog cat;
  cat.folder_ = folder;
  std::vector<std::string> files;
  if (DIR* dir = opendir(folder.c_str())) {
    while (dirent* entry = readdir(dir)) {
      std::string name = entry->d_name;
      if (name.size() > 5 && name.compare(name.size() - 5, 5, ".json") == 0) files.push_back(name);
    }
    closedir(dir);
  } else {
    cat.errors_.push_back("cannot open " + folder);
  }
  std::sort(files.begin(), files.end());
  auto lookup = cat.lookup();
  for (const auto& file : files) {
    auto text = read_text_file(folder + "/" + file);
    if (!text) {
      cat.errors_.push_back(file + ": cannot read");
      continue;
    }
    auto rules = rummy::load_ruleset(*text, lookup);
    if (!rules.ok()) {
      cat.errors_.push_back(file + ": " + rules.message());
      continue;
    }
    cat.variants_.push_back(std::make_shared<const rummy::RuleSet>(rules.take()));
  }
  // Contract Rummy first, then by name.
  std::stable_sort(cat.variants_.begin(), cat.variants_.end(), [](const auto& a, const auto& b) {
    bool ca = a->id == "contract-rummy";
    bool cb = b->id == "contract-rummy";
    if (ca != cb) return ca;
    return a->name < b->name;
  });
  return cat;
}

void Catalog::set_house_rules(const std::vector<std::shared_ptr<const rummy::RuleSet>>& sets) {
  variants_.resize(variants_.size() - house_count_);
  const std::size_t shipped = variants_.size();
  for (const auto& s : sets)
    if (s && !find(s->id)) variants_.push_back(s);
  house_count_ = variants_.size() - shipped;
}

bool Catalog::is_house(std::string_view id) const {
  for (std::size_t i = variants_.size() - house_count_; i < variants_.size(); ++i)
    if (variants_[i]->id == id) return true;
  return false;
}

std::shared_ptr<const rummy::RuleSet> Catalog::find(std::string_view id) const {
  for (const auto& v : variants_)
    if (v->id == id) return v;
  return nullptr;
}

}  // namespace client
