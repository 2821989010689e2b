/** A page break splits a lesson into pages (splitIntoPages); it is never drawn itself. */
export function PageBreakComponent() {
  return null;
}
