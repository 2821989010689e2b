/** Role ids of product-spec §6. The numbers travel in tokens and in the database. */
export const RoleId = {
  SuperAdmin: 1,
  DistrictManager: 2,
  CampusManager: 3,
  DistrictTeacher: 4,
  ContentCreator: 5,
  Student: 6,
  SupportRole: 7,
  StateManager: 8,
} as const;

export type RoleId = (typeof RoleId)[keyof typeof RoleId];

export const ALL_ROLE_IDS: readonly RoleId[] = [1, 2, 3, 4, 5, 6, 7, 8];

/** Display names as the product shows them; the guard compares them with spaces removed. */
export const ROLE_NAMES: Record<RoleId, string> = {
  1: 'Super Admin',
  2: 'District Manager',
  3: 'Campus Manager',
  4: 'District Teacher',
  5: 'Content Creator',
  6: 'Student',
  7: 'Support Role',
  8: 'State Manager',
};

/** Role names in the interface languages, for messages the server renders (the client's own are in its roles bundle). */
export const ROLE_DISPLAY_NAMES: Record<RoleId, Readonly<Record<'en' | 'es', string>>> = {
  1: { en: 'Super Admin', es: 'Superadministrador' },
  2: { en: 'District Manager', es: 'Gerente de distrito' },
  3: { en: 'Campus Manager', es: 'Gerente de campus' },
  4: { en: 'District Teacher', es: 'Maestro del distrito' },
  5: { en: 'Content Creator', es: 'Creador de contenido' },
  6: { en: 'Student', es: 'Estudiante' },
  7: { en: 'Support Role', es: 'Soporte' },
  8: { en: 'State Manager', es: 'Gerente estatal' },
};

/** The key an authorize list holds: the role name with spaces removed (product-spec §2, guard rule 3). */
export type RoleKey =
  | 'SuperAdmin'
  | 'DistrictManager'
  | 'CampusManager'
  | 'DistrictTeacher'
  | 'ContentCreator'
  | 'Student'
  | 'SupportRole'
  | 'StateManager';

export function roleKey(roleName: string): string {
  return roleName.replace(/\s+/g, '');
}

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'number' && (ALL_ROLE_IDS as readonly number[]).includes(value);
}
