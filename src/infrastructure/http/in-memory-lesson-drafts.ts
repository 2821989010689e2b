import type { ComponentDraft } from '@application/authoring/lesson-content-authoring.port';
import type { PublishState } from '@domain/authoring/authoring.responses';
import { GLOBAL_CONNECTIONS_ROUTE_POINTS, hasParagraphs, type AudioChoice } from '@domain/authoring/lesson-content.schemas';
import type { BilingualAudio, BilingualText } from '@domain/content/bilingual.schemas';
import type { Component, ComponentType, Paragraph, RoutePoint } from '@domain/content/component.schemas';
import type { LessonDocument } from '@domain/content/lesson.schemas';
import type { UnitStoryDocument } from '@domain/content/reading.schemas';
import { COMPONENT_DEFAULTS } from '@domain/shared/constants';

/** A lesson the twin starts with: its unit, title, type and the component types it already has. */
export interface InMemoryDraftSeed {
  readonly id: number;
  readonly unitId: number;
  readonly unitTitle?: { readonly en: string; readonly es: string };
  readonly title: { readonly en: string; readonly es: string };
  readonly lessonTypeId?: number;
  readonly published?: boolean;
  readonly components?: readonly ComponentType[];
}

/** A unit story the twin starts with: its unit, name and the component types it already has. */
export interface InMemoryStorySeed {
  readonly id: number;
  readonly unitId: number;
  readonly name: { readonly en: string; readonly es: string };
  readonly published?: boolean;
  readonly components?: readonly ComponentType[];
}

/** A lesson's or story's draft as the twin keeps it: the document, and the version students read (null: never published). */
export type DraftRow = ({ kind: 'lesson'; doc: LessonDocument } | { kind: 'story'; doc: UnitStoryDocument; removed: boolean }) & {
  publishedVersion: number | null;
  publishedAt: string | null;
};
export type StoryRow = Extract<DraftRow, { kind: 'story' }>;

/**
 * The parts of lesson drafts held in memory (tests only), made with the defaults the server gives a
 * new part (product-spec §3 and §9): a group header at level 1, a section title at size 12, one
 * paragraph in a paragraph-type component (opacity 100, size 12, flex-start, left-side, auto) and
 * five route points in a global-connections paragraph. Ids count from 1001 (components), 2001
 * (paragraphs), 3001 (route points), 4001 (images), 5001 (questions), so a test reads which is which.
 */
