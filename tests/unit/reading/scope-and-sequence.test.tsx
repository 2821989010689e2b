// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProgramPreviewUnit } from '@domain/content/reading-views';
import type { Language } from '@domain/shared/constants';
import ScopeAndSequencePage from '@ui/learning/reading/ScopeAndSequencePage';
import { bi, courseTwin, ok } from './reading-fixtures';
import { learningWorld, renderAt } from '../learning/learning-world';

/** The demo course's own titles: several already begin with the name of their lesson type. */
const PROGRAM: ProgramPreviewUnit[] = [
  {
    id: 1, name: bi('Colonial America', 'La América colonial'), number: 1, order: 1, unitTypeId: 1, belongsTo: 'history', specialUnitAcronym: null, description: null,
    lessons: [
      { id: 1, title: bi('Unit Opener', 'Presentación de la unidad'), lessonTypeId: 1, number: null, order: 1 },
      { id: 2, title: bi('Crossing the Atlantic', 'Cruzar el Atlántico'), lessonTypeId: 2, number: 1, order: 2 },
      { id: 3, title: bi('A Printer’s Story', 'La historia de un impresor'), lessonTypeId: 3, number: null, order: 3 },
      { id: 4, title: bi('American Highlights: Ports and Printers', 'Momentos destacados: puertos e imprentas'), lessonTypeId: 8, number: null, order: 4 },
      { id: 5, title: bi('Performance Assessment: Found a Colony', 'Evaluación de desempeño: funda una colonia'), lessonTypeId: 6, number: null, order: 5 },
    ],
    lessonsOnlyInEnglish: false,
  },
  {
    id: 4, name: bi('Literacy Skills', 'Destrezas de lectura'), number: 0, order: 2, unitTypeId: 1, belongsTo: 'literacy', specialUnitAcronym: bi('LS', 'DL'), description: null,
    lessons: [],
    lessonsOnlyInEnglish: false,
  },
];

async function lessonLines(language: Language) {
  const { services } = learningWorld(courseTwin({ programPreview: vi.fn(async () => ok(PROGRAM)) }), { language });
  renderAt(<ScopeAndSequencePage />, { services, path: '/scope-and-sequence', pattern: '/scope-and-sequence', language });
  const unit = await screen.findByRole('region', { name: language === 'es' ? 'Unidad 1: La América colonial' : 'Unit 1: Colonial America' });
  return within(unit).getAllByRole('listitem').map((li) => li.textContent);
}

describe('scope and sequence: lesson types and titles', () => {
  it('never puts a type before a Spanish title that already begins with it', async () => {
    expect(await lessonLines('es')).toEqual([
      'Presentación de la unidad',
      'Lección 1 Cruzar el Atlántico',
      'Historia La historia de un impresor',
      'Momentos destacados: puertos e imprentas',
      'Evaluación de desempeño: funda una colonia',
    ]);
  });

  it('does the same in English, and shows the type as its own label otherwise', async () => {
    expect(await lessonLines('en')).toEqual([
      'Opener Unit Opener',
      'Lesson 1 Crossing the Atlantic',
      'Story A Printer’s Story',
      'American Highlights: Ports and Printers',
      'Performance Assessment: Found a Colony',
    ]);
  });

  it('shows a special unit’s acronym in the reader’s language', async () => {
    await lessonLines('es');
    const literacy = screen.getByRole('region', { name: 'Destrezas de lectura' });
    expect(within(literacy).getByText('DL')).toBeTruthy();
    expect(within(literacy).queryByText('LS')).toBeNull();
  });
});
