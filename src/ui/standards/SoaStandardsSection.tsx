// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Standard } from '@application/standards/soa-standards.port';
import { useServices } from '../app/services-context';
import { placeQueries } from '../common/places.queries';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { ManagementSection } from '../management/ManagementSection';
import { soaStandardQueries, useRemoveStandard } from './soa-standards.queries';
import { soaStandardsLocale } from './soa-standards.locale';
import { StandardFormModal, SUBJECT_LABELS } from './StandardFormModal';
import { StandardsWorkbooks } from './StandardsWorkbooks';

registerLocaleBundle(soaStandardsLocale);

const searchTexts = (s: Standard) => [s.code, s.description, s.strand];

/**
 * SOA/ELA standards (super admin; product-spec §2 and §6, api-spec §7.10): a state's standards with
 * search, add, edit and remove, the template and the list to download, and a workbook to upload.
 * The list loads again half a second after each change (product-spec §9).
 */
export function SoaStandardsSection() {
  const { t } = useTranslation();
  const { places, soaStandards } = useServices();
  const states = useQuery(placeQueries.states(places));
  const [chosen, setChosen] = useState<number | null>(null);
  const stateId = chosen ?? states.data?.[0]?.id ?? null;
  const list = useQuery(soaStandardQueries.ofState(soaStandards, stateId));
  const removal = useRemoveStandard();

  if (states.isSuccess && states.data.length === 0) return <Text size="sm">{t('soaNoStates')}</Text>;
  return (
    <Stack>
      <ManagementSection
        title={t('soaStandardsTitle')}
        addLabel={t('soaAdd')}
        canAdd={stateId !== null}
        searchHint={t('soaSearchHint')}
        searchTexts={searchTexts}
        list={list}
        headers={[t('soaColCode'), t('soaColDescription'), t('soaColSubject'), t('soaColGrade'), t('soaColActions')]}
        emptyText={t('soaNone')}
        minWidth={720}
        cells={(s) => [s.code, s.description, t(SUBJECT_LABELS[s.subject]), s.grade]}
        label={(s) => s.code}
        writable={() => true}
        removal={removal}
        renderForm={(props) => <StandardFormModal {...props} stateId={stateId ?? 0} />}
      >
        <Select
          label={t('soaState')}
          description={t('soaStateHint')}
          data={(states.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={stateId === null ? null : String(stateId)}
          onChange={(value) => value && setChosen(Number(value))}
          allowDeselect={false}
          maw={320}
        />
      </ManagementSection>
      {stateId !== null && <StandardsWorkbooks stateId={stateId} />}
    </Stack>
  );
}
