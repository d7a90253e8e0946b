#!/usr/bin/env bash
# npm test: every check CI runs, in the order a failure is cheapest to see.
set -euo pipefail
cd "$(dirname "$0")/.."
export VITE_CONFIG_NATIVE_IGNORE_WARNING=true
mkdir -p test-results

step() { printf '\n== %s\n' "$1"; }

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
step "end-to-end tests in Chromium, on the production build just made (served as a host serves it), with visual baselines"
E2E_SKIP_BUILD=1 npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json=test-results/e2e.json
step "Storybook builds and every story renders in Chromium"
npx storybook build -o storybook-static --quiet
npx tsx tests/storybook/smoke.ts | tee test-results/storybook.txt
npx tsx scripts/summarise-tests.ts test-results/unit.json test-results/e2e.json test-results/storybook.txt
