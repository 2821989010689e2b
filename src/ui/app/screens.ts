import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenId } from '../../domain/routing/route-table';

/** Each screen is its own chunk: a student never downloads the management or back-office code. */
export const SCREENS: Record<ScreenId, LazyExoticComponent<ComponentType>> = {
  signin: lazy(() => import('../auth/SignInPage')),
  forgotPassword: lazy(() => import('../auth/ForgotPasswordPage')),
  newPassword: lazy(() => import('../auth/NewPasswordPage')),
  ssoRegister: lazy(() => import('../auth/SsoRegisterPage')),
  home: lazy(() => import('../landing/StudentHomePage')),
  studentUnit: lazy(() => import('../landing/StudentPage')),
  studentPage: lazy(() => import('../landing/StudentPage')),
  backOffice: lazy(() => import('../landing/BackOfficePage')),
  backOfficePreview: lazy(() => import('../landing/BackOfficePage')),
  classroom: lazy(() => import('../landing/ClassroomPage')),
  studentReport: lazy(() => import('../landing/ClassroomPage')),
  managementDashboard: lazy(() => import('../management/ManagementDashboardPage')),
  managementSection: lazy(() => import('../management/ManagementDashboardPage')),
  support: lazy(() => import('../landing/SupportPage')),
  notFound: lazy(() => import('../common/NotFoundPage')),
};
