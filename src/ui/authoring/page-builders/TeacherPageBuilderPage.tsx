import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthoredTeacherPage } from '@application/authoring/page-authoring.port';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { useAuthoringLabels } from '../authoring-labels';
import { authoringKeys } from '../authoring.queries';
import { readingBuilderStrings } from '../biography-builder/reading-builder.locale';
import { BilingualPlainFields, requiredNameRules } from '../lesson-builder/fields';
import { lessonBuilderStrings } from '../lesson-builder/lesson-builder.locale';
import { teacherPageFieldsOf, type TeacherPageFields } from './page-bodies';
import { PageDraftStatus } from './PageDraftStatus';
import { pageDraftKeys, pageDraftQueries } from './page-drafts.queries';
import { usePageEditing } from './page-editing';
import { BilingualRichFields } from './page-fields';
import { teacherPagePreviewPath } from './page-paths';
import { pageBuilderStrings } from './page-builders.locale';
import { PageRowList } from './PageRowList';
import { TitledPageHead } from './TitledPageHead';

registerLocaleBundle(lessonBuilderStrings, readingBuilderStrings, pageBuilderStrings);

const skillNameRules = requiredNameRules(() => import('@domain/authoring/page-authoring.schemas').then((m) => m.teacherPageSkillFieldsSchema.shape.name));
/** A new skill, named in both languages until the creator names it. */
const NEW_SKILL = { name: { en: pageBuilderStrings.en.pbNewSkill, es: pageBuilderStrings.es.pbNewSkill }, description: null };

/**
 * /back-office/teacher-page-builder/{teacherPageId}/unit/{unitId} (issue 14): the unit's teacher page
 * — its title, text and skills (product-spec §3 Teacher page). An unknown page is a generic error (§2).
 */
export function TeacherPageBuilderPage({ teacherPageId }: { readonly teacherPageId: number }) {
  const { t } = useTranslation();
  return (
    <PageDraftStatus query={(pages) => pageDraftQueries.teacherPage(pages, teacherPageId)} loading={t('pbTeacherPageLoading')} failed={t('pbTeacherPageLoadFailed')}>
      {(loaded) => <TeacherPageBuilder draft={loaded} />}
    </PageDraftStatus>
  );
}

function TeacherPageBuilder({ draft }: { readonly draft: AuthoredTeacherPage }) {
  const { t } = useTranslation();
  const labels = useAuthoringLabels();
  const editing = usePageEditing<AuthoredTeacherPage, TeacherPageFields>(pageDraftKeys.teacherPage(draft.id), [authoringKeys.unit(draft.unitId)], teacherPageFieldsOf, (pages, body) =>
    pages.saveTeacherPage(draft.id, body),
  );
  const skills = editing.rows('skills');
  const doc = draft.document;

  return (
    <Stack gap="lg">
      <TitledPageHead
        draft={draft}
        editing={editing}
        kind={t('pbTeacherPageKind')}
        back={{ path: `/back-office/unit-builder/unit/${draft.unitId}`, label: t('rbBackToUnit') }}
        previewPath={teacherPagePreviewPath(draft.id)}
        scope="teacher-page"
        text={{ key: 'content', value: doc.content, labels: { en: t('pbContentEn'), es: t('pbContentEs') } }}
      />
      <PageRowList
        title={t('pbSkills')}
        items={[...doc.skills].sort((a, b) => a.order - b.order)}
        itemLabel={(skill) => labels.text(skill.name)}
        empty={t('pbSkillsEmpty')}
        addLabel={t('pbAddSkill')}
        rows={skills}
        newRow={NEW_SKILL}
        busy={editing.saver.state.kind === 'saving'}
        renderEditor={(skill, index) => (
          <>
            <BilingualPlainFields
              labels={{ en: t('pbSkillNameEn'), es: t('pbSkillNameEs') }}
              value={skill.name}
              field={`skills.${index}.name`}
              rules={skillNameRules}
              onSave={skills.language(skill.id, 'name')}
            />
            <BilingualRichFields
              labels={{ en: t('pbSkillDescriptionEn'), es: t('pbSkillDescriptionEs') }}
              value={skill.description}
              onChange={(language, html) => void skills.language(skill.id, 'description', 'optional')(language, html)}
            />
          </>
        )}
      />
    </Stack>
  );
}
