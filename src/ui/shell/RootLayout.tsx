import { lazy, Suspense, type MouseEvent } from 'react';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { RoleId } from '@domain/identity/role';
import { homeOf } from '@domain/routing/navigation-guard';
import { useSession } from '../app/services-context';
import { NarrationLanguageSwitch } from '../learning/common/NarrationLanguageSwitch';
import { inlineNavigationFrom } from './header-layout';
import { LanguageSwitch } from './LanguageSwitch';
import { MainMenu } from './MainMenu';
import { NavigationLinks } from './NavigationLinks';
import { PageLoader } from './PageLoader';
import { NAVIGATION_BY_ROLE } from './role-navigation';
import { ViewportNotices } from './ViewportNotices';
import { focusPageContent } from '../common/focus-page-content';
import { retryableLazy } from '../common/retryable-lazy';
import { ScreenFailureBoundary } from '../app/ScreenFailureBoundary';
import { ShellExtraSlot } from './first-screen';
import { ShellExtraBoundary } from './ShellExtraBoundary';
import classes from './RootLayout.module.css';

/**
 * Not needed to draw the first screen: the idle watch (XState), telemetry, the bell and the user menu
 * load once it has settled (first-screen.tsx), and load again after a failure once back online.
 */
const SessionIdleWatch = retryableLazy(() => import('./SessionIdleWatch'));
/** Usage telemetry and the time-in-system timer (issue 16): never needed to draw, so it loads after. */
const UsageTelemetry = retryableLazy(() => import('./UsageTelemetry'));
const UserMenu = retryableLazy(() => import('./UserMenu'));
const NotificationBell = retryableLazy(() => import('../notifications/NotificationBell'));
/** Support users only: whom they act for, under the header, and the gate of the teacher screens they open. */
const SupportActingBanner = retryableLazy(() => import('../support/SupportActingBanner'));
const SupportActingGate = lazy(() => import('../support/SupportActingGate'));
/** The banner is no extra in the queue: none waits for it. */
const noFollowers = () => undefined;

/**
 * The application shell around every screen (product-spec §2 "Application shell"): a header and the
 * main region, laid out with plain CSS (Mantine's AppShell costs the first load 6 KB).
 *
 * The header shows the role's navigation and the switches inline where they fit; on narrower windows
 * a menu button holds them (header-layout.ts works out where, the stylesheet switches at that width,
 * so nothing waits for script on a resize). The bell and the user button stay in the header.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const nav = profile ? NAVIGATION_BY_ROLE[profile.roleId] : [];
  const student = profile?.roleId === RoleId.Student;
  const supportStaff = profile?.roleId === RoleId.SupportRole;
  const teacher = profile?.roleId === RoleId.DistrictTeacher;
  const inlineFrom =
    profile && nav.length > 0
      ? inlineNavigationFrom({ appName: t('appName'), navLabels: nav.map((item) => t(item.labelKey)), userName: profile.userName, narrationSwitch: student, supportChat: teacher })
      : undefined;
  const switches = (
    <>
      <LanguageSwitch />
      {student && <NarrationLanguageSwitch />}
    </>
  );
  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink} onClick={skipToContent}>
        {t('skipToContent')}
      </a>
      <header className={classes.header} data-inline-from={inlineFrom}>
        <div className={classes.start}>
          {inlineFrom !== undefined && (
            <div className={classes.menuArea}>
              <MainMenu items={nav}>{switches}</MainMenu>
            </div>
          )}
          <Anchor component={Link} to={profile ? homeOf(profile.roleId) : '/signin'} underline="never" className={classes.logo}>
            <Text component="span" fw={700} c="brand.8" inherit>
              {t('appName')}
            </Text>
          </Anchor>
          {inlineFrom !== undefined && (
            <div className={classes.inlineArea}>
              <NavigationLinks items={nav} layout="row" />
            </div>
          )}
        </div>
        <div className={classes.end}>
          <div className={inlineFrom !== undefined ? `${classes.inlineArea} ${classes.switches}` : classes.switches}>{switches}</div>
          {profile && (
            <ShellExtraSlot extra="header">
              <NotificationBell key={profile.id} />
              <UserMenu profile={profile} />
            </ShellExtraSlot>
          )}
        </div>
      </header>
      {supportStaff && (
        <ShellExtraBoundary onFailed={noFollowers}>
          <Suspense fallback={null}>
            <SupportActingBanner key={profile.id} />
          </Suspense>
        </ShellExtraBoundary>
      )}
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <ViewportNotices />
        <div className={classes.content}>
          <Suspense fallback={<PageLoader />}>
            {supportStaff ? (
              // Its chunk not arriving is the screen's failure, not a blank page.
              <ScreenFailureBoundary>
                <SupportActingGate key={profile.id}>
                  <Outlet />
                </SupportActingGate>
              </ScreenFailureBoundary>
            ) : (
              <Outlet />
            )}
          </Suspense>
        </div>
        {profile && (
          <ShellExtraSlot extra="background">
            <SessionIdleWatch key={profile.id} />
            <UsageTelemetry key={profile.id} userId={profile.id} roleId={profile.roleId} />
          </ShellExtraSlot>
        )}
      </main>
    </div>
  );
}

/** The skip link passes every navigation, the unit bar's too (focusPageContent). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  if (focusPageContent()) event.preventDefault();
}
