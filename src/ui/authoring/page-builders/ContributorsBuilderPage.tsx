import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthoredContributors } from '@application/authoring/page-authoring.port';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { useAuthoringLabels } from '../authoring-labels';
import { readingBuilderStrings } from '../biography-builder/reading-builder.locale';
import { withLanguage } from '../lesson-builder/draft-parts';
import { BilingualPlainFields, lazyRuleOf, requiredNameRules, RuleField } from '../lesson-builder/fields';
import { lessonBuilderStrings } from '../lesson-builder/lesson-builder.locale';
import { contributorsFieldsOf, type ContributorsFields } from './page-bodies';
import { PageDraftStatus } from './PageDraftStatus';
import { pageDraftKeys, pageDraftQueries } from './page-drafts.queries';
import { usePageEditing } from './page-editing';
import { CONTRIBUTORS_PREVIEW_PATH } from './page-paths';
import { pageBuilderStrings } from './page-builders.locale';
import { PageRowList } from './PageRowList';
import { TitledPageHead } from './TitledPageHead';

registerLocaleBundle(lessonBuilderStrings, readingBuilderStrings, pageBuilderStrings);

const pageSchemas = () => import('@domain/authoring/page-authoring.schemas');
const roleRules = requiredNameRules(() => pageSchemas().then((m) => m.contributorFieldsSchema.shape.role));
const personRule = lazyRuleOf(() => pageSchemas().then((m) => m.contributorFieldsSchema.shape.name));
/** A new contributor, named in both languages until the creator writes who they are. */
const NEW_CONTRIBUTOR = { name: pageBuilderStrings.en.pbNewContributor, role: { en: pageBuilderStrings.en.pbNewRole, es: pageBuilderStrings.es.pbNewRole } };

/**
 * /back-office/contributors-page-builder (issue 14): the course's one contributors page — its title,
 * introduction and the people who made the course, each with their role in both languages.
 */
export function ContributorsBuilderPage() {
  const { t } = useTranslation();
  return (
    <PageDraftStatus query={pageDraftQueries.contributors} loading={t('pbContributorsLoading')} failed={t('pbContributorsLoadFailed')}>
      {(loaded) => <ContributorsBuilder draft={loaded} />}
    </PageDraftStatus>
  );
}

function ContributorsBuilder({ draft }: { readonly draft: AuthoredContributors }) {
  const { t } = useTranslation();
  const labels = useAuthoringLabels();
  const editing = usePageEditing<AuthoredContributors, ContributorsFields>(pageDraftKeys.contributors(), [], contributorsFieldsOf, (pages, body) => pages.saveContributors(body));
  const people = editing.rows('contributors');
  const doc = draft.document;

  return (
    <Stack gap="lg">
      <TitledPageHead
        draft={draft}
        editing={editing}
        kind={t('pbContributorsKind')}
        back={{ path: '/back-office/dashboard-builder', label: t('authoringBackToDashboard') }}
        previewPath={CONTRIBUTORS_PREVIEW_PATH}
        scope="contributors"
        text={{ key: 'intro', value: doc.intro, labels: { en: t('rbIntroEn'), es: t('rbIntroEs') } }}
      />
      <PageRowList
        title={t('pbContributors')}
        items={[...doc.contributors].sort((a, b) => a.order - b.order)}
        itemLabel={(person) => t('pbContributorNamed', { name: person.name, role: labels.text(person.role) })}
        empty={t('pbContributorsEmpty')}
        addLabel={t('pbAddContributor')}
        rows={people}
        newRow={NEW_CONTRIBUTOR}
        busy={editing.saver.state.kind === 'saving'}
        renderEditor={(person, index) => (
          <>
            <RuleField label={t('pbPersonName')} value={person.name} field={`contributors.${index}.name`} parse={personRule} onSave={(name) => people.edit(person.id, () => ({ name }))} />
            <BilingualPlainFields
              labels={{ en: t('pbRoleEn'), es: t('pbRoleEs') }}
              value={person.role}
              field={`contributors.${index}.role`}
              rules={roleRules}
              onSave={(language, text) => people.edit(person.id, (now) => ({ role: withLanguage(now.role, language, text) }))}
            />
          </>
        )}
      />
    </Stack>
  );
}
