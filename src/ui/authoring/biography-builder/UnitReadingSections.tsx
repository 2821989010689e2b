import { useState } from 'react';
import { Alert, Button, Group, Stack, Table, Title } from '@mantine/core';
import { showSnackbar } from '../../common/show-snackbar';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { AuthoredUnitDetails } from '@application/authoring/course-authoring.use-cases';
import { failureOf } from '../../app/server-state/api-result-query';
import { useFailureText } from '../../common/use-failure-text';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { ConfirmRemoveModal } from '../../management/ConfirmRemoveModal';
import { useAuthoringLabels } from '../authoring-labels';
import { AuthoringRowHeader, AuthoringTable } from '../AuthoringTable';
import { PublishStateCell } from '../PublishStateCell';
import { RemoveButton } from '../RowDialogButton';
import { readingBuilderStrings } from './reading-builder.locale';
import { useCreateBiography, useCreateTimeline, useRemoveBiography } from './reading-drafts.queries';
import { biographyBuilderPath, timelineBuilderPath } from './reading-paths';

registerLocaleBundle(readingBuilderStrings);

type Biography = AuthoredUnitDetails['biographies'][number];

/**
 * The unit builder's biographies (add, edit, remove after confirming) and its timeline (create, or
 * edit the one there). A new biography or timeline opens in its builder at once.
 */
export function UnitReadingSections({ unit, unitName }: { readonly unit: AuthoredUnitDetails; readonly unitName: string }) {
  const { t } = useTranslation();
  const labels = useAuthoringLabels();
  const navigate = useNavigate();
  const failureText = useFailureText();
  const adding = useCreateBiography(unit.id);
  const creatingTimeline = useCreateTimeline(unit.id);
  const removal = useRemoveBiography(unit.id);
  const [removing, setRemoving] = useState<Biography | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const biographies = [...unit.biographies].sort((a, b) => a.order - b.order);
  /** A refusal as the server words it; an ended session is the route guard's. */
  const refusalOf = (error: unknown) => {
    const failure = failureOf(error);
    return failure && failure.kind !== 'unauthorized' ? failureText(failure) : null;
  };
  const addError = refusalOf(adding.error);
  const timelineError = refusalOf(creatingTimeline.error);

  const confirmRemoval = () => {
    if (!removing) return;
    removal.mutate(removing.id, {
      onSuccess: (saved) => {
        showSnackbar({ color: 'green', message: saved.message || t('changesSaved') });
        setRemoving(null);
      },
      onError: (error) => setRemoveError(refusalOf(error)),
    });
  };

  return (
    <>
      <Stack gap="sm" component="section" aria-labelledby="unit-biographies">
        <Group justify="space-between">
          <Title order={2} id="unit-biographies">
            {t('rbBiographies')}
          </Title>
          <Button onClick={() => adding.mutate(undefined, { onSuccess: (saved) => navigate(biographyBuilderPath(unit.id, saved.data.id)) })} loading={adding.isPending}>
            {t('rbAddBiography')}
          </Button>
        </Group>
        {addError && (
          <Alert color="red" role="alert">
            {addError}
          </Alert>
        )}
        <AuthoringTable
          caption={t('rbBiographiesCaption', { unit: unitName, count: biographies.length })}
          columns={['rbColBiography', 'rbColState', 'rbColActions']}
          empty={t('rbBiographiesEmpty')}
          count={biographies.length}
        >
          {biographies.map((biography) => {
            const name = labels.text(biography.name);
            return (
              <Table.Tr key={biography.id}>
                <AuthoringRowHeader otherLanguage={labels.otherLanguage(biography.name)}>{name}</AuthoringRowHeader>
                <Table.Td>
                  <PublishStateCell state={biography.publishState} publishedAt={null} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button component={Link} to={biographyBuilderPath(unit.id, biography.id)} size="xs" variant="default" aria-label={t('rbEditNamed', { name })}>
                      {t('rbEdit')}
                    </Button>
                    <RemoveButton
                      name={name}
                      onOpen={() => {
                        setRemoveError(null);
                        setRemoving(biography);
                      }}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </AuthoringTable>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="unit-timeline" align="flex-start">
        <Title order={2} id="unit-timeline">
          {t('rbTimeline')}
        </Title>
        {timelineError && (
          <Alert color="red" role="alert">
            {timelineError}
          </Alert>
        )}
        {unit.timelineId === null ? (
          <Button onClick={() => creatingTimeline.mutate(undefined, { onSuccess: () => navigate(timelineBuilderPath(unit.id)) })} loading={creatingTimeline.isPending}>
            {t('rbCreateTimelineShort')}
          </Button>
        ) : (
          <Button component={Link} to={timelineBuilderPath(unit.id)} variant="default">
            {t('rbEditTimeline')}
          </Button>
        )}
      </Stack>

      <ConfirmRemoveModal name={removing ? labels.text(removing.name) : null} onClose={() => setRemoving(null)} onConfirm={confirmRemoval} busy={removal.isPending} error={removeError} />
    </>
  );
}
