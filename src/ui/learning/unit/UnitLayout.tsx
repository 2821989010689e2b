import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { unit } from '../../i18n/locales/unit';
import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { UnitView } from '@domain/content/student-content.schemas';
import { useBilingual } from '../../app/use-language';
import { ContentGate } from '../common/ContentGate';
import { showSnackbar } from '../../common/show-snackbar';
import { useLazyDialog } from '../../common/use-lazy-dialog';
import { UnitLockContext } from '../common/unit-lock-context';
import { ChevronIcon, LockIcon, MenuIcon } from '../common/icons';
import { HOME_PATH, useStudentContent } from '../common/use-student-content';
import { useLearningQueries } from '../learning.queries';
import { PageLoader } from '../../shell/PageLoader';
import { isInSection, unitSections } from './unit-sections';
import { ContentUpdatedNotice } from './ContentUpdatedNotice';
import { UnitLink, useUnitLinks } from './unit-links';
import buttons from '../../common/plain-buttons.module.css';
import classes from './UnitLayout.module.css';

// The drawer (with Mantine's focus trap, scroll area and floating-ui) loads on the first open, not with every unit page.
const UnitMenuDrawer = lazy(() => import('./UnitMenuDrawer').then((m) => ({ default: m.UnitMenuDrawer })));

registerLocaleBundle(unit);

/**
 * The frame of every screen inside a unit (product-spec §2), for the reading screens as well:
 *
 *     <UnitLayout unitId={unitId}>{the page; it owns the page's one <h1>}</UnitLayout>
 *
 * It loads `unit/{id}` (again when the language changes: Spanish lists leave out lesson types 4-6) and
 * shows the unit's name, the sub-navigation bar (`<nav>` "Unit sections": opener, overview, lessons,
 * timeline, videos, vocabulary, biographies, stories, teacher page — those the unit has), the
 * hamburger "Unit menu" button (a drawer with every lesson, its status, linked by lesson type) and
 * "Previous unit" / "Next unit" (home, with the locked notice, when that unit is locked).
 *
 * Children render at once, in parallel with the unit's load, and show with the bar. A locked unit
 * (403 `UNIT.LOCKED`) shows the locked message instead of them; an unknown one goes home
 * (useStudentContent). Inside, call `useUnitView()` for the loaded unit (null while loading) rather
 * than asking for the unit again.
 * A publish that touched the page shows §4's "updated" notice above it (ContentUpdatedNotice).
 */
export function UnitLayout({ unitId, children }: { unitId: number; children: ReactNode }) {
  const queries = useLearningQueries();
  const { state, reload } = useStudentContent(queries.unit(unitId), { fromLayout: true });
  if (state.status === 'locked') return <LockedUnit message={state.message} />;
  if (state.status === 'failed') {
    return (
      <ContentGate state={state} reload={reload}>
        {() => null}
      </ContentGate>
    );
  }
  // The cache answers at once for a unit already shown, so the bar draws at once between its screens.
  const unit = state.status === 'ready' && state.data.id === unitId ? state.data : null;
  return (
    <UnitFrameView unit={unit} notice={<ContentUpdatedNotice />}>
      {children}
    </UnitFrameView>
  );
}

/**
 * The unit's frame around a page: its bar (null while the unit loads) and the page beneath it, with
 * `notice` above the page. The back office's unit preview shows a draft in it (links: UnitLinksContext).
 */
export function UnitFrameView({ unit, notice, children }: { unit: UnitView | null; notice?: ReactNode; children: ReactNode }) {
  return (
    <UnitContext.Provider value={unit}>
      <div className={classes.layout}>
        {unit ? (
          <UnitBar unit={unit} />
        ) : (
          <div className={classes.barPlaceholder}>
            <PageLoader />
          </div>
        )}
        {/*
          The skip link's target inside a unit (RootLayout): past the unit bar, straight to the page.
          Hidden (still loading its own data) until the bar is drawn: the bar's height depends on the unit
          (100 to 360 px on a phone), so a page drawn beneath it earlier jumped down when it came
          (Lighthouse CLS 0.12-0.26 on a cold lesson, issue 17).
        */}
        <div id="page-content" tabIndex={-1} className={classes.content} hidden={unit === null}>
          {notice}
          <UnitLockContext.Provider value={true}>{children}</UnitLockContext.Provider>
        </div>
      </div>
    </UnitContext.Provider>
  );
}

