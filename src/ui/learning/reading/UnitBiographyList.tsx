import { useQuery } from '@tanstack/react-query';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ContentLink } from '@domain/content/unit.schemas';
import { useBilingual } from '../../app/use-language';
import { useLearningQueries } from '../learning.queries';
import classes from './reading.module.css';

/**
 * The unit's biographies (`{unitId}/biography`) as a navigation list; the one being read is marked as
 * the current page. Shows nothing while loading or when the list cannot be read (the page around it
 * reports its own failures). Usable on any unit screen.
 */
export function UnitBiographyList({ unitId, currentId, headingLevel = 2 }: { unitId: number; currentId?: number; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const text = useBilingual();
  const { data } = useQuery({ ...useLearningQueries().biographies(unitId), select: byOrder });
  const items = data ?? [];
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

function byOrder(items: ContentLink[]): ContentLink[] {
  return [...items].sort((a, b) => a.order - b.order);
}
