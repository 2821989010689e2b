import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCESSIBILITY_PREFERENCES } from '@domain/accessibility/accessibility.rules';
import type { AccessibilityPreferences } from '@domain/accessibility/accessibility.schemas';
import { checkedCallsAs, expectRefused } from './support/authoring-calls';
import { useTestServer } from './support/test-context';

/*
 * A student's accessibility tools (issue 16): the signed-in student's own preferences, the defaults
 * until they save, kept on the server so they follow the student to another device; the shared
 * schema refuses a bad set (400); only students call (403 for staff, 401 signed out).
 */

const URL = '/api/User/accessibility-preferences';
const server = useTestServer({
  world: async (s) => ({ student: await s.login('student'), teacher: await s.login('teacher'), admin: await s.login('superadmin') }),
});
const student = checkedCallsAs(server, () => server.world.student);
const chosen: AccessibilityPreferences = { textSize: 'larger', highContrast: true, readingSpacing: true, readAloudLanguage: 'es' };

describe("a student's accessibility preferences", () => {
  it('are the defaults until the student saves any', async () => {
    const res = await student<AccessibilityPreferences>('GET', URL);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(DEFAULT_ACCESSIBILITY_PREFERENCES);
  });

  it('are saved whole and follow the student to their next sign-in on another device', async () => {
    const saved = await student<AccessibilityPreferences>('PUT', URL, { body: chosen });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(chosen);
    const elsewhere = await server.login('student');
    const res = await student<AccessibilityPreferences>('GET', URL, { token: elsewhere });
    expect(res.body.data).toEqual(chosen);
  });

  it('replace the last save, one row per student', async () => {
    await student('PUT', URL, { body: chosen });
    const back = { ...chosen, textSize: 'default', highContrast: false } as const;
    await student('PUT', URL, { body: back });
    expect((await student<AccessibilityPreferences>('GET', URL)).body.data).toEqual(back);
    const rows = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM student_accessibility_preferences');
    expect(rows[0].n).toBe(1);
  });

  it.each([
    ['a missing field', { textSize: 'large', highContrast: true, readingSpacing: false }, 'readAloudLanguage'],
    ['a text size with no step', { ...chosen, textSize: 'huge' }, 'textSize'],
    ['a language read-aloud does not speak', { ...chosen, readAloudLanguage: 'fr' }, 'readAloudLanguage'],
    ['a switch that is not true or false', { ...chosen, highContrast: 'yes' }, 'highContrast'],
  ])('refuses %s (400) and keeps what was saved', async (_, body, field) => {
    const res = await student('PUT', URL, { body });
    expectRefused(res, 400, 'VALIDATION', field);
    expect((await student<AccessibilityPreferences>('GET', URL)).body.data).toEqual(DEFAULT_ACCESSIBILITY_PREFERENCES);
  });

  it('refuses a field it does not know, and answers the refusal in Spanish to a Spanish request', async () => {
    const res = await student('PUT', URL, { body: { ...chosen, fontFamily: 'OpenDyslexic' }, language: 'es' });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ code: 'VALIDATION' });
    expect(res.body.statusMessage).not.toBe((await student('PUT', URL, { body: { ...chosen, fontFamily: 'x' } })).body.statusMessage);
  });

  it('are a student\'s only: staff are refused (403) and nothing is stored', async () => {
    for (const token of [server.world.teacher, server.world.admin]) {
      expectRefused(await student('GET', URL, { token }), 403, 'FORBIDDEN');
      expectRefused(await student('PUT', URL, { token, body: chosen }), 403, 'FORBIDDEN');
    }
    const rows = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM student_accessibility_preferences');
    expect(rows[0].n).toBe(0);
  });

  it('need a signed-in student (401)', async () => {
    expect((await server.call('GET', URL)).status).toBe(401);
    expect((await server.call('PUT', URL, { body: chosen })).status).toBe(401);
  });
});
