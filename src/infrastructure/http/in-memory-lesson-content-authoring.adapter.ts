import type { ComponentDraft, LessonContentAuthoring, LessonDraft, MediaLibrary, StoryDraft, UploadedMedia } from '@application/authoring/lesson-content-authoring.port';
import type { ApiResult } from '@application/ports/api-result';
import type { AuthoredUnitDetails } from '@domain/authoring/authoring.responses';
import { hasParagraphs, updateComponentBodySchema, updateImageDetailsBodySchema, updateParagraphBodySchema, type AudioChoice } from '@domain/authoring/lesson-content.schemas';
import { saveLessonOverviewBodySchema } from '@domain/authoring/lesson-overview.schemas';
import { UPLOAD_SETTINGS } from '@domain/configuration/configuration.schemas';
import type { ComponentType, ImageDetails, RoutePoint } from '@domain/content/component.schemas';
import type { LessonDocument } from '@domain/content/lesson.schemas';
import { MAX_UPLOAD_BYTES } from '@domain/shared/constants';
import { isMessageKey, MESSAGES } from '@domain/shared/messages';
import type { z } from 'zod';
import { answered, refused } from './in-memory-answers';
import { createDraftParts, draftOf, type DraftRow, type InMemoryDraftSeed, type InMemoryStorySeed } from './in-memory-lesson-drafts';
import { applyLessonOverview } from './in-memory-lesson-overview';
import { createStoryRows, storyCalls } from './in-memory-story-drafts';

export type { InMemoryDraftSeed, InMemoryStorySeed };

export interface InMemoryLessonContent extends LessonContentAuthoring, MediaLibrary {
  /** Another creator adds a component of `type` at the end (raises the version), as a second browser would. */
  touch(lessonId: number, type: ComponentType): void;
  /** The same for a story. */
  touchStory(storyId: number, type: ComponentType): void;
  /** The unit's live stories as the unit builder lists them (the server's unit details join them). */
  unitStories(unitId: number): Pick<AuthoredUnitDetails, 'unitStories'>;
}

/** Failures the route's body validation gives (the server's `parseInput`): every field, the first field's message. */
export function invalid(error: z.ZodError): ApiResult<never> {
  const fields = error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: MESSAGES[isMessageKey(issue.message) ? issue.message : 'fieldsInvalid'].en,
  }));
  return { ok: false, status: 400, code: 'VALIDATION', message: fields[0]?.message ?? MESSAGES.fieldsInvalid.en, fields, kind: 'rejected' };
}

/**
 * The lesson and story builders' ports over drafts held in memory (tests only; the app binds the HTTP
 * adapters): what the server decides that these ports can know — draft versions and 409 with the draft
 * as it is now, the §3 defaults of a new component or story, renumbering after moves and removals, the
 * §5 field rules, media kinds, and "Changes saved successfully" on every change.
 */
