import { useEffect, useState } from 'react';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ContentLink } from '@domain/content/unit.schemas';
import { useServices } from '../../app/services-context';
import { useBilingual, useLanguage } from '../../app/use-language';
import classes from './reading.module.css';

/**
 * The unit's biographies (`{unitId}/biography`) as a navigation list; the one being read is marked as
 * the current page. Shows nothing while loading or when the list cannot be read (the page around it
 * reports its own failures). Usable on any unit screen.
 */
export function UnitBiographyList({ unitId, currentId, headingLevel = 2 }: { unitId: number; currentId?: number; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const text = useBilingual();
  const [language] = useLanguage();
  const { course } = useServices();
  const [items, setItems] = useState<readonly ContentLink[]>([]);
  useEffect(() => {
    let live = true;
    void course.biographies(unitId).then((result) => live && result.ok && setItems([...result.data].sort((a, b) => a.order - b.order)));
    return () => {
      live = false;
    };
  }, [course, unitId, language]);
  if (items.length === 0) return null;
  return (
    <nav aria-labelledby="unit-biographies" data-testid="unit-biographies">
      <Title order={headingLevel} size="h4" id="unit-biographies" mb="xs">
        {t('readingBiographiesInUnit')}
      </Title>
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={item.id} className={classes.navItem}>
            <Link
              to={`/unit/${unitId}/biography/${item.id}`}
              className={classes.link}
              aria-current={item.id === currentId ? 'page' : undefined}
            >
              {text(item.name)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
