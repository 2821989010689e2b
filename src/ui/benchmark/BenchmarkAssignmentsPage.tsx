// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { benchmarkAssignments } from '../i18n/locales/benchmark-assignments';
import { classroomDetails } from '../i18n/locales/classroom-details';
import { management } from '../i18n/locales/management';
import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { showSnackbar } from '../common/show-snackbar';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClassroomBenchmark } from '@application/benchmark/benchmark-assignment.use-cases';
import { failureOf } from '../app/server-state/api-result-query';
import { useServices } from '../app/services-context';
import { QueryStatus } from '../common/QueryStatus';
import { useDialogOpener } from '../common/use-dialog-opener';
import { useFailureText } from '../common/use-failure-text';
import { ClassroomPicker } from '../classroom/details/ClassroomPicker';
import { useChosenClassroom } from '../classroom/use-chosen-classroom';
import { ConfirmRemoveModal } from '../management/ConfirmRemoveModal';
import { AssignmentStudents } from './AssignmentStudents';
import { AssignmentsTable } from './AssignmentsTable';
import { benchmarkQueries, useAllowBenchmarkRetake, useRemoveAssignment, useRemoveStudentFromAssignment } from './benchmark.queries';
import { useBenchmarkLabels } from './use-benchmark-labels';

// The assign dialog (its set picker is Mantine's combobox, with floating-ui) loads when it is first opened.
const AssignBenchmarkModal = lazy(() => import('./AssignBenchmarkModal').then((m) => ({ default: m.AssignBenchmarkModal })));

// Confirm-remove and table words are the management screens'; the picker's the details page's.
registerLocaleBundle(management, classroomDetails, benchmarkAssignments);

type Removing = { kind: 'assignment'; id: number; name: string } | { kind: 'student'; id: number; name: string };

/**
 * /class-room/benchmarks (district teachers; support acting for one under /support/; issue 13): a
 * classroom's benchmark assignments, each student's state, "Assign a benchmark", removal while nobody
 * submitted, and a retake for a student who submitted.
 */
export default function BenchmarkAssignmentsPage() {
  const { t } = useTranslation();
  const { benchmarks } = useServices();
  const failureText = useFailureText();
  const labels = useBenchmarkLabels();
  const { classroomId, schoolId, choices, choose } = useChosenClassroom();
  const dialog = useDialogOpener();
  const [assigning, setAssigning] = useState(false);
  const [shownId, setShownId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const chosen = choices.data?.find((c) => c.id === classroomId) ?? null;
  const list = useQuery({ ...benchmarkQueries.assignments(benchmarks, classroomId ?? 0), enabled: classroomId !== null });
  const sets = useQuery({ ...benchmarkQueries.sets(benchmarks, classroomId ?? 0), enabled: classroomId !== null && assigning });
  const removeAssignment = useRemoveAssignment();
  const removeStudent = useRemoveStudentFromAssignment();
  const retake = useAllowBenchmarkRetake();

  if (schoolId === null) return <Alert color="yellow">{t('scopeMissing')}</Alert>;

  const shown = classroomId !== null && shownId !== null && list.data?.some((a) => a.id === shownId) ? shownId : null;

  const done = (message: string) => showSnackbar({ color: 'green', message });
  const refusedWith = (error: Error) => {
    const f = failureOf(error);
    if (f?.kind !== 'unauthorized') setRemoveError(f ? failureText(f) : t('somethingWentWrongAlert'));
  };
  const closeRemove = (openerGone = false) => {
    setRemoving(null);
    setRemoveError(null);
    dialog.closing({ openerGone });
  };
  const confirmRemove = () => {
    if (!removing || classroomId === null) return;
    const onSuccess = (saved: { message: string }) => {
      done(saved.message);
      closeRemove(true);
    };
    if (removing.kind === 'assignment') removeAssignment.mutate({ classroomId, classroomBenchmarkId: removing.id }, { onSuccess, onError: refusedWith });
    else removeStudent.mutate({ classroomId, benchmarkStudentId: removing.id }, { onSuccess, onError: refusedWith });
  };

  return (
    <Stack gap="lg">
      <Title order={1} ref={dialog.headingRef} tabIndex={-1}>
        {t('benchmarksTitle')}
      </Title>
      <ClassroomPicker classrooms={choices.data ?? []} value={classroomId} loading={choices.isFetching} onChange={choose} />
      {classroomId === null && <Text size="sm">{t('benchmarksChooseHint')}</Text>}

      {classroomId !== null && (
        <QueryStatus query={list} texts={{ loading: t('loading'), failed: t('benchmarksLoadFailed'), tryAgain: t('retry') }}>
          {(assignments) =>
            chosen && (
              <Stack gap="md">
                <Group justify="space-between">
                  <Title order={2}>{chosen.name}</Title>
                  <Button
                    onClick={() => {
                      dialog.opening();
                      setAssigning(true);
                    }}
                  >
                    {t('benchmarksAssign')}
                  </Button>
                </Group>
                <AssignmentsTable
                  classroomName={chosen.name}
                  assignments={assignments}
                  shownId={shown}
                  onToggleStudents={(a: ClassroomBenchmark) => setShownId(shown === a.id ? null : a.id)}
                  onRemove={(a) => {
                    dialog.opening();
                    setRemoving({ kind: 'assignment', id: a.id, name: labels.setName(a) });
                  }}
                />
                {shown !== null && (
                  <AssignmentStudents
                    classroomId={classroomId}
                    classroomBenchmarkId={shown}
                    retakeBusyFor={retake.isPending ? (retake.variables?.studentId ?? null) : null}
                    onAllowRetake={(s, assessmentId) =>
                      retake.mutate(
                        { classroomId, studentId: s.studentId, assessmentId },
                        { onSuccess: (saved) => done(saved.message), onError: (e) => showSnackbar({ color: 'red', message: failureOf(e) ? failureText(failureOf(e)!) : t('somethingWentWrongAlert') }) },
                      )
                    }
                    onRemoveStudent={(s, name) => {
                      dialog.opening();
                      setRemoving({ kind: 'student', id: s.benchmarkStudentId, name });
                    }}
                  />
                )}
              </Stack>
            )
          }
        </QueryStatus>
      )}

      {assigning && chosen && sets.data && (
        <Suspense fallback={null}>
          <AssignBenchmarkModal
            classroom={chosen}
            sets={sets.data}
            onClose={() => {
              setAssigning(false);
              dialog.closing();
            }}
            onSaved={(message) => {
              done(message);
              setAssigning(false);
              dialog.closing();
            }}
          />
        </Suspense>
      )}
      <ConfirmRemoveModal
        name={removing?.name ?? null}
        onClose={() => closeRemove()}
        onConfirm={confirmRemove}
        busy={removeAssignment.isPending || removeStudent.isPending}
        error={removeError}
      />
    </Stack>
  );
}
