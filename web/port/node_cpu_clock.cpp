// The clocks of src/cli/cpu_clock.hpp for the wasm build of the `rummy` tool,
// which runs under Node (Emscripten's clock() counts wall-clock time there,
// which a busy machine inflates):
//  - cpu_seconds(): process.cpuUsage(), user plus system time of every thread
//    of the process (the engine's, the wasm compiler's, the garbage
//    collector's), as getrusage counts natively;
//  - thread_cpu_seconds(): the main thread's (the engine's) time on the
//    processor from Linux: /proc/thread-self/schedstat (nanoseconds), else
//    /proc/thread-self/stat (utime + stime, in ticks of 1/100 s); -1 where
//    neither can be read.
#include <emscripten.h>

#include "cli/cpu_clock.hpp"

EM_JS(double, cr_node_cpu_seconds, (), {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
});

EM_JS(double, cr_node_thread_cpu_seconds, (), {
  try {
    const fs = require("fs");
    try {
      const ns = Number(fs.readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]);
      if (Number.isFinite(ns) && ns >= 0) return ns / 1e9;
    } catch (e) {
    }
    // fields after the command name (which is in parentheses): utime is the 14th field, stime the 15th
    const stat = fs.readFileSync("/proc/thread-self/stat", "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(f[11]) + Number(f[12]);
    return Number.isFinite(ticks) ? ticks / 100 : -1;
  } catch (e) {
    return -1;
  }
});

namespace rummy::cli {

double cpu_seconds() { return cr_node_cpu_seconds(); }

double thread_cpu_seconds() { return cr_node_thread_cpu_seconds(); }

}  // namespace rummy::cli
