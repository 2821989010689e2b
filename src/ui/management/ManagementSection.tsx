import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { failureOf, type Saved } from '../app/server-state/api-result-query';
import { useDialogOpener } from '../common/use-dialog-opener';
import { useFailureText } from '../common/use-failure-text';
import { useNotifyResult } from '../common/use-notify';
import { PartLoader } from '../common/PartLoader';
import { ConfirmRemoveModal } from './ConfirmRemoveModal';
import { useListView } from './list-view';
import { ManagementTable } from './ManagementTable';
import { RowActions, type RowAction } from './RowActions';
import { matchesSearch, SearchInput } from './SearchInput';
import type { RecordFormProps } from './use-record-form';

export interface ManagementSectionProps<T extends { readonly id: number }> {
  /** "States", "Users"…: the heading, and the subject of the search box and the table. */
  readonly title: string;
  readonly addLabel: string;
  readonly canAdd: boolean;
  readonly searchHint: string;
  /** The texts of a record the search box looks in. */
  readonly searchTexts: (record: T) => readonly (string | null | undefined)[];
  /** The list's query (`useQuery(…queries.x(…))`). */
  readonly list: UseQueryResult<readonly T[]>;
  /** Column headers, the actions column last. */
  readonly headers: readonly string[];
  readonly emptyText: string;
  readonly minWidth?: number;
  /** A row's cells before its actions; the first is the row header. */
  readonly cells: (record: T) => readonly ReactNode[];
  /** The record's name in its action buttons and in the remove dialog. */
  readonly label: (record: T) => string;
  /** Whether this row offers Edit and Remove. */
  readonly writable: (record: T) => boolean;
  /** The row's other actions (its "More" menu), if any. */
  readonly moreActions?: (record: T) => readonly RowAction[];
  /** The removal mutation; it invalidates the lists it changes. */
  readonly removal: UseMutationResult<Saved<unknown>, Error, { readonly id: number }>;
  /** Renders the add/edit dialog; it is mounted afresh each time it opens. */
  readonly renderForm: (props: RecordFormProps<T>) => ReactNode;
  /** Shown between the heading and the search box (the users' place filter). */
  readonly children?: ReactNode;
}

/**
 * A back-office list section: heading with Add, search box, table with Edit and Remove per row,
 * the add/edit dialog and the remove confirmation. A save or a removal shows the server's message;
 * its mutation has invalidated the list, which loads again by itself.
 */
export function ManagementSection<T extends { readonly id: number }>(props: ManagementSectionProps<T>) {
  const { title, addLabel, canAdd, searchHint, searchTexts, headers, emptyText, minWidth, cells, label, writable, moreActions, removal, renderForm, children } = props;
  const { t } = useTranslation();
  const failureText = useFailureText();
  const notify = useNotifyResult();
  const list = useListView(props.list);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ readonly record: T | null; readonly key: number } | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<T | null>(null);
  const focus = useDialogOpener();

  const open = (record: T | null) => {
    focus.opening();
    setDialog((d) => ({ record, key: (d?.key ?? 0) + 1 }));
    setFormOpen(true);
  };
  const closeForm = () => {
    setFormOpen(false);
    focus.closing();
  };
  const askRemove = (record: T) => {
    focus.opening();
    removal.reset(); // each confirmation starts clean
    setRemoving(record);
  };
  const cancelRemove = () => {
    setRemoving(null);
    focus.closing();
  };
  const confirmRemove = (record: T) =>
    removal.mutate(record, {
      onSuccess: (saved) => {
        notify({ ok: true, data: null, message: saved.message });
        setRemoving(null);
        // The row and its Remove button go with the list's reload.
        focus.closing({ openerGone: true });
      },
      onError: (error) => failureOf(error)?.kind === 'unauthorized' && setRemoving(null),
    });
  const removalFailure = failureOf(removal.error);
  const removalError =
    removal.isError && removalFailure?.kind !== 'unauthorized' ? (removalFailure ? failureText(removalFailure) : t('somethingWentWrongAlert')) : null;
  const shown = useMemo(() => list.items.filter((record) => matchesSearch(search, searchTexts(record))), [list.items, search, searchTexts]);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2} ref={focus.headingRef} tabIndex={-1}>
          {title}
        </Title>
        {canAdd && <Button onClick={() => open(null)}>{addLabel}</Button>}
      </Group>
      {children}
      <SearchInput what={title} hint={searchHint} value={search} onChange={setSearch} />
      <ManagementTable
        what={title}
        headers={headers}
        total={list.items.length}
        status={list.status}
        error={list.error}
        onRetry={list.retry}
        emptyText={emptyText}
        minWidth={minWidth}
        rows={shown.map((record) => {
          const may = writable(record);
          return {
            key: record.id,
            cells: [
              ...cells(record),
              <RowActions
                key="actions"
                name={label(record)}
                onEdit={may ? () => open(record) : undefined}
                onRemove={may ? () => askRemove(record) : undefined}
                more={moreActions?.(record)}
              />,
            ],
          };
        })}
      />
      {dialog && (
        <Suspense key={dialog.key} fallback={<PartLoader />}>
          {renderForm({
            opened: formOpen,
            record: dialog.record,
            onClose: closeForm,
            onSaved: (message) => {
              notify({ ok: true, data: null, message });
              closeForm();
            },
          })}
        </Suspense>
      )}
      <ConfirmRemoveModal
        name={removing ? label(removing) : null}
        onClose={cancelRemove}
        onConfirm={() => removing && confirmRemove(removing)}
        busy={removal.isPending}
        error={removing ? removalError : null}
      />
    </Stack>
  );
}
