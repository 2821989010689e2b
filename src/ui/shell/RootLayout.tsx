import { lazy, Suspense } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Link, Outlet } from 'react-router-dom';
import { RoleId } from '@domain/identity/role';
import { homeOf } from '@domain/routing/navigation-guard';
import { useSession } from '../app/services-context';
import { NarrationLanguageSwitch } from '../learning/common/NarrationLanguageSwitch';
import { LanguageSwitch } from './LanguageSwitch';
import { PageLoader } from './PageLoader';
import { NAVIGATION_BY_ROLE } from './role-navigation';
import { ViewportNotices } from './ViewportNotices';
import classes from './RootLayout.module.css';

/** Not needed to draw the first screen: the idle watch (XState) and the user panel load right after. */
const SessionIdleWatch = lazy(() => import('./SessionIdleWatch'));
const UserMenu = lazy(() => import('./UserMenu'));
const NotificationBell = lazy(() => import('../notifications/NotificationBell'));

/**
 * The application shell around every screen (product-spec §2 "Application shell"): a sticky header
 * and the main region, laid out with plain CSS (Mantine's AppShell costs the first load 6 KB).
 */
export function RootLayout() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const nav = profile ? NAVIGATION_BY_ROLE[profile.roleId] : [];
  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          {/* miw 0: on narrow screens the navigation scrolls instead of pushing the language switches out of view. */}
          <Group gap="lg" wrap="nowrap" miw={0}>
            <Anchor component={Link} to={profile ? homeOf(profile.roleId) : '/signin'} underline="never">
              <Text fw={700} size="lg" c="brand.8">
                {t('appName')}
              </Text>
            </Anchor>
            {nav.length > 0 && (
              <nav aria-label={t('navigation')} style={{ minWidth: 0 }}>
                <Group gap="xs" wrap="nowrap" className={classes.nav}>
                  {nav.map((item) => (
                    <NavLink key={item.to} to={item.to} end className={({ isActive }) => (isActive ? `${classes.navLink} ${classes.active}` : classes.navLink)}>
                      {t(item.labelKey)}
                    </NavLink>
                  ))}
                </Group>
              </nav>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch />
            {profile?.roleId === RoleId.Student && <NarrationLanguageSwitch />}
            {profile && (
              <Suspense fallback={null}>
                <NotificationBell key={profile.id} />
                <UserMenu profile={profile} />
              </Suspense>
            )}
          </Group>
        </Group>
      </header>
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <ViewportNotices />
        <div className={classes.content}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
        {profile && (
          <Suspense fallback={null}>
            <SessionIdleWatch key={profile.id} />
          </Suspense>
        )}
      </main>
    </div>
  );
}
