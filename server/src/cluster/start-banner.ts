import type { ServerConfig } from '../config';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo-world.seed';

/** What a start prints once the port answers: where, on which database, with how many processes, and the demo sign-ins. */
export function startBanner(config: ServerConfig): string {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const processes = config.workers > 1 ? ` — ${config.workers} workers` : '';
  const lines = [`Course platform on ${config.tls ? 'https' : 'http'}://localhost:${config.port} — database: ${where}${processes}`];
  if (config.seedDemo) {
    lines.push(`Demo users (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.username).join(', ')}`);
  }
  return lines.join('\n');
}
