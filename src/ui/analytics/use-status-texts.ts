import { useTranslation } from 'react-i18next';
import type { QueryStatusTexts } from '../common/QueryStatus';

/** Every analytics read fails with the same words (api-spec §8.3 "Failed to load telemetries"). */
export function useStatusTexts(): QueryStatusTexts {
  const { t } = useTranslation();
  return { loading: t('anLoading'), failed: t('anFailed'), tryAgain: t('anTryAgain') };
}
