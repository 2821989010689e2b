import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOADER } from '@domain/shared/constants';
import classes from './InlineLoader.module.css';

/** A small loader inside a page (a lesson's assessment, say), announced as "Loading…". */
export function InlineLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" className={classes.loading}>
      <Loader color={LOADER.color} size="md" aria-hidden />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
