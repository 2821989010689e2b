import type { QueryKey } from '@tanstack/react-query';
import { useSerialSaver, type SerialSaver } from '../serial-saver';
import { useReadingDraftChange, type ReadingChange, type ReadingDraft } from './reading-drafts.queries';

export type ReadingDraftSaver<D extends ReadingDraft> = SerialSaver<ReadingChange<D>, D>;

/** A biography's or timeline's one line of changes, as the lesson builder's (serial-saver.ts). */
export function useReadingDraftSaver<D extends ReadingDraft>(key: QueryKey, unitId: number): ReadingDraftSaver<D> {
  return useSerialSaver(useReadingDraftChange<D>(key, unitId).mutateAsync);
}
