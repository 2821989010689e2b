import type { i18n as I18n } from 'i18next';

export interface LocaleBundle {
  readonly en: Readonly<Record<string, string>>;
  readonly es: Readonly<Record<string, string>>;
}

const bundles: LocaleBundle[] = [];
const instances = new Set<I18n>();

function addTo(instance: I18n, bundle: LocaleBundle): void {
  instance.addResourceBundle('en', 'translation', bundle.en, true, true);
  instance.addResourceBundle('es', 'translation', bundle.es, true, true);
}

/**
 * A feature's strings join i18next when the feature's code loads (each screen chunk registers its
 * own bundle at import), so the first load carries only the shell's strings.
 */
export function registerLocaleBundle(...added: LocaleBundle[]): void {
  for (const bundle of added) {
    if (bundles.includes(bundle)) continue;
    bundles.push(bundle);
    for (const instance of instances) addTo(instance, bundle);
  }
}

/** Called once per i18next instance: gives it every bundle registered so far and those to come. */
export function attachLocaleBundles(instance: I18n): void {
  instances.add(instance);
  for (const bundle of bundles) addTo(instance, bundle);
}
