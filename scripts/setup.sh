#!/usr/bin/env bash
# Installs what the server and its tests need and a fresh machine may lack:
# PostgreSQL's server binaries (for the embedded database) and, with --test, curl, jq,
# cargo-nextest, schemathesis (PyPI) for the API fuzz test, openapi-spec-validator and
# openapi-python-client (PyPI) and openapi-typescript, typescript, redocly and spectral (npm,
# tests/contract) for the API contract test, openapi-generator-cli (PyPI), a JDK and Debian's Jackson for
# the native clients' test, for the admin panel's and the table app's browser tests
# Chromium, Node.js and playwright-core (tests/browser), and the table app's own tools
# (web/: TypeScript, esbuild, openapi-typescript).
set -euo pipefail

# Installs Debian packages ($2...) that `what` ($1) needs, or says how when not root.
apt_install_for() {
  local what=$1
  shift
  [ $# -gt 0 ] || return 0
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "setup: installing $*" >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  else
    echo "setup: $what needs $*: apt-get install $*" >&2
    exit 1
  fi
}

have_postgres() {
  command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1 && return 0
  compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null
}

if ! have_postgres; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "setup: installing PostgreSQL" >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  else
    echo "setup: PostgreSQL server binaries are missing: install PostgreSQL (apt-get install postgresql)," >&2
    echo "       or run 'docker compose up -d db' and set DATABASE_URL" >&2
    exit 1
  fi
fi

if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then
  # Running as root, the embedded database runs as this system user.
  useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
fi

if [ "${1:-}" = "--test" ] && ! { command -v curl && command -v jq; } >/dev/null 2>&1; then
  # The README's game by curl is run by the tests.
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "setup: installing curl and jq" >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq curl jq >/dev/null
  else
    echo "setup: the tests need curl and jq: apt-get install curl jq" >&2
    exit 1
  fi
fi

if [ "${1:-}" = "--test" ] && ! cargo nextest --version >/dev/null 2>&1; then
  echo "setup: installing cargo-nextest" >&2
  cargo install --locked cargo-nextest
fi

if [ "${1:-}" = "--test" ] && ! { command -v openapi-spec-validator && command -v openapi-python-client; } >/dev/null 2>&1; then
  # The contract test (tests/api/contract.rs) validates the API document and generates a
  # Python client from it.
  echo "setup: installing openapi-spec-validator and openapi-python-client" >&2
  python3 -m pip install --quiet --disable-pip-version-check \
    "openapi-spec-validator==0.9.0" "openapi-python-client==0.29.1"
fi

if [ "${1:-}" = "--test" ]; then
  # The native clients' test (tests/api/native_clients.rs) generates Swift, Kotlin and Java
  # clients with openapi-generator (PyPI's package carries its jar), which a JDK runs; the
  # Java client is compiled against Debian's Jackson.
  declare -A jar_packages=(
    [jackson-annotations]=libjackson2-annotations-java
    [jackson-core]=libjackson2-core-java
    [jackson-databind]=libjackson2-databind-java
    [jakarta-annotation-api]=libjakarta-annotation-api-java
  )
  missing=()
  command -v javac >/dev/null 2>&1 || missing+=(default-jdk-headless)
  for jar in "${!jar_packages[@]}"; do
    [ -f "/usr/share/java/$jar.jar" ] || missing+=("${jar_packages[$jar]}")
  done
  apt_install_for "the native clients' test" "${missing[@]}"
  # The native clients' test reads the source this version generates.
  if [ "$(openapi-generator-cli version 2>/dev/null | tail -n 1)" != "7.26.0" ]; then
    echo "setup: installing openapi-generator-cli 7.26.0" >&2
    python3 -m pip install --quiet --disable-pip-version-check "openapi-generator-cli==7.26.0"
  fi
fi

if [ "${1:-}" = "--test" ] && ! command -v schemathesis >/dev/null 2>&1; then
  # The API fuzz test (tests/api/fuzz.rs) runs schemathesis from PyPI.
  echo "setup: installing schemathesis" >&2
  python3 -m pip install --quiet --disable-pip-version-check "schemathesis==4.32.5"
fi

if [ "${1:-}" = "--test" ]; then
  # The admin panel's browser test drives the system's Chromium with playwright-core.
  missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  command -v node >/dev/null 2>&1 || missing+=(nodejs)
  command -v npm >/dev/null 2>&1 || missing+=(npm)
  apt_install_for "the browser test" "${missing[@]}"
  if ! node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 20 ? 0 : 1)'; then
    echo "setup: the tests need Node.js 20 or later (redocly, the contract test's linter); found $(node --version)" >&2
    exit 1
  fi
  browser_dir="$(dirname "$0")/../tests/browser"
  if [ ! -d "$browser_dir/node_modules/playwright-core" ]; then
    echo "setup: installing playwright-core for the browser test" >&2
    (cd "$browser_dir" && npm ci --no-audit --no-fund --loglevel=error)
  fi
  # The table app's test checks web/ (tsc, its generated API types, its bundle).
  web_dir="$(dirname "$0")/../web"
  # npm writes node_modules/.package-lock.json; older than the lock file means stale.
  if [ ! -x "$web_dir/node_modules/.bin/tsc" ] || [ "$web_dir/package-lock.json" -nt "$web_dir/node_modules/.package-lock.json" ]; then
    echo "setup: installing the table app's build tools (web/)" >&2
    (cd "$web_dir" && npm ci --no-audit --no-fund --loglevel=error)
  fi
  # The TypeScript SDK's tests compile it with its own pinned TypeScript.
  sdk_dir="$(dirname "$0")/../sdk/typescript"
  if [ ! -x "$sdk_dir/node_modules/.bin/tsc" ] || [ "$sdk_dir/package-lock.json" -nt "$sdk_dir/node_modules/.package-lock.json" ]; then
    echo "setup: installing the TypeScript SDK's compiler (sdk/typescript)" >&2
    (cd "$sdk_dir" && npm ci --no-audit --no-fund --loglevel=error)
  fi
  # The contract test generates TypeScript types from the API document and checks them.
  contract_dir="$(dirname "$0")/../tests/contract"
  contract_bin="$contract_dir/node_modules/.bin"
  if [ ! -x "$contract_bin/tsc" ] || [ ! -x "$contract_bin/openapi-typescript" ] \
    || [ ! -x "$contract_bin/redocly" ] || [ ! -x "$contract_bin/spectral" ]; then
    echo "setup: installing openapi-typescript, typescript, redocly and spectral for the contract test" >&2
    (cd "$contract_dir" && npm ci --no-audit --no-fund --loglevel=error)
  fi
fi
