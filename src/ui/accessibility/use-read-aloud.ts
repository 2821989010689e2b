import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccessibilityUseCases } from '@application/accessibility/accessibility.use-cases';
import type { ReadAloudLanguage } from '@domain/accessibility/accessibility.rules';
import { mainContentText } from './page-text';

export type ReadingState = 'idle' | 'reading' | 'paused';
/** What the panel's status line says last (announced politely); null before any reading. */
export type ReadingNews = 'reading' | 'paused' | 'finished' | 'stopped' | 'nothing' | 'unavailable' | null;

/**
 * Read-aloud of the page's main content through the accessibility use cases (the speech port), with
 * the state the panel shows. Kept above the panel, so a reading goes on after the panel closes; it
 * stops when the student signs out (the tools unmount).
 */
export function useReadAloud(accessibility: AccessibilityUseCases) {
  const [state, setState] = useState<ReadingState>('idle');
  const [news, setNews] = useState<ReadingNews>(null);
  // Only the latest reading's end changes the state (a stopped one ends after the next has begun).
  const latest = useRef(0);
  const tell = (next: ReadingState, what: ReadingNews) => {
    setState(next);
    setNews(what);
  };

  const read = useCallback(
    (language: ReadAloudLanguage) => {
      const text = mainContentText(document);
      if (!text.trim()) return tell('idle', 'nothing');
      const reading = ++latest.current;
      tell('reading', 'reading');
      void accessibility.readPageAloud(text, { readAloudLanguage: language }).then((end) => {
        if (reading === latest.current) tell('idle', end);
      });
    },
    [accessibility],
  );
  const pause = () => {
    void accessibility.pauseReading();
    tell('paused', 'paused');
  };
  const resume = () => {
    void accessibility.resumeReading();
    tell('reading', 'reading');
  };
  const stop = () => void accessibility.stopReading();

  useEffect(() => () => void accessibility.stopReading(), [accessibility]);
  return { state, news, read, pause, resume, stop };
}

export type ReadAloudControls = ReturnType<typeof useReadAloud>;
