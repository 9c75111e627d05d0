# Copies the rule demos' pages (web/demo/<id>.html, each with its oEmbed
# discovery link) and oEmbed files (web/oembed/<id>.json) into the site,
# with the site's address filled in: -DSITE_URL=https://rules.example/game/
# (empty: addresses relative to the site, for a site whose host pages are
# on the same server). Run as cmake -DWEB=.. -DSITE=.. -DSITE_URL=.. -P.
set(CR_SITE_URL "${SITE_URL}")
if(CR_SITE_URL STREQUAL "")
  set(CR_DEMO_BASE "../")
else()
  set(CR_DEMO_BASE "${CR_SITE_URL}")
endif()
foreach(dir demo oembed)
  file(GLOB files "${WEB}/${dir}/*")
  foreach(f ${files})
    get_filename_component(name "${f}" NAME)
    configure_file("${f}" "${SITE}/${dir}/${name}" @ONLY)
  endforeach()
endforeach()
