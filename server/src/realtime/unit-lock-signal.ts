import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { ClassSignalTarget, unitLocksChangedSchema } from '@domain/realtime/class-signal.contract';
import { listClassroomStudentIds } from '../modules/classroom/live-class.repository';
import type { ConnectionRegistry } from './connection-registry';

/** Announced by a trigger on every lock row written (migration 20261124003400_unit_lock_signal). */
export const UNIT_LOCK_SIGNAL_CHANNEL = 'classroom_unit_locks_signal';

/**
 * Tells the connected students of a classroom that it locked or unlocked a unit. Every process hears
 * the trigger's announcement and pushes to its own connections (no second NOTIFY); with nobody
 * connected here it reads nothing.
 */
export function listenForUnitLocks(ctx: AppContext, registry: ConnectionRegistry, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  return ctx.db.listen(UNIT_LOCK_SIGNAL_CHANNEL, (raw) => {
    let change;
    try {
      change = unitLocksChangedSchema.safeParse(JSON.parse(raw));
    } catch {
      change = null;
    }
    if (!change?.success) {
      log.warn('ignored a unit lock announcement that does not parse');
      return;
    }
    if (registry.size === 0) return;
    const signal = change.data;
    listClassroomStudentIds(ctx.db, signal.classroomId)
      .then((students) => ctx.classSignals.send(students, ClassSignalTarget.UnitLocksChanged, signal))
      .catch((err: unknown) => log.error({ err }, 'unit lock signal failed'));
  });
}
