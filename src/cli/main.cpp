// rummy: command-line tool for the rules engine. Commands register
// themselves from their own files (see cli.hpp); `rummy help` lists them.
#include <iostream>

#include "cli.hpp"

namespace {

void list_commands(std::ostream& out) {
  for (const auto& c : rummy::cli::commands()) out << "  rummy " << c.usage << "\n";
}

// `rummy help` (or --help, -h): the command list on stdout, exit 0;
// `rummy help <command>`: that command's synopsis.
int help(const rummy::cli::Args& args) {
  using namespace rummy::cli;
  if (args.empty()) {
    std::cout << "usage: rummy <command> [args]\ncommands:\n";
    list_commands(std::cout);
    return 0;
  }
  for (const auto& c : commands())
    if (args[0] == c.name) {
      std::cout << "usage: rummy " << c.usage << "\n";
      return 0;
    }
  std::cerr << "rummy: unknown command '" << args[0] << "'\ncommands:\n";
  list_commands(std::cerr);
  return kBadInput;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace rummy::cli;
  if (argc < 2) {
    std::cerr << "usage: rummy <command> [args]\ncommands:\n";
    list_commands(std::cerr);
    return kBadInput;
  }
  const std::string name = argv[1];
  Args args;
  for (int i = 2; i < argc; ++i) args.emplace_back(argv[i]);
  if (name == "help" || name == "--help" || name == "-h") return help(args);
  for (const auto& c : commands())
    if (name == c.name) return run_checked(c, args);
  std::cerr << "rummy: unknown command '" << name << "'\ncommands:\n";
  list_commands(std::cerr);
  return kBadInput;
}
