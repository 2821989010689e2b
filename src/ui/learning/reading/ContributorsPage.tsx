import './reading-strings';
import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBilingual } from '../../app/use-language';
import { ContentGate } from '../common/ContentGate';
import { RichText } from '../common/RichText';
import { useStudentContent } from '../common/use-student-content';
import { useLearningQueries } from '../learning.queries';
import classes from './reading.module.css';

/** `/contributors`: who made the course. The heading is the page's own title once it has loaded. */
export default function ContributorsPage() {
  const { t } = useTranslation();
  const text = useBilingual();
  const queries = useLearningQueries();
  const { state, reload } = useStudentContent(queries.contributors());
  return (
    <section className={classes.page} aria-labelledby="contributors-title">
      <Title order={1} id="contributors-title">
        {state.status === 'ready' ? text(state.data.title) || t('readingContributorsTitle') : t('readingContributorsTitle')}
      </Title>
      <ContentGate state={state} reload={reload}>
        {(page) => (
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
        )}
      </ContentGate>
    </section>
  );
}
