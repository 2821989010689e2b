import { lazy, useState, type ReactNode } from 'react';
import { showSnackbar } from '../common/show-snackbar';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '@application/identity/user-management.use-cases';
import { RoleId } from '@domain/identity/role';
import type { ReducedProfile } from '@domain/identity/user.schemas';
import { failureOf } from '../app/server-state/api-result-query';
import { useDialogOpener } from '../common/use-dialog-opener';
import { useFailureText } from '../common/use-failure-text';
import { useNotifyResult } from '../common/use-notify';
import { LoadedOnFirstOpen } from '../common/LoadedOnFirstOpen';
import { useEraseStudentRecord, useExportStudentRecord, useUnblockSignIn } from './management.queries';
import type { RowAction } from './RowActions';
import { saveJsonFile } from './save-json-file';
import { fullName } from './user-names';

// Only the super admin opens these, and seldom: they load when first opened (issue 17).
const RecordAccessModal = lazy(() => import('./RecordAccessModal').then((m) => ({ default: m.RecordAccessModal })));
const EraseStudentDataModal = lazy(() => import('./EraseStudentDataModal').then((m) => ({ default: m.EraseStudentDataModal })));

export interface StudentRowActions {
  /** The "More" menu of a user's row: none for anyone but a student. */
  readonly actionsFor: (user: ManagedUser) => readonly RowAction[];
  /** The record-access and erase dialogs, mounted once beside the table. */
  readonly dialogs: ReactNode;
}

/**
 * What a manager may do with a student's account beyond editing it: unblock its sign-in (whoever may
 * edit the student); see who was shown the record, export it and erase it (the super admin alone).
 */
export function useStudentRowActions(viewer: ReducedProfile, mayManage: (user: ManagedUser) => boolean): StudentRowActions {
  const { t } = useTranslation();
  const notify = useNotifyResult();
  const failureText = useFailureText();
  const unblock = useUnblockSignIn();
  const exportRecord = useExportStudentRecord();
  const erase = useEraseStudentRecord();
  const [reading, setReading] = useState<ManagedUser | null>(null);
  const [erasing, setErasing] = useState<ManagedUser | null>(null);
  // The row's "More actions" button stays through an erasure (the account is kept, anonymised).
  const focus = useDialogOpener();

  const name = (user: ManagedUser) => `${fullName(user)} (${user.userName})`;
  const showFailure = (error: unknown) => {
    const failure = failureOf(error);
    if (failure) notify(failure);
    else showSnackbar({ color: 'red', message: t('somethingWentWrongAlert') });
  };

  const actionsFor = (user: ManagedUser): readonly RowAction[] => {
    if (user.roleId !== RoleId.Student || !mayManage(user)) return [];
    const actions: RowAction[] = [
      {
        key: 'unblock',
        label: t('unblockSignIn'),
        onClick: () => unblock.mutate(user, { onSuccess: (saved) => notify({ ok: true, data: null, message: saved.message }), onError: showFailure }),
      },
    ];
    if (viewer.roleId !== RoleId.SuperAdmin) return actions;
    return [
      ...actions,
      {
        key: 'record-access',
        label: t('recordAccess'),
        onClick: () => {
          focus.opening();
          setReading(user);
        },
      },
      {
        key: 'export',
        label: t('exportData'),
        onClick: () =>
          exportRecord.mutate(user, {
            onSuccess: (document) => {
              saveJsonFile(`student-${user.userName}-export.json`, document);
              notify({ ok: true, data: null, message: t('exportSaved', { name: name(user) }) });
            },
            onError: showFailure,
          }),
      },
      {
        key: 'erase',
        label: t('eraseData'),
        danger: true,
        onClick: () => {
          focus.opening();
          erase.reset(); // each confirmation starts clean
          setErasing(user);
        },
      },
    ];
  };

  const confirmErase = (user: ManagedUser) =>
    erase.mutate(user, {
      onSuccess: ({ data, message }) => {
        notify({ ok: true, data: null, message: t('erasedWithCounts', { message, ...data.erased }) });
        setErasing(null);
        focus.closing();
      },
      onError: (error) => failureOf(error)?.kind === 'unauthorized' && setErasing(null),
    });
  const eraseFailure = failureOf(erase.error);
  const eraseError = erase.isError && eraseFailure?.kind !== 'unauthorized' ? (eraseFailure ? failureText(eraseFailure) : t('somethingWentWrongAlert')) : null;

  const dialogs = (
    <>
      <LoadedOnFirstOpen open={reading !== null}>
        <RecordAccessModal
          student={reading && { id: reading.id, name: name(reading) }}
          onClose={() => {
            setReading(null);
            focus.closing();
          }}
        />
      </LoadedOnFirstOpen>
      <LoadedOnFirstOpen open={erasing !== null}>
        <EraseStudentDataModal
          student={erasing && { name: name(erasing), userName: erasing.userName }}
          onClose={() => {
            setErasing(null);
            focus.closing();
          }}
          onConfirm={() => erasing && confirmErase(erasing)}
          busy={erase.isPending}
          error={erasing ? eraseError : null}
        />
      </LoadedOnFirstOpen>
    </>
  );
  return { actionsFor, dialogs };
}
