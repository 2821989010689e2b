import { ROOT_ATTRIBUTE_NAMES, type RootAttributes } from '@domain/accessibility/accessibility.rules';

/** Puts the preferences' attributes on `<html>` (accessibility-preferences.css keys on them); null removes one. */
export function applyRootAttributes(root: HTMLElement, attributes: RootAttributes): void {
  for (const name of ROOT_ATTRIBUTE_NAMES) {
    const value = attributes[name];
    if (value === null) root.removeAttribute(name);
    else root.setAttribute(name, value);
  }
}

/** The page as everyone sees it (sign-out: the next person on a shared device starts plain). */
export function clearRootAttributes(root: HTMLElement): void {
  for (const name of ROOT_ATTRIBUTE_NAMES) root.removeAttribute(name);
}
