import { useId, type ReactNode } from 'react';
import { isLanguage, type Language } from '@domain/shared/constants';
import classes from './LanguageChoice.module.css';

export interface LanguageChoiceProps {
  /** The group's accessible name ("Language", "Narration language"). */
  readonly label: string;
  readonly value: Language;
  readonly onChange: (language: Language) => void;
  readonly options: readonly { readonly value: Language; readonly label: ReactNode }[];
  readonly 'data-testid'?: string;
}

/**
 * English / Español as a segmented pair of native radio buttons (arrow keys move between them). The
 * header's switches are on every first load: Mantine's SegmentedControl measures and animates its
 * indicator with 2 KB of script; this is markup and CSS.
 */
export function LanguageChoice({ label, value, onChange, options, 'data-testid': testId }: LanguageChoiceProps) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root} data-testid={testId}>
      {options.map((option) => (
        <label key={option.value} className={classes.option} data-checked={option.value === value || undefined}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={(e) => isLanguage(e.currentTarget.value) && onChange(e.currentTarget.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
