// @vitest-environment jsdom
import '../../setup/dom.setup';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessibilityPreferences } from '@application/accessibility/accessibility-preferences.port';
import { createAccessibilityUseCases } from '@application/accessibility/accessibility.use-cases';
import type { AppServices } from '@application/app-services';
import { DEFAULT_ACCESSIBILITY_PREFERENCES } from '@domain/accessibility/accessibility.rules';
import { RoleId } from '@domain/identity/role';
import { createInMemoryAccessibilityPreferences } from '@infrastructure/http/in-memory-accessibility-preferences.adapter';
import { createInMemoryReadAloud } from '@infrastructure/speech/in-memory-read-aloud.adapter';
import AccessibilityTools from '@ui/accessibility/AccessibilityTools';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { ServerStateProvider } from '@ui/app/server-state/ServerStateProvider';
import { ServicesProvider } from '@ui/app/services-context';
import { createI18n } from '@ui/i18n/i18n';
import { expectAxeClean } from '../expect-axe-clean';
import { managementWorld, profileOf } from '../management/management-world';

/*
 * A student's accessibility tools (issue 16) over the real use cases and in-memory twins: saved
 * preferences apply to <html> on sign-in, each choice applies at once and is saved whole, read-aloud
 * speaks the main content in the chosen language, and the open panel is axe clean in both languages.
 */

function studentWorld(saved: AccessibilityPreferences | null = null) {
  const store = createInMemoryAccessibilityPreferences(saved);
  const reader = createInMemoryReadAloud();
  vi.spyOn(store, 'save');
  vi.spyOn(reader, 'read');
  const services: AppServices = { ...managementWorld(profileOf(RoleId.Student)).services, accessibility: createAccessibilityUseCases(store, reader) };
  return { services, store, reader };
}

function renderTools(services: AppServices, language: 'en' | 'es' = 'en') {
  return render(
    <ServicesProvider services={services}>
      <ServerStateProvider client={createServerStateClient()}>
        <I18nextProvider i18n={createI18n(language)}>
          <MantineProvider env="test">
            <AccessibilityTools />
            <main id="main-content">
              <h1>Unit 1</h1>
              <p>The colonies grew.</p>
              <span aria-hidden="true">EN</span>
            </main>
          </MantineProvider>
        </I18nextProvider>
      </ServerStateProvider>
    </ServicesProvider>,
  );
}

const root = () => document.documentElement;
async function openTools(name: string | RegExp = 'Accessibility tools') {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

afterEach(() => {
  for (const name of ['data-text-size', 'data-contrast', 'data-spacing']) root().removeAttribute(name);
});

describe("a student's accessibility tools", () => {
  it("apply the student's saved preferences to the page when they sign in, and take them off at sign-out", async () => {
    const { services } = studentWorld({ textSize: 'large', highContrast: true, readingSpacing: true, readAloudLanguage: 'en' });
    const { unmount } = renderTools(services);
    await waitFor(() => expect(root().getAttribute('data-contrast')).toBe('high'));
    expect(root().getAttribute('data-text-size')).toBe('large');
    expect(root().getAttribute('data-spacing')).toBe('reading');
    unmount();
    expect(['data-text-size', 'data-contrast', 'data-spacing'].map((n) => root().getAttribute(n))).toEqual([null, null, null]);
  });

  it('apply each choice to the page at once and save the whole set', async () => {
    const { services, store } = studentWorld();
    renderTools(services);
    await openTools();
    await userEvent.click(await screen.findByRole('switch', { name: /High contrast/ }));
    expect(root().getAttribute('data-contrast')).toBe('high');
    await userEvent.click(screen.getByRole('radio', { name: 'Larger' }));
    expect(root().getAttribute('data-text-size')).toBe('larger');
    await userEvent.click(screen.getByRole('switch', { name: /Dyslexia-friendly spacing/ }));
    expect(root().getAttribute('data-spacing')).toBe('reading');
    await waitFor(() => expect(store.saved()).toEqual({ textSize: 'larger', highContrast: true, readingSpacing: true, readAloudLanguage: 'en' }));
    expect(store.save).toHaveBeenCalledTimes(3);
    expect(store.save).toHaveBeenNthCalledWith(1, { ...DEFAULT_ACCESSIBILITY_PREFERENCES, highContrast: true });
  });

  it('offer no choice until the saved set has arrived, so a choice never saves the defaults over it', async () => {
    const { services, store } = studentWorld({ textSize: 'large', highContrast: true, readingSpacing: false, readAloudLanguage: 'es' });
    let arrive: () => void = () => undefined;
    const mine = store.mine;
    vi.spyOn(store, 'mine').mockImplementationOnce(() => new Promise((resolve) => (arrive = () => void mine().then(resolve))));
    renderTools(services);
    const dialog = await openTools();
    expect(dialog.textContent).toContain('Loading…');
    expect(screen.queryByRole('switch', { name: /Dyslexia-friendly spacing/ })).toBeNull();
    arrive();
    await userEvent.click(await screen.findByRole('switch', { name: /Dyslexia-friendly spacing/ }));
    await waitFor(() => expect(store.saved()).toEqual({ textSize: 'large', highContrast: true, readingSpacing: true, readAloudLanguage: 'es' }));
  });

  it('show the saved set again and say so when a save is refused', async () => {
    const { services, store } = studentWorld();
    vi.mocked(store.save).mockResolvedValueOnce({ ok: false, status: 0, code: 'OFFLINE', message: '', fields: [], kind: 'offline' });
    renderTools(services);
    await openTools();
    await userEvent.click(await screen.findByRole('switch', { name: /High contrast/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your choice could not be saved. Try again.');
    await waitFor(() => expect(root().getAttribute('data-contrast')).toBeNull());
    expect((screen.getByRole('switch', { name: /High contrast/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('read the main content aloud in the chosen voice, announce it, and stop', async () => {
    const { services, reader } = studentWorld();
    renderTools(services);
    await openTools();
    await userEvent.click(await screen.findByRole('radio', { name: 'Español' }));
    await userEvent.click(screen.getByRole('button', { name: 'Read page' }));
    expect(reader.read).toHaveBeenCalledWith(['Unit 1. The colonies grew.'], 'es');
    expect(screen.getByTestId('read-aloud-status').textContent).toContain('Reading the page aloud');
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByTestId('read-aloud-status').textContent).toContain('Reading paused');
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(screen.getByTestId('read-aloud-status').textContent).toContain('Reading stopped'));
    expect(screen.getByRole('button', { name: 'Read page' })).toBeTruthy();
  });

  it('say when the page has been read to the end', async () => {
    const { services, reader } = studentWorld();
    renderTools(services);
    await openTools();
    await userEvent.click(await screen.findByRole('button', { name: 'Read page' }));
    reader.finish();
    await waitFor(() => expect(screen.getByTestId('read-aloud-status').textContent).toContain('Finished reading the page'));
  });

  it('give focus back to the header button when the panel closes', async () => {
    const { services } = studentWorld();
    renderTools(services);
    await openTools();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accessibility tools' })));
  });

  it.each([
    ['en', 'Accessibility tools', 'Text size'],
    ['es', 'Herramientas de accesibilidad', 'Tamaño del texto'],
  ] as const)('are labelled and axe clean when open (%s)', async (language, tools, textSize) => {
    const { services } = studentWorld();
    const { container } = renderTools(services, language);
    const dialog = await openTools(tools);
    expect(await screen.findByRole('radiogroup', { name: textSize })).toBeTruthy();
    await expectAxeClean(dialog);
    await expectAxeClean(container);
  });
});
