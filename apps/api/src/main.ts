import { loadConfig } from './config.ts';
import { exitOnStartFailure, runServer } from './server.ts';

// One API process: read the config, migrate and seed, listen (server.ts). Several supervised
// processes: cluster.ts (npm run start:cluster).
const start = async () => {
  await runServer(loadConfig());
};

start().catch(exitOnStartFailure);
