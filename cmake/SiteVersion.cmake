# Stamps a built site with its version (cmake -P script, run after every
# web build by src/CMakeLists.txt; tests/browser/update.test.mjs runs it on a
# changed copy of the site):
#   cmake -DSITE=<site folder> -DTEMPLATE=<web/sw.js> -P cmake/SiteVersion.cmake
# Writes SITE/sw.js from the template with VERSION (the first 16 hex digits
# of a SHA-256 over every file's name and SHA-256) and FILES (name -> SHA-256
# of every file of the site except sw.js and notes), which the service
# worker uses to cache one version as a whole.
if(NOT SITE OR NOT TEMPLATE)
  message(FATAL_ERROR "usage: cmake -DSITE=<folder> -DTEMPLATE=<sw.js> -P SiteVersion.cmake")
endif()
# (with the rule demos, which the page fetches one at a time: offline too)
file(GLOB files RELATIVE "${SITE}" LIST_DIRECTORIES false "${SITE}/*" "${SITE}/demos/*.json")
list(SORT files)
set(entries "")
set(all "")
foreach(f IN LISTS files)
  if(f STREQUAL "sw.js" OR f MATCHES "\\.md$")
    continue()
  endif()
  file(SHA256 "${SITE}/${f}" hash)
  string(APPEND entries "\n  '${f}': '${hash}',")
  string(APPEND all "${f}:${hash}\n")
endforeach()
string(SHA256 version "${all}")
string(SUBSTRING "${version}" 0 16 version)
file(READ "${TEMPLATE}" text)
string(REPLACE "const VERSION = 'dev';" "const VERSION = '${version}';" text "${text}")
string(REPLACE "const FILES = {};" "const FILES = {${entries}\n};" text "${text}")
file(WRITE "${SITE}/sw.js" "${text}")
message(STATUS "site version ${version}")
