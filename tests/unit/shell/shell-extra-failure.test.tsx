// @vitest-environment jsdom
import '../../setup/dom.setup';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryableLazy } from '@ui/common/retryable-lazy';
import { FirstScreenProvider, IDLE_FALLBACK_MS, ScreenShown, ShellExtraSlot } from '@ui/shell/first-screen';
import { EXTRA_RETRY_FIRST_MS } from '@ui/shell/ShellExtraBoundary';

const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

function Bell() {
  return <p>bell mounted</p>;
}

/** A chunk that cannot arrive while the connection is down, and arrives once it is back. */
function chunkOverTheNetwork() {
  const network = { online: false };
  const load = vi.fn(() =>
    network.online ? Promise.resolve({ default: Bell }) : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  return { network, load };
}

function renderShell(HeaderExtra: React.ComponentType) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <FirstScreenProvider>
        <p>Question 4 of 4</p>
        <ScreenShown />
        <ShellExtraSlot extra="header">
          <HeaderExtra />
        </ShellExtraSlot>
        <ShellExtraSlot extra="background">
          <p>idle watch mounted</p>
        </ShellExtraSlot>
      </FirstScreenProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  // React reports the caught error; the test is about what the page shows.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("one of the shell's extras does not arrive", () => {
  it('leaves the screen in place, lets the next extras in, and loads once the browser is back online', async () => {
    const { network, load } = chunkOverTheNetwork();
    renderShell(retryableLazy(load));
    await advance(IDLE_FALLBACK_MS);
    await advance(IDLE_FALLBACK_MS);
    expect(load).toHaveBeenCalled();
    // Before the boundary the error reached the root and React left a blank page.
    expect(screen.getByText('Question 4 of 4')).toBeTruthy();
    expect(screen.queryByText('bell mounted')).toBeNull();
    expect(screen.getByText('idle watch mounted')).toBeTruthy();

    network.online = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    await advance(1);
    expect(screen.getByText('bell mounted')).toBeTruthy();
    expect(screen.getByText('Question 4 of 4')).toBeTruthy();
  });

  it('asks again at once when the browser came back online while the failing chunk was on its way', async () => {
    let failNow: (error: Error) => void = () => undefined;
    const load = vi
      .fn<() => Promise<{ default: typeof Bell }>>()
      .mockImplementationOnce(() => new Promise((_, reject) => (failNow = reject)))
      .mockImplementation(() => Promise.resolve({ default: Bell }));
    renderShell(retryableLazy(load));
    await advance(IDLE_FALLBACK_MS);
    await advance(IDLE_FALLBACK_MS);
    expect(load).toHaveBeenCalledTimes(1);

    // Online first, the failure after: no later online event is coming to try again on.
    await act(async () => window.dispatchEvent(new Event('online')));
    await act(async () => failNow(new TypeError('Failed to fetch dynamically imported module')));
    await advance(1);
    expect(screen.getByText('bell mounted')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks again after a wait that doubles when no online event comes (the server restarted, the browser stayed online)', async () => {
    const { network, load } = chunkOverTheNetwork();
    renderShell(retryableLazy(load));
    await advance(IDLE_FALLBACK_MS);
    await advance(IDLE_FALLBACK_MS);
    expect(load).toHaveBeenCalledTimes(1);

    await advance(EXTRA_RETRY_FIRST_MS);
    expect(load).toHaveBeenCalledTimes(2);
    await advance(EXTRA_RETRY_FIRST_MS);
    expect(load).toHaveBeenCalledTimes(2);
    await advance(EXTRA_RETRY_FIRST_MS);
    expect(load).toHaveBeenCalledTimes(3);

    network.online = true;
    await advance(EXTRA_RETRY_FIRST_MS * 4);
    expect(load).toHaveBeenCalledTimes(4);
    expect(screen.getByText('bell mounted')).toBeTruthy();
    await advance(EXTRA_RETRY_FIRST_MS * 16);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('after the browser comes back online, a retry that still fails is repeated after the first wait, not a longer one', async () => {
    // The online event can come before the connection carries requests again: the likeliest reading of
    // a CI run of offline-shell.spec.ts, where the doubled wait left the user menu out for 10 s.
    const { network, load } = chunkOverTheNetwork();
    renderShell(retryableLazy(load));
    await advance(IDLE_FALLBACK_MS);
    await advance(IDLE_FALLBACK_MS);
    await advance(EXTRA_RETRY_FIRST_MS);
    expect(load).toHaveBeenCalledTimes(2);

    await act(async () => window.dispatchEvent(new Event('online')));
    await advance(1);
    expect(load).toHaveBeenCalledTimes(3);
    network.online = true;
    await advance(EXTRA_RETRY_FIRST_MS);
    expect(load).toHaveBeenCalledTimes(4);
    expect(screen.getByText('bell mounted')).toBeTruthy();
  });

  it('a retryable lazy component asks for its module again after a failure, and no more once it has arrived', async () => {
    const { network, load } = chunkOverTheNetwork();
    const RetryableBell = retryableLazy(load);
    const { unmount } = renderShell(RetryableBell);
    await advance(IDLE_FALLBACK_MS * 3);
    network.online = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    await advance(1);
    const calls = load.mock.calls.length;
    unmount();
    renderShell(RetryableBell);
    await advance(IDLE_FALLBACK_MS * 3);
    expect(screen.getByText('bell mounted')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(calls);
  });
});
