import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoutePoint } from '@domain/content/component.schemas';
import { useBilingual } from '../../app/use-language';
import { AudioPlayer } from '../common/AudioPlayer';
import { RichText } from '../common/RichText';
import { ImageFigure } from './ImageFigure';
import classes from './components.module.css';

export interface RoutePointsProps {
  readonly points: readonly RoutePoint[];
  /** Progressive map: stops appear one by one as the student moves on. */
  readonly progressive?: boolean;
  /** Stops in a row above the text instead of a column beside it. */
  readonly horizontal?: boolean;
  /** Shows "Step n of N" above each stop's text. */
  readonly showStepNumbers?: boolean;
  readonly label?: string;
}

/**
 * Numbered route points of an interactive map, interactive lesson or global-connections route. Each
 * stop is a button named "Stop n" (the current one is `aria-current="step"`); Previous/Next stop move
 * along and, on a progressive map, reveal the next stop. Arrow keys move between the stop buttons.
 */
export function RoutePoints({ points, progressive = false, horizontal = false, showStepNumbers = false, label }: RoutePointsProps) {
  const { t } = useTranslation();
  const text = useBilingual();
  const sorted = [...points].sort((a, b) => a.number - b.number);
  const count = sorted.length;
  const [current, setCurrent] = useState(0);
  const [revealed, setRevealed] = useState(progressive ? 1 : count);
  const markers = useRef<Array<HTMLButtonElement | null>>([]);
  if (count === 0) return null;
  const shown = Math.min(Math.max(revealed, current + 1), count);
  const point = sorted[Math.min(current, count - 1)];

  const select = (index: number, focus = false) => {
    const next = Math.max(0, Math.min(index, count - 1));
    setCurrent(next);
    setRevealed((r) => Math.max(r, next + 1));
    if (focus) requestAnimationFrame(() => markers.current[next]?.focus());
  };
  const onMarkerKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: shown - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(Math.min(target, shown - 1), true);
  };

  return (
    <div className={classes.route} data-horizontal={horizontal} role="group" aria-label={label ? `${label}: ${t('routeStops')}` : t('routeStops')}>
      <ol className={classes.markers}>
        {sorted.slice(0, shown).map((stop, index) => (
          <li key={stop.id}>
            <button
              type="button"
              ref={(el) => {
                markers.current[index] = el;
              }}
              className={classes.marker}
              aria-current={index === current ? 'step' : undefined}
              aria-label={t('stop', { number: stop.number })}
              onClick={() => select(index)}
              onKeyDown={(event) => onMarkerKeyDown(event, index)}
            >
              {stop.number}
            </button>
          </li>
        ))}
      </ol>
      <div className={classes.stopColumn}>
        <div className={classes.stop} aria-live="polite" data-testid="route-stop">
          {showStepNumbers && <p className={classes.stepNumber}>{t('stepOf', { number: point.number, count })}</p>}
          <RichText html={text(point.content)} />
          <AudioPlayer audio={point.audio} label={t('stop', { number: point.number })} compact />
          {point.images.map((image) => (
            <ImageFigure key={image.id} details={image} />
          ))}
        </div>
        <div className={classes.stopControls}>
          <button type="button" className={classes.textButton} onClick={() => select(current - 1)} disabled={current === 0}>
            {t('previousStop')}
          </button>
          <button type="button" className={classes.textButton} onClick={() => select(current + 1)} disabled={current >= count - 1}>
            {t('nextStop')}
          </button>
        </div>
      </div>
    </div>
  );
}
