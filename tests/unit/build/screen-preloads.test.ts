import { describe, expect, it } from 'vitest';
import { screenPreloadsOf, screenSourcesIn, type BuildManifest } from '../../../scripts/build-manifest';

/** An entry with its own preloads and styles, two screens sharing a chunk, and one screen folded into another's chunk. */
const MANIFEST: BuildManifest = {
  'src/main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'], css: ['assets/index-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/ui/auth/SignInPage.tsx': {
    file: 'assets/SignInPage-1.js',
    src: 'src/ui/auth/SignInPage.tsx',
    isDynamicEntry: true,
    imports: ['_react-1.js', '_Button-1.js'],
    css: ['assets/SignInPage-1.css', 'assets/index-1.css'],
  },
  '_Button-1.js': { file: 'assets/Button-1.js', imports: ['_react-1.js'], css: ['assets/Button-1.css'] },
  '_UnitsDashboardPage-1.js': { file: 'assets/UnitsDashboardPage-1.js', name: 'UnitsDashboardPage', imports: ['_Button-1.js'] },
};

const SCREENS_TS = `export const SCREENS = {
  signin: () => import('../auth/SignInPage'),
  home: () => import('../learning/unit/UnitsDashboardPage'),
};`;

describe('screen preloads from the build manifest', () => {
  it('reads each screen\'s source from screens.ts', () => {
    expect([...screenSourcesIn(SCREENS_TS)]).toEqual([
      ['signin', 'src/ui/auth/SignInPage.tsx'],
      ['home', 'src/ui/learning/unit/UnitsDashboardPage.tsx'],
    ]);
  });

  it('names the screen chunk first, then its imports, leaving out what the entry already loads', () => {
    const preloads = screenPreloadsOf(MANIFEST, screenSourcesIn(SCREENS_TS));
    expect(preloads.signin).toEqual({
      js: ['/assets/SignInPage-1.js', '/assets/Button-1.js'],
      css: ['/assets/SignInPage-1.css', '/assets/Button-1.css'],
    });
    expect(preloads.home).toEqual({ js: ['/assets/UnitsDashboardPage-1.js', '/assets/Button-1.js'], css: ['/assets/Button-1.css'] });
  });

  it('fails the build when a screen has no chunk', () => {
    expect(() => screenPreloadsOf(MANIFEST, new Map([['missing', 'src/ui/Nowhere.tsx']]))).toThrow(/Nowhere\.tsx \(screen missing\)/);
  });
});
