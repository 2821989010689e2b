// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/Table.layer.css';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { gradingQueue } from '../../i18n/locales/grading-queue';
import '../grading-strings';
import { useMemo, useRef, useState, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QueueFilter, WaitingAnswer } from '@application/grading/grading.use-cases';
import { afterSave, answerKey, choose, NO_PLACE, positionOf, step, type AnswerKey, type QueuePlace } from '@domain/grading/grading-queue.rules';
import { failureOf } from '../../app/server-state/api-result-query';
import { useServices } from '../../app/services-context';
import { useFailureText } from '../../common/use-failure-text';
import { CurrentAnswer } from './CurrentAnswer';
import { gradingQueueQueries } from './grading-queue.queries';
import { QueueFilters } from './QueueFilters';
import { QueueTable } from './QueueTable';
import { studentNameOf } from './queue-labels';
import { useQueueShortcuts, type QueueAction } from './queue-shortcuts';
import { ShortcutList } from './ShortcutList';
import classes from './GradingQueue.module.css';

registerLocaleBundle(gradingQueue);

const NONE: readonly WaitingAnswer[] = [];

/** Why the live region speaks: a move, a move that hit an end of the list, or a save that moved on. */
type Cue = 'move' | 'first' | 'last' | 'saved';

/**
 * /class-room/grading (issue 12): every answer of the teacher's classes waiting for a score, oldest
 * first, narrowed by classroom, unit and assessment; the open answer beside the list with its score
 * and feedback form. Keyboard first: every shortcut is listed on the screen and announced moves say
 * where the teacher is ("Answer 3 of 12, Ana López, question 2"). The list reloads by itself on a
 * student's submit (notification), after every save and when the teacher comes back to the tab; the
 * rules of grading-queue.rules.ts keep the teacher's place while it changes.
 */
