/**
 * How a typed blank is compared: Unicode-normalised (NFKD) with accents and other combining marks
 * removed, lower-cased, inner whitespace collapsed, and leading/trailing spaces and punctuation
 * dropped. "  Boston. " = "boston"; "Constitución" = "constitucion"; "Saint  Louis" = "saint louis".
 */
export function normalizeBlank(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
}

