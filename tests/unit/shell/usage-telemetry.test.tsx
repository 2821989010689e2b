// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AppServices } from '@application/app-services';
import type { UsageRecorder, UsageTelemetryUseCases } from '@application/telemetry/usage-telemetry.use-cases';
import { TIME_IN_SYSTEM_REPORT_MS } from '@domain/telemetry/telemetry.constants';
import UsageTelemetry from '../../../src/ui/shell/UsageTelemetry';
import { ServicesProvider } from '../../../src/ui/app/services-context';

/**
 * The shell's usage telemetry (issue 16): a page view per route change with its section and how
 * long it showed, the last one when the user leaves; the time-in-system timer reports the user's
 * own id every 15 visible seconds and not while the tab is hidden.
 */

function mount() {
  const recorder: UsageRecorder = { pageView: vi.fn(), flush: vi.fn(), stop: vi.fn() };
  const usageTelemetry: UsageTelemetryUseCases = {
    start: vi.fn(async () => recorder),
    reportTimeInSystem: vi.fn(async (userId: number) => ({ ok: true as const, data: { userId, day: '2026-11-29', seconds: 15 }, message: '' })),
  };
  const router = createMemoryRouter([{ path: '*', element: <UsageTelemetry userId={42} roleId={6} /> }], { initialEntries: ['/unit/3'] });
  const view = render(
    <ServicesProvider services={{ usageTelemetry } as unknown as AppServices}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { recorder, usageTelemetry, router, view };
}

let visibility: DocumentVisibilityState = 'visible';

describe('UsageTelemetry', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 29, 9) });
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('records a page view per route change, with its section and duration, and the last one on leaving', async () => {
    const { recorder, usageTelemetry, router, view } = mount();
    expect(usageTelemetry.start).toHaveBeenCalledWith({ id: 42, roleId: 6 });
    await act(() => vi.advanceTimersByTimeAsync(4000));
    await act(() => router.navigate('/class-room/management?tab=2'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(recorder.pageView).toHaveBeenCalledWith({ section: 'unit', path: '/unit/3', startedAt: Date.UTC(2026, 10, 29, 9), durationMs: 4000 });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(recorder.pageView).toHaveBeenLastCalledWith(expect.objectContaining({ section: 'classrooms', path: '/class-room/management', durationMs: 1000 }));
    expect(recorder.stop).toHaveBeenCalled();
  });

  it('ends the page view and sends what waits when the tab is hidden', async () => {
    const { recorder } = mount();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    visibility = 'hidden';
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(recorder.pageView).toHaveBeenCalledWith(expect.objectContaining({ section: 'unit', durationMs: 2000 }));
    expect(recorder.flush).toHaveBeenCalled();
  });

  it("reports the user's own time every 15 visible seconds, and not while hidden", async () => {
    const { usageTelemetry } = mount();
    await act(() => vi.advanceTimersByTimeAsync(TIME_IN_SYSTEM_REPORT_MS - 1000));
    expect(usageTelemetry.reportTimeInSystem).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(usageTelemetry.reportTimeInSystem).toHaveBeenCalledExactlyOnceWith(42);
    visibility = 'hidden';
    await act(() => vi.advanceTimersByTimeAsync(TIME_IN_SYSTEM_REPORT_MS * 3));
    expect(usageTelemetry.reportTimeInSystem).toHaveBeenCalledTimes(1);
  });
});
