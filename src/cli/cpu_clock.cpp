// The native clocks of cpu_clock.hpp (the wasm build of the tool, under Node,
// uses web/port/node_cpu_clock.cpp instead).
#include "cpu_clock.hpp"

#include <ctime>

namespace rummy::cli {

double cpu_seconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

double thread_cpu_seconds() {
  timespec t{};
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) != 0) return -1;
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
}

}  // namespace rummy::cli
