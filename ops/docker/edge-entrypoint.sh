#!/bin/sh
# The edge (Debian's nginx with ngx_brotli's static module, as the native topology runs it):
# renders the edge template with the six variables it names, as ops/topology/nginx-edge.ts does
# natively, and nothing else (nginx's own $variables stay), then runs nginx in the foreground.
# EDGE_TEMPLATE and EDGE_CONF only let a test render elsewhere.
set -eu
: "${EDGE_PORT:?}" "${SHELL_ROOT:?}" "${PLATFORM_ROOT:?}" "${API_SERVERS:?}" "${PAGE_SERVERS:?}" "${COLLECTOR_SERVERS:?}"
template="${EDGE_TEMPLATE:-/etc/nginx/templates/edge.conf.template}"
conf="${EDGE_CONF:-/etc/nginx/conf.d/edge.conf}"
envsubst '${EDGE_PORT} ${SHELL_ROOT} ${PLATFORM_ROOT} ${API_SERVERS} ${PAGE_SERVERS} ${COLLECTOR_SERVERS}' < "$template" > "$conf"
if [ "$#" -gt 0 ]; then exec "$@"; fi
exec nginx -g 'daemon off;'
