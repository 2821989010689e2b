import { useContext, type ReactNode } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLoader } from '../../shell/PageLoader';
import { OnlyInEnglish } from './OnlyInEnglish';
import { UnitLockContext } from './unit-lock-context';
import type { ContentState } from './use-student-content';

/**
 * Shows loading, the locked-unit message, the English-only panel (a lesson Spanish hides; only
 * lessons answer it) or a failure with retry; renders `children` once ready.
 */
export function ContentGate<T>({ state, reload, children }: { state: ContentState<T>; reload: () => void; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  const lockShownByUnitLayout = useContext(UnitLockContext);
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'ready') return <>{children(state.data)}</>;
  if (state.status === 'onlyInEnglish') return <OnlyInEnglish heading title={state.message} hint={t('lessonOnlyInEnglishHint')} testId="lesson-only-in-english" />;
  if (state.status === 'locked') {
    if (lockShownByUnitLayout) return <PageLoader />;
    return (
      <Stack align="flex-start" py="lg">
        <Alert color="yellow" title={state.message} role="alert" data-testid="unit-locked">
          {t('unitLockedHint')}
        </Alert>
        <Button component={Link} to="/">
          {t('chooseAnotherUnit')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="flex-start" py="lg">
      <Alert color="red" role="alert">
        {state.message} {t('pleaseRefresh')}
      </Alert>
      <Group>
        <Button onClick={reload}>{t('tryAgain')}</Button>
      </Group>
    </Stack>
  );
}
