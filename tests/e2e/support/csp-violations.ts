import type { BrowserContext, Page } from '@playwright/test';

/**
 * What the page's Content-Security-Policy refused, as the page saw it (`securitypolicyviolation`
 * events, also fired for a refusal the code catches, such as an eval probe).
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every page of the context from its first script on. */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

/** The refusals of the current page so far. */
export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}