export default function GradingQueuePage() {
  const { t } = useTranslation();
  const { grading } = useServices();
  const failureText = useFailureText();
  const [filter, setFilter] = useState<QueueFilter>({});
  const query = useQuery(gradingQueueQueries.list(grading, filter));
  const answers = query.data?.answers ?? NONE;
  const keys = useMemo(() => answers.map(answerKey), [answers]);

  // The open answer is kept here, not looked up: it stays open after it left the list (see the rules).
  const [open, setOpen] = useState<{ answer: WaitingAnswer; seen: readonly AnswerKey[] } | null>(null);
  const openKey = open ? answerKey(open.answer) : null;
  const place: QueuePlace = open ? { selected: openKey, seen: open.seen } : NO_PLACE;
  // Nothing open and a (settled) list to open from: the oldest answer opens, as on arrival.
  if (!open && answers.length > 0 && !query.isPlaceholderData) setOpen({ answer: answers[0], seen: keys });
  const shown = open ? (answers.find((a) => answerKey(a) === openKey) ?? open.answer) : null;
  const stillListed = openKey !== null && keys.includes(openKey);
  const position = positionOf(openKey, keys);

  const [cue, setCue] = useState<Cue | null>(null);
  const [live, setLive] = useState({ text: '', seq: 0 });
  const [focusTarget, setFocusTarget] = useState<{ key: AnswerKey; seq: number } | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const scoreInput = useRef<HTMLInputElement>(null);
  const currentRow = useRef<HTMLButtonElement>(null);

  const where = shown && position ? { index: position.index, total: position.total, name: studentNameOf(shown), number: shown.question.number } : null;
  const cueText = !cue
    ? ''
    : !where
      ? t(cue === 'saved' ? 'queueAllDone' : 'queueNoneLeft')
      : cue === 'saved'
        ? t('queueSavedPosition', where)
        : `${cue === 'last' ? `${t('queueAtEnd')} ` : cue === 'first' ? `${t('queueAtStart')} ` : ''}${t('queuePosition', where)}`;
  // A save is announced once the list has reloaded without the saved answer, so the count is right.
  const settled = cue !== 'saved' || !query.isFetching;
  useEffect(() => {
    if (!cue || !settled) return;
    setLive((l) => ({ text: cueText, seq: l.seq + 1 }));
    setCue(null);
  }, [cue, cueText, settled]);

  /** Opens the answer a rule chose (from `list`, the list the rule saw). */
  const openAt = (next: QueuePlace, list: readonly WaitingAnswer[]) => {
    const answer = list.find((a) => answerKey(a) === next.selected) ?? null;
    setOpen(answer ? { answer, seen: next.seen } : null);
    // Focus follows only when it was inside the answer being replaced; in the list or a filter it stays put.
    if (answer && panel.current?.contains(document.activeElement)) setFocusTarget((f) => ({ key: answerKey(answer), seq: (f?.seq ?? 0) + 1 }));
  };

  const move = (direction: 1 | -1) => {
    const next = step(place, keys, direction);
    if (next.selected === null) return setCue('move');
    if (next.selected === openKey) return setCue(direction === 1 ? 'last' : 'first');
    openAt(next, answers);
    setCue('move');
  };

  const run = (action: QueueAction) => {
    if (action === 'next') move(1);
    else if (action === 'previous') move(-1);
    else if (action === 'score') scoreInput.current?.focus();
    else if (action === 'list') (currentRow.current ?? document.querySelector<HTMLButtonElement>('[data-queue-row] button'))?.focus();
    else {
      const form = panel.current?.querySelector('form');
      const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]:not(:disabled)');
      if (form && submit) form.requestSubmit(submit);
    }
  };
  useQueueShortcuts(run);

  const failure = failureOf(query.error);
  const filtered = filter.classroomId !== undefined || filter.unitId !== undefined || filter.assessmentId !== undefined;

  return (
    <Stack gap="md">
      <Title order={1}>{t('queueTitle')}</Title>
      <Text>{t('queueIntro')}</Text>
      <ShortcutList />
      {query.data && (
        <QueueFilters
          filter={filter}
          choices={query.data.filters}
          onChange={(next) => {
            setFilter(next);
            // Another filter, another list: its oldest answer opens once it arrives.
            setOpen(null);
          }}
        />
      )}
      <div role="status" aria-live="polite" className="visually-hidden" data-testid="queue-announcer">
        {live.text}
        {live.seq % 2 === 1 ? '\u00a0' : ''}
      </div>
      {query.isPending && (
        <span role="status">
          <Loader size="sm" aria-hidden />
          <span className="visually-hidden">{t('queueLoading')}</span>
        </span>
      )}
      {query.isError && failure?.kind !== 'unauthorized' && (
        <Alert color="red" role="alert" title={t('queueLoadFailed')}>
          <Text size="sm">{failure ? failureText(failure) : t('somethingWentWrongAlert')}</Text>
          <Button variant="default" mt="xs" onClick={() => void query.refetch()}>
            {t('queueTryAgain')}
          </Button>
        </Alert>
      )}
      {query.data && answers.length === 0 && <Text>{t(filtered ? 'queueEmptyFiltered' : 'queueEmpty')}</Text>}
      {(answers.length > 0 || shown) && (
        <div className={classes.layout}>
          <QueueTable
            answers={answers}
            current={openKey}
            loading={query.isFetching}
            currentRef={currentRow}
            onChoose={(key) => {
              openAt(choose(key, keys), answers);
              setCue('move');
            }}
          />
          <div ref={panel}>
            {shown && (
              <>
                {!stillListed && !query.isFetching && (
                  <Alert color="blue" mb="sm">
                    {t('queueLeftList')}
                  </Alert>
                )}
                <CurrentAnswer
                  key={openKey}
                  answer={shown}
                  focusRequest={focusTarget?.key === openKey ? focusTarget.seq : 0}
                  scoreInputRef={scoreInput}
                  onSaved={() => {
                    const saved = answerKey(shown);
                    const hadFocus = panel.current?.contains(document.activeElement) ?? false;
                    const next = afterSave(place, keys, saved);
                    const answer = answers.find((a) => answerKey(a) === next.selected) ?? null;
                    setOpen(answer ? { answer, seen: next.seen } : null);
                    if (answer && hadFocus) setFocusTarget((f) => ({ key: answerKey(answer), seq: (f?.seq ?? 0) + 1 }));
                    setCue('saved');
                  }}
                />
              </>
            )}
          </div>
        </div>
      )}
    </Stack>
  );
}
