#!/usr/bin/env bash
# The contract (dist/openapi.json, written by the production build) as a backend team's tools read
# it: Redocly's recommended rules (redocly.yaml) and Spectral's spectral:oas (.spectral.yaml). Either
# failing on an error fails npm test; the warnings left are listed with why in those two files.
# Neither needs the network: Redocly's telemetry and update check are turned off here (checked with
# strace: no connection is opened either way), and both rulesets come with the packages.
set -euo pipefail
cd "$(dirname "$0")/../.."
document="${1:-dist/openapi.json}"
if [ ! -f "$document" ]; then
  echo "scripts/contract/lint-openapi.sh: no $document (expected the production build's contract: run npx vite build, or npm run openapi)" >&2
  exit 2
fi
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true
echo "-- Redocly recommended (redocly.yaml)"
npx redocly lint "$document" --format=summary
echo "-- Spectral spectral:oas (.spectral.yaml)"
npx spectral lint "$document" --ruleset .spectral.yaml --fail-severity=error
