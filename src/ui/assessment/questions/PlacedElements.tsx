import { useTranslation } from 'react-i18next';
import type { BilingualText } from '@domain/content/bilingual.schemas';
import { useBilingual } from '../../app/use-language';
import { RichText } from '../../learning/common/RichText';
import classes from '../assessment.module.css';

/** The elements a student has placed in one Venn region or organizer column, or "nothing placed yet". */
export function PlacedElements({ elements }: { readonly elements: readonly { readonly id: number; readonly content: BilingualText }[] }) {
  const { t } = useTranslation();
  const text = useBilingual();
  if (elements.length === 0) return <p className={classes.muted}>{t('assessNothingPlaced')}</p>;
  return (
    <ul>
      {elements.map((e) => (
        <li key={e.id}>
          <RichText as="span" html={text(e.content)} />
        </li>
      ))}
    </ul>
  );
}
