import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router-dom';
import { useServices } from '../app/services-context';
import { PageLoader } from '../shell/PageLoader';
import type { SupportDashboardState } from './SupportDashboardPage';
import { supportQueries } from './support.queries';

/**
 * Around a support user's screens: a teacher's screen under /support/… opens only while they act for
 * a teacher (the server would refuse its calls anyway); otherwise back to the dashboard, which says
 * why. Loaded for support users only.
 */
export default function SupportActingGate({ children }: { readonly children: ReactNode }) {
  const { support } = useServices();
  const { pathname } = useLocation();
  const acting = useQuery(supportQueries.acting(support));
  if (!pathname.startsWith('/support/')) return children;
  if (acting.isPending) return <PageLoader />;
  if (acting.isSuccess && acting.data === null) {
    const state: SupportDashboardState = { notice: 'notActing' };
    return <Navigate to="/support-dashboard" replace state={state} />;
  }
  // A failed read leaves the screen to show its own calls' failures.
  return children;
}
