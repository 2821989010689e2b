// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ClassroomPicker } from '../classroom/details/ClassroomPicker';
import { useChosenClassroom } from '../classroom/use-chosen-classroom';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { classroomDetails } from '../i18n/locales/classroom-details';
import { management } from '../i18n/locales/management';
import { standardsStrings } from '../i18n/locales/standards';
import { StandardsMasteryPanel } from './StandardsMasteryPanel';
import { StudentStandardsSection, type StudentNarrowing } from './StudentStandardsSection';

// The picker's words are the details page's; "no school" is the management screens'.
registerLocaleBundle(management, classroomDetails, standardsStrings);

const WHOLE_CLASSROOM = 'all';

const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The expanded standards report (product-spec §2: /support/student-reports-expended for support acting
 * for a teacher, /student-reports-expended for teachers and campus managers; issue 13): choose a
 * classroom, read its standards mastery; choose a student, read theirs, narrowed to a unit and a lesson.
 * Every choice is in the address (?classroomId&studentId&unitId&lessonId), so a reload keeps it.
 */
export default function ExpandedStandardsReportPage() {
  const { t } = useTranslation();
  const { classroomId: chosenId, schoolId, choices, choose } = useChosenClassroom();
  const [params, setParams] = useSearchParams();
  const studentId = idOf(params.get('studentId'));
  const narrowing: StudentNarrowing = { unitId: idOf(params.get('unitId')), lessonId: idOf(params.get('lessonId')) };
  // Opened from a student's report (?studentId only): the viewer's classroom that student is in.
  const classroomId = chosenId ?? (studentId === null ? null : (choices.data?.find((c) => c.students.some((s) => s.id === studentId))?.id ?? null));
  const chosen = choices.data?.find((c) => c.id === classroomId) ?? null;

  if (schoolId === null) return <Alert color="yellow">{t('scopeMissing')}</Alert>;

  const show = (student: number | null, { unitId, lessonId }: StudentNarrowing) => {
    const next = new URLSearchParams();
    if (classroomId !== null) next.set('classroomId', String(classroomId));
    if (student !== null) next.set('studentId', String(student));
    if (unitId !== null) next.set('unitId', String(unitId));
    if (lessonId !== null) next.set('lessonId', String(lessonId));
    setParams(next);
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('standardsExpandedTitle')}</Title>
      <ClassroomPicker classrooms={choices.data ?? []} value={classroomId} loading={choices.isFetching} onChange={choose} />
      {classroomId === null && <Text size="sm">{t('standardsChooseClassroomHint')}</Text>}
      {classroomId !== null && chosen && (
        <>
          <NativeSelect
            label={t('standardsStudentFilter')}
            data={[
              { value: WHOLE_CLASSROOM, label: t('standardsWholeClassroom') },
              ...chosen.students.map((s) => ({ value: String(s.id), label: `${s.firstName} ${s.lastName}` })),
            ]}
            value={studentId === null ? WHOLE_CLASSROOM : String(studentId)}
            // A new student keeps the unit (the classroom's) but not the lesson (the last student's).
            onChange={(event) => show(event.currentTarget.value !== WHOLE_CLASSROOM ? Number(event.currentTarget.value) : null, { unitId: narrowing.unitId, lessonId: null })}
            maw={420}
          />
          {studentId === null ? (
            <StandardsMasteryPanel classroomId={classroomId} unitId={narrowing.unitId ?? undefined} onUnitChange={(unitId) => show(null, { unitId: unitId ?? null, lessonId: null })} />
          ) : (
            <StudentStandardsSection classroomId={classroomId} studentId={studentId} narrowing={narrowing} onNarrow={(next) => show(studentId, next)} />
          )}
        </>
      )}
    </Stack>
  );
}
