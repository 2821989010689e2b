import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Axe finds no violation in `context`, each one reported with the elements it names. Colours are
 * Mantine's checked theme, and jsdom computes no layout to measure them: contrast is left out.
 */
export async function expectAxeClean(context: Element, options: axe.RunOptions = {}): Promise<void> {
  const results = await axe.run(context, { ...options, rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
