import { describe, expect, it } from 'vitest';
import { RoleId } from '@domain/identity/role';
import { common } from '@ui/i18n/locales/common';
import { roles } from '@ui/i18n/locales/roles';
import { inlineHeaderWidthEm, inlineNavigationFrom, type HeaderContent } from '@ui/shell/header-layout';
import { NAVIGATION_BY_ROLE } from '@ui/shell/role-navigation';

type Language = 'en' | 'es';

function headerOf(roleId: RoleId, language: Language, userName = 'student'): HeaderContent {
  return {
    appName: common[language].appName,
    navLabels: NAVIGATION_BY_ROLE[roleId].map((item) => roles[language][item.labelKey as keyof (typeof roles)['en']]),
    userName,
    narrationSwitch: roleId === RoleId.Student,
  };
}

describe('where the header switches from the menu to inline navigation', () => {
  it('keeps the Spanish student navigation behind the menu where its links would collide (1024-1366 px)', () => {
    const from = inlineNavigationFrom(headerOf(RoleId.Student, 'es'));
    expect(from === 'never' || from * 16 > 1366).toBe(true);
  });

  it('never shows inline navigation on a window narrower than what it needs', () => {
    for (const roleId of Object.values(RoleId)) {
      for (const language of ['en', 'es'] as const) {
        const content = headerOf(roleId, language, 'averylongname15');
        const from = inlineNavigationFrom(content);
        if (from !== 'never') expect(inlineHeaderWidthEm(content, from)).toBeLessThanOrEqual(from);
      }
    }
  });

  it('gives every role the menu on phones and tablets held upright (below 48em, 768 px)', () => {
    const narrowest = inlineNavigationFrom({ appName: 'A', navLabels: ['B'], userName: 'c', narrationSwitch: false });
    expect(narrowest).toBe(48);
  });

  it('switches a longer navigation at a wider window: Spanish after English, a student after a manager', () => {
    const at = (roleId: RoleId, language: Language) => {
      const from = inlineNavigationFrom(headerOf(roleId, language));
      return from === 'never' ? Infinity : from;
    };
    expect(at(RoleId.Student, 'es')).toBeGreaterThanOrEqual(at(RoleId.Student, 'en'));
    expect(at(RoleId.Student, 'en')).toBeGreaterThan(at(RoleId.StateManager, 'en'));
  });

  it('counts a long user name only up to the width where it is cut with an ellipsis', () => {
    const short = headerOf(RoleId.DistrictTeacher, 'en', 'ab');
    const long = headerOf(RoleId.DistrictTeacher, 'en', 'x'.repeat(15));
    const longer = headerOf(RoleId.DistrictTeacher, 'en', 'x'.repeat(40));
    expect(inlineHeaderWidthEm(long, 64)).toBeGreaterThan(inlineHeaderWidthEm(short, 64));
    expect(inlineHeaderWidthEm(longer, 64)).toBe(inlineHeaderWidthEm(long, 64));
  });
});
