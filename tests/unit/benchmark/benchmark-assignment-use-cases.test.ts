import { describe, expect, it, vi } from 'vitest';
import { createBenchmarkAssignmentUseCases } from '@application/benchmark/benchmark-assignment.use-cases';
import { benchmarkStudentState } from '@domain/assessment/benchmark-assignment.schemas';
import { createInMemoryBenchmarkAssignments } from '@infrastructure/http/in-memory-benchmark-assignments.adapter';

const SET = { benchmarkSetId: 7, benchmarkName: { id: 1, en: 'Set A', es: 'Conjunto A' }, unitNumber: 2, setNumber: 1, questionSetCount: 2, assessmentId: 70 };
const KIDS = [
  { id: 1, firstName: 'Sam', lastName: 'Student', username: 'sam' },
  { id: 2, firstName: 'Ana', lastName: 'Núñez', username: 'ana' },
];

function world() {
  const port = createInMemoryBenchmarkAssignments([SET], { 10: KIDS });
  vi.spyOn(port, 'assignClassroom');
  vi.spyOn(port, 'assignStudents');
  return { port, benchmarks: createBenchmarkAssignmentUseCases(port) };
}

describe('benchmark assignment use cases', () => {
  it('give a set to the whole classroom through assign-benchmark/classroom, with the period as given', async () => {
    const { port, benchmarks } = world();
    const period = { startsAt: '2026-12-01T14:00:00.000Z', endsAt: '2026-12-08T14:00:00.000Z' };
    await benchmarks.assignBenchmark({ classroomId: 10, benchmarkSetId: 7, to: { whole: true }, period });
    expect(port.assignClassroom).toHaveBeenCalledWith({ benchmarkSetId: 7, classroomId: 10, ...period });
    expect(port.assignStudents).not.toHaveBeenCalled();
  });

  it('give a set to chosen students with their classroom through assign-benchmark/student', async () => {
    const { port, benchmarks } = world();
    const result = await benchmarks.assignBenchmark({ classroomId: 10, benchmarkSetId: 7, to: { whole: false, studentIds: [2] }, period: {} });
    expect(port.assignStudents).toHaveBeenCalledWith({ benchmarkSetId: 7, classroomId: 10, studentIds: [2] });
    expect(result.ok && result.data.assigned.map((a) => a.studentId)).toEqual([2]);
    const listed = await benchmarks.assignmentsOfClassroom(10);
    expect(listed.ok && listed.data).toEqual([expect.objectContaining({ wholeClassroom: false, students: 1 })]);
  });
});

describe("a student's state", () => {
  it('is submitted once submitted, retake while a reopened round is open, started after a first answer, else assigned', () => {
    expect(benchmarkStudentState({ status: 2, isRetake: true })).toBe('submitted');
    expect(benchmarkStudentState({ status: 0, isRetake: true })).toBe('retake');
    expect(benchmarkStudentState({ status: 1, isRetake: true })).toBe('retake');
    expect(benchmarkStudentState({ status: 1, isRetake: false })).toBe('started');
    expect(benchmarkStudentState({ status: 0, isRetake: false })).toBe('assigned');
  });
});
