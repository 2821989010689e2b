import { lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { State } from '@domain/geography/geography.schemas';
import { GEOGRAPHY_WRITERS } from '@domain/identity/permissions';
import { useServices, useSession } from '../app/services-context';
import { placeQueries, useRemovePlace } from '../common/places.queries';
import { ManagementSection } from './ManagementSection';

// The dialog loads when it first opens: its schema brings zod, which the list does not need.
const StateFormModal = lazy(() => import('./StateFormModal').then((m) => ({ default: m.StateFormModal })));

const searchTexts = (s: State) => [s.name, s.abbreviation];

/** States (super admin): list, add, edit, remove (api-spec §7.12). */
export function StatesSection() {
  const { t } = useTranslation();
  const { places } = useServices();
  const { profile } = useSession();
  const list = useQuery(placeQueries.states(places));
  const removal = useRemovePlace('state');
  const canWrite = profile !== null && (GEOGRAPHY_WRITERS.state as readonly number[]).includes(profile.roleId);

  return (
    <ManagementSection
      title={t('sectionStates')}
      addLabel={t('addState')}
      canAdd={canWrite}
      searchHint={t('searchPlacesHint')}
      searchTexts={searchTexts}
      list={list}
      headers={[t('colName'), t('colAbbreviation'), t('actions')]}
      emptyText={t('noStates')}
      minWidth={420}
      cells={(s) => [s.name, s.abbreviation]}
      label={(s) => s.name}
      writable={() => canWrite}
      removal={removal}
      renderForm={(props) => <StateFormModal {...props} />}
    />
  );
}
