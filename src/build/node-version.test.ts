// @vitest-environment node
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { minimumNodeMajor, nodeVersionProblem } from './node-version';

describe('the Node a release is built on (issue 63)', () => {
  it("reads package.json's engines", () => {
    expect(minimumNodeMajor(packageJson.engines.node)).toBe(24);
    expect(minimumNodeMajor('>= 22.12.0')).toBe(22);
    expect(minimumNodeMajor('^20 || ^22')).toBeUndefined();
  });

  it('refuses an older Node, naming the one needed and how to get it', () => {
    expect(nodeVersionProblem('>=24', '20.20.2')).toMatch(/^A release is built on Node 24 or later .*this is Node 20\.20\.2\. Install Node 24 LTS, or run `source scripts\/test-support\/node-24\.sh`/);
    expect(nodeVersionProblem('>=24', '24.11.1')).toBeUndefined();
    expect(nodeVersionProblem('>=24', '26.0.0')).toBeUndefined();
  });
});
