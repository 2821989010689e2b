// @vitest-environment jsdom
import '../../setup/dom.setup';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import type { InMemoryStorySeed } from '@infrastructure/http/in-memory-lesson-content-authoring.adapter';
import { authoringStrings } from '@ui/authoring/authoring.locale';
import { lessonBuilderStrings } from '@ui/authoring/lesson-builder/lesson-builder.locale';
import { storyBuilderStrings } from '@ui/authoring/story-builder/story-builder.locale';
import { expectAxeClean } from '../expect-axe-clean';
import { authoringWorld, removeConfirmed, renderBackOffice } from './authoring-world';
import { previewLearning } from './preview-learning';

/**
 * The story builder (/back-office/story-builder/unit/{unitId}/story/{id}), its preview and the unit
 * builder's stories, over the real use cases and the in-memory twins: the lesson builder's pieces
 * over a story's draft.
 */

const STORIES: readonly InMemoryStorySeed[] = [
  { id: 41, unitId: 1, name: { en: 'The starving winter', es: 'El invierno del hambre' }, published: true, components: ['section-title', 'paragraph'] },
  { id: 42, unitId: 1, name: { en: 'Roanoke', es: 'Roanoke' } },
];
const WINTER = '/back-office/story-builder/unit/1/story/41';

const world = () => authoringWorld(undefined, undefined, {}, {}, STORIES);
const componentList = () => screen.getByRole('list', { name: 'Components of the story' });
const componentNames = () => within(componentList()).getAllByRole('button', { name: /^Edit / }).map((b) => b.textContent);
const storiesTable = () => screen.getByRole('table', { name: /^Stories of/ });

describe("the unit builder's stories", () => {
  it('lists the stories with their publish state, preview, publish and edit; every control labelled (axe)', async () => {
    const { services } = world();
    const { container } = renderBackOffice(services, '/back-office/unit-builder/unit/1');
    expect(await screen.findByText('Stories of Unit 1: Colonies (2 stories)')).toBeTruthy();
    const [, winter, roanoke] = within(storiesTable()).getAllByRole('row');
    expect(within(winter!).getByRole('rowheader').firstChild?.textContent).toBe('The starving winter');
    expect(within(winter!).getByText('Published')).toBeTruthy();
    expect(within(roanoke!).getByText('Never published')).toBeTruthy();
    expect(within(winter!).getByRole('link', { name: 'Edit The starving winter' }).getAttribute('href')).toBe(WINTER);
    expect(within(winter!).getByRole('link', { name: 'Preview The starving winter' }).getAttribute('href')).toBe('/back-office/preview-mode/unitstory/unit/1/story/41');
    expect(within(winter!).getByRole('button', { name: 'Publish The starving winter' })).toBeTruthy();
    await expectAxeClean(container);
  });

  it('adds a story and opens it in its builder', async () => {
    const user = userEvent.setup();
    const { services, content } = world();
    renderBackOffice(services, '/back-office/unit-builder/unit/1');
    await user.click(await screen.findByRole('button', { name: 'Add story' }));
    expect(content.createStory).toHaveBeenCalledWith(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'New story' })).toBeTruthy();
    expect(screen.getByText('This story has no components yet. Add one from the catalogue.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the unit builder' }).getAttribute('href')).toBe('/back-office/unit-builder/unit/1');
  });

  it('renames a story under the version of its draft', async () => {
    const user = userEvent.setup();
    const { services, content } = world();
    renderBackOffice(services, '/back-office/unit-builder/unit/1');
    await user.click(await screen.findByRole('button', { name: 'Rename Roanoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Roanoke' });
    const en = within(dialog).getByRole('textbox', { name: 'Story name in English' });
    await user.clear(en);
    await user.type(en, 'The lost colony');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(content.renameStory).toHaveBeenCalledWith(42, 1, { en: 'The lost colony', es: 'Roanoke' });
    await waitFor(() => expect(within(storiesTable()).getAllByRole('rowheader').map((cell) => cell.firstChild?.textContent)).toEqual(['The starving winter', 'The lost colony']));
  });

  it('removes a published story after confirming and asks for a unit publish', async () => {
    const user = userEvent.setup();
    const { services, content } = world();
    renderBackOffice(services, '/back-office/unit-builder/unit/1');
    await screen.findByText('Stories of Unit 1: Colonies (2 stories)');
    await removeConfirmed(user, 'The starving winter');
    expect(content.removeStory).toHaveBeenCalledWith(41);
    expect(await screen.findByText(MESSAGES.publishToSeeChanges.en)).toBeTruthy();
    expect(await screen.findByText('Stories of Unit 1: Colonies (1 story)')).toBeTruthy();
  });
});

