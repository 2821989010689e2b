// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { auth } from '../i18n/locales/auth';
import { management } from '../i18n/locales/management';
import { lazy, Suspense, type ComponentType } from 'react';
import { Tabs, Title, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { MANAGEMENT_SECTIONS, type ManagementSection } from '@domain/identity/permissions';
import { useSession } from '../app/services-context';
import { CampusClassroomsSection } from '../classroom/CampusClassroomsSection';
import { DistrictsSection } from './DistrictsSection';
import { SchoolsSection } from './SchoolsSection';
import { StatesSection } from './StatesSection';
import { UsersSection } from './UsersSection';

// The user and place forms share their field labels (name, username, state...) with sign-up.
registerLocaleBundle(management, auth);

const LABELS: Record<ManagementSection, string> = {
  users: 'sectionUsers',
  states: 'sectionStates',
  districts: 'sectionDistricts',
  schools: 'sectionSchools',
  districtSync: 'sectionDistrictSync',
  singleSignOn: 'sectionSingleSignOn',
  standards: 'sectionStandards',
  classrooms: 'sectionClassrooms',
  reporting: 'sectionReporting',
  analytics: 'sectionAnalytics',
  supportDashboard: 'sectionSupportDashboard',
  builder: 'sectionBuilder',
};

/**
 * Every section of the roles this route admits (route-table's MANAGERS). The support dashboard and the
 * builder are §6 sections of roles it does not admit: they have their own screens.
 */
const BUILT: Partial<Record<ManagementSection, ComponentType>> = {
  users: UsersSection,
  states: StatesSection,
  districts: DistrictsSection,
  schools: SchoolsSection,
  // Only the campus manager has a classrooms section here (teachers have their own screens).
  classrooms: CampusClassroomsSection,
  // Reports bring their charts (recharts): their own chunk, loaded when the tab opens.
  reporting: lazy(() => import('../reports/ReportingSection').then((m) => ({ default: m.ReportingSection }))),
  // The super admin's standards: their own chunk, loaded when the tab opens.
  standards: lazy(() => import('../standards/SoaStandardsSection').then((m) => ({ default: m.SoaStandardsSection }))),
  // The super admin's roster imports: their own chunk too.
  districtSync: lazy(() => import('../roster-sync/DistrictSyncSection').then((m) => ({ default: m.DistrictSyncSection }))),
  // The super admin's single-sign-on providers: their own chunk too.
  singleSignOn: lazy(() => import('../sso-providers/SingleSignOnSection').then((m) => ({ default: m.SingleSignOnSection }))),
  // Usage analytics bring their charts: their own chunk, loaded when the tab opens.
  analytics: lazy(() => import('../analytics/AnalyticsSection').then((m) => ({ default: m.AnalyticsSection }))),
};

/** /management-dashboard[/:section]: the sections of product-spec §6 for the signed-in role. */
export default function ManagementDashboardPage() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const navigate = useNavigate();
  const { section } = useParams();
  if (!profile) return null;
  const sections = MANAGEMENT_SECTIONS[profile.roleId];
  const active = sections.find((s) => s === section) ?? sections[0];
  if (section && section !== active) return <Navigate to={`/management-dashboard/${active}`} replace />;
  return (
    <Stack>
      <Title order={1}>{t('managementTitle')}</Title>
      <Tabs value={active} onChange={(value) => value && navigate(`/management-dashboard/${value}`)} keepMounted={false}>
        <Tabs.List>
          {sections.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t(LABELS[s])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {sections.map((s) => {
          const Section = BUILT[s];
          return (
            <Tabs.Panel key={s} value={s} pt="md">
              {/* A lazily loaded section (reporting) waits inside its panel, the tabs staying on screen. */}
              <Suspense fallback={null}>{Section && <Section />}</Suspense>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
