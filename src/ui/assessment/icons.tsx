/**
 * Icons of the assessment screens. Always decorative: each sits beside words that say the same, so a
 * mark or a flag is never shown by colour or shape alone.
 */
const base = { width: 16, height: 16, viewBox: '0 0 16 16', 'aria-hidden': true, focusable: false } as const;

export function CrossIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

export function HourglassIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="1.6">
      <path d="M4 2h8M4 14h8M5 2c0 3 6 3 6 6s-6 3-6 6M11 2c0 3-6 3-6 6s6 3 6 6" />
    </svg>
  );
}

export function FlagIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="1.6">
      <path d="M3.5 14V2.5M3.5 3h8l-1.8 3 1.8 3h-8" />
    </svg>
  );
}

export function CloudOffIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="1.6">
      <path d="M4.5 12.5h7a2.5 2.5 0 0 0 .4-5A4 4 0 0 0 4.3 6.6 3 3 0 0 0 4.5 12.5zM2 2l12 12" />
    </svg>
  );
}

export function DotsIcon() {
  return (
    <svg {...base} fill="currentColor">
      <circle cx="3.5" cy="8" r="1.4" />
      <circle cx="8" cy="8" r="1.4" />
      <circle cx="12.5" cy="8" r="1.4" />
    </svg>
  );
}
