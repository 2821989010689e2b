import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { MenuIcon } from '../learning/common/icons';
import { NavigationLinks } from './NavigationLinks';
import type { NavItem } from './role-navigation';
import buttons from '../common/plain-buttons.module.css';
import classes from './RootLayout.module.css';

const PANEL_ID = 'main-menu';

/**
 * The menu button and its panel on windows too narrow for the navigation (the header's stylesheet
 * shows the button only there): a disclosure, not a dialog, so it costs the first load no focus trap
 * and no drawer. Escape closes it and puts focus back on the button; taking a link closes it.
 * `children` are the switches that live in the panel on narrow windows (language, narration).
 */
export function MainMenu({ items, children }: { items: readonly NavItem[]; children: ReactNode }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Open on the page where it was opened: a new page (a link, Back) closes it, since it covered the page now wanted.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`${buttons.outline} ${classes.menuButton}`}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <MenuIcon />
        <span className={classes.menuWord}>{t('menu')}</span>
      </button>
      {/* Kept in the page while closed (the button points at it); its content only while open: the
          switches it repeats are otherwise in the page once, in the header's (hidden) row. */}
      <div id={PANEL_ID} className={classes.menuPanel} hidden={!open}>
        {open && (
          <>
            <NavigationLinks items={items} layout="column" onFollow={close} />
            <div className={classes.menuSwitches}>{children}</div>
          </>
        )}
      </div>
    </>
  );
}
