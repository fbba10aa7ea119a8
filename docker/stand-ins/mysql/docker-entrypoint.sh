#!/bin/bash
# Entrypoint of the mysql:8.4 stand-in. Behaves like the official image's for what deployments
# use: options alone are options of the server; on an empty data folder it creates the system
# tables, the root account (local and from MYSQL_ROOT_HOST, default '%'), MYSQL_DATABASE and
# MYSQL_USER with all rights on it, runs /docker-entrypoint-initdb.d/*.{sh,sql,sql.gz}, and then
# runs the server as user `mysql`.
set -Eeuo pipefail

DATADIR=/var/lib/mysql
SOCKET=/run/mysqld/mysqld.sock

log() { printf '%s [Entrypoint] %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }

# A literal for SQL: backslashes and quotes escaped, in single quotes.
sql_string() { local value=${1//\\/\\\\}; printf "'%s'" "${value//\'/\\\'}"; }
sql_name() { printf '`%s`' "${1//\`/\`\`}"; }

if [ "${1#-}" != "$1" ]; then set -- mysqld "$@"; fi
if [ "$1" != mysqld ] && [ "$1" != mariadbd ]; then exec "$@"; fi
shift

# MySQL 8's default collation does not exist in MariaDB 10.11: its nearest one (Unicode
# collation algorithm, accent- and case-insensitive, no padding) stands in for it.
server=(mariadbd)
for arg in "$@"; do server+=("${arg//utf8mb4_0900_ai_ci/utf8mb4_uca1400_nopad_ai_ci}"); done

if [ "$(id -u)" = 0 ]; then
  mkdir -p "$DATADIR" /run/mysqld
  find "$DATADIR" /run/mysqld \! -user mysql -exec chown mysql:mysql '{}' +
  exec setpriv --reuid=mysql --regid=mysql --init-groups "$0" "${server[@]}"
fi

initialise() {
  local root_password=${MYSQL_ROOT_PASSWORD:-}
  if [ -z "$root_password" ] && [ -z "${MYSQL_ALLOW_EMPTY_PASSWORD:-}" ] && [ -z "${MYSQL_RANDOM_ROOT_PASSWORD:-}" ]; then
    die 'Database is uninitialized and password option is not specified.
    You need to specify one of the following as an environment variable:
    - MYSQL_ROOT_PASSWORD
    - MYSQL_ALLOW_EMPTY_PASSWORD
    - MYSQL_RANDOM_ROOT_PASSWORD'
  fi
  if [ -n "${MYSQL_RANDOM_ROOT_PASSWORD:-}" ]; then
    root_password=$(tr -dc 'A-Za-z0-9' </dev/urandom | head -c 32)
    log "GENERATED ROOT PASSWORD: $root_password"
  fi

  log 'Initializing database files'
  mariadb-install-db --datadir="$DATADIR" --skip-test-db --auth-root-authentication-method=normal \
    --skip-name-resolve >/dev/null
  log 'Starting temporary server'
  "${server[@]}" --skip-networking --socket="$SOCKET" &
  local pid=$!
  for _ in $(seq 1 60); do
    mariadb-admin --socket="$SOCKET" -uroot ping --silent >/dev/null 2>&1 && break
    kill -0 "$pid" 2>/dev/null || die 'the temporary server stopped while starting'
    sleep 1
  done

  local root_host=${MYSQL_ROOT_HOST:-%}
  {
    # mariadb-install-db also creates root@<container name>, unusable with skip-name-resolve.
    echo "DROP USER IF EXISTS 'root'@$(sql_string "$HOSTNAME");"
    echo "ALTER USER 'root'@'localhost' IDENTIFIED BY $(sql_string "$root_password");"
    if [ "$root_host" != localhost ]; then
      echo "CREATE USER 'root'@$(sql_string "$root_host") IDENTIFIED BY $(sql_string "$root_password");"
      echo "GRANT ALL ON *.* TO 'root'@$(sql_string "$root_host") WITH GRANT OPTION;"
    fi
    if [ -n "${MYSQL_DATABASE:-}" ]; then
      echo "CREATE DATABASE IF NOT EXISTS $(sql_name "$MYSQL_DATABASE");"
    fi
    if [ -n "${MYSQL_USER:-}" ] && [ -n "${MYSQL_PASSWORD:-}" ]; then
      echo "CREATE USER $(sql_string "$MYSQL_USER")@'%' IDENTIFIED BY $(sql_string "$MYSQL_PASSWORD");"
      if [ -n "${MYSQL_DATABASE:-}" ]; then
        echo "GRANT ALL ON $(sql_name "$MYSQL_DATABASE").* TO $(sql_string "$MYSQL_USER")@'%';"
      fi
    fi
  } | mariadb --socket="$SOCKET" -uroot

  export MYSQL_PWD=$root_password
  local client=(mariadb --socket="$SOCKET" -uroot ${MYSQL_DATABASE:+"$MYSQL_DATABASE"})
  for file in /docker-entrypoint-initdb.d/*; do
    case "$file" in
      *.sh) log "running $file"; . "$file" ;;
      *.sql) log "running $file"; "${client[@]}" <"$file" ;;
      *.sql.gz) log "running $file"; gunzip -c "$file" | "${client[@]}" ;;
      *) if [ -e "$file" ]; then log "ignoring $file"; fi ;;
    esac
  done

  mariadb-admin --socket="$SOCKET" -uroot shutdown
  wait "$pid"
  unset MYSQL_PWD
  log 'MySQL init process done. Ready for start up.'
}

if [ ! -d "$DATADIR/mysql" ]; then initialise; fi
exec "${server[@]}"
