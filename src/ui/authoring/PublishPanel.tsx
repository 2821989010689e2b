import { Paper, Stack, Text, Title } from '@mantine/core';
import { PublishControl, type PublishControlProps } from './publish/PublishControl';

/** A builder's boxed publish section: its heading, what publishing does, and the publish control. */
export function PublishPanel({ title, hint, ...control }: PublishControlProps & { readonly title: string; readonly hint: string }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm">{hint}</Text>
        <PublishControl {...control} />
      </Stack>
    </Paper>
  );
}
