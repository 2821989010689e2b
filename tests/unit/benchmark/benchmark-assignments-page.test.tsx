// @vitest-environment jsdom
import '../../setup/dom.setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createBenchmarkAssignmentUseCases } from '@application/benchmark/benchmark-assignment.use-cases';
import type { GradingUseCases } from '@application/grading/grading.use-cases';
import type { AssessmentView } from '@domain/assessment/student-view';
import type { Language } from '@domain/shared/constants';
import { answered } from '@infrastructure/http/in-memory-answers';
import { createInMemoryBenchmarkAssignments, type InMemorySet } from '@infrastructure/http/in-memory-benchmark-assignments.adapter';
import BenchmarkAssignmentsPage from '@ui/benchmark/BenchmarkAssignmentsPage';
import { ANA, classroomWorld, PERIOD_1, renderPage, SAM } from '../classroom/classroom-world';

const SET_A: InMemorySet = { benchmarkSetId: 7, benchmarkName: { id: 1, en: 'Set A: Colonies', es: 'Conjunto A: Colonias' }, unitNumber: 2, setNumber: 1, questionSetCount: 2, assessmentId: 70 };
const SET_B: InMemorySet = { benchmarkSetId: 8, benchmarkName: { id: 2, en: 'Set B: Revolution', es: 'Conjunto B: Revolución' }, unitNumber: null, setNumber: 1, questionSetCount: 1, assessmentId: 80 };

/** The classroom world's teacher, with the real benchmark use cases over the twin; a retake reopens the twin's row. */
function benchmarkWorld() {
  const { services: base } = classroomWorld();
  const twin = createInMemoryBenchmarkAssignments([SET_A, SET_B], { [PERIOD_1.id]: [SAM, ANA].map((s) => ({ id: s.id, firstName: s.firstName, lastName: s.lastName, username: s.userName })) });
  for (const key of Object.keys(twin) as (keyof typeof twin)[]) vi.spyOn(twin, key);
  // The retake's own rules are the grading twin's (grading-use-cases.test.ts); here it only has to reopen the assignment, as the server does.
  const allowRetake = vi.fn(async (studentId: number, assessmentId: number) => {
    twin.reopen(studentId, assessmentId);
    return answered({} as AssessmentView, 'retakeAllowed');
  });
  const services: AppServices = { ...base, benchmarks: createBenchmarkAssignmentUseCases(twin), grading: { allowRetake } as unknown as GradingUseCases };
  return { services, twin, allowRetake };
}

function open(services: AppServices, language: Language = 'en') {
  renderPage(<BenchmarkAssignmentsPage />, services, language, `/class-room/benchmarks?classroomId=${PERIOD_1.id}`);
}

const row = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

