import type { TFunction } from 'i18next';
import { formatPercent, formatPoints } from '@domain/shared/number-format';

/** A standard's mastery as the tables show it: "87.5%", or "Not scored yet" while nothing tagged with it is scored. */
export const masteryText = (t: TFunction, percent: number | null, language: string) =>
  percent === null ? t('standardsNotScored') : formatPercent(percent, language);

/** "7 of 8" points. */
export const pointsText = (t: TFunction, earned: number, possible: number, language: string) =>
  t('standardsPoints', { earned: formatPoints(earned, language), possible: formatPoints(possible, language) });
