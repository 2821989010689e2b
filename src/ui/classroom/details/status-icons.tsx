/**
 * Icons of the classroom details page. Always decorative: each sits beside words that say the same
 * (Locked, Feedback pending…), so a state is never shown by colour or shape alone.
 */
const base = { width: 16, height: 16, viewBox: '0 0 16 16', 'aria-hidden': true, focusable: false } as const;

export function LockedIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="1.6">
      <rect x="3" y="7" width="10" height="7" rx="1.5" />
      <path d="M5 7V5a3 3 0 0 1 6 0v2" />
    </svg>
  );
}

export function OpenLockIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="1.6">
      <rect x="3" y="7" width="10" height="7" rx="1.5" />
      <path d="M5 7V5a3 3 0 0 1 5.8-1" />
    </svg>
  );
}

export function EmptyCircleIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="1.6" strokeDasharray="2.5 2">
      <circle cx="8" cy="8" r="5.5" />
    </svg>
  );
}

export function PendingIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="1.6">
      <circle cx="8" cy="8" r="6" />
      <path d="M8 4.5V8l2.5 1.5" />
    </svg>
  );
}

export function CompleteIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="1.6">
      <circle cx="8" cy="8" r="6" />
      <path d="M5.2 8.2l2 2 3.8-4" />
    </svg>
  );
}