export function createInMemoryLessonContent(seed: readonly InMemoryDraftSeed[], storySeed: readonly InMemoryStorySeed[] = []): InMemoryLessonContent {
  const { next, text, audioOf, newComponent, newParagraph, newRoutePoint, seeded, newStory } = createDraftParts();
  const drafts = seeded(seed);
  const stories = createStoryRows(storySeed, newStory);
  // Every lesson's and live story's draft.
  const rows = (): DraftRow[] => [...drafts.values(), ...stories.live()];
  // Uploads count from 7001.
  let nextMedia = 7001;
  const media: UploadedMedia[] = [];

  // Where each part lives: the lesson's draft and the part itself.
  const all = function* () {
    for (const row of rows())
      for (const component of row.doc.components)
        for (const paragraph of component.paragraphs)
          yield { row, component, paragraph };
  };
  const findComponent = (id: number) => rows().flatMap((row) => row.doc.components.filter((c) => c.id === id).map((component) => ({ row, component })))[0];
  const findParagraph = (id: number) => [...all()].find((p) => p.paragraph.id === id);
  const findRoutePoint = (id: number) =>
    [...all()].flatMap((p) => p.paragraph.routePoints.filter((r) => r.id === id).map((point) => ({ ...p, point })))[0];
  const findImage = (id: number) =>
    [...all()].flatMap((p) =>
      [{ list: p.paragraph.images }, ...p.paragraph.routePoints.map((r) => ({ list: r.images }))].flatMap(({ list }) =>
        list.filter((i) => i.id === id).map((image) => ({ ...p, list, image })),
      ),
    )[0];

  /** One change: the version the creator saw must be the draft's; the change then raises it. `D` is the draft a lesson's or story's own call answers. */
  function change<D extends ComponentDraft = ComponentDraft>(row: DraftRow | undefined, version: number, notFound: ApiResult<never>, apply: () => ApiResult<never> | void): ApiResult<D> {
    if (!row) return notFound;
    if (version !== row.doc.version) {
      const refusal = refused(409, 'AUTHORING.STALE_VERSION', 'staleDraft');
      return refusal.ok ? refusal : { ...refusal, current: draftOf(row) };
    }
    const refusal = apply();
    if (refusal) return refusal;
    row.doc.version += 1;
    row.doc.pageCount = 1 + row.doc.components.filter((c) => c.type === 'page-break').length;
    return answered(draftOf(row) as D, 'changesSaved');
  }
  const mediaOk = (ids: readonly (number | null | undefined)[], kind: UploadedMedia['kind']) =>
    ids.every((id) => id === null || id === undefined || media.some((m) => m.id === id && m.kind === kind));
  const mismatch = () => refused(400, 'AUTHORING.MEDIA_MISMATCH', 'mediaKindMismatch');
  const audioIds = (choice: AudioChoice | undefined) => (choice ? [choice.en, choice.es] : []);
  const renumber = <T extends { order: number }>(list: T[]) => list.forEach((x, i) => (x.order = i + 1));
  const moveIn = <T extends { order: number }>(list: T[], item: T, order: number): ApiResult<never> | void => {
    if (order > list.length) return refused(400, 'AUTHORING.ORDER_OUT_OF_RANGE', 'orderOutOfRange', 'order');
    const rest = list.filter((x) => x !== item);
    rest.splice(order - 1, 0, item);
    list.splice(0, list.length, ...rest);
    renumber(list);
  };
  const numberPoints = (points: RoutePoint[]) => points.forEach((p, i) => (p.number = i + 1));
  const imageAsset = (imageId: number) => {
    const m = media.find((x) => x.id === imageId)!;
    return { id: m.id, url: m.url, name: m.name, width: m.width, height: m.height, alt: m.alt ? text(m.alt) : null };
  };

  const noComponent = refused(404, 'AUTHORING.COMPONENT_NOT_FOUND', 'notFound');
  const noParagraph = refused(404, 'AUTHORING.PARAGRAPH_NOT_FOUND', 'notFound');
  const noPoint = refused(404, 'AUTHORING.ROUTE_POINT_NOT_FOUND', 'notFound');
  const noImage = refused(404, 'AUTHORING.IMAGE_DETAILS_NOT_FOUND', 'notFound');
  const noLesson = refused(404, 'AUTHORING.LESSON_NOT_FOUND', 'notFound');
  const noStory = refused(404, 'AUTHORING.STORY_NOT_FOUND', 'notFound');

  /** `POST component`: a component at `order` of the lesson's or story's list, or at the end. */
  const addTo = <D extends ComponentDraft>(row: DraftRow | undefined, notFound: ApiResult<never>, version: number, type: ComponentType, order?: number) =>
    change<D>(row, version, notFound, () => {
      const list = row!.doc.components;
      const at = order ?? list.length + 1;
      if (at > list.length + 1) return refused(400, 'AUTHORING.ORDER_OUT_OF_RANGE', 'orderOutOfRange', 'order');
      list.splice(at - 1, 0, newComponent(type, at));
      renumber(list);
    });

  return {
    lessonDraft: async (lessonId) => {
      const row = drafts.get(lessonId);
      return row ? answered(draftOf(row) as LessonDraft) : noLesson;
    },
    addComponent: async (lessonId, version, type, order) => addTo<LessonDraft>(drafts.get(lessonId), noLesson, version, type, order),
    ...storyCalls(stories, { change, text, invalid, noStory }),
    addStoryComponent: async (storyId, version, type, order) => addTo<StoryDraft>(stories.live(storyId), noStory, version, type, order),
    saveComponent: async (componentId, version, fields) => {
      const found = findComponent(componentId);
      return change(found?.row, version, noComponent, () => {
        const parsed = updateComponentBodySchema.safeParse({ ...fields, version });
        if (!parsed.success) return invalid(parsed.error);
        if (!mediaOk(audioIds(parsed.data.audio), 'audio')) return mismatch();
        const { title, content, audio, version: _v, ...plain } = parsed.data;
        const c = found!.component;
        Object.assign(c, plain);
        if (title !== undefined) c.title = title && text(title);
        if (content !== undefined) c.content = content && text(content);
        if (audio !== undefined) c.audio = audioOf(audio);
      });
    },
    moveComponent: async (componentId, version, order) => {
      const found = findComponent(componentId);
      return change(found?.row, version, noComponent, () => moveIn(found!.row.doc.components, found!.component, order));
    },
    removeComponent: async (componentId, version) => {
      const found = findComponent(componentId);
      return change(found?.row, version, noComponent, () => {
        const list = found!.row.doc.components;
        list.splice(list.indexOf(found!.component), 1);
        renumber(list);
      });
    },
    addParagraph: async (componentId, version) => {
      const found = findComponent(componentId);
      return change(found?.row, version, noComponent, () => {
        const c = found!.component;
        if (!hasParagraphs(c.type)) return refused(400, 'AUTHORING.NO_PARAGRAPHS', 'componentHasNoParagraphs');
        c.paragraphs.push(newParagraph(c.type, c.paragraphs.length + 1));
      });
    },
    saveParagraph: async (paragraphId, version, fields) => {
      const found = findParagraph(paragraphId);
      return change(found?.row, version, noParagraph, () => {
        const parsed = updateParagraphBodySchema.safeParse({ ...fields, version });
        if (!parsed.success) return invalid(parsed.error);
        if (!mediaOk(audioIds(parsed.data.audio), 'audio')) return mismatch();
        const { title, content, audio, version: _v, ...plain } = parsed.data;
        const p = found!.paragraph;
        Object.assign(p, plain);
        if (title !== undefined) p.title = title && text(title);
        if (content !== undefined) p.content = content && text(content);
        if (audio !== undefined) p.audio = audioOf(audio);
      });
    },
    moveParagraph: async (paragraphId, version, order) => {
      const found = findParagraph(paragraphId);
      return change(found?.row, version, noParagraph, () => moveIn(found!.component.paragraphs, found!.paragraph, order));
    },
    removeParagraph: async (paragraphId, version) => {
      const found = findParagraph(paragraphId);
      return change(found?.row, version, noParagraph, () => {
        const list = found!.component.paragraphs;
        list.splice(list.indexOf(found!.paragraph), 1);
        renumber(list);
      });
    },
    addRoutePoint: async (paragraphId, version) => {
      const found = findParagraph(paragraphId);
      return change(found?.row, version, noParagraph, () => {
        if (found!.component.type !== 'interactive-map' && found!.component.type !== 'global-connections')
          return refused(400, 'AUTHORING.NO_ROUTE_POINTS', 'routePointsOnlyOnMaps');
        const points = found!.paragraph.routePoints;
        points.push(newRoutePoint(points.length + 1));
      });
    },
    saveRoutePoint: async (routePointId, version, content, audio) => {
      const found = findRoutePoint(routePointId);
      return change(found?.row, version, noPoint, () => {
        if (!mediaOk(audioIds(audio), 'audio')) return mismatch();
        found!.point.content = content && text(content);
        found!.point.audio = audioOf(audio);
      });
    },
    moveRoutePoint: async (routePointId, version, number) => {
      const found = findRoutePoint(routePointId);
      return change(found?.row, version, noPoint, () => {
        const points = found!.paragraph.routePoints;
        if (number > points.length) return refused(400, 'AUTHORING.ORDER_OUT_OF_RANGE', 'orderOutOfRange', 'order');
        points.splice(points.indexOf(found!.point), 1);
        points.splice(number - 1, 0, found!.point);
        numberPoints(points);
      });
    },
    removeRoutePoint: async (routePointId, version) => {
      const found = findRoutePoint(routePointId);
      return change(found?.row, version, noPoint, () => {
        const points = found!.paragraph.routePoints;
        points.splice(points.indexOf(found!.point), 1);
        numberPoints(points);
      });
    },
    addImage: async (body) => {
      const paragraph = body.paragraphId === undefined ? undefined : findParagraph(body.paragraphId);
      const point = body.routePointId === undefined ? undefined : findRoutePoint(body.routePointId);
      const place = paragraph ?? point;
      return change(place?.row, body.version, paragraph || body.paragraphId !== undefined ? noParagraph : noPoint, () => {
        if (!mediaOk([body.imageId], 'image') || !mediaOk([...audioIds(body.audio), ...audioIds(body.captionAudio)], 'audio')) return mismatch();
        const list = point ? point.point.images : paragraph!.paragraph.images;
        const { imageId, version: _v, paragraphId: _p, routePointId: _r, title, caption, disclaimer, audio, captionAudio, ...plain } = body;
        const image: ImageDetails = {
          ...plain,
          id: next.image++,
          order: list.length + 1,
          image: imageAsset(imageId),
          title: title && text(title),
          caption: caption && text(caption),
          disclaimer: disclaimer && text(disclaimer),
          audio: audioOf(audio),
          captionAudio: audioOf(captionAudio),
        };
        list.push(image);
      });
    },
    saveImage: async (imageDetailsId, body) => {
      const found = findImage(imageDetailsId);
      return change(found?.row, body.version, noImage, () => {
        const parsed = updateImageDetailsBodySchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        const { imageId, version: _v, title, caption, disclaimer, audio, captionAudio, ...plain } = parsed.data;
        if (!mediaOk([imageId], 'image') || !mediaOk([...audioIds(audio), ...audioIds(captionAudio)], 'audio')) return mismatch();
        const image = found!.image;
        Object.assign(image, plain);
        if (imageId !== undefined) image.image = imageAsset(imageId);
        if (title !== undefined) image.title = title && text(title);
        if (caption !== undefined) image.caption = caption && text(caption);
        if (disclaimer !== undefined) image.disclaimer = disclaimer && text(disclaimer);
        if (audio !== undefined) image.audio = audioOf(audio);
        if (captionAudio !== undefined) image.captionAudio = audioOf(captionAudio);
      });
    },
    removeImage: async (imageDetailsId, version) => {
      const found = findImage(imageDetailsId);
      return change(found?.row, version, noImage, () => {
        found!.list.splice(found!.list.indexOf(found!.image), 1);
        renumber(found!.list);
      });
    },
    saveEssentialQuestion: async (target, version, question, audio) => {
      const byParagraph = 'paragraphId' in target ? findParagraph(target.paragraphId) : undefined;
      const byQuestion = 'essentialQuestionId' in target ? [...all()].find((p) => p.paragraph.essentialQuestion?.id === target.essentialQuestionId) : undefined;
      const found = byParagraph ?? byQuestion;
      const notFound = 'paragraphId' in target ? noParagraph : refused(404, 'AUTHORING.ESSENTIAL_QUESTION_NOT_FOUND', 'notFound');
      return change(found?.row, version, notFound, () => {
        if (!mediaOk(audioIds(audio), 'audio')) return mismatch();
        const paragraph = found!.paragraph;
        if (byParagraph && paragraph.essentialQuestion) return refused(409, 'AUTHORING.ESSENTIAL_QUESTION_EXISTS', 'essentialQuestionExists');
        paragraph.essentialQuestion = { id: paragraph.essentialQuestion?.id ?? next.question++, question: text(question), audio: audioOf(audio) };
      });
    },
    saveLessonOverview: async (lessonId, body) => {
      const row = drafts.get(lessonId);
      return change<LessonDraft>(row, body.version, noLesson, () => {
        const parsed = saveLessonOverviewBodySchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        if (!mediaOk(audioIds(parsed.data.essentialQuestion?.audio), 'audio')) return mismatch();
        // The server also refuses another unit's teacher page (AUTHORING.SKILLS_NOT_IN_UNIT); a test scripts that refusal.
        applyLessonOverview(row!.doc as LessonDocument, parsed.data, { text, audioOf, newQuestionId: () => next.question++ });
      });
    },
    upload: async (file, fileName, onProgress) => {
      const kind = file.type.startsWith('image/') ? 'image' : file.type.startsWith('audio/') ? 'audio' : null;
      if (!kind) return refused(400, 'MEDIA.TYPE_NOT_ALLOWED', 'fileTypeNotAllowed');
      if (file.size > MAX_UPLOAD_BYTES[kind]) return refused(413, 'MEDIA.TOO_LARGE', 'fileTooLarge');
      onProgress?.(1);
      const id = nextMedia++;
      const uploaded: UploadedMedia = {
        id,
        kind,
        url: kind === 'image' ? `/api/images/${id}` : `/api/audio/${id}`,
        name: fileName,
        contentType: file.type,
        byteSize: file.size,
        width: kind === 'image' ? 640 : null,
        height: kind === 'image' ? 480 : null,
        alt: null,
      };
      media.push(uploaded);
      return answered(uploaded, 'fileUploaded');
    },
    name: async (mediaId) => {
      const found = media.find((m) => m.id === mediaId);
      return found ? answered(found) : refused(404, 'MEDIA.ASSET_NOT_FOUND', 'notFound');
    },
    saveInfo: async (mediaId, info) => {
      const found = media.find((m) => m.id === mediaId);
      if (!found) return refused(404, 'MEDIA.ASSET_NOT_FOUND', 'notFound');
      if (info.name !== undefined) found.name = info.name;
      if (info.alt !== undefined) found.alt = info.alt;
      return answered(found, 'changesSaved');
    },
    uploadLimits: async () => answered(UPLOAD_SETTINGS),
    touch: (lessonId, type) => {
      const row = drafts.get(lessonId)!;
      row.doc.components.push(newComponent(type, row.doc.components.length + 1));
      row.doc.version += 1;
    },
    touchStory: (storyId, type) => {
      const row = stories.live(storyId)!;
      row.doc.components.push(newComponent(type, row.doc.components.length + 1));
      row.doc.version += 1;
    },
    unitStories: stories.unitStories,
  };
}
