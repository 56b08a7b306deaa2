/**
 * npm run provider:verify -- EMAIL [--revoke]
 *
 * The operator's check of a new service provider: the account becomes active and the business
 * verified and active, so organisers see it and it can quote. --revoke puts it back to awaiting
 * verification. Opens the configured database (DATABASE_URL, else PGLITE_DIR) like the server.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { setProviderVerification } from '../modules/provider-account/provider-verification-service.ts';

const USAGE = `Usage: npm run provider:verify -- EMAIL [--revoke]

  EMAIL      the provider's sign-in e-mail
  --revoke   take the verification back (the business awaits verification again)

Database: DATABASE_URL (PostgreSQL) when set, else the PGlite directory PGLITE_DIR (default ./data/pglite;
stop the server first: one process at a time may open a PGlite directory).`;

const flags = (state: { status: string; isVerified: boolean; isActive: boolean }) =>
  `account ${state.status}, ${state.isVerified ? 'verified' : 'not verified'}, ${state.isActive ? 'active' : 'inactive'}`;

const main = async () => {
  const { values, positionals } = parseArgs({
    options: { revoke: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (positionals.length !== 1) throw new Error(`expected one e-mail address, got ${positionals.length}\n\n${USAGE}`);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 1 });
  try {
    const result = await setProviderVerification({ db: database.db, email: positionals[0]!, revoke: values.revoke });
    process.stdout.write(
      `[provider:verify] ${result.action} ${result.businessName} (provider ${result.providerId}, ${result.email})\n` +
        `  before: ${flags(result.before)}\n  now:    ${flags(result.after)}\n`,
    );
  } finally {
    await database.close();
  }
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`[provider:verify] failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
