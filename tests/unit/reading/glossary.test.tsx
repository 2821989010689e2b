// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { foldForSearch, groupGlossary, searchGlossary } from '@ui/learning/reading/glossary-search';
import VocabularyPage from '@ui/learning/reading/VocabularyPage';
import { courseTwin, ok, term } from './reading-fixtures';
import { learningWorld, renderAt } from '../learning/learning-world';

const ENGLISH = [
  term(1, 1, 'Revolution', 'A sudden and complete change in government.', { category: 'noun', plural: 'revolutions', pronunciation: 'reh-vuh-LOO-shun' }),
  term(2, 1, 'boycott', 'To refuse to buy goods as a protest.', { usage: 'Colonists boycotted British tea.' }),
  term(3, 1, 'militia', 'Citizens trained to fight in an emergency.', { secondaryDefinition: 'A volunteer army.' }),
  term(4, 1, 'Patriot', 'A colonist who wanted independence.'),
];
const SPANISH = [
  term(11, 0, 'Revolución', 'Un cambio repentino y completo de gobierno.', { category: 'sustantivo' }),
  term(12, 0, 'boicot', 'Negarse a comprar productos como protesta.'),
  term(13, 0, 'milicia', 'Ciudadanos entrenados para luchar en una emergencia.'),
  term(14, 0, 'ñandú', 'Un ave grande de América del Sur.'),
  term(15, 0, 'nación', 'Un pueblo con su propio gobierno.'),
  term(16, 0, 'órgano', 'Un grupo que toma decisiones.'),
];

function setUp(language: 'en' | 'es' = 'en') {
  const vocabulary = vi.fn(async (_unitId: number, code?: 0 | 1) => ok(code === 0 ? SPANISH : ENGLISH));
  const { services } = learningWorld(courseTwin({ vocabulary }), { language });
  renderAt(<VocabularyPage />, { services, path: '/unit/1/vocabulary', pattern: '/unit/:unitId/vocabulary' });
  return { vocabulary };
}

const termNames = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

afterEach(() => vi.restoreAllMocks());

describe('glossary search (pure)', () => {
  it('ignores case and accents', () => {
    expect(foldForSearch('Revolución')).toBe('revolucion');
    expect(searchGlossary(SPANISH, 'REVOLUCION').map((t) => t.name)).toEqual(['Revolución']);
    expect(searchGlossary(SPANISH, 'revolución').map((t) => t.name)).toEqual(['Revolución']);
    expect(searchGlossary(SPANISH, 'nandu').map((t) => t.name)).toEqual(['ñandú']);
    expect(searchGlossary(SPANISH, '   ')).toHaveLength(SPANISH.length);
  });

  it('groups A–Z in the glossary language, accented letters with their base letter and Ñ after N in Spanish', () => {
    const groups = groupGlossary(SPANISH, 'es');
    expect(groups.map((g) => g.letter)).toEqual(['B', 'M', 'N', 'Ñ', 'O', 'R']);
    expect(groups.find((g) => g.letter === 'O')!.terms.map((t) => t.name)).toEqual(['órgano']);
    expect(groupGlossary(ENGLISH, 'en').map((g) => g.letter)).toEqual(['B', 'M', 'P', 'R']);
  });
});

describe('VocabularyPage', () => {
  it('starts in the interface language (English → language=1) and finds terms whatever their case', async () => {
    const user = userEvent.setup({ delay: null });
    const { vocabulary } = setUp('en');
    expect(await screen.findByRole('heading', { level: 3, name: 'Revolution' })).toBeTruthy();
    expect(vocabulary).toHaveBeenCalledWith(1, 1);
    expect(screen.getByRole('heading', { level: 1, name: 'Glossary' })).toBeTruthy();
    expect(termNames()).toEqual(['boycott', 'militia', 'Patriot', 'Revolution']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['B', 'M', 'P', 'R']);

    await user.type(screen.getByRole('searchbox', { name: 'Search the glossary' }), 'REVOL');
    expect(termNames()).toEqual(['Revolution']);
    expect(screen.getByRole('status').textContent).toBe('1 term');
    const revolution = screen.getByRole('heading', { level: 3, name: 'Revolution' }).closest('li')!;
    expect(within(revolution).getByText('A sudden and complete change in government.')).toBeTruthy();
    expect(within(revolution).getByText('revolutions')).toBeTruthy();
    expect(within(revolution).getByText('Plural')).toBeTruthy();
  });

  it('switches to Spanish on the page and finds "Revolución" by typing "revolucion"', async () => {
    const user = userEvent.setup({ delay: null });
    const { vocabulary } = setUp('en');
    await screen.findByRole('heading', { level: 3, name: 'Revolution' });

    const languages = screen.getByRole('radiogroup', { name: 'Glossary language' });
    await user.click(within(languages).getByRole('radio', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Revolución' })).toBeTruthy();
    expect(vocabulary).toHaveBeenLastCalledWith(1, 0);
    // The Spanish terms are marked as Spanish inside the English page.
    expect(screen.getByTestId('glossary-terms').getAttribute('lang')).toBe('es');

    await user.type(screen.getByRole('searchbox', { name: 'Search the glossary' }), 'revolucion');
    expect(termNames()).toEqual(['Revolución']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search the glossary' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the glossary' }), 'xyz');
    expect(termNames()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('No term matches "xyz".');
  });

  it('defaults to the Spanish glossary for a Spanish interface, labelled in Spanish', async () => {
    const user = userEvent.setup({ delay: null });
    const { vocabulary } = setUp('es');
    expect(await screen.findByRole('heading', { level: 3, name: 'Revolución' })).toBeTruthy();
    expect(vocabulary).toHaveBeenCalledWith(1, 0);
    expect(screen.getByRole('heading', { level: 1, name: 'Glosario' })).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar en el glosario' }), 'NACION');
    expect(termNames()).toEqual(['nación']);
    expect(screen.getByRole('status').textContent).toBe('1 término');
  });

  it('plays a term\'s pronunciation from its own audio', async () => {
    const user = userEvent.setup({ delay: null });
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(this.src);
      return Promise.resolve();
    });
    const played: string[] = [];
    setUp('en');
    await user.click(await screen.findByRole('button', { name: 'Pronounce militia' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(played[0]).toMatch(/\/api\/audio\/503$/);
  });
});
