import type { MachineActorFactory } from '@application/machines/machine-actor-factory';

/**
 * The machine actor factory without xstate in the first load. Every machine runs on a screen or in a
 * service that loads after the first paint (lesson status, assessments, answer sync, notifications,
 * the idle watch), and each of those imports its machine, hence xstate, itself. So the factory and
 * xstate load as one chunk started at composition time; the chunk's own import begins first, so it
 * has resolved before any later chunk that needs xstate has run. A call before that is a bug.
 */
export function createDeferredMachineActorFactory(load: () => Promise<MachineActorFactory>): MachineActorFactory {
  let loaded: MachineActorFactory | null = null;
  void load().then((factory) => {
    loaded = factory;
  });
  return {
    create(machine, options) {
      if (!loaded) throw new Error(`Machine actor for "${machine.id}" requested before the machine chunk loaded`);
      return loaded.create(machine, options);
    },
  };
}
