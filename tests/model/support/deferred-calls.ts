import { expect } from 'vitest';

/** An actor's call the test settles by hand, in the order the model's path asks. */
export interface DeferredCall<I, O> {
  readonly input: I;
  resolve(value: O): void;
  reject(error: unknown): void;
  settled?: boolean;
}

/** Lets the machine react to what just happened (promise callbacks and the actors they start). */
export const settle = () => new Promise((resolve) => setImmediate(resolve));

/** The calls of `list` not settled yet. */
export const openCalls = <I, O>(list: readonly DeferredCall<I, O>[]) => list.filter((d) => !d.settled);

/** Settles the one open call of `list` (there must be exactly one) and lets the machine react. */
export async function settleOne<I, O>(list: DeferredCall<I, O>[], outcome: { value: O } | { error: unknown }): Promise<void> {
  const pending = openCalls(list);
  expect(pending).toHaveLength(1);
  pending[0].settled = true;
  if ('value' in outcome) pending[0].resolve(outcome.value);
  else pending[0].reject(outcome.error);
  await settle();
}
