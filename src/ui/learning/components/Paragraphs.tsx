import type { Paragraph } from '@domain/content/component.schemas';
import { deeper, type HeadingLevel } from './Heading';
import { ParagraphBlock } from './ParagraphBlock';

/** A component's paragraphs in order; their titles sit one level below the component's own title. */
export function Paragraphs({ paragraphs, level, titled }: { paragraphs: readonly Paragraph[]; level: HeadingLevel; titled: boolean }) {
  return (
    <>
      {[...paragraphs]
        .sort((a, b) => a.order - b.order)
        .map((paragraph) => (
          <ParagraphBlock key={paragraph.id} paragraph={paragraph} level={titled ? deeper(level) : level} />
        ))}
    </>
  );
}
