// rummy: command-line tool for the rules engine. Commands register
// themselves from their own files (see cli.hpp); `rummy help` lists them.
#include <iostream>
#include <string>

#include "cli.hpp"

namespace {

// The command list: one synopsis each (cli.hpp).
void print_commands(std::ostream& out) {
  out << "commands:\n";
  for (const auto& c : rummy::cli::commands()) out << "  rummy " << c.usage << "\n";
}

void print_usage(std::ostream& out) {
  out << "usage: rummy <command> [args]\n";
  print_commands(out);
}

int unknown_command(const std::string& name) {
  std::cerr << "rummy: unknown command '" << name << "'\n";
  print_commands(std::cerr);
  return rummy::cli::kBadInput;
}

// `rummy help` (or --help, -h): the command list on stdout, exit 0;
// `rummy help <command>`: that command's synopsis.
int help(const rummy::cli::Args& args) {
  if (args.empty()) {
    print_usage(std::cout);
    return 0;
  }
  for (const auto& c : rummy::cli::commands())
    if (args[0] == c.name) {
      std::cout << "usage: rummy " << c.usage << "\n";
      return 0;
    }
  return unknown_command(args[0]);
}

}  // namespace

int main(int argc, char** argv) {
  using namespace rummy::cli;
  if (argc < 2) {
    print_usage(std::cerr);
    return kBadInput;
  }
  const std::string name = argv[1];
  Args args;
  for (int i = 2; i < argc; ++i) args.emplace_back(argv[i]);
  if (name == "help" || name == "--help" || name == "-h") return help(args);
  for (const auto& c : commands())
    if (name == c.name) return run_checked(c, args);
  return unknown_command(name);
}
