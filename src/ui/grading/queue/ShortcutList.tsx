import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { QUEUE_SHORTCUTS } from './queue-shortcuts';
import classes from './GradingQueue.module.css';

/** Arrow keys show their arrow; their names are read out (a screen reader may skip the glyph). */
const ARROWS: Readonly<Record<string, { glyph: string; nameKey: string }>> = {
  ArrowDown: { glyph: '↓', nameKey: 'queueKeyDown' },
  ArrowUp: { glyph: '↑', nameKey: 'queueKeyUp' },
};

/** The visible list of every shortcut of the queue (each one also works from the keyboard alone). */
export function ShortcutList() {
  const { t } = useTranslation();
  return (
    <section className={classes.shortcuts} aria-labelledby="queue-shortcuts-title">
      <h2 id="queue-shortcuts-title" className={classes.shortcutsTitle}>
        {t('queueShortcuts')}
      </h2>
      <dl className={classes.shortcutList}>
        {QUEUE_SHORTCUTS.map((s) => (
          <div key={s.action} className={classes.shortcut}>
            <dt>
              {s.keys.map((key, i) => (
                <Fragment key={key}>
                  {i > 0 && ' + '}
                  <kbd className={classes.kbd}>
                    {ARROWS[key] ? (
                      <>
                        <span aria-hidden="true">{ARROWS[key].glyph}</span>
                        <span className="visually-hidden">{t(ARROWS[key].nameKey)}</span>
                      </>
                    ) : (
                      key
                    )}
                  </kbd>
                </Fragment>
              ))}
            </dt>
            <dd>{t(s.labelKey)}</dd>
          </div>
        ))}
      </dl>
      <p className={classes.shortcutsNote}>{t('queueShortcutsNote')}</p>
    </section>
  );
}
