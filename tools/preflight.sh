#!/usr/bin/env bash
# What `npm test` needs from the machine besides node_modules: Chromium (browser journeys), docker-compose
# (the compose check), nats-server (the NATS drills and `npm start` without a running NATS), promtool (package
# prometheus: the alert rules' tests), and Postgres and
# NATS answering on 127.0.0.1 unless DATABASE_URL / NATS_URL point elsewhere.
# As root with apt-get it installs what is missing and starts what has stopped; otherwise it stops at once
# with the one command to run. CHROMIUM_PATH points the journeys at another Chromium.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v docker-compose >/dev/null 2>&1 || docker compose version >/dev/null 2>&1 || missing+=(docker-compose)
command -v nats-server >/dev/null 2>&1 || [ -x /usr/sbin/nats-server ] || missing+=(nats-server)
# promtool (Debian package prometheus) checks and tests the alert rules of deploy/observability.
command -v promtool >/dev/null 2>&1 || missing+=(prometheus)

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "preflight: installing ${missing[*]} (apt-get)"
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "preflight: npm test needs ${missing[*]}. Run once:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
    exit 1
  fi
fi

# Postgres and NATS: started again when this machine has them installed and they have stopped.
if [ -z "${DATABASE_URL:-}" ] && ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  if [ "$(id -u)" = 0 ] && [ -d /etc/postgresql ]; then
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
  fi
  pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null || {
    echo "preflight: no Postgres on 127.0.0.1:5432 and DATABASE_URL is unset; start Postgres or set DATABASE_URL" >&2
    exit 1
  }
fi
if [ -z "${NATS_URL:-}" ] && ! (exec 3<>/dev/tcp/127.0.0.1/4222) 2>/dev/null; then
  nats=$(command -v nats-server || echo /usr/sbin/nats-server)
  mkdir -p /tmp/pawpals-nats
  start-stop-daemon --start --oknodo --background --exec "$nats" -- \
    -a 127.0.0.1 -p 4222 -js -sd /tmp/pawpals-nats -l /tmp/pawpals-nats/nats-server.log 2>/dev/null ||
    (setsid "$nats" -a 127.0.0.1 -p 4222 -js -sd /tmp/pawpals-nats -l /tmp/pawpals-nats/nats-server.log >/dev/null 2>&1 &)
  for _ in 1 2 3 4 5 6 7 8 9 10; do (exec 3<>/dev/tcp/127.0.0.1/4222) 2>/dev/null && break; sleep 0.5; done
  (exec 3<>/dev/tcp/127.0.0.1/4222) 2>/dev/null || {
    echo "preflight: no NATS on 127.0.0.1:4222 and NATS_URL is unset; start nats-server -js or set NATS_URL" >&2
    exit 1
  }
fi
echo "preflight: ok (chromium, docker-compose, nats-server, promtool; Postgres and NATS answer)"
