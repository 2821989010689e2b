import type { CourseAuthoring } from '@application/authoring/course-authoring.port';
import type { MediaLibrary } from '@application/authoring/lesson-content-authoring.port';
import type { AuthoredContributors, AuthoredOpener, AuthoredOverview, AuthoredTeacherPage, PageAuthoring } from '@application/authoring/page-authoring.port';
import type { ApiResult } from '@application/ports/api-result';
import type { AuthoredUnitDetails } from '@domain/authoring/authoring.responses';
import { saveContributorsBodySchema, saveOpenerBodySchema, saveOverviewBodySchema, saveTeacherPageBodySchema } from '@domain/authoring/page-authoring.schemas';
import type { ImageAsset } from '@domain/content/bilingual.schemas';
import type { ContributorsDocument, TeacherPageDocument } from '@domain/content/reading.schemas';
import type { OpenerDocument, UnitDocument } from '@domain/content/unit.schemas';
import { answered, refused } from './in-memory-answers';
import { createDraftKit, withUnitParts } from './in-memory-draft-kit';
import { invalid } from './in-memory-lesson-content-authoring.adapter';

type Plain = { readonly en: string; readonly es: string };

/** What the twin starts with (published unless they say otherwise); the contributors page always exists. */
export interface InMemoryPageSeed {
  readonly openers?: readonly { readonly unitId: number; readonly hotspots?: readonly Plain[]; readonly published?: boolean }[];
  readonly teacherPages?: readonly { readonly unitId: number; readonly title: Plain; readonly skills?: readonly Plain[]; readonly published?: boolean }[];
  readonly contributors?: { readonly title: Plain; readonly people?: readonly { readonly name: string; readonly role: Plain }[]; readonly published?: boolean };
  readonly overviews?: readonly { readonly unitId: number; readonly blurbs: readonly Plain[] }[];
}

export interface InMemoryPageAuthoring extends PageAuthoring {
  /** Another creator saves the opener's colour (raises its version), as a second browser would. */
  touchOpener(openerId: number, color: string): void;
  touchTeacherPage(teacherPageId: number, title: string): void;
  touchContributors(title: string): void;
  /** The unit builder's part the twin knows: the unit's opener and teacher page. */
  unitPages(unitId: number): Pick<AuthoredUnitDetails, 'openerId' | 'teacherPageId'>;
}

interface Row<D> {
  doc: D;
  publishedVersion: number | null;
}

type OpenerRow = Row<Omit<OpenerDocument, 'unitName'>>;
type Overview = UnitDocument['overview'];

/** The units the course twin holds: each overview takes its unit's name, version and publish state, and raises that version when saved. */
export type UnitsOfCourse = Pick<CourseAuthoring, 'unitDetails'> & { readonly touchUnit: (unitId: number) => void };

/**
 * The opener, teacher-page, contributors and overview builders' port over drafts in memory (tests
 * only; the app binds the HTTP adapter): one version per page and 409 with the page as it is now,
 * one opener and one teacher page per unit, lists saved whole (a row's id must be of this page, a row
 * without one is new, the order given is the order), the shared field rules and media kinds.
 */
