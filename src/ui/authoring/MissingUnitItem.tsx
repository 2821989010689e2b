import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { AuthoredUnitDetails } from '@application/authoring/course-authoring.use-cases';
import { failureOf } from '../app/server-state/api-result-query';
import { useFailureText } from '../common/use-failure-text';
import { useAuthoringLabels } from './authoring-labels';

export interface MissingUnitItemProps {
  readonly unit: AuthoredUnitDetails;
  /** What the unit has one of ("Timeline", "Unit opener"), the page's heading. */
  readonly kind: string;
  /** "This unit has no timeline yet." */
  readonly none: string;
  readonly createLabel: string;
  readonly onCreate: () => void;
  readonly busy: boolean;
  /** The create call's failure, shown as the server words it (an ended session is the route guard's). */
  readonly error: unknown;
}

/** A builder of a unit's one timeline or opener, opened on a unit that has none yet: it offers to create it. */
export function MissingUnitItem({ unit, kind, none, createLabel, onCreate, busy, error }: MissingUnitItemProps) {
  const labels = useAuthoringLabels();
  const failureText = useFailureText();
  const failure = error ? failureOf(error) : null;
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{kind}</Title>
      <Text>{labels.unit(unit)}</Text>
      <Text>{none}</Text>
      {failure && failure.kind !== 'unauthorized' && (
        <Alert color="red" role="alert">
          {failureText(failure)}
        </Alert>
      )}
      <Button onClick={onCreate} loading={busy}>
        {createLabel}
      </Button>
    </Stack>
  );
}
