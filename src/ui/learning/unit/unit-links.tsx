import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LessonListItem, UnitView } from '@domain/content/student-content.schemas';
import { lessonPath } from '../common/lesson-path';

/**
 * Where the links inside a unit's frame lead (its bar, its menu, its lessons list). Students follow
 * their own paths; the back office's unit preview shows the same frame over a draft and leads to the
 * matching previews instead, or nowhere (null: the link is shown as plain text).
 */
export interface UnitLinks {
  /** A place in the unit by the students' path (a section of the bar, a biography or story of the menu). */
  readonly place: (studentPath: string) => string | null;
  readonly lesson: (unit: UnitView, lesson: LessonListItem) => string | null;
  /** A preview: the unit menu lists the draft's lessons as they are, without asking the students' calls. */
  readonly preview: boolean;
}

const STUDENT_LINKS: UnitLinks = { place: (path) => path, lesson: (unit, lesson) => lessonPath(unit.id, lesson, unit.openerId), preview: false };

export const UnitLinksContext = createContext<UnitLinks>(STUDENT_LINKS);

export const useUnitLinks = (): UnitLinks => useContext(UnitLinksContext);

/** A link inside the unit's frame, or its words alone where the frame's links lead nowhere (`to` null). */
export function UnitLink({ to, className, onClick, current, children }: { to: string | null; className?: string; onClick?: () => void; current?: boolean; children: ReactNode }) {
  if (to === null) return <span className={className}>{children}</span>;
  return (
    <Link to={to} className={className} onClick={onClick} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
