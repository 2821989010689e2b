// @vitest-environment jsdom
import '../../setup/dom.setup';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FirstScreenProvider, IDLE_FALLBACK_MS, ScreenShown, SHELL_EXTRAS_LATEST_MS, useShellExtrasReady } from '@ui/shell/first-screen';

function Extras() {
  return <p>{useShellExtrasReady() ? 'extras loaded' : 'extras held back'}</p>;
}

/** A screen whose data arrives when the test says. */
function ScreenWithData({ data }: { data: Promise<string> }) {
  const query = useQuery({ queryKey: ['units'], queryFn: () => data });
  return <p>{query.data ?? 'loading units'}</p>;
}

function renderShell(screenContent: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FirstScreenProvider>
        <Extras />
        {screenContent}
      </FirstScreenProvider>
    </QueryClientProvider>,
  );
}

const extras = () => screen.getByText(/^extras /).textContent;
const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the shell\'s extras wait for the first screen', () => {
  it('load once the screen has shown and its data has arrived, at the next idle moment', async () => {
    let arrive!: (value: string) => void;
    const data = new Promise<string>((resolve) => (arrive = resolve));
    renderShell(
      <>
        <ScreenWithData data={data} />
        <ScreenShown />
      </>,
    );
    await advance(IDLE_FALLBACK_MS * 10);
    expect(extras()).toBe('extras held back');

    await act(async () => arrive('Unit 1'));
    // React Query tells its observers on a timer of its own.
    await advance(1);
    expect(screen.getByText('Unit 1')).toBeTruthy();
    await advance(IDLE_FALLBACK_MS);
    expect(extras()).toBe('extras loaded');
  });

  it('stay held back while no screen has shown, up to the latest moment', async () => {
    renderShell(null);
    await advance(SHELL_EXTRAS_LATEST_MS - 1);
    expect(extras()).toBe('extras held back');
    await advance(1);
    expect(extras()).toBe('extras loaded');
  });

  it('do not wait past the latest moment for a screen that keeps loading', async () => {
    renderShell(
      <>
        <ScreenWithData data={new Promise<string>(() => undefined)} />
        <ScreenShown />
      </>,
    );
    await advance(SHELL_EXTRAS_LATEST_MS - 1);
    expect(extras()).toBe('extras held back');
    await advance(1);
    expect(extras()).toBe('extras loaded');
  });

  it('stay loaded once loaded, and load at once outside the app (a screen tested alone)', async () => {
    const { unmount } = renderShell(<ScreenShown />);
    await advance(IDLE_FALLBACK_MS);
    expect(extras()).toBe('extras loaded');
    unmount();
    render(<Extras />);
    expect(extras()).toBe('extras loaded');
  });
});
