import { Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ROUTES, type RouteDefinition, type ScreenId } from '@domain/routing/route-table';
import { guardNavigation } from '@domain/routing/navigation-guard';
import { PageLoader } from '../shell/PageLoader';
import { RootLayout } from '../shell/RootLayout';
import { ScreenShown } from '../shell/first-screen';
import { markFirstScreenShown, useLoadedScreen } from './screen-loader';
import { ScreenFailureBoundary } from './ScreenFailureBoundary';
import { useSession } from './services-context';

/** Runs the guard of product-spec §2 before showing a route's screen. */
function GuardedScreen({ route }: { route: RouteDefinition }) {
  const session = useSession();
  const location = useLocation();
  const decision = guardNavigation(route, `${location.pathname}${location.search}`, {
    token: session.token,
    roleId: session.profile?.roleId ?? null,
    roleName: session.profile?.roleName ?? null,
  });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <RoutedScreen id={route.screen} />;
}

/** A screen once its chunk has loaded, or what went wrong if it cannot be shown (a new screen starts afresh). */
function RoutedScreen({ id }: { id: ScreenId }) {
  return (
    <ScreenFailureBoundary key={id}>
      <LoadedScreen id={id} />
    </ScreenFailureBoundary>
  );
}

/** A screen once its chunk has loaded (screen-loader.ts), the page loader until then. */
function LoadedScreen({ id }: { id: ScreenId }) {
  const Screen = useLoadedScreen(id);
  if (!Screen) return <PageLoader />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Screen />
      <ScreenShown />
      <ScreenMounted />
    </Suspense>
  );
}

/** Tells the screen loader a screen is on view, so later screens load inside the router's transition. */
function ScreenMounted() {
  useEffect(markFirstScreenShown, []);
  return null;
}

/**
 * History-mode routes for every path of product-spec §2; unknown paths show the not-found page.
 * Declarative routes (not the data router) keep the first load small.
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<RootLayout />}>
          {ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<GuardedScreen route={route} />} />
          ))}
          <Route path="*" element={<RoutedScreen id="notFound" />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
