import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ApiResult } from '../../../application/ports/api-result';
import type { CourseReader } from '../../../application/ports/course-reader.port';
import type { TeacherPageDocument } from '../../../domain/content/reading.schemas';
import { useServices } from '../../app/services-context';
import { useBilingual } from '../../app/use-language';
import { ContentGate } from '../common/ContentGate';
import { idParam } from '../common/lesson-path';
import { RichText } from '../common/RichText';
import { useStudentContent } from '../common/use-student-content';
import { UnitFrame } from './UnitFrame';
import classes from './reading.module.css';

/** The unit names its teacher page; a unit without one answers `null` (shown as such, not as an error). */
async function loadTeacherPage(course: CourseReader, unitId: number): Promise<ApiResult<TeacherPageDocument | null>> {
  const unit = await course.unit(unitId);
  if (!unit.ok) return unit;
  if (!unit.data.teacherPageId) return { ok: true, message: unit.message, data: null };
  return course.teacherPage(unit.data.teacherPageId);
}

/** `/unit/:unitId/teacher-page`: what the unit teaches and the skills it practises. */
export default function TeacherPage() {
  const { t } = useTranslation();
  const text = useBilingual();
  const { course } = useServices();
  const unitId = idParam(useParams().unitId);
  const { state, reload } = useStudentContent(() => loadTeacherPage(course, unitId), [course, unitId]);
  return (
    <UnitFrame unitId={unitId}>
      <ContentGate state={state} reload={reload}>
        {(page) =>
          page ? (
            <section className={classes.page} aria-labelledby="teacher-title">
              <Title order={1} id="teacher-title">
                {text(page.title)}
              </Title>
              <RichText html={text(page.content)} />
              {page.skills.length > 0 && (
                <>
                  <Title order={2}>{t('readingTeacherSkills')}</Title>
                  <ol className={classes.skills} data-testid="teacher-skills">
                    {[...page.skills]
                      .sort((a, b) => a.order - b.order)
                      .map((skill) => (
                        <li key={skill.id}>
                          <Title order={3} size="h4">
                            {text(skill.name)}
                          </Title>
                          <RichText html={text(skill.description)} />
                        </li>
                      ))}
                  </ol>
                </>
              )}
            </section>
          ) : (
            <section className={classes.page}>
              <Title order={1}>{t('readingTeacherPageTitle')}</Title>
              <Text>{t('readingNoTeacherPage')}</Text>
            </section>
          )
        }
      </ContentGate>
    </UnitFrame>
  );
}
