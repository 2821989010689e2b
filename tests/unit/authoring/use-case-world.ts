import { createLessonContentUseCases } from '@application/authoring/lesson-content.use-cases';
import type { ApiResult } from '@application/ports/api-result';
import { createInMemoryLessonContent, type InMemoryDraftSeed, type InMemoryStorySeed } from '@infrastructure/http/in-memory-lesson-content-authoring.adapter';
import { spied } from './publish-hub';

/** A use case's answer when it went through; a refusal fails the test with its code. */
export const dataOf = <T>(result: ApiResult<T>): T => {
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result.data;
};

/** The lesson-content use cases over their in-memory twin (`port`, every call spied on), seeded with these lessons and stories. */
export function lessonContentWorld(drafts: readonly InMemoryDraftSeed[], stories: readonly InMemoryStorySeed[] = []) {
  const port = spied(createInMemoryLessonContent(drafts, stories));
  return { port, content: createLessonContentUseCases(port, port) };
}
