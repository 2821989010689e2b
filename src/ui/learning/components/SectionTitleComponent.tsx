import { useBilingual } from '../../app/use-language';
import type { ComponentRendererProps } from './component-props';
import { cssColor } from './css-values';
import { Heading } from './Heading';
import classes from './components.module.css';

/** Smallest and largest section-title sizes honoured (px), so the text stays readable. */
const SIZE_PX = { min: 16, max: 56 } as const;

/** A section heading with the author's background, colour and size (px). */
export function SectionTitleComponent({ component, level }: ComponentRendererProps) {
  const text = useBilingual();
  const size = component.size ? Math.max(SIZE_PX.min, Math.min(component.size, SIZE_PX.max)) : undefined;
  return (
    <Heading
      level={level}
      className={classes.sectionTitle}
      style={{ background: cssColor(component.background), color: cssColor(component.color), fontSize: size ? `${size}px` : undefined }}
    >
      {text(component.title)}
    </Heading>
  );
}
