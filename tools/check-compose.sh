#!/usr/bin/env sh
# Validates docker-compose.yml without a Docker engine (called by `npm test`):
#  1. `docker-compose config -q` (the v1.29 schema; `docker compose` v2 when v1 is absent);
#  2. every service has an enabled health check;
#  3. every depends_on names an existing service with a condition (service_healthy, or
#     service_completed_successfully on a one-shot job that has restart "no");
#  4. every build uses the root Dockerfile with a target stage that exists and an APP build arg naming
#     an Nx project folder (svc-* apps on target `service`, shell/mfe-* on target `web`).
set -eu
cd "$(dirname "$0")/.."

if command -v docker-compose >/dev/null 2>&1; then
  docker-compose config -q
  # v1 prints YAML only; it is a Python program, so PyYAML is there to turn it into JSON.
  json=$(docker-compose config | python3 -c 'import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin)))')
elif docker compose version >/dev/null 2>&1; then
  docker compose config -q
  json=$(docker compose config --format json)
else
  echo "check-compose: neither docker-compose nor 'docker compose' is installed (apt-get install docker-compose)" >&2
  exit 1
fi

printf '%s' "$json" | node -e '
const fs = require("node:fs");
const config = JSON.parse(fs.readFileSync(0, "utf8"));
const services = config.services ?? {};
const dockerfile = fs.readFileSync("Dockerfile", "utf8");
const stages = new Set([...dockerfile.matchAll(/^FROM\s+\S+\s+AS\s+(\S+)/gim)].map((m) => m[1]));
const problems = [];
for (const [name, svc] of Object.entries(services)) {
  const hc = svc.healthcheck;
  if (!hc || hc.disable || !Array.isArray(hc.test) || !hc.test.length || hc.test[0] === "NONE") {
    problems.push(`${name}: no health check`);
  }
  const deps = svc.depends_on ?? {};
  if (Array.isArray(deps)) problems.push(`${name}: depends_on without conditions`);
  else {
    for (const [dep, { condition } = {}] of Object.entries(deps)) {
      if (!services[dep]) problems.push(`${name}: depends on unknown service ${dep}`);
      else if (condition === "service_completed_successfully") {
        if (String(services[dep].restart ?? "no") !== "no") problems.push(`${name}: waits for ${dep} to complete, but ${dep} restarts`);
      } else if (condition !== "service_healthy") problems.push(`${name}: depends on ${dep} with condition ${condition}`);
    }
  }
  if (svc.build) {
    const { dockerfile: file = "Dockerfile", target, args = {} } = svc.build;
    if (file !== "Dockerfile") problems.push(`${name}: builds with ${file}, expected the root Dockerfile`);
    if (!stages.has(target)) problems.push(`${name}: build target ${target} is not a stage of the Dockerfile`);
    const app = args.APP;
    if (!app || !fs.existsSync(`${app}/project.json`)) problems.push(`${name}: build arg APP=${app} is not an Nx project folder`);
    else if ((target === "service") !== app.startsWith("svc-")) problems.push(`${name}: APP=${app} built with target ${target}`);
  }
}
for (const dir of fs.readdirSync(".")) {
  if (/^(svc-|mfe-)|^shell$/.test(dir) && fs.existsSync(`${dir}/project.json`)) {
    if (!Object.values(services).some((s) => s.build?.args?.APP === dir)) problems.push(`app ${dir} has no container`);
  }
}
if (problems.length) {
  console.error("check-compose: docker-compose.yml problems:\n  " + problems.join("\n  "));
  process.exit(1);
}
console.log(`check-compose: ok (${Object.keys(services).length} services, all with health checks and conditional depends_on)`);
'
