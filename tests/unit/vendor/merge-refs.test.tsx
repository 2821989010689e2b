// @vitest-environment jsdom
import '../../setup/dom.setup';
import { render } from '@testing-library/react';
import { useMergeRefs as original } from '@floating-ui/react';
import { createRef, type Ref } from 'react';
import { describe, expect, it } from 'vitest';
import { useMergeRefs as copy } from '@ui/vendor/merge-refs';

/*
 * The build gives Mantine's ScrollArea a copy of floating-ui's useMergeRefs
 * (scripts/scroll-area-merge-refs.plugin.ts): the copy must do what the original does with every kind
 * of ref, through mounting, re-rendering with other refs, and unmounting.
 */

type Hook = <T>(refs: ReadonlyArray<Ref<T> | undefined>) => ((value: T | null) => void) | null;

/** Mounts a div with merged refs, re-renders it with the refs of each later step, unmounts; logs every ref event. */
function scenario(useMerged: Hook) {
  const log: string[] = [];
  const objectRef = createRef<HTMLDivElement>();
  const note = (event: string): void => void log.push(event);
  const seen = () => note(`object:${objectRef.current ? 'div' : 'null'}`);
  const plain = (value: HTMLDivElement | null) => note(`plain:${value ? 'div' : 'null'}`);
  const withCleanup = (value: HTMLDivElement | null) => {
    note(`cleanup-ref:${value ? 'div' : 'null'}`);
    return () => note('cleanup-ref:cleaned');
  };
  const other = (value: HTMLDivElement | null) => note(`other:${value ? 'div' : 'null'}`);
  function Probe({ refs }: { refs: ReadonlyArray<Ref<HTMLDivElement> | undefined> }) {
    return <div ref={useMerged(refs)} />;
  }
  const steps: ReadonlyArray<ReadonlyArray<Ref<HTMLDivElement> | undefined>> = [
    [objectRef, plain, withCleanup, undefined],
    [objectRef, plain, withCleanup, undefined],
    [other, withCleanup],
    [undefined, null],
    [objectRef],
  ];
  const view = render(<Probe refs={steps[0]} />);
  seen();
  for (const refs of steps.slice(1)) {
    view.rerender(<Probe refs={refs} />);
    seen();
  }
  view.unmount();
  seen();
  return log;
}

describe('the copy of useMergeRefs', () => {
  it('sets, cleans and resets every kind of ref as floating-ui does', () => {
    const expected = scenario(original as Hook);
    expect(expected.length).toBeGreaterThan(8);
    expect(scenario(copy as Hook)).toEqual(expected);
  });
});
