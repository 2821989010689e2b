import { describe, expect, it } from 'vitest';
import { BENCHMARK_LESSON, benchmarkWorld } from './benchmark-world';

/* The benchmark builder's use cases (issue 15): product words in, the right call out; the active set follows product-spec §4. */

describe('benchmark set use cases', () => {
  it('makes a new set the active one and clears the stored one on publish', async () => {
    const { services, benchmarkPort, active } = benchmarkWorld(undefined, 2);
    const created = await services.benchmarkSets.createSet(BENCHMARK_LESSON);
    expect(created.ok && created.data.id).toBe(101);
    expect(await services.benchmarkSets.activeSet()).toBe(101);
    await services.benchmarkSets.publishSet(2);
    expect(benchmarkPort.publish).toHaveBeenCalledWith(2);
    expect(active.read()).toBeNull();
  });

  it('keeps the active set when a publish is refused, and forgets it when it is removed', async () => {
    const { services } = benchmarkWorld(undefined, 1);
    const refused = await services.benchmarkSets.publishSet(1);
    expect(refused.ok).toBe(false);
    expect(await services.benchmarkSets.activeSet()).toBe(1);
    await services.benchmarkSets.chooseActiveSet(2);
    await services.benchmarkSets.removeSet(1);
    expect(await services.benchmarkSets.activeSet()).toBe(2);
    await services.benchmarkSets.removeSet(2);
    expect(await services.benchmarkSets.activeSet()).toBeNull();
  });

  it('sends titles trimmed in their language, and links or unlinks a unit', async () => {
    const { services, benchmarkPort } = benchmarkWorld();
    await services.benchmarkSets.renameSet(1, 'es', '  Conjunto B ');
    expect(benchmarkPort.setTitle).toHaveBeenCalledWith(1, 'Conjunto B', 'es');
    await services.benchmarkSets.linkUnit(1, 2);
    expect(benchmarkPort.link).toHaveBeenCalledWith(1, 2);
    await services.benchmarkSets.linkUnit(1, null);
    expect(benchmarkPort.unlink).toHaveBeenCalledWith(1);
    await services.benchmarkSets.changeQuestionSetCount(1, 4);
    expect(benchmarkPort.setCount).toHaveBeenCalledWith(1, 4);
  });
});
