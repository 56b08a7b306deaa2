/**
 * npm run db:seed [-- --providers N --reviews N --reset --chunk N]
 *
 * Migrates the configured database (DATABASE_URL for PostgreSQL, else PGLITE_DIR), adds the
 * reference data and, on an empty database, the demo data (unless SEED_DEMO=false). With
 * --providers (and --reviews) it then adds the large benchmark set; --reset first removes what
 * earlier large runs added, keeping the demo data.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { runBulkSeed } from './bulk-seed.ts';
import { seedIfEmpty } from './seed-if-empty.ts';

const USAGE = `Usage: npm run db:seed [-- --providers N [--reviews N] [--reset] [--chunk N]]

  --providers N   add N generated providers (with categories, subcategories, city, location, pictures)
  --reviews N     add N reviews of those providers (each on a completed event of a generated organiser)
  --reset         first remove providers, organisers and reviews added by earlier runs (the demo data stays)
  --chunk N       rows per INSERT statement, default 25000

Database: DATABASE_URL (PostgreSQL) when set, else the PGlite directory PGLITE_DIR (default ./data/pglite).`;

const count = (name: string, value: string | undefined): number => {
  if (value === undefined) return 0;
  const n = Number(value.replaceAll('_', ''));
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--${name} expects a whole number, got "${value}"`);
  return n;
};

const main = async () => {
  const { values } = parseArgs({
    options: {
      providers: { type: 'string' }, reviews: { type: 'string' }, chunk: { type: 'string' }, reset: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const providers = count('providers', values.providers);
  const reviews = count('reviews', values.reviews);
  if (reviews > 0 && providers === 0) throw new Error('--reviews needs --providers: reviews are added for the providers of the same run');
  const chunkSize = values.chunk === undefined ? undefined : count('chunk', values.chunk);

  const log = (line: string) => process.stdout.write(`[db:seed] ${line}\n`);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 2 });
  try {
    log(`database: ${database.engine}${config.pgliteDir ? ` in ${config.pgliteDir}` : ''}`);
    await database.migrate();
    if (config.seedDemo) {
      const t0 = performance.now();
      const seeded = await seedIfEmpty(database.db);
      log(seeded ? `demo data added (${Math.round(performance.now() - t0)} ms)` : 'reference data checked; the database already has users, demo data left as it is');
    }
    if (providers > 0 || values.reset) {
      const result = await runBulkSeed({ db: database.db, providers, reviews, reset: values.reset, chunkSize, log });
      log(`done: ${result.providers.toLocaleString('en-NZ')} providers, ${result.reviews.toLocaleString('en-NZ')} reviews, ${result.events.toLocaleString('en-NZ')} events, ${result.organisers.toLocaleString('en-NZ')} organisers in ${result.seconds.toFixed(1)} s`);
    }
  } finally {
    await database.close();
  }
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`[db:seed] failed: ${error instanceof Error ? error.message : String(error)}\n`);
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) process.stderr.write(`\n${USAGE}\n`);
    else if (process.env.DEBUG && error instanceof Error) process.stderr.write(`${error.stack}\n`);
    process.exit(1);
  },
);
