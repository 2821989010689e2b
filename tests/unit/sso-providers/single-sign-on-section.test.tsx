// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SsoProviderSetting } from '@application/sso/sso-provider-settings.port';
import { createSsoProviderSettingsUseCases } from '@application/sso/sso-provider-settings.use-cases';
import { RoleId } from '@domain/identity/role';
import { createInMemorySsoProviderSettings } from '@infrastructure/http/in-memory-sso-provider-settings.adapter';
import { SingleSignOnSection } from '@ui/sso-providers/SingleSignOnSection';
import { managementWorld, profileOf, renderSection } from '../management/management-world';

const FROM_ENV: SsoProviderSetting = {
  id: 0,
  slug: 'district-google',
  name: 'District Google',
  kind: 'google',
  issuer: 'https://accounts.google.com',
  clientId: 'env-client',
  hostedDomain: 'district.example',
  userIdsType: null,
  enabled: true,
  source: 'environment',
};
const CLEVER: SsoProviderSetting = { ...FROM_ENV, id: 3, slug: 'riverbend-clever', name: 'Riverbend Clever', kind: 'clever', issuer: 'https://clever.com', hostedDomain: null, userIdsType: 'Clever', enabled: false, source: 'platform' };

function world(reachable = true) {
  const { services } = managementWorld(profileOf(RoleId.SuperAdmin));
  const port = createInMemorySsoProviderSettings([FROM_ENV, CLEVER], reachable);
  const spies = { add: vi.spyOn(port, 'add'), change: vi.spyOn(port, 'change'), remove: vi.spyOn(port, 'remove') };
  return { services: { ...services, ssoProviderSettings: createSsoProviderSettingsUseCases(port) }, port, spies };
}

/** Puts a value in a field at once (typing it key by key is slow and proves nothing more here). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

describe('SingleSignOnSection', () => {
  it("lists the providers, the environment's read-only", async () => {
    const { services } = world();
    renderSection(<SingleSignOnSection />, services);
    const env = (await screen.findByRole('rowheader', { name: 'District Google' })).closest('tr')!;
    expect(within(env).getByText('Set by the server’s environment')).toBeTruthy();
    expect(within(env).queryByRole('button', { name: 'Edit District Google' })).toBeNull();
    const clever = screen.getByRole('rowheader', { name: 'Riverbend Clever' }).closest('tr')!;
    expect(within(clever).getByText('Off')).toBeTruthy();
    expect(within(clever).getByRole('button', { name: 'Edit Riverbend Clever' })).toBeTruthy();
  });

  it('adds a provider after checking its fields with the shared rules', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, port, spies } = world();
    renderSection(<SingleSignOnSection />, services);
    await user.click(await screen.findByRole('button', { name: 'Add provider' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Name on the sign-in button/ }), 'Lakeside ClassLink');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Id/ }), 'Lakeside');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Client id/ }), 'lakeside-client');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Issuer/ }), 'http://idp.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The id must be 1 to 60 lowercase letters, digits and hyphens')).toBeTruthy();
    expect(within(dialog).getByText('The issuer must be an https address (http only on this machine: localhost, 127.0.0.1)')).toBeTruthy();
    expect(within(dialog).getByText('The client secret must be 1 to 500 characters')).toBeTruthy();
    expect(spies.add).not.toHaveBeenCalled();

    await fill(user, within(dialog).getByRole('textbox', { name: /^Id/ }), 'lakeside-classlink');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Issuer/ }), 'https://launchpad.classlink.com');
    await fill(user, within(dialog).getByLabelText(/^Client secret/), 'the-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(spies.add).toHaveBeenCalledWith(expect.objectContaining({ slug: 'lakeside-classlink', clientSecret: 'the-secret', hostedDomain: null, userIdsType: null })));
    expect(await screen.findByRole('rowheader', { name: 'Lakeside ClassLink' })).toBeTruthy();
    expect(port.secrets.get(4)).toBe('the-secret');
  });

  it('edits a provider without its secret: an empty secret keeps the stored one', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, spies } = world();
    renderSection(<SingleSignOnSection />, services);
    await user.click(await screen.findByRole('button', { name: 'Edit Riverbend Clever' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/^Client secret/) as HTMLInputElement).value).toBe('');
    expect(within(dialog).getByText('Leave empty to keep the stored secret')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Offer it on the sign-in page' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(spies.change).toHaveBeenCalledWith(3, expect.objectContaining({ enabled: true, clientSecret: null })));
    expect(await screen.findByText('Offered')).toBeTruthy();
  });

  it('removes a provider after confirmation, and checks whether an issuer answers', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, spies } = world(false);
    renderSection(<SingleSignOnSection />, services);
    await user.click(await screen.findByRole('button', { name: 'More actions for Riverbend Clever' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Check' }));
    expect(await screen.findByText('Riverbend Clever did not answer: check its issuer address.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove Riverbend Clever' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(spies.remove).toHaveBeenCalledWith(3));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Riverbend Clever' })).toBeNull());
  });
});
