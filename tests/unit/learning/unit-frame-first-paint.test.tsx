// @vitest-environment jsdom
import '../../setup/dom.setup';
import { act, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '@application/ports/api-result';
import type { UnitView } from '@domain/content/student-content.schemas';
import { UnitLayout } from '@ui/learning/unit/UnitLayout';
import { PORTRAIT_TOUCH_QUERY, ViewportNotices } from '@ui/shell/ViewportNotices';
import { courseTwin, ok, unitView } from './course-fixtures';
import { learningWorld, renderAt } from './learning-world';

/**
 * Issue 17 (Lighthouse CLS 0.12-0.26 on a cold lesson): what is drawn before the page's data must not move
 * when the data comes. The unit bar's height depends on the unit, so the page beneath waits for it; the
 * phone's orientation prompt is there from the first render, not one frame later above the page.
 */
afterEach(() => vi.restoreAllMocks());

describe('the unit frame on a cold load', () => {
  it('loads the page while the unit loads, and shows it with the bar', async () => {
    let answer: (unit: ApiResult<UnitView>) => void = () => undefined;
    const { services } = learningWorld(courseTwin({ unit: () => new Promise((resolve) => (answer = resolve)) }));
    renderAt(<UnitLayout unitId={1}>{<h1>Inside the unit</h1>}</UnitLayout>, { services, path: '/unit/1/lesson/2' });

    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const page = screen.getByRole('heading', { name: 'Inside the unit', hidden: true }).closest('#page-content') as HTMLElement;
    expect(page.hidden).toBe(true);

    await act(async () => answer(ok(unitView(1))));
    expect(await screen.findByTestId('unit-bar')).toBeTruthy();
    expect(page.hidden).toBe(false);
    expect(screen.getByRole('heading', { name: 'Inside the unit' })).toBeTruthy();
  });
});

describe('the viewport notices', () => {
  it('are in the first render, before any effect runs', () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: query === PORTRAIT_TOUCH_QUERY }));
    const html = renderToString(
      <MantineProvider env="test">
        <ViewportNotices />
      </MantineProvider>,
    );
    expect(html).toContain('data-testid="orientation-prompt"');
  });
});
