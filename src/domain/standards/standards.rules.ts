import { standardCodeKey, type StandardSubject } from './standards.schemas';

/*
 * Which of a list of new standards would clash (issue 15; "Different SOA standards must be chosen",
 * §5): a code already live in its state and subject, or named twice in the list itself (every
 * occurrence after the first). Pure, so the server's bulk add, its upload and the tests share it.
 */

export interface CodeInState {
  readonly stateId: number;
  readonly subject: StandardSubject;
  readonly code: string;
}

/** The place a code must be unique in. */
export const codeScopeKey = (s: Pick<CodeInState, 'stateId' | 'subject'>): string => `${s.stateId}/${s.subject}`;

/** Indexes of the items that clash; `live` gives the live code keys of a state and subject. */
export function clashingIndexes(items: readonly CodeInState[], live: (scope: string) => ReadonlySet<string>): number[] {
  const seen = new Set<string>();
  const clashing: number[] = [];
  items.forEach((item, index) => {
    const scope = codeScopeKey(item);
    const key = standardCodeKey(item.code);
    if (live(scope).has(key) || seen.has(`${scope}/${key}`)) clashing.push(index);
    seen.add(`${scope}/${key}`);
  });
  return clashing;
}

/** A subject as a workbook may write it ("Social studies", "SOA", "ELA"), or null when it names none. */
export function subjectOf(text: string | null): StandardSubject | null {
  const key = (text ?? '').trim().toLowerCase().replace(/[\s_]+/g, '-');
  if (key === 'social-studies' || key === 'soa' || key === 'socialstudies') return 'social-studies';
  if (key === 'ela' || key === 'english-language-arts') return 'ela';
  return null;
}
