import type { ComponentType } from 'react';
import type { LegendIcon as LegendIconName } from '@domain/classroom/legend';
import { FlagIcon, HourglassIcon } from '../../assessment/icons';
import { CheckIcon, CircleIcon, HalfCircleIcon } from '../../learning/common/icons';
import { CompleteIcon, EmptyCircleIcon, LockedIcon, PendingIcon } from '../details/status-icons';

/**
 * The legend's icons: the student screens' own (lesson status, waiting badge, review flag), the
 * classroom details page's (feedback status, lock) and two of the legend's (retake, submitted).
 * Decorative, like the others: each sits beside its words.
 */
const base = { width: 16, height: 16, viewBox: '0 0 16 16', 'aria-hidden': true, focusable: false } as const;

function RepeatIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="1.6">
      <path d="M3 7a5 5 0 0 1 9-2.5M13 9a5 5 0 0 1-9 2.5" />
      <path d="M12.5 2v3h-3M3.5 14v-3h3" />
    </svg>
  );
}

function SendIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="1.6">
      <path d="M2 8l11-5-4 11-2-4.5z" />
    </svg>
  );
}

const ICONS: Readonly<Record<LegendIconName, ComponentType>> = {
  circle: CircleIcon,
  'half-circle': HalfCircleIcon,
  check: CheckIcon,
  hourglass: HourglassIcon,
  'dashed-circle': EmptyCircleIcon,
  clock: PendingIcon,
  'check-circle': CompleteIcon,
  repeat: RepeatIcon,
  flag: FlagIcon,
  send: SendIcon,
  lock: LockedIcon,
};

export function LegendIcon({ name }: { name: LegendIconName }) {
  const Icon = ICONS[name];
  return <Icon />;
}
