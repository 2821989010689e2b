// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { Alert, Button, Divider, Drawer, Group, Loader, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccessibilityPreferences } from '@application/accessibility/accessibility-preferences.port';
import { READ_ALOUD_LANGUAGES, TEXT_SIZES, type ReadAloudLanguage, type TextSize } from '@domain/accessibility/accessibility.rules';
import { useSaveMyAccessibility } from './accessibility.queries';
import type { ReadAloudControls, ReadingNews } from './use-read-aloud';

const TEXT_SIZE_LABEL = { default: 'a11yTextSizeDefault', large: 'a11yTextSizeLarge', larger: 'a11yTextSizeLarger' } as const satisfies Record<TextSize, string>;
/** Each voice named in its own language, as the interface language switch names them. */
const VOICE_NAME: Record<ReadAloudLanguage, string> = { en: 'English', es: 'Español' };
const NEWS_TEXT = {
  reading: 'a11yReading',
  paused: 'a11yPaused',
  finished: 'a11yFinished',
  stopped: 'a11yStopped',
  nothing: 'a11yNothingToRead',
  unavailable: 'a11yNoSpeech',
} as const satisfies Record<NonNullable<ReadingNews>, string>;

export interface AccessibilityPanelProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  /**
   * The student's saved set; undefined until it arrives. The choices wait for it: a choice made
   * over the defaults would be saved whole and wipe what the student chose on another device.
   */
  readonly preferences: AccessibilityPreferences | undefined;
  readonly loadFailed: boolean;
  readonly onRetryLoad: () => void;
  readonly reader: ReadAloudControls;
}

/**
 * The accessibility tools' panel (issue 16): text size, high contrast, dyslexia-friendly spacing and
 * read-aloud. Every choice applies at once and is saved for the student's next sign-in; a drawer,
 * which keeps focus inside while open and gives it back to the header button on close.
 */
export default function AccessibilityPanel({ opened, onClose, preferences, loadFailed, onRetryLoad, reader }: AccessibilityPanelProps) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} returnFocus={false} position="right" size="sm" title={t('a11yTools')} closeButtonProps={{ 'aria-label': t('close') }}>
      {preferences ? (
        <AccessibilityChoices preferences={preferences} reader={reader} />
      ) : loadFailed ? (
        <Alert color="red" role="alert" title={t('a11yLoadFailed')}>
          <Button variant="default" size="xs" onClick={onRetryLoad}>
            {t('tryAgain')}
          </Button>
        </Alert>
      ) : (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{t('loading')}</Text>
        </Group>
      )}
    </Drawer>
  );
}

function AccessibilityChoices({ preferences, reader }: { readonly preferences: AccessibilityPreferences; readonly reader: ReadAloudControls }) {
  const { t } = useTranslation();
  const save = useSaveMyAccessibility();
  const choose = (change: Partial<AccessibilityPreferences>) => save.mutate({ ...preferences, ...change });

  return (
    <Stack gap="lg">
      <Text size="sm">{t('a11ySaved')}</Text>
      {save.isError && (
        <Text role="alert" c="var(--mantine-color-error)" size="sm">
          {t('a11ySaveFailed')}
        </Text>
      )}
      <Radio.Group label={t('a11yTextSize')} value={preferences.textSize} onChange={(value) => choose({ textSize: value as TextSize })}>
        <Group mt="xs">
          {TEXT_SIZES.map((size) => (
            <Radio key={size} value={size} label={t(TEXT_SIZE_LABEL[size])} />
          ))}
        </Group>
      </Radio.Group>
      <Switch
        label={t('a11yHighContrast')}
        description={t('a11yHighContrastHint')}
        checked={preferences.highContrast}
        onChange={(e) => choose({ highContrast: e.currentTarget.checked })}
      />
      <Switch
        label={t('a11yReadingSpacing')}
        description={t('a11yReadingSpacingHint')}
        checked={preferences.readingSpacing}
        onChange={(e) => choose({ readingSpacing: e.currentTarget.checked })}
      />
      <Divider />
      <Stack gap="sm" component="section" aria-labelledby="a11y-read-aloud">
        <Title order={3} size="h5" id="a11y-read-aloud">
          {t('a11yReadAloud')}
        </Title>
        <Radio.Group
          label={t('a11yReadAloudLanguage')}
          value={preferences.readAloudLanguage}
          onChange={(value) => choose({ readAloudLanguage: value as ReadAloudLanguage })}
        >
          <Group mt="xs">
            {READ_ALOUD_LANGUAGES.map((language) => (
              <Radio key={language} value={language} label={<span lang={language}>{VOICE_NAME[language]}</span>} />
            ))}
          </Group>
        </Radio.Group>
        <Group>
          {reader.state === 'idle' ? (
            <Button onClick={() => reader.read(preferences.readAloudLanguage)}>{t('a11yReadPage')}</Button>
          ) : (
            <>
              <Button variant="default" onClick={reader.state === 'paused' ? reader.resume : reader.pause}>
                {t(reader.state === 'paused' ? 'a11yResume' : 'a11yPause')}
              </Button>
              <Button variant="default" onClick={reader.stop}>
                {t('a11yStop')}
              </Button>
            </>
          )}
        </Group>
        <Text size="sm" role="status" aria-live="polite" data-testid="read-aloud-status">
          {reader.news && t(NEWS_TEXT[reader.news])}
        </Text>
      </Stack>
    </Stack>
  );
}