describe('story builder', () => {
  it('shows the bar, the catalogue and the components of the story; every control labelled (axe)', async () => {
    const { services } = world();
    const { container } = renderBackOffice(services, WINTER);
    expect(await screen.findByRole('heading', { level: 1, name: 'The starving winter' })).toBeTruthy();
    expect(screen.getByText('Unit story')).toBeTruthy();
    expect(screen.getByText('Spanish: El invierno del hambre')).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Preview The starving winter' }).getAttribute('href')).toBe('/back-office/preview-mode/unitstory/unit/1/story/41');
    expect(screen.getByRole('button', { name: 'Publish The starving winter' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Component catalogue' })).getAllByRole('button')).toHaveLength(13);
    expect(screen.getByText('Adds the component at the end of the story, or after the selected one.')).toBeTruthy();
    await screen.findByRole('list', { name: 'Components of the story' });
    expect(componentNames()).toEqual(['1. Section title', '2. Paragraph']);
    await expectAxeClean(container);
  });

  it('adds a component to the story with Enter, selects it, and edits it with the lesson builder\'s properties', async () => {
    const user = userEvent.setup();
    const { services, content } = world();
    renderBackOffice(services, WINTER);
    (await screen.findByRole('button', { name: 'Add Card' })).focus();
    await user.keyboard('{Enter}');
    expect(content.addStoryComponent).toHaveBeenCalledWith(41, 1, 'card', undefined);
    expect(content.addComponent).not.toHaveBeenCalled();
    await waitFor(() => expect(componentNames()).toEqual(['1. Section title', '2. Paragraph', '3. Card']));
    expect(screen.getByRole('heading', { name: 'Properties of 3. Card' })).toBeTruthy();
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    // The story was published: it now has changes students do not see.
    expect(screen.getByText('Unpublished changes')).toBeTruthy();
    const title = await screen.findByRole('textbox', { name: 'Title in English' });
    await user.type(title, 'Spring');
    await user.tab();
    await waitFor(() => expect(content.saveComponent).toHaveBeenCalledWith(1005, 2, { title: { en: 'Spring', es: '' } }));
    await waitFor(() => expect(componentNames()).toEqual(['1. Section title', '2. Paragraph', '3. Card: Spring']));
  });

  it('reorders the story by keyboard and renames it from its bar', async () => {
    const user = userEvent.setup();
    const { services, content } = world();
    renderBackOffice(services, WINTER);
    await user.click(await screen.findByRole('button', { name: 'Move down: 1. Section title' }));
    expect(content.moveComponent).toHaveBeenCalledWith(1003, 1, 2);
    await waitFor(() => expect(componentNames()).toEqual(['1. Paragraph', '2. Section title']));

    await user.click(screen.getByRole('button', { name: 'Rename The starving winter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename The starving winter' });
    const es = within(dialog).getByRole('textbox', { name: 'Story name in Spanish' });
    await user.clear(es);
    await user.type(es, 'El invierno');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The rename is one change of the draft, after the move: version 2.
    expect(content.renameStory).toHaveBeenCalledWith(41, 2, { en: 'The starving winter', es: 'El invierno' });
    expect(await screen.findByText('Spanish: El invierno')).toBeTruthy();
  });

  it("refuses a stale change with the server's message and shows the newer story", async () => {
    const user = userEvent.setup();
    const { services, content } = world();
    renderBackOffice(services, WINTER);
    await screen.findByRole('button', { name: 'Edit 1. Section title' });
    // Another creator adds a video after this builder loaded version 1.
    content.touchStory(41, 'video-content');
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    const alert = await screen.findByRole('alert', { name: 'Someone else changed this story' });
    expect(alert.textContent).toContain(MESSAGES.staleDraft.en);
    await waitFor(() => expect(componentNames()).toEqual(['1. Section title', '2. Paragraph', '3. Video']));
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    await waitFor(() => expect(componentNames()).toEqual(['1. Section title', '2. Paragraph', '3. Video', '4. Card']));
    expect(content.addStoryComponent).toHaveBeenLastCalledWith(41, 2, 'card', undefined);
  });

  it('an unknown story is a generic error, not a redirect', async () => {
    const { services } = world();
    renderBackOffice(services, '/back-office/story-builder/unit/1/story/999');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The story could not be loaded');
    expect(alert.textContent).toContain(MESSAGES.notFound.en);
  });

  it('speaks Spanish', async () => {
    const { services } = world();
    const { container } = renderBackOffice(services, WINTER, 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'El invierno del hambre' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Componentes de la historia' })).toBeTruthy();
    expect(screen.getByText('Historia de la unidad')).toBeTruthy();
    await expectAxeClean(container);
  });
});

describe('story preview', () => {
  it("shows the story's draft through the students' reader, under the banner, making no student call; axe clean", async () => {
    const { learning, learningCalls } = previewLearning();
    const base = world();
    const services = { ...base.services, learning };
    const added = await base.content.addStoryComponent(42, 1, 'section-title');
    const title = added.ok ? added.data.document.components[0]!.id : 0;
    await base.content.saveComponent(title, 2, { title: { en: 'Lost in 1590', es: 'Perdidos en 1590' } });
    const { container } = renderBackOffice(services, '/back-office/preview-mode/unitstory/unit/1/story/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Roanoke' })).toBeTruthy();
    expect(screen.getByTestId('unit-story').textContent).toContain('Lost in 1590');
    const banner = screen.getByRole('note');
    expect(within(banner).getByRole('link', { name: 'Back to the story builder' }).getAttribute('href')).toBe('/back-office/story-builder/unit/1/story/42');
    expect(base.content.storyDraft).toHaveBeenCalledWith(42);
    expect(learningCalls).toEqual([]);
    await expectAxeClean(container);
  });
});

/** The story builder's bundle: the rules tests/unit/locales.test.ts applies to the shared locales. */
describe('story builder strings', () => {
  it('has the same keys in English and Spanish, none empty; its `_story` forms name lesson builder texts', () => {
    expect(Object.keys(storyBuilderStrings.es).sort()).toEqual(Object.keys(storyBuilderStrings.en).sort());
    for (const text of [...Object.values(storyBuilderStrings.en), ...Object.values(storyBuilderStrings.es)]) expect(text.trim()).not.toBe('');
    for (const key of Object.keys(storyBuilderStrings.en).filter((k) => k.endsWith('_story'))) expect(Object.keys(lessonBuilderStrings.en)).toContain(key.replace(/_story$/, ''));
  });

  it('defines no key that another bundle or the message catalogue already has', async () => {
    const taken = new Set<string>([...Object.keys(MESSAGES), ...Object.keys(authoringStrings.en), ...Object.keys(lessonBuilderStrings.en)]);
    const dir = path.resolve('src/ui/i18n/locales');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
      const module = (await import(path.join(dir, file))) as Record<string, { en: Record<string, string> }>;
      for (const bundle of Object.values(module)) for (const key of Object.keys(bundle.en)) taken.add(key);
    }
    expect(Object.keys(storyBuilderStrings.en).filter((key) => taken.has(key))).toEqual([]);
  });
});
