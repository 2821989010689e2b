// @vitest-environment jsdom
import '../../setup/dom.setup';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@domain/shared/constants';
import { ScreenFailureBoundary } from '@ui/app/ScreenFailureBoundary';
import { createI18n } from '@ui/i18n/i18n';
import { expectAxeClean } from '../expect-axe-clean';

/** A screen whose chunk does not arrive, as the browser reports it. */
const UnreachableScreen = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

function renderFailing(reload: () => void, language: Language = 'en') {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <MantineProvider env="test">
        <ScreenFailureBoundary reload={reload}>
          <Suspense fallback={<p>loading</p>}>
            <UnreachableScreen />
          </Suspense>
        </ScreenFailureBoundary>
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('a screen that cannot be shown', () => {
  // React reports the caught error on the console; that is expected here.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => quiet.mockClear());

  it('says so instead of a blank page, and offers a reload', async () => {
    const reload = vi.fn();
    renderFailing(reload);
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded', level: 1 })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Check your connection, then reload the page.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows what went wrong when a screen fails while rendering', async () => {
    function Broken(): never {
      throw new Error('stored data the screen did not expect');
    }
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <MantineProvider env="test">
          <ScreenFailureBoundary reload={vi.fn()}>
            <Broken />
          </ScreenFailureBoundary>
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it('is axe-clean in English and Spanish', async () => {
    for (const language of ['en', 'es'] as const) {
      const view = renderFailing(vi.fn(), language);
      await screen.findByRole('alert');
      await expectAxeClean(view.container);
      view.unmount();
    }
    renderFailing(vi.fn(), 'es');
    expect(await screen.findByRole('button', { name: 'Volver a cargar la página' })).toBeTruthy();
  });
});
