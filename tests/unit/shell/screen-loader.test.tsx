// @vitest-environment jsdom
import '../../setup/dom.setup';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Component, Suspense, lazy, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

/** Each screen's chunk settles when the test says. */
const pending = new Map<string, { resolve: (module: { default: () => ReactNode }) => void; reject: (error: unknown) => void }>();
vi.mock('@ui/app/screens', () => ({
  SCREENS: new Proxy(
    {},
    { get: (_, id: string) => () => new Promise((resolve, reject) => pending.set(id, { resolve, reject })) },
  ),
}));

/** A fresh loader per test (its chunk cache and first-screen flag are the module's own). */
async function freshLoader() {
  vi.resetModules();
  pending.clear();
  fallbacks = 0;
  return import('@ui/app/screen-loader');
}
type Loader = Awaited<ReturnType<typeof freshLoader>>;

const arrive = (id: string, text: string) => act(async () => pending.get(id)!.resolve({ default: () => <p>{text}</p> }));

let fallbacks = 0;
function Fallback() {
  fallbacks++;
  return <p>suspended</p>;
}

function Routed({ id, loader }: { id: 'home' | 'lesson' | 'unit'; loader: Loader }) {
  const Screen = loader.useLoadedScreen(id);
  return Screen ? <Screen /> : <p>page loader</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {String(this.state.error)}</p> : this.props.children;
  }
}

const app = (loader: Loader, id: 'home' | 'lesson' | 'unit') => (
  <Boundary>
    <Suspense fallback={<Fallback />}>
      {/* one per route, as the router's elements are */}
      <Routed key={id} id={id} loader={loader} />
    </Suspense>
  </Boundary>
);

describe('the screen loader', () => {
  it('shows the first screen as soon as its chunk arrives, without a Suspense fallback React would hold it behind', async () => {
    const loader = await freshLoader();
    render(app(loader, 'home'));
    expect(screen.getByText('page loader')).toBeTruthy();
    await arrive('home', 'units dashboard');
    // after the shell and the loader have had a frame to paint
    expect(await screen.findByText('units dashboard')).toBeTruthy();
    expect(fallbacks).toBe(0);
  });

  it('renders the first screen as a transition: a part still loading keeps the page loader, never a fallback', async () => {
    const loader = await freshLoader();
    render(app(loader, 'home'));
    let partArrives: ((module: { default: () => ReactNode }) => void) | null = null;
    const Part = lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => (partArrives = resolve)));
    await act(async () =>
      pending.get('home')!.resolve({
        default: () => (
          <>
            <p>units dashboard</p>
            <Part />
          </>
        ),
      }),
    );
    // An ordinary update would commit the Suspense fallback here; a transition keeps what is shown.
    await waitFor(() => expect(partArrives).not.toBeNull());
    expect(screen.getByText('page loader')).toBeTruthy();
    expect(screen.queryByText('suspended')).toBeNull();
    await act(async () => partArrives!({ default: () => <p>its part</p> }));
    expect(await screen.findByText('its part')).toBeTruthy();
    expect(screen.getByText('units dashboard')).toBeTruthy();
  });

  it('suspends a later screen, so the router transition keeps the previous one until it has loaded', async () => {
    const loader = await freshLoader();
    const { rerender } = render(app(loader, 'home'));
    await arrive('home', 'units dashboard');
    await screen.findByText('units dashboard');
    loader.markFirstScreenShown();
    rerender(app(loader, 'lesson'));
    expect(screen.getByText('suspended')).toBeTruthy();
    await arrive('lesson', 'the lesson');
    // React reveals suspended content no sooner than 300 ms after its fallback: hence findBy
    expect(await screen.findByText('the lesson')).toBeTruthy();
  });

  it('throws a chunk that failed to load, as React.lazy does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = await freshLoader();
    loader.markFirstScreenShown();
    render(app(loader, 'unit'));
    await act(async () => pending.get('unit')!.reject(new Error('chunk unavailable')));
    expect(await screen.findByText('failed: Error: chunk unavailable')).toBeTruthy();
  });
});
