import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PartFields } from '@application/authoring/assessment-builder.use-cases';
import type { QuestionDraft } from '@domain/authoring/assessment-authoring.responses';
import { withLanguage } from '../../lesson-builder/draft-parts';
import { ChoiceField } from '../../lesson-builder/choice-fields';
import { useAssessmentSave } from '../assessment-draft.queries';
import { plainOf, questionIn } from './assessment-parts';
import { ShortPair } from './fields';

type Element = QuestionDraft['elements'][number];
type PlacedPart = 'venn-element' | 'organizer-element';

/** Where an element belongs: a Venn diagram's region or an organizer's column (its correct answer set). */
export interface Placement<K extends PlacedPart> {
  readonly part: K;
  readonly label: (number: number) => string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly current: (element: Element) => string | null;
  /** Shown while the element has no place (an organizer element whose column was removed). */
  readonly emptyLabel?: string;
  /** The fields saved beside the content: the chosen place, else the element's own, else the first. */
  readonly fields: (chosen: string | null, now: Element) => Omit<PartFields<K>, 'content'>;
}

/**
 * One element of a Venn diagram or a graphic organizer: its text in both languages and where it
 * belongs. Content and place are saved together (`PUT venn-diagram-element/{id}`, `typef-element/{id}`),
 * the rest as the latest draft has it.
 */
export function PlacedElementRow<K extends PlacedPart>({ questionId, element, placement }: { readonly questionId: number; readonly element: Element; readonly placement: Placement<K> }) {
  const { t } = useTranslation();
  const save = useAssessmentSave();
  const number = element.order;
  const saveElement = (content: (now: Element) => { en: string; es: string }, chosen: string | null) =>
    save((b, v, latest) => {
      const now = questionIn(latest, questionId)?.elements.find((e) => e.id === element.id) ?? element;
      return b.editPart(placement.part, element.id, v, { content: content(now), ...placement.fields(chosen, now) } as PartFields<K>);
    });
  const current = placement.current(element);
  return (
    <Stack gap="xs">
      <ShortPair
        labels={{ en: t('abElementEn', { number }), es: t('abElementEs', { number }) }}
        value={element.content}
        field="content"
        onSave={(language, text) => saveElement((now) => withLanguage(now.content, language, text), null)}
      />
      <Group align="flex-end" gap="xs">
        <ChoiceField
          label={placement.label(number)}
          value={current}
          emptyLabel={current === null ? placement.emptyLabel : undefined}
          options={placement.options}
          onSave={(chosen) => saveElement((now) => plainOf(now.content), chosen)}
        />
        <Button variant="default" onClick={() => void save((b, v) => b.removePart(placement.part, element.id, v))}>
          {t('abRemoveElement', { number })}
        </Button>
      </Group>
    </Stack>
  );
}
