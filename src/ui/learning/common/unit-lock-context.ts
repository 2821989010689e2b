import { createContext } from 'react';

/**
 * True inside a UnitLayout, which shows the locked message for the whole unit itself: a screen's own
 * content (loaded in parallel, answering the same 403 UNIT.LOCKED) then does not show a second one.
 */
export const UnitLockContext = createContext(false);
