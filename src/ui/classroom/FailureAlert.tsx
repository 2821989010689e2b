import { Alert } from '@mantine/core';

/** A refused change inside its dialog: the spec's words as the title ("Failed to add student"), the server's reason below. */
export function FailureAlert({ title, reason }: { readonly title: string; readonly reason: string | null }) {
  return (
    <Alert color="red" role="alert" title={title}>
      {reason}
    </Alert>
  );
}
