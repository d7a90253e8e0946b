#!/usr/bin/env bash
# npm test: every check CI runs, in the order a failure is cheapest to see.
set -euo pipefail
cd "$(dirname "$0")/.."
# Node 24 LTS runs every step (issue 41): installed from the npm registry when the machine's is older.
source scripts/node-24.sh
export VITE_CONFIG_NATIVE_IGNORE_WARNING=true
mkdir -p test-results

# Each step's wall time is printed when the next begins, and all of them at the end (issue 17's
# budget for npm test is 12 minutes on 2 cores; these lines show where it goes).
started=$SECONDS
current=""
current_start=$SECONDS
timings=""
lap() { if [ -n "$current" ]; then timings+="$(printf '%5ds  %s' $((SECONDS - current_start)) "$current")"$'\n'; fi; }
step() { lap; current="$1"; current_start=$SECONDS; printf '\n== %s\n' "$1"; }

step "runtime dependencies have no high or critical advisory (npm audit --omit=dev)"
npx tsx scripts/audit.ts
step "screen documents (npm run validate)"
npx tsx scripts/validate.ts
step "generated types and reference are current (npm run typegen:check, npm run reference:check)"
npx tsx scripts/typegen.ts --check
npx tsx scripts/reference.ts --check
step "type check (app, scripts, tests; bench/)"
npx tsc -p tsconfig.json --noEmit
npx tsc -p bench/tsconfig.json --noEmit
step "lint: layers, import cycles, hooks (npm run lint, eslint.config.js)"
npx eslint .
step "unit and component tests"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json
step "production build: no dev API, bundle budgets (config/bundle-budgets.json)"
npx vite build --logLevel warn
npx tsx scripts/check-production-build.ts
npx tsx scripts/bundle-budgets.ts
step "the contract as a backend team's linters read it: Redocly recommended, Spectral spectral:oas (dist/openapi.json, 0 errors)"
bash scripts/lint-openapi.sh dist/openapi.json
step "end-to-end tests in Chromium, on the production build just made, behind Debian's nginx with the site it wrote, with visual baselines"
E2E_SKIP_BUILD=1 npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json=test-results/e2e.json
step "Storybook builds and every story renders in Chromium"
npx storybook build -o storybook-static --quiet
npx tsx tests/storybook/smoke.ts | tee test-results/storybook.txt
npx tsx scripts/summarise-tests.ts test-results/unit.json test-results/e2e.json test-results/storybook.txt
lap
printf '\nTime per step:\n%s%5ds  in all\n' "$timings" $((SECONDS - started))
