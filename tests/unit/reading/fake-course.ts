import '../support-all-locales';
import { createElement, type ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import type { ApiResult } from '@application/ports/api-result';
import type { CourseReader } from '@application/ports/course-reader.port';
import type { PreferenceStore } from '@application/ports/preference-store.port';
import type { ProfileGateway } from '@application/ports/profile-gateway.port';
import { SessionService } from '@application/use-cases/session.service';
import { StudentLanguageService } from '@application/use-cases/student-language.service';
import type { BilingualText, ImageAsset } from '@domain/content/bilingual.schemas';
import type { TimelineEvent, VocabularyTerm } from '@domain/content/reading.schemas';
import type { UnitView } from '@domain/content/student-content.schemas';
import { ROLE_NAMES, RoleId } from '@domain/identity/role';
import type { ReducedProfile } from '@domain/identity/user.schemas';
import type { Language } from '@domain/shared/constants';
import { ServicesProvider } from '@ui/app/services-context';
import { createI18n } from '@ui/i18n/i18n';

export const ok = <T>(data: T, message = 'OK'): ApiResult<T> => ({ ok: true, data, message });
export const rejected = (status: number, code: string, message: string): ApiResult<never> => ({
  ok: false,
  status,
  code,
  message,
  fields: [],
  kind: 'rejected',
});

let nextTextId = 1000;
/** Bilingual text; Spanish defaults to the English wording marked "(es)" so a test sees which one is shown. */
export const bi = (en: string, es = `${en} (es)`): BilingualText => ({ id: nextTextId++, en, es });

export const image = (id: number, altEn: string, altEs = `${altEn} (es)`): ImageAsset => ({
  id,
  url: `/api/images/${id}`,
  name: `image-${id}.svg`,
  width: 800,
  height: 500,
  alt: bi(altEn, altEs),
});

export function term(id: number, language: 0 | 1, name: string, definition: string, extra: Partial<VocabularyTerm> = {}): VocabularyTerm {
  return {
    id,
    unitId: 1,
    name,
    pronunciation: null,
    definition,
    secondaryDefinition: null,
    category: null,
    plural: null,
    usage: null,
    audio: `/api/audio/${500 + id}`,
    language,
    ...extra,
  };
}

export function timelineEvent(id: number, order: number, year: number, title: string): TimelineEvent {
  return {
    id,
    timelineId: 1,
    unitId: 1,
    order,
    date: bi(`${year}`, `${year}`),
    year,
    title: bi(title),
    shortDescription: bi(`Short: ${title}`),
    longDescription: bi(`<p>Long: ${title}</p>`),
    audio: { id: 900 + id, en: `/api/audio/${id * 10}`, es: `/api/audio/${id * 10 + 1}` },
    image: null,
  };
}

/** A published unit as `unit/{id}` answers it (what the unit layout loads), with nothing in it unless given. */
export function unitView(overrides: Partial<UnitView> = {}): UnitView {
  return {
    id: 1,
    name: bi('Colonial America', 'La América colonial'),
    number: 1,
    order: 1,
    belongsTo: 'history',
    specialUnitAcronym: null,
    unitTypeId: 1,
    description: null,
    descriptionAudio: null,
    thumbnail: null,
    openerId: null,
    timelineId: null,
    teacherPageId: null,
    overview: { intro: null, blurbs: [] },
    biographies: [],
    unitStories: [],
    videos: [],
    vocabularyCount: { en: 0, es: 0 },
    version: 1,
    publishedAt: '2026-11-22T00:00:00Z',
    lessons: [],
    lockStatus: 'unlocked',
    progress: null,
    previousUnit: null,
    nextUnit: null,
    ...overrides,
  };
}

/** A course reader where every call fails unless the test gives it (except `unit`, which the unit layout needs). */
export function fakeCourse(overrides: Partial<CourseReader> = {}): CourseReader {
  const missing = async () => rejected(500, 'TEST', 'not used in this test');
  const base: CourseReader = {
    units: missing,
    unit: async (unitId) => ok(unitView({ id: unitId })),
    lessons: missing,
    literacyLessons: missing,
    programPreview: missing,
    opener: missing,
    overview: missing,
    checkBlurb: missing,
    lesson: missing,
    saveLastPage: missing,
    completeLesson: missing,
    lessonScore: missing,
    biographies: missing,
    biography: missing,
    stories: missing,
    story: missing,
    timeline: missing,
    timelineEvent: missing,
    vocabulary: missing,
    videos: missing,
    teacherPage: missing,
    contributors: missing,
  };
  return { ...base, ...overrides };
}

export const studentProfile = (id = 7): ReducedProfile => ({
  id,
  userName: 'student',
  roleId: RoleId.Student,
  roleName: ROLE_NAMES[RoleId.Student],
  stateId: null,
  districtId: null,
  schoolId: null,
});

export interface FakeWorld {
  readonly services: AppServices;
  readonly profiles: { changeTextLanguage: ReturnType<typeof vi.fn>; changeAudioLanguage: ReturnType<typeof vi.fn> };
}

/** AppServices with no network: a signed-in student, in-memory preferences and the given course reader. */
export function fakeServices(course: CourseReader, options: { language?: Language; audioLanguage?: Language; profile?: ReducedProfile } = {}): FakeWorld {
  const profile = options.profile ?? studentProfile();
  let language: Language = options.language ?? 'en';
  let audioLanguage: Language = options.audioLanguage ?? 'en';
  const preferences: PreferenceStore = {
    readLanguage: () => language,
    writeLanguage: (value) => void (language = value),
    readAudioLanguage: () => audioLanguage,
    writeAudioLanguage: (value) => void (audioLanguage = value),
    readQaTracing: () => false,
    writeQaTracing: () => {},
  };
  const unused = async () => rejected(500, 'TEST', 'not used in this test');
  const session = new SessionService(
    { readToken: () => 'token', readProfile: () => profile, write: () => {}, clear: () => {} },
    {
      authenticate: unused,
      signup: unused,
      logout: async () => ok(null),
      requestPasswordReset: unused,
      setNewPassword: unused,
      isUsernameAvailable: unused,
      clientConfig: unused,
    },
    { onUnauthorized: () => () => {}, raiseUnauthorized: () => {} },
  );
  const profiles = {
    changeTextLanguage: vi.fn(async () => ok(null)),
    changeAudioLanguage: vi.fn(async () => ok(null)),
  };
  const services: AppServices = {
    session,
    auth: {} as AppServices['auth'],
    users: {} as AppServices['users'],
    geography: {} as AppServices['geography'],
    preferences,
    course,
    studentLanguage: new StudentLanguageService(preferences, profiles as unknown as ProfileGateway, session),
    notifications: async () => {
      throw new Error('notifications are not part of this test');
    },
    trace: {} as AppServices['trace'],
    machines: {} as AppServices['machines'],
    settings: { load: async () => ({ sessionIdleLogoutMs: 0, sessionIdleWarningBeforeMs: 0, signupEnabled: false, ssoConfigured: false }) },
    // Reading screens never take assessments.
    assessments: {} as AppServices['assessments'],
    answerSync: {} as AppServices['answerSync'],
    assessmentMachines: async () => ({}) as Awaited<ReturnType<AppServices['assessmentMachines']>>,
  };
  return { services, profiles };
}

/**
 * Renders `ui` as the app does (services, i18next in `language`, Mantine in test mode, notifications)
 * at `path`, matched by `pattern` so route parameters work; "/" shows a "Home" marker.
 */
export function renderAt(ui: ReactElement, options: { services: AppServices; path: string; pattern: string; language?: Language }) {
  const i18n = createI18n(options.language ?? options.services.preferences.readLanguage());
  const routes = createElement(
    MemoryRouter,
    { initialEntries: [options.path] },
    createElement(
      Routes,
      null,
      createElement(Route, { path: options.pattern, element: ui }),
      createElement(Route, { path: '/', element: createElement('p', null, 'Home') }),
    ),
  );
  const themed = createElement(MantineProvider, { env: 'test' }, createElement(Notifications), routes);
  return render(createElement(ServicesProvider, { services: options.services, children: createElement(I18nextProvider, { i18n }, themed) }));
}
