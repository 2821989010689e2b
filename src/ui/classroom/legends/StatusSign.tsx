import { useTranslation } from 'react-i18next';
import { LEGEND_TONES, type LegendEntry } from '@domain/classroom/legend';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { legends } from '../../i18n/locales/legends';
import { LegendIcon } from './LegendIcon';
import classes from './legends.module.css';

registerLocaleBundle(legends);

/**
 * One status as the teacher's screens show it: a pill of the entry's colour with its icon and words
 * (never the colour alone). Screens that show a lesson, feedback or benchmark status draw it with
 * this and the entry from `@domain/classroom/legend`, so they look as the legends page says.
 */
export function StatusSign({ entry }: { entry: LegendEntry }) {
  const { t } = useTranslation();
  const tone = LEGEND_TONES[entry.tone];
  return (
    <span className={classes.sign} data-legend={entry.id} style={{ color: tone.text, background: tone.background }}>
      <LegendIcon name={entry.icon} />
      {t(entry.label)}
    </span>
  );
}
