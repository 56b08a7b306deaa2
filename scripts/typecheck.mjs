#!/usr/bin/env node
// npm run typecheck: every workspace with a typecheck script, type-checked as its own tsconfig.json
// says. Workspaces whose compiler options are the same are checked together, in one program: the
// shared packages (contract, ui, web-core) are then read and checked once instead of once by every
// workspace that imports them (104 s of tsc one workspace at a time -> 49 s in three programs on a
// two-core machine). The programs run two at a time (TYPECHECK_JOBS sets how many at once); each
// one's errors are printed together when it ends, and the run fails if any fails.
// `npm run typecheck -w <workspace>` still checks one workspace alone.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const { workspaces } = readJson(join(root, 'package.json'));
const BASE = join(root, 'tsconfig.base.json');

/** The workspace folders (the root's globs are `dir/*` or a plain folder) that have a typecheck script. */
const folders = workspaces.flatMap((pattern) => {
  if (!pattern.endsWith('/*')) return [pattern];
  const parent = pattern.slice(0, -2);
  return existsSync(join(root, parent)) ? readdirSync(join(root, parent)).map((name) => `${parent}/${name}`) : [];
}).filter((folder) => {
  const manifest = join(root, folder, 'package.json');
  return existsSync(manifest) && readJson(manifest).scripts?.typecheck;
});

/**
 * A workspace's tsconfig.json as one program's part: its own compiler options (over the base it
 * must extend) and its include and exclude made absolute. A tsconfig this cannot merge (another
 * base, files, references) is checked on its own.
 */
const partOf = (folder) => {
  const config = readJson(join(root, folder, 'tsconfig.json'));
  const isMergeable = config.extends && resolve(root, folder, config.extends) === BASE && !config.files && !config.references;
  const absolute = (patterns = []) => patterns.map((pattern) => join(root, folder, pattern));
  return {
    folder,
    key: isMergeable ? JSON.stringify(config.compilerOptions ?? {}) : `alone:${folder}`,
    compilerOptions: config.compilerOptions ?? {},
    include: absolute(config.include ?? ['**/*']),
    exclude: absolute(config.exclude ?? ['node_modules']),
  };
};

const groups = new Map();
for (const part of folders.map(partOf)) groups.set(part.key, [...(groups.get(part.key) ?? []), part]);

// The programs' tsconfigs live inside the repository, so that `types` resolve from its node_modules.
const configDir = join(root, 'node_modules', '.cache', 'typecheck');
mkdirSync(configDir, { recursive: true });
const programs = [...groups.values()].map((parts, index) => {
  if (parts.length === 1 && parts[0].key.startsWith('alone:')) return { name: parts[0].folder, project: join(root, parts[0].folder) };
  const project = join(configDir, `program-${index}.json`);
  writeFileSync(project, `${JSON.stringify({
    extends: BASE,
    compilerOptions: parts[0].compilerOptions,
    include: parts.flatMap((part) => part.include),
    exclude: parts.flatMap((part) => part.exclude),
  }, null, 2)}\n`);
  return { name: parts.map((part) => part.folder).join(' + '), project };
});

const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS ?? Math.min(2, availableParallelism())));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

const run = ({ name, project }) => new Promise((resolveRun) => {
  const started = Date.now();
  const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.stderr.on('data', (chunk) => { output += chunk; });
  child.on('close', (code) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)\n${code === 0 ? '' : output}`);
    resolveRun(code === 0);
  });
});

// The biggest programs first, so that the last to start is a short one.
const queue = programs.sort((a, b) => b.name.split(' + ').length - a.name.split(' + ').length);
const results = await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, async () => {
  let allPassed = true;
  while (queue.length > 0) allPassed = (await run(queue.shift())) && allPassed;
  return allPassed;
}));
process.exit(results.every(Boolean) ? 0 : 1);
