// Debian's Prometheus tools the server-side signals are checked with (docs/otel/, issue 63):
// promtool (package prometheus) for the scrape configuration and the alert rules and their tests,
// and the blackbox exporter (package prometheus-blackbox-exporter) for the uptime checks. `.ci/run`
// installs both; a test that needs one fails naming the package, never skips.
import { existsSync } from 'node:fs';

export const prometheusTools = {
  promtool: { binary: process.env.PROMTOOL_PATH ?? '/usr/bin/promtool', package: 'prometheus' },
  blackbox: { binary: process.env.BLACKBOX_EXPORTER_PATH ?? '/usr/bin/prometheus-blackbox-exporter', package: 'prometheus-blackbox-exporter' },
} as const;

/** The tool's binary; throws naming the Debian package to install when it is missing. */
export function requireTool(name: keyof typeof prometheusTools): string {
  const { binary, package: debian } = prometheusTools[name];
  if (!existsSync(binary)) throw new Error(`${binary} is missing; install Debian's ${debian}: apt-get install --no-install-recommends ${debian} (.ci/run does; its services need not run)`);
  return binary;
}
