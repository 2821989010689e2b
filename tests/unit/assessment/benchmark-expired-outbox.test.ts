import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, type Actor } from 'xstate';
import { createAssessmentMachineKit } from '@application/assessment/assessment-machine-kit';
import { createAssessmentUseCases } from '@application/assessment/assessment.use-cases';
import type { AnswerRejection } from '@application/use-cases/answer-sync.contract';
import { AnswerSyncService } from '@application/use-cases/answer-sync.service';
import type { BenchmarkAssignmentView } from '@domain/assessment/benchmark.schemas';
import { benchmarkLifecycleMachine } from '@domain/assessment/benchmark-lifecycle.machine';
import { createInMemoryAssessmentGateway } from '@infrastructure/http/in-memory-assessment-gateway.adapter';
import { createInMemoryAnswerOutbox } from '@infrastructure/storage/document-answer-outbox.adapter';
import { FakeOnline, FakeStudent, idSequence, openAssessment, refusal, settle, simulatedFactory } from './answer-sync-helpers';

/**
 * The period of benchmark 31 ended while the student answered (issue 13): the last answer's save and
 * then the submit are refused (409 BENCHMARK.EXPIRED). The outbox drops the refused save and reports
 * it instead of retrying it, the lifecycle rests in `ended`, and however long the page stays open
 * nothing is sent again; what the server saved before the end is untouched (no call reaches it).
 */

const ENDED_AT = Date.parse('2026-11-01T00:00:00.000Z');

let sync: AnswerSyncService | undefined;
afterEach(() => sync?.stop());

function endedBenchmark() {
  const assignment = {
    benchmarkStudentId: 31,
    assessmentId: 3,
    lessonId: 41,
    studentUserId: 6,
    status: 1,
    retakeRound: 1,
    startsAt: '2026-10-01T00:00:00.000Z',
    endsAt: new Date(ENDED_AT).toISOString(),
    submittedAt: null,
  } as unknown as BenchmarkAssignmentView;
  const open = { ...openAssessment([1, 2]), lessonId: 41 };
  const twin = createInMemoryAssessmentGateway({ assessments: [open], benchmarks: [{ assignment, assessment: open }], now: () => ENDED_AT + 60_000 });
  const server = Object.assign(twin, { submitBenchmark: vi.fn(twin.submitBenchmark) });
  const clock = new SimulatedClock();
  const outbox = createInMemoryAnswerOutbox();
  sync = new AnswerSyncService({ outbox, gateway: server, machines: simulatedFactory(clock), student: new FakeStudent(6), online: new FakeOnline(), newId: idSequence() });
  sync.start();
  const useCases = createAssessmentUseCases({ gateway: server, answers: sync, loadKit: async (u) => createAssessmentMachineKit(u) });
  const rejections: AnswerRejection[] = [];
  useCases.onAnswerRefused((r) => rejections.push(r));
  const lifecycle = simulatedFactory(clock).create(benchmarkLifecycleMachine, {
    input: { benchmarkStudentId: 31, lessonId: 41, status: 1, retakeRound: 1 },
    provide: createAssessmentMachineKit(useCases).benchmark({ assessmentId: 3, reloadLesson: async () => undefined }),
  }) as Actor<typeof benchmarkLifecycleMachine>;
  lifecycle.start();
  return { server, clock, outbox, useCases, rejections, lifecycle };
}

describe('a benchmark whose period ended while the student answered', () => {
  it('drops the refused save, shows the refused submit as expired, and sends nothing again', async () => {
    const { server, clock, outbox, useCases, rejections, lifecycle } = endedBenchmark();
    server.failNext('saveAnswer', refusal(409, 'BENCHMARK.EXPIRED'));
    useCases.saveAnswer({ assessmentId: 3, retakeRound: 1, questionId: 1, questionType: 'multiple-choice', answer: { choiceId: 11 } });
    lifecycle.send({ type: 'SUBMIT' });
    await settle(20);

    // The save was tried once, refused for good, reported and dropped from the outbox.
    expect(server.receivedSaves).toHaveLength(1);
    expect(rejections).toEqual([expect.objectContaining({ assessmentId: 3, questionId: 1, status: 409, code: 'BENCHMARK.EXPIRED' })]);
    expect(await outbox.pending(6)).toEqual([]);
    // The submit was refused with the server's message: the modal, then `ended` once closed.
    await settle(20);
    expect(server.submitBenchmark).toHaveBeenCalledTimes(1);
    expect(lifecycle.getSnapshot().value).toEqual({ expired: 'ready' });
    expect(lifecycle.getSnapshot().context).toMatchObject({ expired: true, message: 'The time to take this benchmark has ended' });
    lifecycle.send({ type: 'CLOSE_MODAL' });
    expect(lifecycle.getSnapshot().value).toEqual({ ended: 'closed' });

    // Time passes with the page open: no retry of either, and SUBMIT is not taken in `ended`.
    lifecycle.send({ type: 'SUBMIT' });
    for (const ms of [1_000, 60_000, 3_600_000]) {
      clock.increment(ms);
      await settle();
    }
    expect(server.receivedSaves).toHaveLength(1);
    expect(server.submitBenchmark).toHaveBeenCalledTimes(1);
    expect(lifecycle.getSnapshot().value).toEqual({ ended: 'closed' });
    expect(useCases.saving.getSnapshot()).toMatchObject({ pending: 0, lastRejection: expect.objectContaining({ code: 'BENCHMARK.EXPIRED' }) });
  });
});
