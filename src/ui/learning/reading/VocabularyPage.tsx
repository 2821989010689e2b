// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import './reading-strings';
import { useMemo, useRef, useState } from 'react';
import { Button, Group, SegmentedControl, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { VocabularyTerm } from '@domain/content/reading.schemas';
import { isLanguage, type Language } from '@domain/shared/constants';
import { useLanguage } from '../../app/use-language';
import { ContentGate } from '../common/ContentGate';
import { idParam } from '../common/lesson-path';
import { SpeakerIcon } from '../common/SpeakerIcon';
import { useStudentContent, type ContentState } from '../common/use-student-content';
import { useLearningQueries } from '../learning.queries';
import { groupGlossary, searchGlossary } from './glossary-search';
import { UnitFrame } from './UnitFrame';
import classes from './reading.module.css';
import glossary from './Glossary.module.css';

interface Glossary {
  readonly language: Language;
  readonly terms: readonly VocabularyTerm[];
}

/**
 * `/unit/:unitId/vocabulary`: the unit's glossary in English or Spanish (the interface language
 * first, switchable here), searched without regard to accents and grouped A–Z, each term with its
 * pronunciation audio.
 */
export default function VocabularyPage() {
  const { t } = useTranslation();
  const queries = useLearningQueries();
  const [interfaceLanguage] = useLanguage();
  const unitId = idParam(useParams().unitId);
  const [chosen, setChosen] = useState<Language | null>(null);
  const language = chosen ?? interfaceLanguage;
  const [query, setQuery] = useState('');
  const loaded = useStudentContent(queries.glossary(unitId, language));
  const state: ContentState<Glossary> = loaded.state.status === 'ready' ? { status: 'ready', data: { language, terms: loaded.state.data } } : loaded.state;
  const { reload } = loaded;
  return (
    <UnitFrame unitId={unitId}>
      <section className={classes.page} aria-labelledby="glossary-title">
        <Title order={1} id="glossary-title">
          {t('readingGlossaryTitle')}
        </Title>
        <Group align="flex-end" gap="lg" wrap="wrap">
          <div>
            <Text component="span" id="glossary-language-label" size="sm" fw={500} display="block" mb={4}>
              {t('readingGlossaryLanguage')}
            </Text>
            <SegmentedControl
              aria-labelledby="glossary-language-label"
              data-testid="glossary-language"
              value={language}
              onChange={(value) => isLanguage(value) && setChosen(value)}
              data={[
                { value: 'en', label: <span lang="en">English</span> },
                { value: 'es', label: <span lang="es">Español</span> },
              ]}
            />
          </div>
          <TextInput
            className={glossary.search}
            type="search"
            label={t('readingGlossarySearch')}
            description={t('readingGlossarySearchHint')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </Group>
        <ContentGate state={state} reload={reload}>
          {(data) => <GlossaryList glossary={data} query={query} />}
        </ContentGate>
      </section>
    </UnitFrame>
  );
}

function GlossaryList({ glossary: data, query }: { glossary: Glossary; query: string }) {
  const { t } = useTranslation();
  const [interfaceLanguage] = useLanguage();
  const matches = useMemo(() => searchGlossary(data.terms, query), [data.terms, query]);
  const groups = useMemo(() => groupGlossary(matches, data.language), [matches, data.language]);
  const pronounce = usePronouncer();
  const trimmed = query.trim();
  return (
    <>
      <Text role="status" aria-live="polite" className={classes.muted} data-testid="glossary-count">
        {data.terms.length === 0
          ? t('readingGlossaryEmpty')
          : matches.length === 0
            ? t('readingGlossaryNoMatch', { query: trimmed })
            : t('readingGlossaryCount', { count: matches.length })}
      </Text>
      {groups.length > 1 && (
        <nav aria-label={t('readingGlossaryLetters')}>
          <ul className={glossary.letters}>
            {groups.map((group) => (
              <li key={group.letter}>
                <a href={`#glossary-letter-${group.letter}`} className={glossary.letterLink}>
                  {group.letter}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div lang={data.language === interfaceLanguage ? undefined : data.language} data-testid="glossary-terms">
        {groups.map((group) => (
          <section key={group.letter} aria-labelledby={`glossary-letter-${group.letter}`} className={glossary.group}>
            <Title order={2} id={`glossary-letter-${group.letter}`} className={glossary.letterHeading} tabIndex={-1}>
              {group.letter}
            </Title>
            <ul className={classes.list}>
              {group.terms.map((term) => (
                <li key={term.id} className={glossary.term} data-testid="glossary-term">
                  <Group gap="sm" align="baseline" wrap="wrap">
                    <Title order={3} size="h4">
                      {term.name}
                    </Title>
                    {term.pronunciation && (
                      <Text component="span" className={classes.muted} aria-hidden="true">
                        /{term.pronunciation}/
                      </Text>
                    )}
                    {term.category && (
                      <Text component="span" fs="italic" className={classes.muted} aria-hidden="true">
                        {term.category}
                      </Text>
                    )}
                    {term.audio && (
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => pronounce(term.audio!)}
                        aria-label={t('readingPronounceTerm', { term: term.name })}
                        leftSection={<SpeakerIcon size={14} />}
                      >
                        {t('readingPronounce')}
                      </Button>
                    )}
                  </Group>
                  <dl className={glossary.fields}>
                    {term.pronunciation && <Field label={t('readingPronunciation')} value={term.pronunciation} hidden />}
                    {term.category && <Field label={t('readingPartOfSpeech')} value={term.category} hidden />}
                    <Field label={t('readingDefinition')} value={term.definition} />
                    {term.secondaryDefinition && <Field label={t('readingSecondaryDefinition')} value={term.secondaryDefinition} />}
                    {term.plural && <Field label={t('readingPlural')} value={term.plural} />}
                    {term.usage && <Field label={t('readingUsage')} value={term.usage} />}
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

/**
 * One row of a term. Pronunciation and part of speech are shown next to the name for the eye (hidden
 * from screen readers there); their rows here are for screen readers only (`hidden`), with labels.
 */
function Field({ label, value, hidden = false }: { label: string; value: string; hidden?: boolean }) {
  return (
    <div className={hidden ? 'visually-hidden' : glossary.field}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Plays one pronunciation at a time through a single audio element. */
function usePronouncer(): (url: string) => void {
  const player = useRef<HTMLAudioElement | null>(null);
  return (url: string) => {
    player.current?.pause();
    const audio = new Audio(url);
    player.current = audio;
    void audio.play()?.catch(() => {});
  };
}
