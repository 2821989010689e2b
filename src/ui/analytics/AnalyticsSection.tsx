// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { useState } from 'react';
import { Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_SPANS, type AnalyticsPlace, type AnalyticsSpan } from '@application/analytics/usage-analytics.use-cases';
import { useSession } from '../app/services-context';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { AnalyticsPlacePicker, placeLevelOf } from './AnalyticsPlacePicker';
import { analyticsLocale } from './analytics.locale';
import { SectionUsage } from './SectionUsage';
import { TimeInSystem } from './TimeInSystem';
import { UserCounts } from './UserCounts';
import { VisitsPerDay } from './VisitsPerDay';

registerLocaleBundle(analyticsLocale);

/**
 * The analytics section of the management dashboard (product-spec §2; issue 16): usage of the platform
 * inside the manager's report scope over the last day, week or month, optionally inside one of its
 * places, and its users per role and place. Each chart has its table beside it.
 */
export function AnalyticsSection() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const [span, setSpan] = useState<AnalyticsSpan>('P1D');
  const [place, setPlace] = useState<AnalyticsPlace>({});
  if (!profile) return null;
  // Inside a district (chosen, or the viewer's own) users split per school; across districts, per district.
  const per = placeLevelOf(profile) === 'district' && place.districtId === undefined ? 'district' : 'school';
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('anTitle')}
        </Title>
        <Text size="sm" maw={760}>
          {t('anIntro')}
        </Text>
        <Group align="end" gap="xl">
          <Radio.Group label={t('anSpan')} value={span} onChange={(value) => setSpan(value as AnalyticsSpan)}>
            <Group gap="md" mt={4}>
              {ANALYTICS_SPANS.map((s) => (
                <Radio key={s} value={s} label={t(`anSpan_${s}`)} />
              ))}
            </Group>
          </Radio.Group>
          <AnalyticsPlacePicker viewer={profile} place={place} onChange={setPlace} />
        </Group>
      </Stack>
      <SectionUsage span={span} place={place} />
      <VisitsPerDay span={span} place={place} />
      <UserCounts place={place} per={per} />
      <TimeInSystem span={span} place={place} />
    </Stack>
  );
}