describe('the Benchmarks screen', () => {
  it('says when the classroom has no assignment yet, then assigns a set to the whole classroom', async () => {
    const { services, twin } = benchmarkWorld();
    const user = userEvent.setup({ delay: null });
    open(services);
    expect(await screen.findByText('No benchmark is assigned in this classroom yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Assign a benchmark' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a benchmark' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An option must be selected')).toBeTruthy();
    expect(twin.assignClassroom).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('combobox', { name: /Benchmark set/ }));
    await user.click(await screen.findByRole('option', { name: 'Set A: Colonies · Unit 2 · Set 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const set = await row('Set A: Colonies');
    expect(twin.assignClassroom).toHaveBeenCalledWith({ benchmarkSetId: SET_A.benchmarkSetId, classroomId: PERIOD_1.id, startsAt: undefined, endsAt: undefined });
    expect(within(set).getByText('Whole classroom')).toBeTruthy();
    expect(within(set).getByText('Unit 2')).toBeTruthy();
    expect(within(set).getByText('Set 1')).toBeTruthy();
    expect(within(set).getByText('2 assigned, 0 started, 0 submitted, 0 retake')).toBeTruthy();
    expect(within(set).getAllByText(/CT/)).toHaveLength(2);
    expect(screen.getByRole('table', { name: 'Benchmark assignments of Period 1 (1)' })).toBeTruthy();
    expect(await screen.findByText('Benchmark assigned')).toBeTruthy();
  });

  it('assigns to chosen students for a period, refusing one that closes before it opens', async () => {
    const { services, twin } = benchmarkWorld();
    const user = userEvent.setup({ delay: null });
    open(services);
    await user.click(await screen.findByRole('button', { name: 'Assign a benchmark' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a benchmark' });
    await user.click(within(dialog).getByRole('combobox', { name: /Benchmark set/ }));
    await user.click(await screen.findByRole('option', { name: 'Set B: Revolution · No unit · Set 1' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Chosen students' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An option must be selected')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ana Núñez' }));
    fireEvent.change(within(dialog).getByLabelText(/^Opens/), { target: { value: '2026-12-01T08:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Closes/), { target: { value: '2026-11-30T08:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The end of the time period must come after its start')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Closes/), { target: { value: '2026-12-08T15:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const set = await row('Set B: Revolution');
    expect(twin.assignStudents).toHaveBeenCalledWith({
      benchmarkSetId: SET_B.benchmarkSetId,
      classroomId: PERIOD_1.id,
      studentIds: [ANA.id],
      startsAt: new Date('2026-12-01T08:00').toISOString(),
      endsAt: new Date('2026-12-08T15:30').toISOString(),
    });
    expect(within(set).getByText('Chosen students')).toBeTruthy();
    expect(within(set).getByText('1 assigned, 0 started, 0 submitted, 0 retake')).toBeTruthy();
  });

  it('removes an assignment after confirmation, and not once a student submitted (saying why); a submitted student gets a retake', async () => {
    const { services, twin, allowRetake } = benchmarkWorld();
    await twin.assignClassroom({ benchmarkSetId: SET_A.benchmarkSetId, classroomId: PERIOD_1.id });
    const b = await twin.assignClassroom({ benchmarkSetId: SET_B.benchmarkSetId, classroomId: PERIOD_1.id });
    const samOnB = b.ok ? b.data.assigned.find((a) => a.studentId === SAM.id)!.benchmarkStudentId : 0;
    twin.submit(samOnB, 75);
    const user = userEvent.setup({ delay: null });
    open(services);

    const a = await row('Set A: Colonies');
    await user.click(within(a).getByRole('button', { name: 'Remove Set A: Colonies' }));
    const confirm = await screen.findByRole('dialog', { name: /Remove Set A: Colonies/ });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Set A: Colonies' })).toBeNull());
    expect(twin.removeClassroomAssignment).toHaveBeenCalledTimes(1);

    const bRow = await row('Set B: Revolution');
    expect((within(bRow).getByRole('button', { name: 'Remove Set B: Revolution' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(bRow).getByText('A student submitted it, so it stays.')).toBeTruthy();

    await user.click(within(bRow).getByRole('button', { name: 'Students of Set B: Revolution' }));
    const students = await screen.findByRole('table', { name: 'Students of Set B: Revolution (2)' });
    const sam = within(students).getByRole('rowheader', { name: 'Sam Student' }).closest('tr')!;
    expect(within(sam).getByText('Submitted')).toBeTruthy();
    expect(within(sam).getByText('75%')).toBeTruthy();
    expect(within(sam).queryByRole('button', { name: /Remove Sam Student/ })).toBeNull();
    await user.click(within(sam).getByRole('button', { name: 'Allow retake for Sam Student' }));
    expect(allowRetake).toHaveBeenCalledWith(SAM.id, SET_B.assessmentId);
    await waitFor(() => expect(within(screen.getByRole('rowheader', { name: 'Sam Student' }).closest('tr')!).getByText('Retake')).toBeTruthy());
    expect(screen.getByText('Submitted work stays.')).toBeTruthy();

    const ana = screen.getByRole('rowheader', { name: 'Ana Núñez' }).closest('tr')!;
    expect(within(ana).getByText('Assigned')).toBeTruthy();
    await user.click(within(ana).getByRole('button', { name: 'Remove Ana Núñez from this benchmark' }));
    await user.click(within(await screen.findByRole('dialog', { name: /Remove Ana Núñez/ })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('table', { name: 'Students of Set B: Revolution (1)' })).toBeTruthy();
  });

  it('shows the server’s refusal inside the confirmation', async () => {
    const { services, twin } = benchmarkWorld();
    await twin.assignClassroom({ benchmarkSetId: SET_A.benchmarkSetId, classroomId: PERIOD_1.id });
    // Someone submitted between the list's load and the removal: only the server knows.
    vi.mocked(twin.removeClassroomAssignment).mockResolvedValueOnce({
      ok: false,
      status: 409,
      code: 'BENCHMARK.ALREADY_SUBMITTED',
      message: 'A student already submitted this benchmark, so it cannot be removed',
      fields: [],
      kind: 'rejected',
    });
    const user = userEvent.setup({ delay: null });
    open(services);
    await user.click(within(await row('Set A: Colonies')).getByRole('button', { name: 'Remove Set A: Colonies' }));
    const confirm = await screen.findByRole('dialog', { name: /Remove Set A: Colonies/ });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect((await within(confirm).findByRole('alert')).textContent).toContain('already submitted');
    expect(screen.getByRole('rowheader', { name: 'Set A: Colonies' })).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    const { services, twin } = benchmarkWorld();
    await twin.assignClassroom({ benchmarkSetId: SET_A.benchmarkSetId, classroomId: PERIOD_1.id });
    open(services, 'es');
    const set = await row('Conjunto A: Colonias');
    expect(screen.getByRole('heading', { name: 'Evaluaciones de referencia', level: 1 })).toBeTruthy();
    expect(within(set).getByText('Toda la clase')).toBeTruthy();
    expect(within(set).getByText('Unidad 2')).toBeTruthy();
    expect(within(set).getByRole('button', { name: 'Quitar Conjunto A: Colonias' })).toBeTruthy();
  });
});
