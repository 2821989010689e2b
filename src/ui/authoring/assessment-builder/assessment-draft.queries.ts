import { createContext, useContext } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentBuilderUseCases, AssessmentDraft, AssessmentDraftSource } from '@application/authoring/assessment-builder.use-cases';
import type { ApiResult } from '@application/ports/api-result';
import { useServices } from '../../app/services-context';
import { dataOf, failureOf, savedOf } from '../../app/server-state/api-result-query';
import { authoringKeys } from '../authoring.queries';
import { lessonDraftKeys } from '../lesson-builder/lesson-draft.queries';
import { useSerialSaver, type SerialSaver } from '../serial-saver';

/** Assessment drafts, under the back office's key so a publish makes them stale too. */
export const assessmentDraftKeys = {
  all: () => [...authoringKeys.all, 'assessmentDraft'] as const,
  of: (source: AssessmentDraftSource) => [...assessmentDraftKeys.all(), source.lessonId, source.setId ?? null] as const,
};

export const assessmentDraftQueries = {
  /** Other creators edit too: asked again each time the builder or a preview opens. */
  of: (builder: AssessmentBuilderUseCases, source: AssessmentDraftSource) =>
    queryOptions({ queryKey: assessmentDraftKeys.of(source), queryFn: () => dataOf(builder.openAssessment(source)), staleTime: 0 }),
};

/** One change to the assessment: the use case to call with the version and the draft as they are when the change runs. */
export type AssessmentChange = (builder: AssessmentBuilderUseCases, version: number, latest: AssessmentDraft) => Promise<ApiResult<AssessmentDraft>>;
export type AssessmentSaver = SerialSaver<AssessmentChange, AssessmentDraft>;

const isDraft = (value: unknown): value is AssessmentDraft => {
  const draft = value as Partial<AssessmentDraft> | null | undefined;
  return typeof draft?.version === 'number' && Array.isArray(draft.sections);
};

/**
 * The builder's one line of changes (serial-saver.ts). Each answer is the whole draft at its new
 * version and replaces the cached one; a stale refusal carries the draft as it is now (`current`),
 * which replaces it too. The owner's version is the lesson's, so the lesson's draft and the unit
 * builder's row are made stale.
 */
export function useAssessmentSaver(source: AssessmentDraftSource): AssessmentSaver {
  const { assessmentBuilder } = useServices();
  const client = useQueryClient();
  const key = assessmentDraftKeys.of(source);
  const keep = (draft: AssessmentDraft) => {
    client.setQueryData(key, draft);
    void client.invalidateQueries({ queryKey: lessonDraftKeys.lesson(draft.lessonId) });
    void client.invalidateQueries({ queryKey: authoringKeys.unit(draft.unitId) });
  };
  const mutation = useMutation({
    mutationFn: (change: AssessmentChange) => {
      const latest = client.getQueryData<AssessmentDraft | null>(key);
      if (!latest) throw new Error('The assessment is not loaded');
      return savedOf(change(assessmentBuilder, latest.version, latest));
    },
    onSuccess: (saved) => keep(saved.data),
    onError: (error) => {
      const current = failureOf(error)?.current;
      if (isDraft(current)) keep(current);
    },
  });
  return useSerialSaver(mutation.mutateAsync);
}

/** `POST assessment`: the lesson's new assessment becomes the builder's draft. */
export function useAddAssessment(lessonId: number) {
  const { assessmentBuilder } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => savedOf(assessmentBuilder.addAssessment(lessonId)),
    onSuccess: (saved) => {
      client.setQueryData(assessmentDraftKeys.of({ lessonId }), saved.data);
      void client.invalidateQueries({ queryKey: lessonDraftKeys.lesson(lessonId) });
    },
  });
}

const SaverContext = createContext<AssessmentSaver['save'] | null>(null);
export const AssessmentSaverProvider = SaverContext.Provider;

/** The builder's `save`, for the editors deep in a question. */
export function useAssessmentSave(): AssessmentSaver['save'] {
  const save = useContext(SaverContext);
  if (!save) throw new Error('useAssessmentSave is used outside the assessment editor');
  return save;
}
