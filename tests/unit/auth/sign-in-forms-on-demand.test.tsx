// @vitest-environment jsdom
import '../../setup/dom.setup';
import '../support-all-locales';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedOutTab } from './signed-out-tab';

// Issue 17: the sign-up, forgot and reset forms are their own chunks, loaded when chosen.
describe('the sign-in page’s other forms', () => {
  it.each([
    ['Create a student account', 'Create a student account', /^Username/],
    ['Forgot your password?', 'Forgot your password?', /E-mail/],
    ['I have a reset code', 'Choose a new password', /code/i],
  ])('"%s" brings its form, then "Back to sign in" the sign-in form', async (link, form, field) => {
    signedOutTab('/signin');
    await userEvent.click(await screen.findByRole('button', { name: link }));
    const shown = await screen.findByRole('form', { name: form });
    expect(shown.querySelectorAll('input').length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText(field).length).toBeGreaterThan(0);
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();
  });
});
