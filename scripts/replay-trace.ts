/**
 * `npm run replay -- trace.json`: replays a QA trace (downloaded from the user menu) against the
 * domain machines and fails, naming the actor, step and event, when a state differs.
 */
import { readFile } from 'node:fs/promises';
import { MACHINES } from '@domain/qa/machine-registry';
import { replayTrace } from '@domain/qa/replay';
import { qaTraceSchema } from '@domain/qa/trace';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run replay -- <trace.json>');
    return 2;
  }
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    console.error(`cannot read ${file}: ${(error as Error).message}`);
    return 2;
  }
  const parsed = qaTraceSchema.safeParse(json);
  if (!parsed.success) {
    console.error(`${file} is not a QA trace: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    return 2;
  }
  let failed = 0;
  for (const result of replayTrace(parsed.data, MACHINES)) {
    if (result.ok) continue;
    failed += 1;
    const m = result.mismatch;
    console.error(
      `✗ ${m.actorId} step ${m.step} (${m.eventType}): expected state ${JSON.stringify(m.expected)}, got ${JSON.stringify(m.actual)}`,
    );
  }
  const total = parsed.data.actors.length;
  console.log(`${total - failed} of ${total} actor traces replayed identically`);
  return failed === 0 ? 0 : 1;
}

main().then((code) => process.exit(code));