export function createInMemoryPageAuthoring(options: { seed?: InMemoryPageSeed; units: UnitsOfCourse; media: MediaLibrary }): InMemoryPageAuthoring {
  const { seed = {}, units, media } = options;
  const next = { opener: 901, teacherPage: 921, row: 9101 };
  const { text, maybeText, audioOf, copy, stale, mismatch, audioOk, imageOf, stateOf } = createDraftKit(media, 50001);
  const openers: OpenerRow[] = [];
  const teacherPages: Row<TeacherPageDocument>[] = [];
  const overviews = new Map<number, Overview>();
  const newOpener = (unitId: number): OpenerRow => ({
    doc: {
      id: next.opener++,
      unitId,
      backgroundImage: null,
      openerBackgroundImage: null,
      thumbnailImage: null,
      titleBackgroundColor: null,
      color: null,
      videoUrl: null,
      audio: null,
      unitOpenerEmbededLink: null,
      hotspots: [],
      story: null,
      highlight: null,
      version: 1,
      publishedAt: '',
    },
    publishedVersion: null,
  });
  const newTeacherPage = (unitId: number, title: Plain): Row<TeacherPageDocument> => ({
    doc: { id: next.teacherPage++, unitId, title: text(title), content: null, skills: [], version: 1, publishedAt: '' },
    publishedVersion: null,
  });
  const seedContributors = seed.contributors ?? { title: { en: 'Contributors', es: 'Colaboradores' } };
  const contributors: Row<ContributorsDocument> = {
    doc: {
      id: 941,
      title: text(seedContributors.title),
      intro: null,
      contributors: (seedContributors.people ?? []).map((p, i) => ({ id: next.row++, order: i + 1, name: p.name, role: text(p.role) })),
      version: 1,
      publishedAt: '',
    },
    publishedVersion: seedContributors.published === false ? null : 1,
  };
  for (const o of seed.openers ?? []) {
    const row = newOpener(o.unitId);
    row.doc.hotspots = (o.hotspots ?? []).map((label, i) => ({ id: next.row++, order: i + 1, xPercent: 50, yPercent: 50, label: text(label), text: null }));
    if (o.published ?? true) row.publishedVersion = 1;
    openers.push(row);
  }
  for (const p of seed.teacherPages ?? []) {
    const row = newTeacherPage(p.unitId, p.title);
    row.doc.skills = (p.skills ?? []).map((name, i) => ({ id: next.row++, order: i + 1, name: text(name), description: null }));
    if (p.published ?? true) row.publishedVersion = 1;
    teacherPages.push(row);
  }
  for (const o of seed.overviews ?? []) {
    overviews.set(o.unitId, {
      intro: null,
      blurbs: o.blurbs.map((title, i) => ({ id: next.row++, order: i + 1, title: text(title), text: text({ en: '', es: '' }), image: null, audio: null })),
    });
  }

  const unitOf = async (unitId: number) => {
    const found = await units.unitDetails(unitId);
    return found.ok ? found.data : null;
  };
  const openerOf = async (row: OpenerRow): Promise<AuthoredOpener> => {
    const unit = await unitOf(row.doc.unitId);
    const document = { ...copy(row.doc), unitName: unit ? { ...unit.name } : text({ en: '', es: '' }) };
    return { id: row.doc.id, unitId: row.doc.unitId, version: row.doc.version, publishState: stateOf(row.doc.version, row.publishedVersion), document };
  };
  const teacherPageOf = (row: Row<TeacherPageDocument>): AuthoredTeacherPage => ({
    id: row.doc.id,
    unitId: row.doc.unitId,
    version: row.doc.version,
    publishState: stateOf(row.doc.version, row.publishedVersion),
    document: copy(row.doc),
  });
  const contributorsOf = (): AuthoredContributors => ({
    id: contributors.doc.id,
    version: contributors.doc.version,
    publishState: stateOf(contributors.doc.version, contributors.publishedVersion),
    document: copy(contributors.doc),
  });
  const overviewOf = (unit: AuthoredUnitDetails): AuthoredOverview => ({
    unitId: unit.id,
    unitName: { ...unit.name },
    version: unit.version,
    publishState: unit.publishState,
    overview: structuredClone(overviews.get(unit.id) ?? { intro: null, blurbs: [] }),
  });
  const openerById = (id: number) => openers.find((o) => o.doc.id === id);
  const pageById = (id: number) => teacherPages.find((p) => p.doc.id === id);
  const noOpener = () => refused(404, 'AUTHORING.OPENER_NOT_FOUND', 'notFound');
  const noTeacherPage = () => refused(404, 'AUTHORING.TEACHER_PAGE_NOT_FOUND', 'notFound');
  const noUnit = () => refused(404, 'AUTHORING.UNIT_NOT_FOUND', 'notFound');
  const notInPage = () => refused(400, 'AUTHORING.ROW_NOT_IN_PAGE', 'rowNotInPage');
  const exists = <T>(code: 'AUTHORING.OPENER_EXISTS' | 'AUTHORING.TEACHER_PAGE_EXISTS', current: T): ApiResult<never> => {
    const refusal = refused(409, code, code === 'AUTHORING.OPENER_EXISTS' ? 'openerExists' : 'teacherPageExists');
    return refusal.ok ? refusal : { ...refusal, current };
  };
  /** Whether every row id of a save is a row the page has now (each once); rows without one are new. */
  const ownRows = (have: readonly { id: number }[], given: readonly { id?: number | undefined }[]) => {
    const ids = given.flatMap((g) => (g.id === undefined ? [] : [g.id]));
    return new Set(ids).size === ids.length && ids.every((id) => have.some((h) => h.id === id));
  };
  const rowId = (given: { id?: number | undefined }) => given.id ?? next.row++;

  return {
    createOpener: async (unitId) => {
      if (!(await unitOf(unitId))) return noUnit();
      const existing = openers.find((o) => o.doc.unitId === unitId);
      if (existing) return exists('AUTHORING.OPENER_EXISTS', await openerOf(existing));
      const row = newOpener(unitId);
      openers.push(row);
      return answered(await openerOf(row), 'changesSaved');
    },
    openerDraft: async (id) => {
      const row = openerById(id);
      return row ? answered(await openerOf(row)) : noOpener();
    },
    openerDraftOfUnit: async (unitId) => {
      const row = openers.find((o) => o.doc.unitId === unitId);
      return row ? answered(await openerOf(row)) : noOpener();
    },
    saveOpener: async (id, body) => {
      const parsed = saveOpenerBodySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const row = openerById(id);
      if (!row) return noOpener();
      if (parsed.data.version !== row.doc.version) return stale(await openerOf(row));
      const fields = parsed.data;
      if (!ownRows(row.doc.hotspots, fields.hotspots)) return notInPage();
      const images = await Promise.all([fields.backgroundImageId, fields.openerBackgroundImageId, fields.thumbnailImageId].map(imageOf));
      if (images.includes('mismatch') || !(await audioOk(fields.audio))) return mismatch();
      const [background, openerBackground, thumbnail] = images as (ImageAsset | null)[];
      row.doc = {
        ...row.doc,
        backgroundImage: background ?? null,
        openerBackgroundImage: openerBackground ?? null,
        thumbnailImage: thumbnail ?? null,
        titleBackgroundColor: fields.titleBackgroundColor,
        color: fields.color,
        videoUrl: fields.videoUrl,
        audio: audioOf(fields.audio),
        unitOpenerEmbededLink: fields.unitOpenerEmbededLink,
        story: maybeText(fields.story),
        highlight: maybeText(fields.highlight),
        hotspots: fields.hotspots.map((h, i) => ({ id: rowId(h), order: i + 1, xPercent: h.xPercent, yPercent: h.yPercent, label: text(h.label), text: maybeText(h.text) })),
        version: row.doc.version + 1,
      };
      return answered(await openerOf(row), 'openerUpdated');
    },
    createTeacherPage: async (unitId) => {
      if (!(await unitOf(unitId))) return noUnit();
      const existing = teacherPages.find((p) => p.doc.unitId === unitId);
      if (existing) return exists('AUTHORING.TEACHER_PAGE_EXISTS', teacherPageOf(existing));
      const row = newTeacherPage(unitId, { en: "Teacher's page", es: 'Página del maestro' });
      teacherPages.push(row);
      return answered(teacherPageOf(row), 'changesSaved');
    },
    teacherPageDraft: async (id) => {
      const row = pageById(id);
      return row ? answered(teacherPageOf(row)) : noTeacherPage();
    },
    saveTeacherPage: async (id, body) => {
      const parsed = saveTeacherPageBodySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const row = pageById(id);
      if (!row) return noTeacherPage();
      if (parsed.data.version !== row.doc.version) return stale(teacherPageOf(row));
      if (!ownRows(row.doc.skills, parsed.data.skills)) return notInPage();
      row.doc = {
        ...row.doc,
        title: text(parsed.data.title),
        content: maybeText(parsed.data.content),
        skills: parsed.data.skills.map((s, i) => ({ id: rowId(s), order: i + 1, name: text(s.name), description: maybeText(s.description) })),
        version: row.doc.version + 1,
      };
      return answered(teacherPageOf(row), 'teacherPageUpdated');
    },
    unitSkills: async (unitId) => {
      if (!(await unitOf(unitId))) return noUnit();
      const page = teacherPages.find((p) => p.doc.unitId === unitId)?.doc;
      return answered({ unitId, teacherPage: page ? { id: page.id, title: page.title } : null, skills: page?.skills ?? [] });
    },
    contributorsDraft: async () => answered(contributorsOf()),
    saveContributors: async (body) => {
      const parsed = saveContributorsBodySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      if (parsed.data.version !== contributors.doc.version) return stale(contributorsOf());
      if (!ownRows(contributors.doc.contributors, parsed.data.contributors)) return notInPage();
      contributors.doc = {
        ...contributors.doc,
        title: text(parsed.data.title),
        intro: maybeText(parsed.data.intro),
        contributors: parsed.data.contributors.map((c, i) => ({ id: rowId(c), order: i + 1, name: c.name, role: text(c.role) })),
        version: contributors.doc.version + 1,
      };
      return answered(contributorsOf(), 'changesSaved');
    },
    overviewDraft: async (unitId) => {
      const unit = await unitOf(unitId);
      return unit ? answered(overviewOf(unit)) : noUnit();
    },
    saveOverview: async (unitId, body) => {
      const parsed = saveOverviewBodySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const unit = await unitOf(unitId);
      if (!unit) return noUnit();
      if (parsed.data.version !== unit.version) return stale(overviewOf(unit));
      const blurbs = parsed.data.blurbs;
      if (!ownRows(overviews.get(unitId)?.blurbs ?? [], blurbs)) return notInPage();
      const images = await Promise.all(blurbs.map((b) => imageOf(b.imageId)));
      const audios = await Promise.all(blurbs.map((b) => audioOk(b.audio)));
      if (images.includes('mismatch') || audios.includes(false)) return mismatch();
      overviews.set(unitId, {
        intro: maybeText(parsed.data.intro),
        blurbs: blurbs.map((b, i) => ({ id: rowId(b), order: i + 1, title: text(b.title), text: text(b.text), image: images[i] as ImageAsset | null, audio: audioOf(b.audio) })),
      });
      // The overview is part of its unit's draft: the unit's version rises with it.
      units.touchUnit(unitId);
      return answered(overviewOf((await unitOf(unitId))!), 'overviewUpdated');
    },
    touchOpener: (openerId, color) => {
      const row = openerById(openerId)!;
      row.doc = { ...row.doc, color, version: row.doc.version + 1 };
    },
    touchTeacherPage: (teacherPageId, title) => {
      const row = pageById(teacherPageId)!;
      row.doc = { ...row.doc, title: text({ en: title, es: row.doc.title.es }), version: row.doc.version + 1 };
    },
    touchContributors: (title) => {
      contributors.doc = { ...contributors.doc, title: text({ en: title, es: contributors.doc.title.es }), version: contributors.doc.version + 1 };
    },
    unitPages: (unitId) => ({
      openerId: openers.find((o) => o.doc.unitId === unitId)?.doc.id ?? null,
      teacherPageId: teacherPages.find((p) => p.doc.unitId === unitId)?.doc.id ?? null,
    }),
  };
}

/** The course twin with each unit's opener and teacher page as the page twin holds them (the server's unit details join them). */
export const withUnitPages = <C extends CourseAuthoring>(course: C, pages: InMemoryPageAuthoring): C => withUnitParts(course, pages.unitPages);
