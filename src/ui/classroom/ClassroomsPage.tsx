// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { auth } from '../i18n/locales/auth';
import { classroom } from '../i18n/locales/classroom';
import { classroomDetails } from '../i18n/locales/classroom-details';
import { legends } from '../i18n/locales/legends';
import { management } from '../i18n/locales/management';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, List, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Classroom, ClassroomSaved, RosterStudent } from '@application/classroom/classroom.use-cases';
import { failureOf } from '../app/server-state/api-result-query';
import { useServices } from '../app/services-context';
import { useTeacherViewed } from '../support/acting-teacher';
import { useRolePath } from '../support/support-paths';
import { useDialogOpener } from '../common/use-dialog-opener';
import { useFailureText } from '../common/use-failure-text';
import { useNotifyResult } from '../common/use-notify';
import { useListView } from '../management/list-view';
import { ManagementTable } from '../management/ManagementTable';
import { RowActions } from '../management/RowActions';
import { PartLoader } from '../common/PartLoader';
import { classroomQueries, useRemoveClassroom, useRemoveStudent, useSaveClassroom } from './classroom.queries';
import { ClassroomStudents, studentName } from './ClassroomStudents';

// The form dialogs load when one first opens: their schemas bring zod, which the list does not need.
const ClassroomFormModal = lazy(() => import('./ClassroomFormModal').then((m) => ({ default: m.ClassroomFormModal })));
const StudentFormModal = lazy(() => import('./StudentFormModal').then((m) => ({ default: m.StudentFormModal })));
const ResetPasswordModal = lazy(() => import('./ResetPasswordModal').then((m) => ({ default: m.ResetPasswordModal })));
// The removal dialog (Modal, focus trap, scroll lock) loads with the first Remove pressed.
const ConfirmChangeModal = lazy(() => import('./ConfirmChangeModal').then((m) => ({ default: m.ConfirmChangeModal })));

// Table words (captions, Edit and Remove) are the management screens'; field labels are sign-up's.
registerLocaleBundle(management, auth, classroom, classroomDetails, legends);

type Dialog =
  | { readonly kind: 'classroom'; readonly classroom: Classroom | null }
  | { readonly kind: 'student'; readonly classroom: Classroom }
  | { readonly kind: 'password'; readonly classroom: Classroom; readonly student: RosterStudent };

type Removal = { readonly kind: 'classroom'; readonly classroom: Classroom } | { readonly kind: 'student'; readonly classroom: Classroom; readonly student: RosterStudent };

const isRosterResult = (data: unknown): data is ClassroomSaved => typeof data === 'object' && data !== null && 'saved' in data && 'alreadyExisting' in data;

