/**
 * Content styles come from authors; only values of the expected form reach inline styles, so a stray
 * value never breaks the layout (React already escapes them).
 */

/** A CSS length such as `420px`, `30rem` or `50vh`; `auto` and anything else give undefined. */
export function cssLength(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?(px|rem|em|vh|%)$/.test(trimmed)) return trimmed;
  if (/^\d+$/.test(trimmed)) return `${trimmed}px`;
  return undefined;
}

/** A hex colour as the builders store it (#rgb, #rrggbb, #rrggbbaa). */
export function cssColor(value: string | null | undefined): string | undefined {
  return value && /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value.trim()) ? value.trim() : undefined;
}

/** Image margins are whole pixels (product-spec §3). */
export function wholePx(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : undefined;
}

/** `flex-start` / `center` / `flex-end` as text alignment. */
export function textAlignOf(alignment: string | null | undefined): 'left' | 'center' | 'right' | undefined {
  if (alignment === 'center') return 'center';
  if (alignment === 'flex-end') return 'right';
  if (alignment === 'flex-start') return 'left';
  return undefined;
}
