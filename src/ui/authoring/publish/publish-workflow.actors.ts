import { fromPromise } from 'xstate';
import type { CourseAuthoringUseCases } from '@application/authoring/course-authoring.use-cases';
import type { ApiResult } from '@application/ports/api-result';
import type { PublishJob } from '@domain/authoring/authoring.responses';
import type { PublishJobAnswer, PublishRequest, publishWorkflowMachine } from '@domain/authoring/publish-workflow.machine';

/** The catalogue key shown when the server could not be reached (common bundle). */
export const OFFLINE_TEXT_KEY = 'offline';

/** An `ApiResult` in the machine's words: the server's message as received; no answer is `offline`. */
export function answerOf(result: ApiResult<PublishJob>): PublishJobAnswer {
  if (result.ok) return { ok: true, job: result.data };
  const offline = result.kind === 'offline';
  return { ok: false, offline, message: offline ? OFFLINE_TEXT_KEY : result.message };
}

/** The publish machine's actors and actions over the back office's use cases. */
export function publishWorkflowImplementations(authoring: CourseAuthoringUseCases, published: () => void): Parameters<typeof publishWorkflowMachine.provide>[0] {
  return {
    actors: {
      requestPublish: fromPromise<PublishJobAnswer, PublishRequest>(async ({ input }) => answerOf(await authoring.publish(input.scope, input.targetId))),
      readPublishJob: fromPromise<PublishJobAnswer, { jobId: number }>(async ({ input }) => answerOf(await authoring.publishJob(input.jobId))),
    },
    actions: { published },
  };
}
