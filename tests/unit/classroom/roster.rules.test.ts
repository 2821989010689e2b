import { describe, expect, it } from 'vitest';
import { ROSTER_COLUMNS, ROSTER_EXAMPLE_ROW, rosterTemplateCsv } from '@domain/classroom/roster-template';
import { checkRosterHeader, checkRosterRows, decodeRosterText, rosterColumnOf, rosterFieldName } from '@domain/classroom/roster.rules';
import { classroomFieldsSchema, studentFieldsSchema } from '@domain/classroom/classroom.schemas';

/* The roster CSV's pure rules (issue 12): header, rows against the shared Student rules, duplicates, text check. */

const good = { ...ROSTER_EXAMPLE_ROW };

describe('roster header', () => {
  it('accepts the template columns in any order and any case, with spaces around them', () => {
    expect(checkRosterHeader([...ROSTER_COLUMNS])).toBeNull();
    expect(checkRosterHeader([...ROSTER_COLUMNS].reverse().map((c) => ` ${c.toUpperCase()} `))).toBeNull();
    expect(rosterColumnOf('FIRSTNAME')).toBe('firstName');
  });

  it('names missing, unexpected and repeated columns', () => {
    expect(checkRosterHeader(['username', 'password', 'firstName', 'lastName', 'email', 'username'])).toEqual({
      missing: ['middleName', 'secondLastName', 'birthDate', 'textLanguage', 'audioLanguage'],
      unexpected: ['email'],
      duplicated: ['username'],
    });
  });
});

describe('roster rows', () => {
  it('accepts the template example (Spanish letters) and fills defaults for empty optional cells', () => {
    const check = checkRosterRows([good, { ...good, username: 'otherkid1', middleName: '', secondLastName: '', birthDate: '', textLanguage: '', audioLanguage: '' }]);
    expect(check.problems).toEqual([]);
    expect(check.duplicates).toEqual([]);
    expect(check.students[0]).toEqual({ row: 2, student: { ...good, middleName: null } });
    expect(check.students[1].student).toMatchObject({ middleName: null, secondLastName: null, birthDate: null, textLanguage: 'en', audioLanguage: 'en' });
  });

  it('reports every bad cell of every row with its spreadsheet row (header = row 1), one problem per cell', () => {
    const check = checkRosterRows([
      good,
      { ...good, username: 'a b', password: 'short', birthDate: '2013-02-30' },
      { ...good, username: 'kid00003', firstName: '', textLanguage: 'fr' },
    ]);
    expect(check.problems).toEqual([
      { row: 3, field: 'username', message: 'usernameFormat' },
      { row: 3, field: 'password', message: 'passwordFormat' },
      { row: 3, field: 'birthDate', message: 'dateInvalid' },
      { row: 4, field: 'firstName', message: 'personNameFormat' },
      { row: 4, field: 'textLanguage', message: 'optionRequired' },
    ]);
    expect(check.students.map((s) => s.row)).toEqual([2]);
  });

  it('refuses a birth date in the future or 100 years back (the shared rule)', () => {
    const check = checkRosterRows([{ ...good, birthDate: '2999-01-01' }, { ...good, username: 'oldkid01', birthDate: '1900-01-01' }]);
    expect(check.problems.map((p) => p.message)).toEqual(['dateInFuture', 'ageTooHigh']);
  });

  it('finds a username repeated without regard to case, naming both rows', () => {
    const check = checkRosterRows([good, { ...good, username: 'someone01' }, { ...good, username: good.username.toUpperCase() }]);
    expect(check.duplicates).toEqual([{ username: good.username.toUpperCase(), rows: [2, 4] }]);
    expect(rosterFieldName(4, 'username')).toBe('rows.4.username');
  });
});

describe('roster text', () => {
  const bytes = (s: string) => new TextEncoder().encode(s);

  it('drops a BOM and keeps accents', () => {
    expect(decodeRosterText(bytes('\uFEFFusername,firstName\nñandú,Begoña'))).toBe('username,firstName\nñandú,Begoña');
  });

  it('refuses binary data and bytes that are not UTF-8', () => {
    expect(decodeRosterText(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(decodeRosterText(new Uint8Array([0x50, 0x65, 0xf1, 0x61]))).toBeNull(); // "Peña" in Latin-1
    expect(decodeRosterText(bytes('a,b\u0000c'))).toBeNull();
  });

  it('offers a template whose header and example row pass the rules', () => {
    const [header, example] = rosterTemplateCsv().replace('\uFEFF', '').trim().split('\r\n');
    expect(checkRosterHeader(header.split(','))).toBeNull();
    const cells = Object.fromEntries(header.split(',').map((c, i) => [c, example.split(',')[i]]));
    expect(studentFieldsSchema.safeParse(cells).success).toBe(true);
  });
});

describe('classroom fields', () => {
  const fields = { name: ' Period 1 ', period: '1', startDate: '2026-08-17', endDate: '2027-05-28' };
  it('trims and accepts a classroom whose end comes after its start', () => {
    expect(classroomFieldsSchema.parse(fields)).toEqual({ ...fields, name: 'Period 1' });
  });
  it('refuses an end on or before the start, an impossible date and an empty name', () => {
    const issues = (v: object) => classroomFieldsSchema.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...fields, endDate: fields.startDate })).toEqual([['endDate', 'classroomEndBeforeStart']]);
    expect(issues({ ...fields, startDate: '2026-02-30' })).toEqual([['startDate', 'dateInvalid']]);
    expect(issues({ ...fields, name: '  ' })).toEqual([['name', 'required']]);
  });
});
