import { queryOptions } from '@tanstack/react-query';
import type { LessonContentUseCases } from '@application/authoring/lesson-content.use-cases';
import { dataOf } from '../../app/server-state/api-result-query';
import { authoringKeys } from '../authoring.queries';

/** What an upload may be (`GET configurationsettings/getbytype/uploads`): fixed while the server runs, so read once a session. */
export const uploadLimitsQuery = (content: LessonContentUseCases) =>
  queryOptions({ queryKey: [...authoringKeys.all, 'uploadLimits'] as const, queryFn: () => dataOf(content.uploadLimits()), staleTime: Infinity });
