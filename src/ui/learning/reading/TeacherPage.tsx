import './reading-strings';
import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { TeacherPageDocument } from '@domain/content/reading.schemas';
import { useBilingual } from '../../app/use-language';
import { PageLoader } from '../../shell/PageLoader';
import { ContentGate } from '../common/ContentGate';
import { idParam } from '../common/lesson-path';
import { RichText } from '../common/RichText';
import { useStudentContent } from '../common/use-student-content';
import { useLearningQueries } from '../learning.queries';
import { useUnitView } from '../unit/UnitLayout';
import { UnitFrame } from './UnitFrame';
import classes from './reading.module.css';

/** `/unit/:unitId/teacher-page`: what the unit teaches and the skills it practises. */
export default function TeacherPage() {
  const unitId = idParam(useParams().unitId);
  return (
    <UnitFrame unitId={unitId}>
      <TeacherPageOfUnit />
    </UnitFrame>
  );
}

/** The unit (loaded by the layout) names its teacher page; a unit without one says so. */
function TeacherPageOfUnit() {
  const { t } = useTranslation();
  const unit = useUnitView();
  if (!unit) return <PageLoader />;
  if (!unit.teacherPageId) {
    return (
      <section className={classes.page}>
        <Title order={1}>{t('readingTeacherPageTitle')}</Title>
        <Text>{t('readingNoTeacherPage')}</Text>
      </section>
    );
  }
  return <TeacherPageBody teacherPageId={unit.teacherPageId} />;
}

function TeacherPageBody({ teacherPageId }: { teacherPageId: number }) {
  const queries = useLearningQueries();
  const { state, reload } = useStudentContent(queries.teacherPage(teacherPageId));
  return (
    <ContentGate state={state} reload={reload}>
      {(page) => <TeacherPageArticle page={page} />}
    </ContentGate>
  );
}

/** A teacher page as it is read (title, text, skills in order); the back office's preview shows a draft with it. */
export function TeacherPageArticle({ page }: { readonly page: TeacherPageDocument }) {
  const { t } = useTranslation();
  const text = useBilingual();
  return (
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
  );
}
