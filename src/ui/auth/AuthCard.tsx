import type { ReactNode } from 'react';
import { Center, Paper, Stack, Title } from '@mantine/core';

/** The centred card every public screen uses. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="lg" w="100%" maw={560}>
        <Stack>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
