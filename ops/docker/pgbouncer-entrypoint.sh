#!/bin/sh
# PgBouncer (Debian's package) in front of PostgreSQL, as CloudNativePG's Pooler is in the cluster
# and ops/topology/pgbouncer.ts is natively: transaction pooling, so PostgreSQL sees at most
# POOL_SIZE server connections whatever the number of API replicas and their own pools.
set -eu
: "${DB_HOST:?}" "${DB_NAME:?}" "${DB_USER:?}" "${DB_PASSWORD:?}"
mkdir -p /tmp/pgbouncer
printf '"%s" "%s"\n' "$DB_USER" "$DB_PASSWORD" > /tmp/pgbouncer/userlist.txt
cat > /tmp/pgbouncer/pgbouncer.ini <<INI
[databases]
${DB_NAME} = host=${DB_HOST} port=${DB_PORT:-5432} dbname=${DB_NAME}
[pgbouncer]
listen_addr = 0.0.0.0
listen_port = ${LISTEN_PORT:-6432}
unix_socket_dir =
auth_type = scram-sha-256
auth_file = /tmp/pgbouncer/userlist.txt
pool_mode = transaction
default_pool_size = ${POOL_SIZE:-40}
max_client_conn = ${MAX_CLIENT_CONN:-1000}
ignore_startup_parameters = extra_float_digits,options
INI
exec pgbouncer /tmp/pgbouncer/pgbouncer.ini
