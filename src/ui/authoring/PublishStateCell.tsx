import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublishState } from '@domain/authoring/authoring.responses';
import { CentralAndLocalTime } from '../common/CentralAndLocalTime';

const STATE: Record<PublishState, { key: string; color: string }> = {
  // The outline carries the colour; the words stay dark (11px bold needs 4.5:1, striped rows included).
  'never-published': { key: 'authoringStateNever', color: 'gray.8' },
  'unpublished-changes': { key: 'authoringStateChanged', color: 'orange.9' },
  published: { key: 'authoringStatePublished', color: 'green.9' },
};

/** An item's publish state (its draft against what students read) and when it was last published. */
export function PublishStateCell({ state, publishedAt }: { readonly state: PublishState; readonly publishedAt: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={STATE[state].color} c="dark.7" variant="outline" tt="none">
        {t(STATE[state].key)}
      </Badge>
      {publishedAt && (
        <Text size="xs">
          {t('authoringLastPublished')}: <CentralAndLocalTime at={publishedAt} />
        </Text>
      )}
    </Stack>
  );
}
