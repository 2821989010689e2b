import { useEffect } from 'react';

/**
 * The grading queue's keyboard shortcuts: modifier combinations only, so none fires while the teacher
 * types a score or feedback, none is a screen reader's browse-mode letter key, and every one works
 * wherever focus is on the page (WCAG 2.1.4 asks no more of shortcuts with a modifier).
 * Alt+letter is read by `code` (the key's place), since on a Mac Alt+S types "ß".
 */
export type QueueAction = 'next' | 'previous' | 'score' | 'save' | 'list';

/** Each shortcut as the screen lists it: key caps (legends printed on keyboards) and the action's label key. */
export const QUEUE_SHORTCUTS: ReadonlyArray<{ readonly action: QueueAction; readonly keys: readonly string[]; readonly labelKey: string }> = [
  { action: 'next', keys: ['Alt', 'ArrowDown'], labelKey: 'queueShortcutNext' },
  { action: 'previous', keys: ['Alt', 'ArrowUp'], labelKey: 'queueShortcutPrevious' },
  { action: 'score', keys: ['Alt', 'S'], labelKey: 'queueShortcutScore' },
  { action: 'save', keys: ['Ctrl', 'Enter'], labelKey: 'queueShortcutSave' },
  { action: 'list', keys: ['Alt', 'L'], labelKey: 'queueShortcutList' },
];

/** A control whose own Alt+arrow opens its list (a select): its keys are left to it. */
const opensAList = (target: EventTarget | null): boolean => target instanceof Element && target.matches('[role="combobox"], [aria-haspopup], select');

/** Which action a key press asks for, if any. */
export function actionOf(event: Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target'>): QueueAction | null {
  if (event.shiftKey) return null;
  if (event.altKey && !event.ctrlKey && !event.metaKey) {
    if (event.key === 'ArrowDown' && !opensAList(event.target)) return 'next';
    if (event.key === 'ArrowUp' && !opensAList(event.target)) return 'previous';
    if (event.code === 'KeyS') return 'score';
    if (event.code === 'KeyL') return 'list';
    return null;
  }
  // Ctrl+Enter, or Cmd+Enter on a Mac.
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key === 'Enter') return 'save';
  return null;
}

/** While mounted, the page's shortcuts run `run(action)` from anywhere in the document. */
export function useQueueShortcuts(run: (action: QueueAction) => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const action = actionOf(event);
      if (!action) return;
      event.preventDefault();
      run(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [run]);
}
