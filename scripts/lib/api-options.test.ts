// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listenProblem, readApiOptions } from './api-options';

describe('npm run api flags', () => {
  it('reads a port and several site origins', () => {
    expect(readApiOptions(['--port', '8790', '--cors-origin', 'http://localhost:8080', '--cors-origin', 'https://staging.example.ph'])).toEqual({
      options: { port: 8790, host: '127.0.0.1', corsOrigins: ['http://localhost:8080', 'https://staging.example.ph'] },
    });
    expect(readApiOptions([])).toEqual({ options: { port: 8790, host: '127.0.0.1', corsOrigins: [] } });
  });

  it.each([
    [['--port', 'abc'], '--port abc: not a port'],
    [['--port', '70000'], '--port 70000: not a port'],
    [['--cors-origin', 'localhost:8080'], 'the scheme must be http or https'],
    [['--cors-origin', 'http://localhost:8080/'], 'expected "http://localhost:8080"'],
    [['--cors-origin', 'not an origin'], 'is not an origin'],
    [['--bogus'], "Unknown option '--bogus'"],
  ])('refuses %j, saying what is wrong', (args, problem) => {
    const read = readApiOptions(args);
    expect('problem' in read && read.problem).toContain(problem);
  });

  it('says a taken port is taken and which to try', () => {
    expect(listenProblem(Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' }), { port: 8790, host: '127.0.0.1', corsOrigins: [] })).toMatch(/port 8790 on 127\.0\.0\.1 is taken.*--port 8791/);
  });
});
