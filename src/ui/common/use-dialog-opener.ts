import { useRef } from 'react';

/**
 * The control a person used to open a dialog: an item of a menu stands for the menu's button, since
 * the item is gone once the menu closes.
 */
function openerOf(active: Element | null): HTMLElement | null {
  const menu = active?.closest('[role="menu"]');
  const menuButton = menu?.id ? [...document.querySelectorAll<HTMLElement>('[aria-controls]')].find((b) => b.getAttribute('aria-controls') === menu.id) : null;
  return menuButton ?? (active instanceof HTMLElement && active !== document.body ? active : null);
}

/**
 * Gives focus back when a dialog closes (WCAG 2.4.3), for dialogs Mantine cannot do it for: a dialog
 * that mounts already open never sees its opener, and an opener may be gone by then (its row
 * removed, its menu closed). Focus goes to the opener while it is still in the document, else to the
 * section's heading (`headingRef`, with `tabIndex={-1}`), a stable place to carry on from.
 * Dialogs using it set `returnFocus={false}`, so Mantine does not move focus again afterwards.
 */
export function useDialogOpener<H extends HTMLElement = HTMLHeadingElement>() {
  const headingRef = useRef<H>(null);
  const opener = useRef<HTMLElement | null>(null);
  return {
    headingRef,
    /** A dialog is opening: note what opened it (call from the opener's click or key handler). */
    opening: () => {
      opener.current = openerOf(document.activeElement);
    },
    /** The dialog is closing. `openerGone`: what it did removes the opener (a removed row's Remove button). */
    closing: ({ openerGone = false }: { readonly openerGone?: boolean } = {}) => {
      const target = !openerGone && opener.current?.isConnected ? opener.current : headingRef.current;
      opener.current = null;
      target?.focus();
    },
  };
}
