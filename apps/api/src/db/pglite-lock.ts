import { closeSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/**
 * One process per embedded database. PGlite keeps its own copy of the data in memory and writes it
 * back to PGLITE_DIR, so two processes on one directory both accept writes and one of them loses
 * all of its own at the next start. A lock file beside the directory (`<PGLITE_DIR>.lock`: PGlite
 * refuses to initialise a directory that already holds a file) records the owner's pid and host;
 * a second process finds a live owner and refuses to start. A crashed owner's lock (its pid is gone)
 * is taken over, so nothing stays stuck.
 */

export class DatabaseLockedError extends Error {}

type TOwner = { pid: number; host: string; started_at: string };

export type TPgliteLock = { path: string; release(): void };

export const lockPathFor = (pgliteDir: string) => `${pgliteDir.replace(/[\\/]+$/, '')}.lock`;

const readOwner = (path: string): TOwner | null => {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<TOwner>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string' ? (parsed as TOwner) : null;
  } catch {
    return null;
  }
};

/** Alive, or on another host (where we cannot tell, so we assume it is). */
const isLive = (owner: TOwner): boolean => {
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const lockedMessage = (pgliteDir: string, path: string, owner: TOwner) =>
  `The embedded database in ${pgliteDir} is already in use by another Hui Events process ` +
  `(pid ${owner.pid} on ${owner.host}, started ${owner.started_at}). Two processes on one PGLITE_DIR lose data. ` +
  `Stop that process first, or give this one its own PGLITE_DIR, or use PostgreSQL (DATABASE_URL). ` +
  `If no such process is running, delete ${path}.`;

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Takes the lock of `pgliteDir` for this process, or throws DatabaseLockedError naming the owner. */
export const acquirePgliteLock = (pgliteDir: string): TPgliteLock => {
  const path = lockPathFor(pgliteDir);
  mkdirSync(dirname(path), { recursive: true });
  const me: TOwner = { pid: process.pid, host: hostname(), started_at: new Date().toISOString() };

  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, JSON.stringify(me));
      } finally {
        closeSync(fd);
      }
      return holdLock(path, me);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(path);
    if (!owner && attempt < 3) {
      sleepSync(50); // its owner may be writing it right now
      continue;
    }
    if (owner && isLive(owner)) throw new DatabaseLockedError(lockedMessage(pgliteDir, path, owner));
    // Stale (its process is gone) or unreadable: move it aside, and check that what we moved is
    // what we judged stale, not the fresh lock of a process that took it over meanwhile.
    const aside = `${path}.${process.pid}.stale`;
    try {
      renameSync(path, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readOwner(aside);
    if (moved && owner && (moved.pid !== owner.pid || moved.started_at !== owner.started_at) && isLive(moved)) {
      renameSync(aside, path);
      throw new DatabaseLockedError(lockedMessage(pgliteDir, path, moved));
    }
    unlinkSync(aside);
  }
  throw new DatabaseLockedError(`Could not take the lock ${path} of the embedded database in ${pgliteDir}: other processes keep taking it.`);
};

const holdLock = (path: string, me: TOwner): TPgliteLock => {
  let isHeld = true;
  const release = () => {
    if (!isHeld) return;
    isHeld = false;
    process.off('exit', release);
    const owner = readOwner(path);
    if (owner?.pid === me.pid && owner.started_at === me.started_at) {
      try {
        unlinkSync(path);
      } catch {
        // already gone
      }
    }
  };
  // Any exit that runs JavaScript releases it; a killed process leaves a stale lock the next one takes over.
  process.on('exit', release);
  return { path, release };
};
