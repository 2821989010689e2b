// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import UnitsDashboardPage from '@ui/learning/unit/UnitsDashboardPage';
import { bi, courseTwin, ok, unitCard } from './course-fixtures';
import { learningWorld, renderAt } from './learning-world';

/** The badges of the special units are written per language, like their names (docs/spanish-style-guide.md). */
describe('special unit acronyms on the units dashboard', () => {
  const units = [
    unitCard(4, { number: 0, belongsTo: 'literacy', specialUnitAcronym: bi('LS', 'DL'), openerId: null }),
    unitCard(5, { number: 0, belongsTo: 'benchmark', unitTypeId: 4, specialUnitAcronym: bi('BM', 'ER'), openerId: null }),
  ];

  it('reads DL and ER in Spanish, never the English LS and BM', async () => {
    const { services } = learningWorld(courseTwin({ units: async () => ok(units) }), { language: 'es' });
    renderAt(<UnitsDashboardPage />, { services, path: '/', language: 'es' });
    const literacy = await screen.findByRole('article', { name: 'Unit name 4 (es)' });
    expect(within(literacy).getByText('DL')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Unit name 5 (es)' })).getByText('ER')).toBeTruthy();
    expect(screen.queryByText('LS')).toBeNull();
    expect(screen.queryByText('BM')).toBeNull();
  });

  it('reads LS and BM in English', async () => {
    const { services } = learningWorld(courseTwin({ units: async () => ok(units) }));
    renderAt(<UnitsDashboardPage />, { services, path: '/' });
    expect(within(await screen.findByRole('article', { name: 'Unit name 4' })).getByText('LS')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Unit name 5' })).getByText('BM')).toBeTruthy();
  });
});
