import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { unit } from '../../i18n/locales/unit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UnitCard } from '@domain/content/student-content.schemas';
import type { UnitProgress } from '@domain/learning/unit-access.rules';
import { UnitTypeId } from '@domain/shared/constants';
import { formatPercent } from '@domain/shared/number-format';
import { useBilingual } from '../../app/use-language';
import { PageLoader } from '../../shell/PageLoader';
import { AudioPlayer } from '../common/AudioPlayer';
import { BookIcon, LockIcon, StarIcon } from '../common/icons';
import { ProgressStatus } from '../common/ProgressStatus';
import { OnlyInEnglish } from '../common/OnlyInEnglish';
import { RichText } from '../common/RichText';
import { useStudentContent, type ContentState } from '../common/use-student-content';
import { useLearningQueries } from '../learning.queries';
import { imageLoading } from '../common/lead-images';
import buttons from '../../common/plain-buttons.module.css';
import classes from './UnitsDashboardPage.module.css';

registerLocaleBundle(unit);

/**
 * Home (`/`): every unit of the course as a card with its progress. This is the first screen a
 * student sees and its chunk counts against the 200 KB first-load budget (`npm run bench:bundle`):
 * plain markup and CSS, type-only schema imports (no zod), no positioned Mantine components, lazy images but the first.
 */
export default function UnitsDashboardPage() {
  const { t } = useTranslation();
  const queries = useLearningQueries();
  const { state, reload } = useStudentContent(queries.units());
  return (
    <section className={classes.page} aria-labelledby="units-title">
      <h1 id="units-title" className={classes.title}>
        {t('unitsTitle')}
      </h1>
      <DashboardGate state={state} reload={reload}>
        {(units) =>
          units.length === 0 ? (
            <p>{t('noUnits')}</p>
          ) : (
            <ul className={classes.grid} data-testid="units-dashboard">
              {units.map((unit, index) => (
                <li key={unit.id}>
                  <UnitTile unit={unit} first={index === 0} />
                </li>
              ))}
            </ul>
          )
        }
      </DashboardGate>
    </section>
  );
}

/**
 * ContentGate's loading and failure states in plain markup: its Mantine Alert and Button would add
 * about 4 KB gzipped to the first load. The units list is never locked and never missing.
 */
function DashboardGate({ state, reload, children }: { state: ContentState<UnitCard[]>; reload: () => void; children: (units: UnitCard[]) => ReactNode }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'ready') return <>{children(state.data)}</>;
  return (
    <div className={classes.failure} role="alert">
      <p>
        {state.message} {t('pleaseRefresh')}
      </p>
      <button type="button" className={buttons.filled} onClick={reload}>
        {t('tryAgain')}
      </button>
    </div>
  );
}

type UnitKind = 'history' | 'literacy' | 'benchmark';

function kindOf(unit: UnitCard): UnitKind {
  if (unit.unitTypeId === UnitTypeId.Benchmark || unit.belongsTo === 'benchmark') return 'benchmark';
  return unit.belongsTo === 'literacy' ? 'literacy' : 'history';
}

/** Where a unit card leads: straight to its opener when it has one, else the unit decides (UnitPage). */
function unitEntryPath(unit: UnitCard): string {
  return unit.openerId ? `/unit/${unit.id}/opener/${unit.openerId}` : `/unit/${unit.id}`;
}

/**
 * One unit's card; `to` is where it leads (the back office's unit-dashboard preview leads to the unit's preview).
 * The `first` card's image is the dashboard's largest paint (Lighthouse, issue 17): it loads at once and
 * ahead of the chunks; the others wait until they scroll near.
 */
export function UnitTile({ unit, to = unitEntryPath(unit), first = false }: { unit: UnitCard; to?: string; first?: boolean }) {
  const { t } = useTranslation();
  const text = useBilingual();
  const kind = kindOf(unit);
  const locked = unit.lockStatus === 'locked';
  const name = text(unit.name);
  const nameId = `unit-${unit.id}-name`;
  const eyebrow = unit.number > 0 ? t('unitNumber', { number: unit.number }) : unit.specialUnitAcronym && text(unit.specialUnitAcronym);
  return (
    <article className={classes.card} data-kind={kind} data-locked={locked} aria-labelledby={nameId} data-testid={`unit-card-${unit.id}`}>
      {unit.thumbnail && (
        <img
          className={classes.thumbnail}
          src={unit.thumbnail.url}
          alt={text(unit.thumbnail.alt)}
          width={unit.thumbnail.width ?? undefined}
          height={unit.thumbnail.height ?? undefined}
          {...imageLoading(first)}
          decoding="async"
        />
      )}
      <div className={classes.body}>
        <p className={classes.eyebrow}>
          {eyebrow && <span>{eyebrow}</span>}
          {kind !== 'history' && (
            <span className={classes.kind}>
              {kind === 'benchmark' ? <StarIcon /> : <BookIcon />}
              {t(kind === 'benchmark' ? 'benchmarkUnit' : 'literacyUnit')}
            </span>
          )}
        </p>
        <h2 id={nameId} className={classes.name}>
          {locked ? name : <Link to={to}>{name}</Link>}
        </h2>
        {locked && (
          <p className={classes.locked} data-testid="unit-card-locked">
            <LockIcon />
            {t('unitLockedCard')}
          </p>
        )}
        <RichText html={text(unit.description)} className={classes.description} />
        {/* A dozen cards: their narration downloads when played, not with the first screen (issue 17). */}
        <AudioPlayer audio={unit.descriptionAudio} label={name} compact lengthOnPlay />
        {/* A unit whose every lesson Spanish hides has nothing to count in Spanish: it says why instead of "0 de 0". */}
        {unit.lessonsOnlyInEnglish ? (
          <OnlyInEnglish title={t('unitOnlyInEnglish')} />
        ) : (
          unit.progress && <UnitProgressBar progress={unit.progress} name={name} />
        )}
      </div>
    </article>
  );
}

function UnitProgressBar({ progress, name }: { progress: UnitProgress; name: string }) {
  const { t, i18n } = useTranslation();
  const percent = t('percentComplete', { percent: formatPercent(progress.percent, i18n.language) });
  return (
    <div className={classes.progress}>
      <div
        className={classes.bar}
        role="progressbar"
        aria-label={t('unitProgress', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={percent}
      >
        <span style={{ width: `${progress.percent}%` }} />
      </div>
      <p className={classes.progressText}>
        <span>{percent}</span>
        <ProgressStatus status={progress.status} />
      </p>
      <p className={classes.progressText}>
        {t('lessonsCompleted', { completed: progress.completed, total: progress.total })}
        {progress.inProgress > 0 && ` · ${t('lessonsInProgress', { count: progress.inProgress })}`}
      </p>
    </div>
  );
}
