// @vitest-environment jsdom
import '../../setup/dom.setup';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { use } from 'react';
import { FirstScreenProvider, IDLE_FALLBACK_MS, ScreenShown, SHELL_EXTRAS_LATEST_MS, ShellExtraSlot, useShellExtraOpen } from '@ui/shell/first-screen';

/** Whether the first of the shell's extras (the header's) may mount. */
function Extras() {
  return <p>{useShellExtraOpen('header') ? 'extras loaded' : 'extras held back'}</p>;
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
  it('at the latest moment, let every extra in at once', async () => {
    function AllOpen() {
      const open = [useShellExtraOpen('header'), useShellExtraOpen('background'), useShellExtraOpen('snackbars')];
      return <p>{open.every(Boolean) ? 'all extras open' : 'some extras held back'}</p>;
    }
    renderShell(<AllOpen />);
    await advance(SHELL_EXTRAS_LATEST_MS);
    expect(screen.getByText('all extras open')).toBeTruthy();
  });
});

/** An extra whose chunk arrives when the test says, as a lazy component's would. */
function ArrivingExtra({ name, chunk }: { name: string; chunk: Promise<void> }) {
  use(chunk);
  return <p>{name} mounted</p>;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

const mountedExtras = () => screen.queryAllByText(/ mounted$/).map((p) => p.textContent);

describe('the shell\'s extras mount one at a time', () => {
  it('in their order, each once the one before has mounted and the browser is idle again', async () => {
    const [header, background, snackbars] = [deferred(), deferred(), deferred()];
    renderShell(
      <>
        <ScreenShown />
        <ShellExtraSlot extra="snackbars">
          <ArrivingExtra name="snackbars" chunk={snackbars.promise} />
        </ShellExtraSlot>
        <ShellExtraSlot extra="header">
          <ArrivingExtra name="header" chunk={header.promise} />
        </ShellExtraSlot>
        <ShellExtraSlot extra="background">
          <ArrivingExtra name="background" chunk={background.promise} />
        </ShellExtraSlot>
      </>,
    );
    background.resolve();
    snackbars.resolve();
    await advance(IDLE_FALLBACK_MS * 10);
    // The background's and the snackbars' chunks are here, but the header's extra has not mounted yet.
    expect(mountedExtras()).toEqual([]);

    await act(async () => header.resolve());
    expect(mountedExtras()).toEqual(['header mounted']);
    await advance(IDLE_FALLBACK_MS - 1);
    expect(mountedExtras()).toEqual(['header mounted']);
    await advance(1);
    expect(mountedExtras()).toEqual(['header mounted', 'background mounted']);
    await advance(IDLE_FALLBACK_MS);
    expect(mountedExtras()).toEqual(['snackbars mounted', 'header mounted', 'background mounted']);
  });

  it('do not wait for an extra that has no place on the page (a public page has no bell)', async () => {
    renderShell(
      <>
        <ScreenShown />
        <ShellExtraSlot extra="snackbars">
          <p>snackbars mounted</p>
        </ShellExtraSlot>
      </>,
    );
    // One idle moment for each extra before it (act applies each state change when its step ends).
    await advance(IDLE_FALLBACK_MS);
    await advance(IDLE_FALLBACK_MS);
    expect(mountedExtras()).toEqual([]);
    await advance(IDLE_FALLBACK_MS);
    expect(mountedExtras()).toEqual(['snackbars mounted']);
  });

  it('do not wait for an extra whose place has gone (the user signed out)', async () => {
    const header = deferred();
    const view = (withHeader: boolean) => (
      <QueryClientProvider client={new QueryClient()}>
        <FirstScreenProvider>
          <ScreenShown />
          {withHeader && (
            <ShellExtraSlot extra="header">
              <ArrivingExtra name="header" chunk={header.promise} />
            </ShellExtraSlot>
          )}
          <ShellExtraSlot extra="background">
            <p>background mounted</p>
          </ShellExtraSlot>
        </FirstScreenProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(view(true));
    await advance(IDLE_FALLBACK_MS * 5);
    expect(mountedExtras()).toEqual([]);
    rerender(view(false));
    await advance(IDLE_FALLBACK_MS);
    expect(mountedExtras()).toEqual(['background mounted']);
  });
});
