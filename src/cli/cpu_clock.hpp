// The processor time `rummy selfplay` reports, in seconds.
//  - cpu_seconds(): every thread of this process (cpu_seconds in the output).
//    Natively std::clock() (cpu_clock.cpp); in the wasm build under Node
//    process.cpuUsage() (web/port/node_cpu_clock.cpp), which also counts
//    Node's own threads: the wasm compiler optimising the module while the
//    games run, and the garbage collector.
//  - thread_cpu_seconds(): the thread that calls it, the one playing the
//    games (thread_cpu_seconds in the output). Natively the same figure as
//    cpu_seconds() (the tool has one thread); under Node the main thread's
//    time from Linux (/proc/thread-self/schedstat), so wasm and native are
//    compared on the work of one core each. Negative where the system does
//    not say (Node on another system): the output then leaves it out.
#pragma once

namespace rummy::cli {

double cpu_seconds();
double thread_cpu_seconds();

}  // namespace rummy::cli
