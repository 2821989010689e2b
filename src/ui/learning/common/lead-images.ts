import { createContext, useContext } from 'react';

/**
 * True inside the part of a page that holds its first pictures (leadImageComponentId): images there
 * load eagerly at high priority instead of lazily.
 */
export const LeadImagesContext = createContext(false);

export const useLeadImages = (): boolean => useContext(LeadImagesContext);

/** The <img> attributes for an image that is, or is not, among the page's first pictures. */
export function imageLoading(lead: boolean): { loading: 'eager' | 'lazy'; fetchPriority?: 'high' } {
  return lead ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' };
}
