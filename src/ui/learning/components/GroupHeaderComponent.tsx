import { useBilingual } from '../../app/use-language';
import { RichText } from '../common/RichText';
import type { ComponentRendererProps } from './component-props';
import { Heading } from './Heading';
import classes from './components.module.css';

/** A heading that opens a group of components; `groupHeaderType` (default 1) picks its look. */
export function GroupHeaderComponent({ component, level }: ComponentRendererProps) {
  const text = useBilingual();
  return (
    <div className={classes.groupHeader} data-variant={component.groupHeaderType ?? 1} data-testid="component-group-header">
      <Heading level={level}>{text(component.title)}</Heading>
      <RichText html={text(component.content)} />
    </div>
  );
}
