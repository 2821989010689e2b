import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LANGUAGES } from '@domain/shared/constants';
import { useServices } from '../../app/services-context';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { unitDetailsQueries } from '../unit-details/unit-details.queries';
import { vocabularyManagerStrings } from './vocabulary-manager.locale';
import { vocabularyManagerPath } from './vocabulary-paths';

registerLocaleBundle(vocabularyManagerStrings);

/**
 * The unit builder's way to the vocabulary manager: one link per language, with its term count once
 * the unit's draft (already read by the details section: one request for both) says it.
 */
export function UnitVocabularySection({ unitId }: { readonly unitId: number }) {
  const { t } = useTranslation();
  const { unitDetails } = useServices();
  const headingId = useId();
  const counts = useQuery(unitDetailsQueries.unitDraft(unitDetails, unitId)).data?.document.vocabularyCount;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {t('vmUnitVocabulary')}
      </Title>
      <Text size="sm">{t('vmUnitVocabularyHint')}</Text>
      <List listStyleType="none" spacing={4}>
        {LANGUAGES.map((language) => (
          <List.Item key={language}>
            <Group gap="xs">
              <Anchor component={Link} to={vocabularyManagerPath(unitId, language)}>
                {t(`vmUnitLink_${language}`)}
              </Anchor>
              {counts && <Text size="sm">({t('vmUnitLinkCount', { count: counts[language] })})</Text>}
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
