import { useCallback, useMemo, useState } from 'react';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stateInputSchema, type State } from '../../domain/geography/geography.schemas';
import { GEOGRAPHY_WRITERS } from '../../domain/identity/permissions';
import { useServices, useSession } from '../app/services-context';
import { useNotifyResult } from '../common/use-notify';
import { serverFieldErrors, validateWith, type FieldErrors } from '../common/validation';
import { ConfirmRemoveModal } from './ConfirmRemoveModal';
import { FormModal } from './FormModal';
import { ManagementTable } from './ManagementTable';
import { PlaceNameInput } from './PlaceNameInput';
import { RowActions } from './RowActions';
import { matchesSearch, SearchInput } from './SearchInput';
import { useListLoader } from './use-list-loader';
import { useMessageText } from './use-message-text';

type Dialog = { readonly state: State | null; readonly key: number };

/** States (super admin): list, add, edit, remove (api-spec §7.12). */
export function StatesSection() {
  const { t } = useTranslation();
  const { geography } = useServices();
  const { profile } = useSession();
  const notify = useNotifyResult();
  const list = useListLoader(useCallback(() => geography.states(), [geography]));
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<State | null>(null);

  const canWrite = profile !== null && (GEOGRAPHY_WRITERS.state as readonly number[]).includes(profile.roleId);
  const open = (state: State | null) => {
    setDialog((d) => ({ state, key: (d?.key ?? 0) + 1 }));
    setFormOpen(true);
  };
  const shown = useMemo(() => list.items.filter((s) => matchesSearch(search, [s.name, s.abbreviation])), [list.items, search]);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('sectionStates')}</Title>
        {canWrite && <Button onClick={() => open(null)}>{t('addState')}</Button>}
      </Group>
      <SearchInput what={t('sectionStates')} hint={t('searchPlacesHint')} value={search} onChange={setSearch} />
      <ManagementTable
        what={t('sectionStates')}
        headers={[t('colName'), t('colAbbreviation'), t('actions')]}
        total={list.items.length}
        status={list.status}
        error={list.error}
        onRetry={() => void list.reload()}
        emptyText={t('noStates')}
        minWidth={420}
        rows={shown.map((s) => ({
          key: s.id,
          cells: [
            s.name,
            s.abbreviation,
            <RowActions
              key="actions"
              name={s.name}
              onEdit={canWrite ? () => open(s) : undefined}
              onRemove={canWrite ? () => setRemoving(s) : undefined}
            />,
          ],
        }))}
      />
      {dialog && (
        <StateForm
          key={dialog.key}
          opened={formOpen}
          state={dialog.state}
          onClose={() => setFormOpen(false)}
          onSaved={(message) => {
            notify({ ok: true, data: null, message });
            setFormOpen(false);
            void list.reload();
          }}
        />
      )}
      <ConfirmRemoveModal
        name={removing?.name ?? null}
        onClose={() => setRemoving(null)}
        onConfirm={() => geography.remove('state', removing!.id)}
        onRemoved={(result) => {
          notify(result);
          setRemoving(null);
          void list.reload();
        }}
      />
    </Stack>
  );
}

function StateForm({ opened, state, onClose, onSaved }: { opened: boolean; state: State | null; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation();
  const { geography } = useServices();
  const text = useMessageText();
  const [name, setName] = useState(state?.name ?? '');
  const [abbreviation, setAbbreviation] = useState(state?.abbreviation ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const checked = validateWith(stateInputSchema, { name, abbreviation });
    if (checked.errors) {
      setErrors(checked.errors);
      return setSummary(t('fieldsInvalid'));
    }
    setBusy(true);
    const result = state ? await geography.updateState(state.id, checked.data) : await geography.addState(checked.data);
    setBusy(false);
    if (result.ok) return onSaved(result.message);
    if (result.kind === 'unauthorized') return onClose();
    setErrors(serverFieldErrors(result.fields));
    setSummary(result.kind === 'offline' ? t('offline') : result.message || t('somethingWentWrongAlert'));
  };

  return (
    <FormModal
      opened={opened}
      title={state ? t('editStateTitle', { name: state.name }) : t('addState')}
      onClose={onClose}
      onSubmit={() => void submit()}
      summary={summary}
      busy={busy}
    >
      <PlaceNameInput
        kind="state"
        value={name}
        onChange={(value) => {
          setName(value);
          setErrors((e) => ({ ...e, name: undefined }));
        }}
        error={text(errors.name)}
        currentName={state?.name ?? null}
        onAvailability={(available) => setErrors((e) => ({ ...e, name: available ? undefined : 'nameInUse' }))}
      />
      <TextInput
        label={t('abbreviation')}
        description={t('abbreviationRule')}
        value={abbreviation}
        onChange={(e) => {
          setAbbreviation(e.currentTarget.value.toUpperCase());
          setErrors((errs) => ({ ...errs, abbreviation: undefined }));
        }}
        error={text(errors.abbreviation)}
        required
        maxLength={5}
        autoCapitalize="characters"
      />
    </FormModal>
  );
}
