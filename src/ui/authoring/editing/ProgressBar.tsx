import classes from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** 0–100. */
  readonly value: number;
  /** The bar's accessible name ("Uploading harbor.png"). */
  readonly label: string;
  /** What the value means, when a percentage alone does not say it ("Step 2 of 5: lessons"). */
  readonly valueText?: string;
  readonly size?: 'md' | 'lg';
}

/**
 * An upload's or a publish's progress: a progressbar with its name and value. Two plain elements
 * instead of Mantine's Progress, which every builder's first load would otherwise carry (issue 17).
 */
export function ProgressBar({ value, label, valueText, size = 'md' }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className={classes.track} data-size={size} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={valueText}>
      <div className={classes.bar} style={{ width: `${percent}%` }} />
    </div>
  );
}