export function createDraftParts() {
  const next = { component: 1001, paragraph: 2001, route: 3001, image: 4001, question: 5001, text: 9001 };
  const text = (value: { en: string; es: string }): BilingualText => ({ id: next.text++, en: value.en, es: value.es });
  /** Narration as the draft shows it: each uploaded recording's address. */
  const audioOf = (choice: AudioChoice): BilingualAudio | null =>
    choice ? { id: next.text++, en: choice.en === null ? null : `/api/audio/${choice.en}`, es: choice.es === null ? null : `/api/audio/${choice.es}` } : null;

  function newParagraph(type: ComponentType, order: number): Paragraph {
    const points = type === 'global-connections' ? GLOBAL_CONNECTIONS_ROUTE_POINTS : 0;
    return {
      id: next.paragraph++,
      order,
      title: null,
      content: null,
      videoUrl: null,
      background: null,
      opacity: COMPONENT_DEFAULTS.opacity,
      size: COMPONENT_DEFAULTS.size,
      alignment: COMPONENT_DEFAULTS.alignment,
      orientation: COMPONENT_DEFAULTS.orientation,
      height: COMPONENT_DEFAULTS.height,
      images: [],
      audio: null,
      routePoints: Array.from({ length: points }, (_, i) => newRoutePoint(i + 1)),
      isProgressiveMap: false,
      isHorizontalMode: false,
      isCarousal: false,
      essentialQuestion: null,
      displayStepNumbers: false,
    };
  }
  function newRoutePoint(number: number): RoutePoint {
    return { id: next.route++, number, content: null, audio: null, images: [] };
  }
  function newComponent(type: ComponentType, order: number): Component {
    return {
      id: next.component++,
      type,
      order,
      title: null,
      content: null,
      audio: null,
      videoUrl: null,
      embedUrl: null,
      background: null,
      color: null,
      size: type === 'section-title' ? COMPONENT_DEFAULTS.size : null,
      alignment: null,
      height: null,
      groupHeaderType: type === 'group-header' ? 1 : null,
      assessmentGroupNumber: null,
      requiresTeacherFeedback: false,
      paragraphs: hasParagraphs(type) ? [newParagraph(type, 1)] : [],
    };
  }

  /** The drafts a test starts with, by lesson id. */
  function seeded(seed: readonly InMemoryDraftSeed[]): Map<number, DraftRow> {
    const drafts = new Map<number, DraftRow>();
    for (const s of seed) {
      const published = s.published ?? false;
      const doc: LessonDocument = {
        id: s.id,
        unitId: s.unitId,
        unitNumber: 1,
        unitTypeId: 1,
        unitTitle: text(s.unitTitle ?? { en: 'Colonies', es: 'Colonias' }),
        title: text(s.title),
        lessonTypeId: s.lessonTypeId ?? 2,
        number: (s.lessonTypeId ?? 2) === 2 ? 1 : null,
        order: 1,
        skillsId: null,
        essentialQuestion: null,
        hasAssessment: false,
        requiresTeacherFeedback: false,
        pageCount: 1,
        components: [],
        version: 1,
        publishedAt: '2026-11-24T10:00:00.000Z',
      };
      for (const type of s.components ?? []) doc.components.push(newComponent(type, doc.components.length + 1));
      drafts.set(s.id, { kind: 'lesson', doc, publishedVersion: published ? 1 : null, publishedAt: published ? doc.publishedAt : null });
    }
    return drafts;
  }

  /** A story's draft as the twin keeps it; `order` is its place among its unit's stories. */
  function newStory(s: InMemoryStorySeed, order: number): StoryRow {
    const doc: UnitStoryDocument = {
      id: s.id,
      unitId: s.unitId,
      order,
      name: text(s.name),
      pageCount: 1,
      components: [],
      version: 1,
      publishedAt: '2026-11-24T10:00:00.000Z',
    };
    for (const type of s.components ?? []) doc.components.push(newComponent(type, doc.components.length + 1));
    doc.pageCount = 1 + doc.components.filter((c) => c.type === 'page-break').length;
    const published = s.published ?? false;
    return { kind: 'story', doc, removed: false, publishedVersion: published ? 1 : null, publishedAt: published ? doc.publishedAt : null };
  }

  return { next, text, audioOf, newComponent, newParagraph, newRoutePoint, seeded, newStory };
}

/** Never published, published with changes since, or published as it is. */
export const stateOf = (row: DraftRow): PublishState =>
  row.publishedVersion === null ? 'never-published' : row.publishedVersion === row.doc.version ? 'published' : 'unpublished-changes';

/** A lesson's draft as the server answers it. */
const lessonDraftOf = (doc: LessonDocument, row: DraftRow) =>
  structuredClone({
    lesson: {
      id: doc.id,
      unitId: doc.unitId,
      title: doc.title,
      lessonTypeId: doc.lessonTypeId,
      number: doc.number,
      order: doc.order,
      version: doc.version,
      publishState: stateOf(row),
      publishedAt: row.publishedAt,
      componentCount: doc.components.length,
    },
    document: doc,
  });

/** What every call answers: the lesson or story as the unit builder lists it and its document, copied so the cache never shares the twin's state. */
export const draftOf = (row: DraftRow): ComponentDraft =>
  row.kind === 'story'
    ? structuredClone({
        story: { id: row.doc.id, unitId: row.doc.unitId, name: row.doc.name, order: row.doc.order, version: row.doc.version, publishState: stateOf(row) },
        document: row.doc,
      })
    : lessonDraftOf(row.doc, row);
