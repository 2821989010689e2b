import '../../support-all-locales';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@domain/shared/constants';
import { createI18n } from '@ui/i18n/i18n';

/** One editing control alone, as the lesson builder shows it: Mantine (test env) and i18next. */
export function renderControl(ui: ReactElement, language: Language = 'en') {
  const i18n = createI18n(language);
  const wrap = (element: ReactElement) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{element}</MantineProvider>
    </I18nextProvider>
  );
  const rendered = render(wrap(ui));
  return { ...rendered, rerender: (next: ReactElement) => rendered.rerender(wrap(next)) };
}
