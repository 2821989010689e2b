import { createContext, useContext } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ComponentDraft, LessonContentUseCases } from '@application/authoring/lesson-content.use-cases';
import type { ApiResult } from '@application/ports/api-result';
import type { DraftOwner } from '@domain/authoring/draft-owner';
import { useSerialSaver, type SaveOutcome as SerialSaveOutcome, type SaveState, type SerialSaver } from '../serial-saver';
import { lessonDraftKeys, useLessonDraftChange } from './lesson-draft.queries';

/** One change to the lesson's or story's draft: the use case to call with the version and the draft as they are when the change runs. */
export type DraftChange = (content: LessonContentUseCases, version: number, latest: ComponentDraft) => Promise<ApiResult<ComponentDraft>>;

/** How a change ended: the server's confirmation, or its refusal (field errors included). `D` is the draft answered (the biography and timeline builders' too). */
export type SaveOutcome<D = ComponentDraft> = SerialSaveOutcome<D>;
export type { SaveState };

export type DraftSaver = SerialSaver<DraftChange, ComponentDraft>;

/** The component builder's one line of changes to a lesson's or story's draft (serial-saver.ts): each change sees the draft as it is when it runs. */
export function useDraftSaver(owner: DraftOwner, unitId: number): DraftSaver {
  const client = useQueryClient();
  const mutation = useLessonDraftChange<DraftChange>(owner, unitId, (content, version, change) =>
    change(content, version, client.getQueryData<ComponentDraft>(lessonDraftKeys.of(owner))!),
  );
  return useSerialSaver(mutation.mutateAsync);
}

const SaverContext = createContext<DraftSaver['save'] | null>(null);
export const DraftSaverProvider = SaverContext.Provider;

/** The builder's `save`, for the fields deep in the properties panel. */
export function useSave(): DraftSaver['save'] {
  const save = useContext(SaverContext);
  if (!save) throw new Error('useSave is used outside the component builder');
  return save;
}

/** The server's message for `field` (or a part of it, such as `title.en`) in a refusal, if any. */
export function fieldErrorOf(outcome: SaveOutcome<unknown>, field: string): string | null {
  if (outcome.ok) return null;
  const named = outcome.failure?.fields.find((f) => f.field === field || f.field.startsWith(`${field}.`));
  return named?.message ?? null;
}
