import pino from 'pino';
import { endLog } from '../../src/lib/logger.ts';

// For log-at-exit.test.ts: logs LINES entries to stdout as the server does (pino's asynchronous
// stdout), waits a moment, logs 'last' and exits; with the argument `end`, after endLog. Without it
// (`node --import tsx apps/api/test/resilience/log-burst.ts | (sleep 0.3; cat)`) lines go missing.

const LINES = Number(process.env.LINES ?? 3_000);
const log = pino({ level: 'info' });
const filler = 'x'.repeat(200);
for (let i = 0; i < LINES; i += 1) log.info({ i, filler }, 'entry');
// A turn of the event loop: the burst's write is now in progress, held up by the reader.
await new Promise((resolve) => setTimeout(resolve, 50));
log.info('last');
if (process.argv[2] === 'end') await endLog(log);
process.exit(0);
