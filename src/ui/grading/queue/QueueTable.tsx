import type { Ref } from 'react';
import { Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WaitingAnswer } from '@application/grading/grading.use-cases';
import { answerKey, type AnswerKey } from '@domain/grading/grading-queue.rules';
import { useBilingual } from '../../app/use-language';
import { QUESTION_TYPE_KEY, formatSubmitted, studentNameOf } from './queue-labels';
import classes from './GradingQueue.module.css';

export interface QueueTableProps {
  readonly answers: readonly WaitingAnswer[];
  readonly current: AnswerKey | null;
  readonly loading: boolean;
  readonly onChoose: (key: AnswerKey) => void;
  /** The current row's button (Alt+L comes back to it). */
  readonly currentRef: Ref<HTMLButtonElement>;
}

/**
 * The waiting answers, oldest first, in a captioned table (the caption counts them). Each row's
 * student name is a button that opens that answer; the open one is marked `aria-current`.
 */
export function QueueTable({ answers, current, loading, onChoose, currentRef }: QueueTableProps) {
  const { t, i18n } = useTranslation();
  const text = useBilingual();
  return (
    <Table.ScrollContainer minWidth={560} className={classes.tableScroll}>
      <Table captionSide="top" highlightOnHover aria-busy={loading}>
        <Table.Caption className={classes.caption}>{t('queueCaption', { count: answers.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('queueColStudent')}</Table.Th>
            <Table.Th scope="col">{t('queueColClassroom')}</Table.Th>
            <Table.Th scope="col">{t('queueColAssessment')}</Table.Th>
            <Table.Th scope="col">{t('queueColQuestion')}</Table.Th>
            <Table.Th scope="col">{t('queueColSubmitted')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {answers.map((a) => {
            const key = answerKey(a);
            const isCurrent = key === current;
            const name = studentNameOf(a);
            const assessment = text(a.assessment.name);
            return (
              <Table.Tr key={key} className={isCurrent ? classes.currentRow : undefined} data-queue-row={key}>
                <Table.Th scope="row" fw={500}>
                  <UnstyledButton
                    className={classes.rowButton}
                    ref={isCurrent ? currentRef : undefined}
                    aria-current={isCurrent ? 'true' : undefined}
                    aria-label={t('queueGrade', { name, number: a.question.number, assessment })}
                    onClick={() => onChoose(key)}
                  >
                    {name}
                  </UnstyledButton>
                </Table.Th>
                <Table.Td>{a.classroom.name}</Table.Td>
                <Table.Td>{assessment}</Table.Td>
                <Table.Td>{t('queueQuestion', { number: a.question.number, type: t(QUESTION_TYPE_KEY[a.question.type]) })}</Table.Td>
                <Table.Td>{formatSubmitted(a.submittedAt, i18n.language)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