/** A classroom date in the interface language (es-US, en-US); the ISO date is a calendar day, read in UTC. */
function formatDay(iso: string | null, language: string): string | null {
  if (!iso) return null;
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * /class-room/management and /class-room/reporting (product-spec §2, §3 Classroom, §5 "Class update"):
 * the teacher's classrooms with their students. Add (with a roster CSV), edit and remove a classroom;
 * per classroom, its students: add one, reset a password, remove one from the classroom. Removing
 * never deletes a student's work; the confirmations say so.
 */
export default function ClassroomsPage() {
  const { t, i18n } = useTranslation();
  const { classrooms } = useServices();
  // A support user acting for a teacher lists that teacher's classrooms (the server serves them as the teacher).
  const viewed = useTeacherViewed();
  const notify = useNotifyResult();
  const failureText = useFailureText();
  const focus = useDialogOpener();
  const schoolId = viewed?.schoolId ?? null;
  const teacher = { id: viewed?.id ?? 0, schoolId: schoolId ?? 0 };
  // Its links stay under /support/… for a support user.
  const legendsPath = useRolePath('/class-room/legends');
  const detailsPath = useRolePath('/class-room/details');

  const list = useListView(useQuery({ ...classroomQueries.mine(classrooms, teacher), enabled: schoolId !== null }));
  const creating = useSaveClassroom();
  const editing = useSaveClassroom();
  const removeClassroom = useRemoveClassroom();
  const removeStudent = useRemoveStudent();

  const [dialog, setDialog] = useState<(Dialog & { readonly key: number }) | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  // The last removal asked about stays while its dialog fades out; `confirming` says whether it is open.
  const [removing, setRemoving] = useState<Removal | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());

  if (schoolId === null) return <Alert color="yellow">{t('scopeMissing')}</Alert>;

  const open = (next: Dialog) => {
    focus.opening();
    if (next.kind === 'classroom') (next.classroom ? editing : creating).reset();
    setDialog((d) => ({ ...next, key: (d?.key ?? 0) + 1 }));
    setFormOpen(true);
  };
  const closeForm = () => {
    setFormOpen(false);
    focus.closing();
  };
  const saved = (message: string) => {
    notify({ ok: true, data: null, message });
    closeForm();
  };
  const toggle = (id: number) =>
    setExpanded((shown) => {
      const next = new Set(shown);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const removal = removing?.kind === 'student' ? removeStudent : removeClassroom;
  const askRemove = (what: Removal) => {
    focus.opening();
    removeClassroom.reset();
    removeStudent.reset(); // each confirmation starts clean
    setRemoving(what);
    setConfirming(true);
  };
  const cancelRemove = () => {
    setConfirming(false);
    focus.closing();
  };
  const confirmRemove = () => {
    if (!removing) return;
    const done = {
      onSuccess: (result: { readonly message: string }) => {
        notify({ ok: true, data: null, message: result.message });
        setConfirming(false);
        // The row and the button that opened this go with the list's reload.
        focus.closing({ openerGone: true });
      },
      onError: (error: Error) => failureOf(error)?.kind === 'unauthorized' && setConfirming(false),
    };
    if (removing.kind === 'classroom') removeClassroom.mutate({ id: removing.classroom.id }, done);
    else removeStudent.mutate({ classroomId: removing.classroom.id, studentId: removing.student.id }, done);
  };
  const removalFailure = failureOf(removal.error);
  const removalReason =
    removal.isError && removalFailure?.kind !== 'unauthorized' ? (removalFailure ? failureText(removalFailure) : t('somethingWentWrongAlert')) : null;

  const rosterResult = creating.isSuccess && isRosterResult(creating.data.data) ? creating.data.data : null;
  const what = t('classroomsWhat');
  const headers = [t('colName'), t('colPeriod'), t('colStartDate'), t('colEndDate'), t('colStudentCount'), t('actions')];
  const day = (iso: string | null) => formatDay(iso, i18n.language) ?? t('notSet');

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1} ref={focus.headingRef} tabIndex={-1}>
          {t('classroomsTitle')}
        </Title>
        <Group gap="md">
          <Anchor component={Link} to={legendsPath}>
            {t('legendsLink')}
          </Anchor>
          <Button onClick={() => open({ kind: 'classroom', classroom: null })}>{t('addClassroom')}</Button>
        </Group>
      </Group>

      {rosterResult && (
        <Alert
          color="green"
          role="status"
          title={t('rosterResultTitle', { name: rosterResult.classroom.name })}
          withCloseButton
          closeButtonLabel={t('dismiss')}
          onClose={() => creating.reset()}
        >
          <List size="sm">
            <List.Item>{t('studentsSaved', { count: rosterResult.saved.length })}</List.Item>
            <List.Item>
              {rosterResult.alreadyExisting.length > 0 ? t('alreadyExisting', { names: rosterResult.alreadyExisting.join(', ') }) : t('noneAlreadyExisting')}
            </List.Item>
          </List>
        </Alert>
      )}

      <ManagementTable
        what={what}
        headers={headers}
        total={list.items.length}
        status={list.status}
        error={list.error}
        onRetry={list.retry}
        emptyText={t('noClassrooms')}
        minWidth={760}
        rows={list.items.map((c) => {
          const shown = expanded.has(c.id);
          const panelId = `classroom-${c.id}-students`;
          return {
            key: c.id,
            cells: [
              c.name,
              c.period ?? t('notSet'),
              day(c.startDate),
              day(c.endDate),
              c.numberOfStudents,
              <Group key="actions" gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  aria-expanded={shown}
                  aria-controls={shown ? panelId : undefined}
                  aria-label={t(shown ? 'hideStudentsNamed' : 'viewStudentsNamed', { name: c.name })}
                  onClick={() => toggle(c.id)}
                >
                  {t(shown ? 'hideStudents' : 'viewStudents')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  component={Link}
                  to={`${detailsPath}?classroomId=${c.id}`}
                  aria-label={t('classroomDetailsLinkNamed', { name: c.name })}
                >
                  {t('classroomDetailsLink')}
                </Button>
                <RowActions name={c.name} onEdit={() => open({ kind: 'classroom', classroom: c })} onRemove={() => askRemove({ kind: 'classroom', classroom: c })} />
              </Group>,
            ],
            detail: shown && (
              <ClassroomStudents
                classroom={c}
                id={panelId}
                onAddStudent={() => open({ kind: 'student', classroom: c })}
                onResetPassword={(student) => open({ kind: 'password', classroom: c, student })}
                onRemoveStudent={(student) => askRemove({ kind: 'student', classroom: c, student })}
              />
            ),
          };
        })}
      />

      {dialog && (
        <Suspense key={dialog.key} fallback={<PartLoader />}>
          {dialog.kind === 'classroom' && (
            <ClassroomFormModal
              opened={formOpen}
              classroom={dialog.classroom}
              saving={dialog.classroom ? editing : creating}
              onClose={closeForm}
              onSaved={saved}
            />
          )}
          {dialog.kind === 'student' && <StudentFormModal opened={formOpen} classroom={dialog.classroom} onClose={closeForm} onSaved={saved} />}
          {dialog.kind === 'password' && (
            <ResetPasswordModal
              opened={formOpen}
              classroomId={dialog.classroom.id}
              student={{ id: dialog.student.id, name: `${studentName(dialog.student)} (${dialog.student.userName})` }}
              onClose={closeForm}
              onSaved={saved}
            />
          )}
        </Suspense>
      )}

      {/* `removing` stays set once asked (the dialog fades out with it), so the loaded dialog stays mounted. */}
      {removing && (
        <Suspense fallback={<PartLoader />}>
          <ConfirmChangeModal
            opened={confirming}
            title={
              removing?.kind === 'student'
                ? t('removeStudentTitle', { name: studentName(removing.student), classroom: removing.classroom.name })
                : t('removeClassroomTitle', { name: removing?.classroom.name ?? '' })
            }
            body={removing?.kind === 'student' ? t('removeStudentBody') : t('removeClassroomBody')}
            confirmLabel={removing?.kind === 'student' ? t('removeFromClassroom') : t('remove')}
            onClose={cancelRemove}
            onConfirm={confirmRemove}
            busy={removal.isPending}
            failure={
              removing && removalReason
                ? { title: removing.kind === 'student' ? t('failedToRemoveStudent') : t('failedToRemoveClassroom'), reason: removalReason }
                : null
            }
          />
        </Suspense>
      )}
    </Stack>
  );
}
