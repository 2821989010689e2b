import type { ManagedUser } from '@application/identity/user-management.use-cases';

/** "First Middle Last SecondLast", skipping the parts a user does not have. */
export function fullName(user: Pick<ManagedUser, 'firstName' | 'middleName' | 'lastName' | 'secondLastName'>): string {
  return [user.firstName, user.middleName, user.lastName, user.secondLastName].filter(Boolean).join(' ');
}

/** Campus / district / state names, most specific first. */
export function placeNames(user: Pick<ManagedUser, 'schoolName' | 'districtName' | 'stateName'>): string {
  return [user.schoolName, user.districtName, user.stateName].filter(Boolean).join(' / ');
}
