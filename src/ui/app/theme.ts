import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Brand blue around the loader colour #3A4DFD; shade 7 keeps text on it above 4.5:1 contrast. */
const brand: MantineColorsTuple = [
  '#eef0ff',
  '#dadeff',
  '#b2baff',
  '#8793fe',
  '#6372fd',
  '#4d5efd',
  '#3a4dfd',
  '#2c3ee2',
  '#2236cb',
  '#122cb3',
];

/** The theme, with accessible names for the close buttons Mantine renders without text. */
export function createAppTheme(closeLabel: string) {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 7,
    colors: { brand },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'md',
    components: {
      // Plain objects, not `Notification.extend(…)`: importing the components would put them in the first load.
      // A snackbar with a title greys its message with gray.6 (about 3.3:1 on white); the readable dimmed grey instead.
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } }, styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
      // Light alerts colour their text with the alert colour (yellow on pale yellow fails 4.5:1); dark text passes on every tint.
      Alert: { styles: { title: { color: 'var(--mantine-color-dark-9)' }, message: { color: 'var(--mantine-color-dark-9)' } } },
    },
  });
}

/**
 * Mantine's default dimmed grey (gray.6) and error red (red.6) are about 3.3:1 on white, below
 * WCAG 1.4.3 for small text; gray.7 (about 8:1) and red.8 (about 5.8:1) pass everywhere.
 */
export const readableColours: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7], '--mantine-color-error': theme.colors.red[8] },
  dark: {},
});
