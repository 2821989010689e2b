import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AssessmentEditor } from '../assessment-builder/AssessmentEditor';
import { benchmarkSetKeys } from './benchmark-sets.queries';

/**
 * The active set's questions, in the assessment builders' editor (a set's assessment is its own
 * draft). Each question change raises the set's draft version; when the editor's draft shows a new
 * one, the sets list (question counts, publish state, warnings) is read again.
 */
export function SetQuestionsEditor({ lessonId, setId }: { readonly lessonId: number; readonly setId: number }) {
  return <AssessmentEditor source={{ lessonId, setId }} bar={(draft) => <SetVersionWatch lessonId={lessonId} version={draft.version} />} />;
}

function SetVersionWatch({ lessonId, version }: { readonly lessonId: number; readonly version: number }) {
  const client = useQueryClient();
  useEffect(() => {
    void client.invalidateQueries({ queryKey: benchmarkSetKeys.lesson(lessonId) });
  }, [client, lessonId, version]);
  return null;
}
