/**
 * Moves the keyboard focus to the start of what the page is about: inside a unit its own content
 * (`#page-content`, past the unit bar), elsewhere the main region. Used by the skip link and where the
 * control that had the focus goes away (switching a lesson to English). Answers whether it found one.
 */
export function focusPageContent(): boolean {
  const target = document.getElementById('page-content') ?? document.getElementById('main-content');
  target?.focus();
  return target !== null;
}
