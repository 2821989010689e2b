import { expect, test, type Locator, type Page } from '@playwright/test';
import { addComponent, addLessonAndOpen, allSaved, createUnit, runTag } from './support/back-office';
import { signIn } from './support/session';

/**
 * Issue 14, the lesson builder's component outline reordered with the mouse (dnd-kit's pointer
 * sensor; the keyboard path is lesson-builder.spec.ts): a component dragged to a new place is saved
 * there, the components are numbered from 1 again, and the order survives a reload. The journey works
 * in a unit of its own, so the demo course other specs read stays as seeded.
 */

const centre = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** The outline's components as their Edit buttons name them, top to bottom. */
const outline = (page: Page) =>
  page
    .getByRole('list', { name: 'Components of the lesson' })
    .getByRole('button', { name: /^Edit \d+\. / })
    .evaluateAll((buttons) => buttons.map((b) => b.textContent?.trim() ?? ''));

/**
 * Drags a handle onto another item as a hand would: press, a small move past the pointer sensor's
 * activation distance (so the press becomes a drag), then small steps to the target, letting dnd-kit
 * measure the list on each pointermove, and release once it says where the item is.
 */
async function dragByMouse(page: Page, handle: Locator, onto: Locator, expectedOver: string): Promise<void> {
  // The last drop's items may still slide into place (dnd-kit's transitions): measured mid-slide, the
  // drag would aim where an item was. Measure once nothing moves and two readings agree.
  await page.waitForFunction(() => !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity));
  let from = await centre(handle);
  let to = await centre(onto);
  await expect(async () => {
    const [again, againTo] = [await centre(handle), await centre(onto)];
    const still = again.y === from.y && againTo.y === to.y;
    [from, to] = [again, againTo];
    expect(still).toBe(true);
  }).toPass({ timeout: 5_000 });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y - 10, { steps: 5 });
  // A little past the target's centre in the direction of travel, so the collision is unambiguous.
  await page.mouse.move(to.x, to.y + (to.y > from.y ? 4 : -4), { steps: 20 });
  await expect(page.getByText(expectedOver)).toBeAttached();
  await page.mouse.up();
}

/**
 * Drags component `from` onto `onto` by their handles and waits until the move is saved: its new name
 * (`becomes`) carries the server's order, renumbered from 1.
 */
async function moveByMouse(page: Page, from: string, onto: string, position: number, becomes: string): Promise<void> {
  const components = page.getByRole('list', { name: 'Components of the lesson' });
  const handle = (name: string) => components.getByRole('button', { name: `Move ${name}`, exact: true });
  await dragByMouse(page, handle(from), handle(onto), `${from} is over position ${position} of 3.`);
  await expect(page.getByText(`${from} dropped at position ${position} of 3.`)).toBeAttached();
  await expect(components.getByRole('button', { name: `Edit ${becomes}`, exact: true })).toBeVisible();
  await allSaved(page);
}

test('a component dragged with the mouse is saved in its new place, numbered from 1, and stays there after a reload', async ({ page }) => {
  const tag = runTag();
  await signIn(page, 'creator');
  await createUnit(page, `Drag Journey ${tag}`);
  await addLessonAndOpen(page);
  await addComponent(page, 'Section title', '1. Section title');
  await addComponent(page, 'Card', '2. Card');
  await addComponent(page, 'Page break', '3. Page break');
  await allSaved(page);
  expect(await outline(page)).toEqual(['1. Section title', '2. Card', '3. Page break']);

  // The last one up to the top, then back down to the end, by its drag handle.
  await moveByMouse(page, '3. Page break', '1. Section title', 1, '1. Page break');
  expect(await outline(page)).toEqual(['1. Page break', '2. Section title', '3. Card']);
  await moveByMouse(page, '1. Page break', '3. Card', 3, '3. Page break');
  expect(await outline(page)).toEqual(['1. Section title', '2. Card', '3. Page break']);

  // One more move, then the saved order is read again from the server.
  await moveByMouse(page, '2. Card', '1. Section title', 1, '1. Card');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Edit 1. Card', exact: true })).toBeVisible();
  expect(await outline(page)).toEqual(['1. Card', '2. Section title', '3. Page break']);
});
