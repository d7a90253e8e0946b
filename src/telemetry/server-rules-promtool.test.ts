// @vitest-environment node
// Issue 63: the server-side Prometheus files as Prometheus's own tools read them: the scrape
// configuration (with both rule files it loads), the blackbox exporter's modules, and the rules'
// tests (docs/otel/server-alert-rules.test.yaml), where each alert is shown firing and not firing.
// The tools are Debian's (prometheus 2.42, prometheus-blackbox-exporter 0.23), installed by .ci/run.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { requireTool } from '../../scripts/lib/prometheus-tools';

const dir = 'docs/otel';
const run = (binary: string, args: string[], cwd = dir) => {
  const done = spawnSync(binary, args, { cwd, encoding: 'utf8' });
  return { ok: done.status === 0, output: `${done.stdout}${done.stderr}` };
};

const rules = (parse(readFileSync(join(dir, 'server-alert-rules.yaml'), 'utf8')) as { groups: { rules: { alert: string }[] }[] }).groups.flatMap((group) => group.rules.map((rule) => rule.alert));
const ruleTests = parse(readFileSync(join(dir, 'server-alert-rules.test.yaml'), 'utf8')) as { tests: { alert_rule_test: { alertname: string; exp_alerts: unknown[] }[] }[] };

describe('docs/otel by Prometheus\'s tools (issue 63)', () => {
  it('promtool accepts the scrape configuration and both rule files it loads', () => {
    const promtool = requireTool('promtool');
    const config = run(promtool, ['check', 'config', 'prometheus.yaml']);
    expect(config.ok, config.output).toBe(true);
    const checked = run(promtool, ['check', 'rules', 'server-alert-rules.yaml', 'alert-rules.yaml']);
    expect(checked.ok, checked.output).toBe(true);
  });

  it('the blackbox exporter accepts its modules', () => {
    const checked = run(requireTool('blackbox'), ['--config.file', 'blackbox.yaml', '--config.check']);
    expect(checked.ok, checked.output).toBe(true);
    expect(checked.output).not.toMatch(/level=warn/);
  });

  it.each(rules)('%s is shown firing and not firing in the rules\' tests', (alert) => {
    const cases = ruleTests.tests.flatMap((test) => test.alert_rule_test).filter((test) => test.alertname === alert);
    expect(cases.some((test) => test.exp_alerts.length > 0), `server-alert-rules.test.yaml: no case where ${alert} fires`).toBe(true);
    expect(cases.some((test) => test.exp_alerts.length === 0), `server-alert-rules.test.yaml: no case where ${alert} stays silent`).toBe(true);
  });

  it('promtool\'s rule tests pass', () => {
    const tested = run(requireTool('promtool'), ['test', 'rules', 'server-alert-rules.test.yaml']);
    expect(tested.ok, tested.output).toBe(true);
  });

  it('(the control) they fail for a rule that pages on two failed checks instead of three', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'kaagapay-rules-'));
    try {
      cpSync(dir, scratch, { recursive: true });
      const file = join(scratch, 'server-alert-rules.yaml');
      const text = readFileSync(file, 'utf8');
      writeFileSync(file, text.replace(/(probe_success\{job="kaagapay-healthz"\} == 0\n\s+for: )1m/, '$130s'));
      expect(readFileSync(file, 'utf8')).not.toBe(text);
      const tested = run(requireTool('promtool'), ['test', 'rules', 'server-alert-rules.test.yaml'], scratch);
      expect(tested.ok).toBe(false);
      expect(tested.output).toMatch(/alertname: KaagapayHealthzDown[\s\S]*exp:\[\][\s\S]*got:\[/);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
