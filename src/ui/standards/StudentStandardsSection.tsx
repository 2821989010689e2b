import { Group, NativeSelect, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StudentStandardsNarrowing } from '@application/reports/standards-report.use-cases';
import { RoleId } from '@domain/identity/role';
import { useServices, useSession } from '../app/services-context';
import { useBilingual } from '../app/use-language';
import { classroomDetailsQueries } from '../classroom/classroom-details.queries';
import { QueryStatus } from '../common/QueryStatus';
import { gradingQueries } from '../grading/grading.queries';
import { useTeacherViewed } from '../support/acting-teacher';
import { StandardsMasteryView } from './StandardsMasteryView';
import { UnitFilter } from './UnitFilter';
import { standardsQueries } from './standards.queries';

const ALL = 'all';

export interface StudentNarrowing {
  readonly unitId: number | null;
  readonly lessonId: number | null;
}

/**
 * One student's standards mastery in the expanded report, narrowed to a unit of the classroom and then
 * to one of the student's lessons in it. A teacher (or support acting for one) reads the standards of
 * their own classrooms' work; a campus manager reads the student's whole.
 */
export function StudentStandardsSection({
  classroomId,
  studentId,
  narrowing,
  onNarrow,
}: {
  readonly classroomId: number;
  readonly studentId: number;
  readonly narrowing: StudentNarrowing;
  readonly onNarrow: (next: StudentNarrowing) => void;
}) {
  const { t } = useTranslation();
  const text = useBilingual();
  const { standards, classrooms, grading } = useServices();
  const { profile } = useSession();
  const viewed = useTeacherViewed();
  const { unitId, lessonId } = narrowing;
  const details = useQuery(classroomDetailsQueries.of(classrooms, classroomId));
  const lessons = useQuery({ ...gradingQueries.unitLessons(grading, studentId, unitId ?? 0), enabled: unitId !== null });
  const lesson = lessonId === null ? null : (lessons.data?.lessons.find((l) => l.lessonId === lessonId) ?? null);
  const asTeacher = profile?.roleId === RoleId.DistrictTeacher || profile?.roleId === RoleId.SupportRole;
  const teacherId = asTeacher ? viewed?.id : undefined;
  const query: StudentStandardsNarrowing = lesson
    ? { lessonId: lesson.lessonId, lessonTypeId: lesson.lessonTypeId, teacherId }
    : unitId !== null
      ? { unit: { unitId, classroomId }, teacherId }
      : { teacherId };
  // A lesson named in the address waits for the unit's lessons (its lesson type narrows the call too).
  const ready = lessonId === null || lesson !== null;
  const report = useQuery({ ...standardsQueries.student(standards, studentId, query), enabled: ready && (!asTeacher || viewed !== null) });

  return (
    <Stack gap="md">
      <Group align="end">
        {details.data && <UnitFilter units={details.data.units} value={unitId} onChange={(next) => onNarrow({ unitId: next, lessonId: null })} />}
        {unitId !== null && lessons.data && (
          <NativeSelect
            label={t('standardsLessonFilter')}
            data={[
              { value: ALL, label: t('standardsAllLessons') },
              ...lessons.data.lessons.map((l) => ({ value: String(l.lessonId), label: l.number === null ? text(l.title) : `${l.number}. ${text(l.title)}` })),
            ]}
            value={lessonId === null ? ALL : String(lessonId)}
            onChange={(event) => onNarrow({ unitId, lessonId: event.currentTarget.value !== ALL ? Number(event.currentTarget.value) : null })}
            maw={420}
          />
        )}
      </Group>
      <QueryStatus query={report} texts={{ loading: t('standardsLoading'), failed: t('standardsLoadFailed'), tryAgain: t('standardsTryAgain') }}>
        {(data) => <StandardsMasteryView report={data} withStudents={false} />}
      </QueryStatus>
    </Stack>
  );
}
