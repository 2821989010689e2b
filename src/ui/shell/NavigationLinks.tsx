import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { NavItem } from './role-navigation';
import classes from './RootLayout.module.css';

/**
 * The role's navigation as a labelled list of links, drawn in the header's row where it fits and in
 * the menu panel where it does not (`layout`); `onFollow` lets the menu close when a link is taken.
 */
export function NavigationLinks({ items, layout, onFollow }: { items: readonly NavItem[]; layout: 'row' | 'column'; onFollow?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('navigation')}>
      <ul className={layout === 'row' ? classes.navRow : classes.navColumn}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end onClick={onFollow} className={({ isActive }) => (isActive ? `${classes.navLink} ${classes.active}` : classes.navLink)}>
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