const UnitContext = createContext<UnitView | null>(null);

/** The unit the surrounding UnitLayout loaded; null while loading (or outside a UnitLayout). */
export function useUnitView(): UnitView | null {
  return useContext(UnitContext);
}

/** A locked unit (403 UNIT.LOCKED): the page's heading says so, in words and with an icon. */
function LockedUnit({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <section className={classes.locked} aria-labelledby="unit-locked-title" data-testid="unit-locked">
      <h1 id="unit-locked-title" className={classes.lockedTitle}>
        <LockIcon />
        {message}
      </h1>
      <p>{t('unitLockedHint')}</p>
      <Link to={HOME_PATH} className={classes.lockedLink}>
        {t('chooseAnotherUnit')}
      </Link>
    </section>
  );
}

function UnitBar({ unit }: { unit: UnitView }) {
  const { t } = useTranslation();
  const text = useBilingual();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const menu = useLazyDialog();
  const links = useUnitLinks();
  const name = text(unit.name);
  const title = unit.number > 0 ? t('readingUnitNumbered', { number: unit.number, name }) : name;

  /** Product-spec §4: moving to a locked previous/next unit goes home. */
  const goToUnit = (neighbour: NonNullable<UnitView['nextUnit']>) => {
    if (neighbour.lockStatus === 'locked') {
      showSnackbar({ color: 'yellow', message: t('unitLocked') });
      navigate(HOME_PATH);
      return;
    }
    navigate(`/unit/${neighbour.id}`);
  };

  return (
    <div className={classes.bar} data-testid="unit-bar">
      <div className={classes.barTop}>
        <button
          type="button"
          className={`${buttons.outline} ${classes.menuButton}`}
          ref={menu.trigger}
          aria-haspopup="dialog"
          aria-expanded={menu.opened}
          onClick={menu.open}
        >
          <MenuIcon />
          {t('unitMenu')}
        </button>
        <p className={classes.unitName}>{title}</p>
        <div className={classes.neighbours}>
          {unit.previousUnit && (
            <button type="button" className={`${buttons.outline} ${classes.neighbour}`} onClick={() => goToUnit(unit.previousUnit!)} data-locked={unit.previousUnit.lockStatus === 'locked'}>
              <ChevronIcon direction="left" />
              <span className={classes.neighbourWord}>{t('previousUnit')}</span>
              {unit.previousUnit.lockStatus === 'locked' && <LockIcon />}
            </button>
          )}
          {unit.nextUnit && (
            <button type="button" className={`${buttons.outline} ${classes.neighbour}`} onClick={() => goToUnit(unit.nextUnit!)} data-locked={unit.nextUnit.lockStatus === 'locked'}>
              {unit.nextUnit.lockStatus === 'locked' && <LockIcon />}
              <span className={classes.neighbourWord}>{t('nextUnit')}</span>
              <ChevronIcon direction="right" />
            </button>
          )}
        </div>
      </div>
      <nav className={classes.sections} aria-label={t('unitSections')}>
        <ul>
          {unitSections(unit).map((section) => (
            <li key={section.key}>
              <UnitLink to={links.place(section.to)} className={classes.sectionLink} current={isInSection(section, pathname)}>
                {t(section.labelKey)}
              </UnitLink>
            </li>
          ))}
        </ul>
      </nav>
      {menu.mounted && (
        <Suspense fallback={null}>
          <UnitMenuDrawer unit={unit} title={title} opened={menu.opened} onClose={() => menu.close()} />
        </Suspense>
      )}
    </div>
  );
}
