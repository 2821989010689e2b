import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
});
