import './reading-strings';
import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContributorsDocument } from '@domain/content/reading.schemas';
import { useBilingual } from '../../app/use-language';
import { ContentGate } from '../common/ContentGate';
import { RichText } from '../common/RichText';
import { useStudentContent } from '../common/use-student-content';
import { useLearningQueries } from '../learning.queries';
import classes from './reading.module.css';

/** `/contributors`: who made the course. The heading is the page's own title once it has loaded. */
export default function ContributorsPage() {
  const queries = useLearningQueries();
  const { state, reload } = useStudentContent(queries.contributors());
  return (
    <ContributorsSection title={state.status === 'ready' ? state.data.title : null}>
      <ContentGate state={state} reload={reload}>
        {(page) => <ContributorsList page={page} />}
      </ContentGate>
    </ContributorsSection>
  );
}

/** The contributors page as it is read; the back office's preview shows a draft with it. */
export function ContributorsArticle({ page }: { readonly page: ContributorsDocument }) {
  return (
    <ContributorsSection title={page.title}>
      <ContributorsList page={page} />
    </ContributorsSection>
  );
}

/** The page's heading: its own title, or "Contributors" while it loads or when it has none. */
function ContributorsSection({ title, children }: { readonly title: ContributorsDocument['title'] | null; readonly children: ReactNode }) {
  const { t } = useTranslation();
  const text = useBilingual();
  return (
    <section className={classes.page} aria-labelledby="contributors-title">
      <Title order={1} id="contributors-title">
        {text(title) || t('readingContributorsTitle')}
      </Title>
      {children}
    </section>
  );
}

function ContributorsList({ page }: { readonly page: ContributorsDocument }) {
  const text = useBilingual();
  return (
    <>
      <RichText html={text(page.intro)} />
      <ul className={classes.list} data-testid="contributors">
        {[...page.contributors]
          .sort((a, b) => a.order - b.order)
          .map((person) => (
            <li key={person.id} className={classes.row}>
              <Text fw={700}>{person.name}</Text>
              <Text className={classes.muted}>{text(person.role)}</Text>
            </li>
          ))}
      </ul>
    </>
  );
}
