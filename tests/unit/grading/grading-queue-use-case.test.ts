import { describe, expect, it, vi } from 'vitest';
import { createGradingUseCases } from '@application/grading/grading.use-cases';
import { createHttpGradingGateway } from '@infrastructure/http/http-grading-gateway.adapter';
import type { ApiClient } from '@infrastructure/http/api-client';

/** "Answers waiting for a score" in product words; the route words stay in the HTTP adapter. */
describe('the grading queue use case', () => {
  function over() {
    const call = vi.fn(async () => ({ ok: true as const, data: { answers: [], filters: { classrooms: [], units: [], assessments: [] } }, message: 'OK' }));
    const grading = createGradingUseCases(createHttpGradingGateway({ call } as unknown as ApiClient));
    return { call, grading };
  }

  it('asks for the whole queue with no filter', async () => {
    const { call, grading } = over();
    await grading.answersWaitingForScore({});
    expect(call).toHaveBeenCalledWith('GET', '/teacher-feedback/queue');
  });

  it('names each chosen filter in the query, and leaves out the others', async () => {
    const { call, grading } = over();
    await grading.answersWaitingForScore({ classroomId: 31, assessmentId: 9 });
    expect(call).toHaveBeenCalledWith('GET', '/teacher-feedback/queue?classroomId=31&assessmentId=9');
  });
});
