import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KeyboardScrollTable } from '../common/KeyboardScrollTable';
import type { Disclosure } from '@application/identity/student-record.use-cases';
import type { DisclosureKind } from '@domain/privacy/disclosure-kind';
import { useServices } from '../app/services-context';
import { failureOf } from '../app/server-state/api-result-query';
import { CentralAndLocalTime } from '../common/CentralAndLocalTime';
import { useFailureText } from '../common/use-failure-text';
import { studentRecordQueries } from './management.queries';

/** The words for each kind of disclosure (the stored kinds never change, their labels may). */
const KIND_LABELS: Record<DisclosureKind, string> = {
  'assessment-answers': 'disclosureAssessmentAnswers',
  'benchmark-score': 'disclosureBenchmarkScore',
  'benchmark-list': 'disclosureBenchmarkList',
  'unit-feedback': 'disclosureUnitFeedback',
  'lesson-progress': 'disclosureLessonProgress',
  'lesson-score': 'disclosureLessonScore',
  'unit-progress': 'disclosureUnitProgress',
  'unit-overview': 'disclosureUnitOverview',
  'user-record': 'disclosureUserRecord',
  'student-export': 'disclosureStudentExport',
  'student-erasure': 'disclosureStudentErasure',
};

export interface RecordAccessModalProps {
  /** The student whose disclosures are listed; null keeps the dialog closed. */
  readonly student: { readonly id: number; readonly name: string } | null;
  readonly onClose: () => void;
}

/**
 * "Record access for {student}": who was shown the student's record (FERPA 34 CFR 99.32), newest
 * first, a page at a time (Newer / Older), with dates in the interface language.
 */
export function RecordAccessModal({ student, onClose }: RecordAccessModalProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(student);
  const studentId = student?.id ?? null;
  useEffect(() => {
    // Keep the last student while the dialog fades out.
    if (student !== null) setShown(student);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new student, not a new object for the same one
  }, [studentId]);

  return (
    <Modal opened={student !== null} onClose={onClose} returnFocus={false} size="xl" title={t('recordAccessTitle', { name: shown?.name ?? '' })} closeButtonProps={{ 'aria-label': t('close') }}>
      {student && <DisclosureList studentId={student.id} name={student.name} />}
    </Modal>
  );
}

function DisclosureList({ studentId, name }: { studentId: number; name: string }) {
  const { t } = useTranslation();
  const { studentRecords } = useServices();
  const failureText = useFailureText();
  const [page, setPage] = useState(1);
  const query = useQuery(studentRecordQueries.disclosurePage(studentRecords, studentId, page));

  const failure = failureOf(query.error);
  if (query.isError && failure?.kind !== 'unauthorized')
    return (
      <Alert color="red" role="alert" title={t('recordAccessFailedTitle')}>
        <Text size="sm" mb="sm">
          {failure ? failureText(failure) : t('somethingWentWrongAlert')}
        </Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  if (!query.data)
    return (
      <Center py="xl">
        <span role="status">
          <Loader aria-hidden />
          <span className="visually-hidden">{t('loading')}</span>
        </span>
      </Center>
    );

  const { total, pageSize, disclosures } = query.data;
  if (total === 0) return <Text>{t('recordAccessEmpty', { name })}</Text>;

  const shownPage = query.data.page;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = (shownPage - 1) * pageSize + 1;
  const what = (d: Disclosure) => (d.objectId === null ? t(KIND_LABELS[d.kind]) : t('disclosureWithObject', { what: t(KIND_LABELS[d.kind]), id: d.objectId }));
  return (
    <Stack>
      <KeyboardScrollTable minWidth={720} label={t('recordAccessCaption', { name, from, to: from + disclosures.length - 1, total })}>
        <Table striped captionSide="top" aria-busy={query.isFetching}>
          <Table.Caption aria-live="polite">{t('recordAccessCaption', { name, from, to: from + disclosures.length - 1, total })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {[t('colWhen'), t('colWho'), t('colRole'), t('colWhat'), t('colCall')].map((header) => (
                <Table.Th key={header} scope="col">
                  {header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {disclosures.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Th scope="row" fw={500}>
                  <CentralAndLocalTime at={d.disclosedAt} />
                </Table.Th>
                <Table.Td>{d.viewerName || t('erasedAccount')}</Table.Td>
                <Table.Td>{t(`role${d.viewerRoleId}`)}</Table.Td>
                <Table.Td>{what(d)}</Table.Td>
                <Table.Td>{d.route ? <code>{d.route}</code> : t('noCall')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </KeyboardScrollTable>
      {pages > 1 && (
        <Group justify="space-between" role="group" aria-label={t('recordAccessPages')}>
          <Button variant="default" disabled={shownPage <= 1 || query.isFetching} onClick={() => setPage(shownPage - 1)}>
            {t('newerPage')}
          </Button>
          <Text size="sm">{t('disclosurePageOf', { page: shownPage, pages })}</Text>
          <Button variant="default" disabled={shownPage >= pages || query.isFetching} onClick={() => setPage(shownPage + 1)}>
            {t('olderPage')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
