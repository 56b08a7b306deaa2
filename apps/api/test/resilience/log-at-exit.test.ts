import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.ts';

// A process that logs a burst and exits, its stdout a pipe read slowly (as a log shipper under
// load reads it): with endLog before exiting, every line arrives, in order. Without it, pino's
// write in progress at exit can land after the lines written synchronously behind it.

const LINES = 3_000;
const SCRIPT = join(REPO_ROOT, 'apps/api/test/resilience/log-burst.ts');

/** Runs the script (with endLog), reading nothing for the first 300 ms; the messages' `i` (or 'last') in the order received. */
const run = () =>
  new Promise<string[]>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, 'end'], { cwd: REPO_ROOT, env: { ...process.env, LINES: String(LINES) }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.pause();
    setTimeout(() => child.stdout.resume(), 300);
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.stdout.on('close', () =>
      resolve(output.split('\n').filter(Boolean).map((line) => {
        try {
          const entry = JSON.parse(line) as { i?: number; msg: string };
          return entry.msg === 'last' ? 'last' : String(entry.i);
        } catch {
          return `cut: ${line.slice(0, 40)}`;
        }
      })),
    );
  });

describe('endLog', () => {
  it('lets every line logged before the exit reach a slow reader, in order', { timeout: 30_000 }, async () => {
    const expected = [...Array.from({ length: LINES }, (_, i) => String(i)), 'last'];
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await run()).toEqual(expected);
  });
});
