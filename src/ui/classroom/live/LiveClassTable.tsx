import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KeyboardScrollTable } from '../../common/KeyboardScrollTable';
import type { LiveStudent } from '@application/classroom/live-class.use-cases';
import { isLanguage, type Language } from '@domain/shared/constants';
import { ProgressStatus } from '../../learning/common/ProgressStatus';

const fullName = (s: LiveStudent) => `${s.firstName} ${s.lastName}`;

/** Clock time in the page's language (es-US in Spanish, as the style guide asks). */
function timeOf(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' }).format(new Date(iso));
}

/**
 * The classroom's students as they work: each one's current lesson, page, status (words with an
 * icon), answers saved and submitted, and last activity. Rows change in place as events arrive; the
 * caption gives the count, each row is headed by the student's name.
 */
export function LiveClassTable({ students }: { readonly students: readonly LiveStudent[] }) {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const what = t('liveClassStudentsWhat');
  return (
    <Stack component="section" aria-labelledby="live-class-heading" gap="xs">
      <Title order={2} size="h3" id="live-class-heading">
        {what}
      </Title>
      <KeyboardScrollTable minWidth={760} label={what}>
        <Table striped captionSide="top" withTableBorder>
          <Table.Caption>{t('listCount', { what, shown: students.length, total: students.length })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('liveClassColStudent')}</Table.Th>
              <Table.Th scope="col">{t('liveClassColLesson')}</Table.Th>
              <Table.Th scope="col">{t('liveClassColPage')}</Table.Th>
              <Table.Th scope="col">{t('liveClassColStatus')}</Table.Th>
              <Table.Th scope="col">{t('liveClassColAnswers')}</Table.Th>
              <Table.Th scope="col">{t('liveClassColLastActivity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {students.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>{t('liveClassNoStudents')}</Table.Td>
              </Table.Tr>
            ) : (
              students.map((s) => {
                const lesson = s.lesson;
                return (
                  <Table.Tr key={s.studentId} data-testid={`live-row-${s.userName}`}>
                    <Table.Th scope="row" fw={500}>
                      {fullName(s)}
                      <Text size="xs" c="dimmed" span display="block">
                        {s.userName}
                      </Text>
                    </Table.Th>
                    <Table.Td>{lesson ? t('liveClassUnitLesson', { unit: lesson.unitTitle[language], lesson: lesson.title[language] }) : t('liveClassNoLesson')}</Table.Td>
                    <Table.Td>{lesson?.page ? t('liveClassPage', { page: lesson.page, count: lesson.pageCount }) : t('liveClassNoPage')}</Table.Td>
                    <Table.Td>
                      <ProgressStatus status={lesson?.status ?? 'not-started'} />
                    </Table.Td>
                    <Table.Td>
                      {!lesson ? t('liveClassNoAnswers') : lesson.hasAssessment ? t('liveClassAnswers', { saved: lesson.answersSaved, submitted: lesson.answersSubmitted }) : t('liveClassNoAssessment')}
                    </Table.Td>
                    <Table.Td>{s.lastActivityAt ? timeOf(s.lastActivityAt, language) : t('liveClassNever')}</Table.Td>
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </KeyboardScrollTable>
    </Stack>
  );
}
