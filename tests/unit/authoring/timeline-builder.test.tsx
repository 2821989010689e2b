// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import { expectAxeClean } from '../expect-axe-clean';
import { authoringWorld, removeConfirmed, renderBackOffice } from './authoring-world';

/** The timeline builder (/back-office/time-line-builder/unit/{unitId}) over the in-memory twins. */

const BUILDER = '/back-office/time-line-builder/unit/1';
const WITH_EVENTS = {
  timelines: [
    {
      unitId: 1,
      title: { en: 'Colonial years', es: 'Años coloniales' },
      events: [
        { en: 'Jamestown founded', year: 1607 },
        { en: 'Mayflower lands', year: 1620 },
      ],
    },
  ],
};
const events = () => screen.getByRole('list', { name: 'Events of the timeline' });
const eventNames = () => within(events()).getAllByRole('listitem').map((item) => within(item).getByText(/^\d+: /).textContent);

describe('timeline builder', () => {
  it('a unit without a timeline offers to create it; the unit builder links to it afterwards', async () => {
    const user = userEvent.setup();
    const { services, reading } = authoringWorld();
    const view = renderBackOffice(services, '/back-office/unit-builder/unit/1');
    // The unit builder's sections arrive with the unit (UnitBuilderSections).
    await user.click(await screen.findByRole('button', { name: 'Create timeline' }, { timeout: 5000 }));
    expect(reading.createTimeline).toHaveBeenCalledWith(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Timeline' })).toBeTruthy();
    expect(screen.getByText('This timeline has no events yet. Add the first one.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish Timeline' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Preview Timeline' }).getAttribute('href')).toBe('/back-office/preview-mode/time-line/unit/1');
    view.unmount();

    renderBackOffice(services, '/back-office/unit-builder/unit/1');
    expect((await screen.findByRole('link', { name: 'Edit timeline' })).getAttribute('href')).toBe(BUILDER);
  });

  it('the builder path creates the timeline with "Create the timeline"', async () => {
    const user = userEvent.setup();
    const { services, reading } = authoringWorld();
    renderBackOffice(services, BUILDER);
    expect(await screen.findByText('This unit has no timeline yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create the timeline' }));
    expect(reading.createTimeline).toHaveBeenCalledWith(1);
    expect(await screen.findByRole('textbox', { name: 'Timeline title in English' })).toBeTruthy();
  });

  it('adds an event with the form (its rules first), at the end of the list', async () => {
    const user = userEvent.setup();
    const { services, reading } = authoringWorld(undefined, undefined, WITH_EVENTS);
    renderBackOffice(services, BUILDER);
    await user.click(await screen.findByRole('button', { name: 'Add event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an event' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getAllByText(MESSAGES.required.en)).toHaveLength(2);
    expect(reading.addTimelineEvent).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Date in English' }), 'April 19, 1775');
    await user.type(within(dialog).getByRole('textbox', { name: 'Year' }), '1775');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title in English' }), 'Lexington and Concord');
    await user.type(within(dialog).getByRole('textbox', { name: 'Short description in English' }), 'The first shots');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(reading.addTimelineEvent).toHaveBeenCalledWith(
        701,
        expect.objectContaining({ version: 1, year: 1775, date: { en: 'April 19, 1775', es: '' }, title: { en: 'Lexington and Concord', es: '' }, shortDescription: { en: 'The first shots', es: '' } }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(eventNames()).toEqual(['1607: Jamestown founded', '1620: Mayflower lands', '1775: Lexington and Concord']);
    // The dialog loads on first use, so the builder gives focus back to Add event itself.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add event' }));
  });

  it('Move down saves the new order through PUT timeline with every event', async () => {
    const user = userEvent.setup();
    const { services, reading } = authoringWorld(undefined, undefined, WITH_EVENTS);
    renderBackOffice(services, BUILDER);
    await user.click(await screen.findByRole('button', { name: 'Move down: 1607: Jamestown founded' }));
    await waitFor(() => expect(reading.saveTimeline).toHaveBeenCalled());
    const [id, body] = vi.mocked(reading.saveTimeline).mock.lastCall!;
    expect(id).toBe(701);
    expect(body.version).toBe(1);
    expect(body.title).toEqual({ en: 'Colonial years', es: 'Años coloniales' });
    expect(body.events.map((e) => e.id)).toEqual([802, 801]);
    await waitFor(() => expect(eventNames()).toEqual(['1620: Mayflower lands', '1607: Jamestown founded']));
  });

  it("edits an event's title on leaving the field, saved with every event", async () => {
    const user = userEvent.setup();
    const { services, reading } = authoringWorld(undefined, undefined, WITH_EVENTS);
    renderBackOffice(services, BUILDER);
    await user.click(await screen.findByRole('button', { name: 'Edit 1620: Mayflower lands' }));
    const fields = screen.getByRole('region', { name: 'Fields of 1620: Mayflower lands' });
    const spanish = within(fields).getByRole('textbox', { name: 'Title in Spanish' });
    await user.clear(spanish);
    await user.type(spanish, 'Llega el Mayflower');
    await user.tab();
    await waitFor(() => expect(reading.saveTimeline).toHaveBeenCalled());
    const [, body] = vi.mocked(reading.saveTimeline).mock.lastCall!;
    expect(body.events).toHaveLength(2);
    expect(body.events[1]).toMatchObject({ id: 802, title: { en: 'Mayflower lands', es: 'Llega el Mayflower' } });
    expect(await screen.findByText('All changes saved')).toBeTruthy();
  });

  it('removes an event after confirming', async () => {
    const user = userEvent.setup();
    const { services, reading } = authoringWorld(undefined, undefined, WITH_EVENTS);
    renderBackOffice(services, BUILDER);
    await screen.findByRole('list', { name: 'Events of the timeline' });
    await removeConfirmed(user, '1607: Jamestown founded');
    expect(reading.removeTimelineEvent).toHaveBeenCalledWith(801, 1);
    await waitFor(() => expect(eventNames()).toEqual(['1620: Mayflower lands']));
  });

  it("a stale save shows the server's message and the newer draft", async () => {
    const user = userEvent.setup();
    const { services, reading } = authoringWorld(undefined, undefined, WITH_EVENTS);
    renderBackOffice(services, BUILDER);
    const title = await screen.findByRole('textbox', { name: 'Timeline title in English' });
    // Another creator saves the timeline after this one opened it.
    reading.touchTimeline(701, 'The colonies');
    await user.click(screen.getByRole('button', { name: 'Move up: 1620: Mayflower lands' }));
    const alert = await screen.findByRole('alert', { name: 'This draft changed' });
    expect(alert.textContent).toContain(MESSAGES.staleDraft.en);
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('The colonies'));
    expect(screen.getByRole('heading', { level: 1, name: 'The colonies' })).toBeTruthy();
    expect(eventNames()).toEqual(['1607: Jamestown founded', '1620: Mayflower lands']);
  });

  it('labels every control of the builder (axe)', async () => {
    const { services } = authoringWorld(undefined, undefined, WITH_EVENTS);
    const { container } = renderBackOffice(services, BUILDER);
    await screen.findByRole('list', { name: 'Events of the timeline' });
    await expectAxeClean(container);
  });
});
