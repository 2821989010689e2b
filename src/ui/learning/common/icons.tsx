/**
 * Small inline icons for the student screens (no icon library on the first load). Always decorative:
 * every icon sits beside words that say the same, so status is never shown by colour or shape alone.
 */
const base = { width: 16, height: 16, viewBox: '0 0 16 16', 'aria-hidden': true, focusable: false } as const;

/**
 * Drawn at 24 px: a locked unit is told apart at a glance by this sign (beside the words that say so),
 * and at the 16 px of the other icons its shackle was hard to make out. It never shrinks when the words
 * beside it wrap (as a flex item it was squeezed to 12 px on the unit card).
 */
export function LockIcon() {
  return (
    <svg {...base} width={24} height={24} style={{ flex: 'none' }} fill="none" stroke="currentColor" strokeWidth="1.6">
      <rect x="3" y="7" width="10" height="7" rx="1.5" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 8.5l3 3 7-7" />
    </svg>
  );
}

export function HalfCircleIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="1.6">
      <circle cx="8" cy="8" r="5.5" />
      <path d="M8 2.5a5.5 5.5 0 0 1 0 11z" fill="currentColor" />
    </svg>
  );
}

export function CircleIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="1.6">
      <circle cx="8" cy="8" r="5.5" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg {...base} width={20} height={20} fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M2 4h12M2 8h12M2 12h12" />
    </svg>
  );
}

export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="2">
      <path d={direction === 'left' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'} />
    </svg>
  );
}

export function StarIcon() {
  return (
    <svg {...base} fill="currentColor">
      <path d="M8 1.5l1.9 4 4.3.5-3.2 3 .9 4.3L8 11.2l-3.9 2.1.9-4.3-3.2-3 4.3-.5z" />
    </svg>
  );
}

export function BookIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M8 4C6.5 2.8 4.5 2.5 2 2.5v10c2.5 0 4.5.3 6 1.5 1.5-1.2 3.5-1.5 6-1.5v-10c-2.5 0-4.5.3-6 1.5zM8 4v10" />
    </svg>
  );
}
