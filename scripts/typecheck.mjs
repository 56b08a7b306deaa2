#!/usr/bin/env node
// npm run typecheck: every workspace's `tsc --noEmit -p .`, two at a time (each tsc uses one core;
// one after another they took 2 min 8 s on a 2-core machine). A workspace's errors are printed
// together when it ends; the run fails if any workspace fails. TYPECHECK_JOBS sets how many at once.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The workspace folders (the root's globs are `dir/*` or a plain folder) that have a typecheck script. */
const folders = workspaces.flatMap((pattern) => {
  if (!pattern.endsWith('/*')) return [pattern];
  const parent = pattern.slice(0, -2);
  return existsSync(join(root, parent)) ? readdirSync(join(root, parent)).map((name) => `${parent}/${name}`) : [];
}).filter((folder) => {
  const manifest = join(root, folder, 'package.json');
  return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.typecheck;
});

const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS ?? Math.min(2, availableParallelism())));

const run = (folder) => new Promise((resolveRun) => {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', 'typecheck'], { cwd: join(root, folder), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.stderr.on('data', (chunk) => { output += chunk; });
  child.on('close', (code) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${folder} (${seconds} s)\n${code === 0 ? '' : output}`);
    resolveRun(code === 0);
  });
});

const queue = [...folders];
const results = await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, async () => {
  let allPassed = true;
  while (queue.length > 0) allPassed = (await run(queue.shift())) && allPassed;
  return allPassed;
}));
process.exit(results.every(Boolean) ? 0 : 1);
