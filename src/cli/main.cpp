// rummy: command-line tool for the rules engine. Commands register
// themselves from their own files (see cli.hpp).
#include <iostream>

#include "cli.hpp"

int main(int argc, char** argv) {
  using namespace rummy::cli;
  if (argc < 2) {
    std::cerr << "usage: rummy <command> [args]\ncommands:\n";
    for (const auto& c : commands()) std::cerr << "  rummy " << c.usage << "\n";
    return kBadInput;
  }
  const std::string name = argv[1];
  Args args;
  for (int i = 2; i < argc; ++i) args.emplace_back(argv[i]);
  for (const auto& c : commands())
    if (name == c.name) return run_checked(c, args);
  std::cerr << "rummy: unknown command '" << name << "'\ncommands:\n";
  for (const auto& c : commands()) std::cerr << "  rummy " << c.usage << "\n";
  return kBadInput;
}
