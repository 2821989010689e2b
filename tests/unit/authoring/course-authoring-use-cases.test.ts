import { describe, expect, it, vi } from 'vitest';
import { createCourseAuthoringUseCases } from '@application/authoring/course-authoring.use-cases';
import { MESSAGES } from '@domain/shared/messages';
import { createInMemoryCourseAuthoring } from '@infrastructure/http/in-memory-course-authoring.adapter';
import { createHttpCourseAuthoring } from '@infrastructure/http/http-course-authoring.adapter';
import { spied } from './publish-hub';
import { dataOf } from './use-case-world';

/** The back office's use cases: product words in, the right port call (and REST path) out. */

function world() {
  const port = spied(createInMemoryCourseAuthoring([
    { name: { en: 'Colonies', es: 'Colonias' }, published: true, lessons: [{ title: { en: 'Jamestown', es: 'Jamestown' } }, { title: { en: 'Plymouth', es: 'Plymouth' } }] },
    { name: { en: 'Revolution', es: 'Revolución' } },
  ]));
  return { port, authoring: createCourseAuthoringUseCases(port) };
}

describe('course authoring use cases', () => {
  it('list the course units and open a unit', async () => {
    const { port, authoring } = world();
    expect(dataOf(await authoring.listCourseUnits()).map((u) => [u.number, u.name.en])).toEqual([
      [1, 'Colonies'],
      [2, 'Revolution'],
    ]);
    const unit = dataOf(await authoring.openUnit(1));
    expect(port.unitDetails).toHaveBeenCalledWith(1);
    expect(unit.lessons.map((l) => [l.number, l.title.en])).toEqual([
      [1, 'Jamestown'],
      [2, 'Plymouth'],
    ]);
    expect(dataOf(await authoring.unitTypes()).map((t) => t.id)).toEqual([1, 4]);
  });

  it('rename a unit with the version it was seen at', async () => {
    const { port, authoring } = world();
    await authoring.renameUnit({ id: 2, version: 1 }, { name: { en: 'The New Nation', es: 'La nueva nación' } });
    expect(port.renameUnit).toHaveBeenCalledWith(2, { version: 1, name: { en: 'The New Nation', es: 'La nueva nación' } });
    const stale = await authoring.renameUnit({ id: 2, version: 1 }, { belongsTo: 'literacy' });
    expect(stale).toMatchObject({ ok: false, status: 409, code: 'AUTHORING.STALE_VERSION', message: MESSAGES.staleDraft.en, current: { id: 2, version: 2, name: { en: 'The New Nation' } } });
  });

  it('set and remove a special unit acronym', async () => {
    const { port, authoring } = world();
    await authoring.setUnitAcronym({ id: 2, version: 1 }, { en: 'LS', es: 'HL' });
    expect(port.setUnitAcronym).toHaveBeenCalledWith(2, 1, { en: 'LS', es: 'HL' });
    await authoring.setUnitAcronym({ id: 2, version: 2 }, null);
    expect(port.setUnitAcronym).toHaveBeenLastCalledWith(2, 2, null);
  });

  it('move a unit: the number shown, the order to go to and the order it was seen at', async () => {
    const { port, authoring } = world();
    const moved = await authoring.moveUnit({ id: 1, number: 1, order: 1 }, 2);
    expect(port.moveUnit).toHaveBeenCalledWith(1, { number: 1, order: 2, oldOrder: 1 });
    // Colonies was published: students see the old order until a publish.
    expect(moved).toMatchObject({ ok: true, data: { publishNeeded: true }, message: MESSAGES.publishToSeeChanges.en });
    // Seen at a place it has left: refused, nothing moves.
    expect(await authoring.moveUnit({ id: 1, number: 1, order: 1 }, 2)).toMatchObject({ ok: false, status: 409, code: 'AUTHORING.STALE_ORDER' });
    expect(await authoring.moveUnit({ id: 1, number: 2, order: 2 }, 5)).toMatchObject({ ok: false, status: 400, code: 'AUTHORING.ORDER_OUT_OF_RANGE' });
  });

  it('remove a published unit: the course-publish reminder; a draft one: saved', async () => {
    const { authoring } = world();
    expect(await authoring.removeUnit(2)).toMatchObject({ ok: true, data: { publishNeeded: false }, message: MESSAGES.changesSaved.en });
    expect(await authoring.removeUnit(1)).toMatchObject({ ok: true, data: { publishNeeded: true }, message: MESSAGES.coursePublishNeeded.en });
    expect(dataOf(await authoring.listCourseUnits())).toEqual([]);
  });

  it('create units: a benchmark unit with its benchmark lesson and a queued unit publish', async () => {
    const { port, authoring } = world();
    const unit = dataOf(await authoring.createUnit(4));
    expect(port.createUnit).toHaveBeenCalledWith(4);
    expect(unit).toMatchObject({ number: 0, order: 3, belongsTo: 'benchmark', lessonCount: 1, publishState: 'never-published' });
    expect(dataOf(await authoring.openUnit(unit.id)).lessons).toMatchObject([{ lessonTypeId: 7, number: null }]);
    expect(port.jobs()).toMatchObject([{ scope: 'unit', targetId: unit.id, state: 'queued' }]);
  });

  it('add, rename, move and remove lessons; only regular lessons are numbered', async () => {
    const { port, authoring } = world();
    const story = dataOf(await authoring.addLesson(1, 3));
    expect(port.createLesson).toHaveBeenCalledWith(1, 3);
    expect(story).toMatchObject({ unitId: 1, number: null, order: 3, lessonTypeId: 3 });
    await authoring.addLesson(1);
    expect(port.createLesson).toHaveBeenLastCalledWith(1, undefined);

    await authoring.renameLesson({ id: story.id, version: 1 }, { title: { en: 'A story', es: 'Una historia' }, lessonTypeId: 2 });
    expect(port.renameLesson).toHaveBeenCalledWith(story.id, { version: 1, title: { en: 'A story', es: 'Una historia' }, lessonTypeValue: 2 });

    await authoring.moveLesson({ id: story.id, number: 3, order: 3 }, 1);
    expect(port.moveLesson).toHaveBeenCalledWith(story.id, { number: 3, order: 1, oldOrder: 3 });
    const lessons = dataOf(await authoring.openUnit(1)).lessons;
    expect(lessons.map((l) => [l.order, l.number, l.title.en])).toEqual([
      [1, 1, 'A story'],
      [2, 2, 'Jamestown'],
      [3, 3, 'Plymouth'],
      [4, 4, 'New lesson'],
    ]);
    // A lesson number null (not a regular lesson) is sent as 0.
    const overview = dataOf(await authoring.addLesson(1, 1));
    await authoring.moveLesson({ id: overview.id, number: null, order: 5 }, 1);
    expect(port.moveLesson).toHaveBeenLastCalledWith(overview.id, { number: 0, order: 1, oldOrder: 5 });

    expect(await authoring.removeLesson(lessons[1]!.id)).toMatchObject({ ok: true, data: { publishNeeded: true }, message: MESSAGES.publishToSeeChanges.en });
    expect(port.removeLesson).toHaveBeenCalledWith(lessons[1]!.id);
    expect(dataOf(await authoring.openUnit(1)).lessons.map((l) => l.order)).toEqual([1, 2, 3, 4]);
  });

  it('publish the course, a unit or a lesson as a job; an open job is joined; the job is read by id', async () => {
    const { port, authoring } = world();
    const job = dataOf(await authoring.publish('unit', 1));
    expect(port.publish).toHaveBeenCalledWith('unit', 1);
    expect(dataOf(await authoring.publish('unit', 1)).id).toBe(job.id);
    await authoring.publish('course', 1);
    // The course has no target id, whatever the screen passes.
    expect(port.publish).toHaveBeenLastCalledWith('course', null);
    port.succeedPublish(job.id);
    expect(await authoring.publishJob(job.id)).toMatchObject({ ok: true, data: { id: job.id, state: 'succeeded' } });
    expect(port.publishJob).toHaveBeenCalledWith(job.id);
    expect(dataOf(await authoring.listCourseUnits())[0]).toMatchObject({ publishState: 'published' });
  });

  it('the HTTP adapter calls the REST paths of api-spec §7.4 and §7.5', async () => {
    const call = vi.fn(async () => ({ ok: true as const, data: null, message: '' }));
    const http = createHttpCourseAuthoring({ call } as never);
    await http.units();
    await http.unitTypes();
    await http.unitDetails(3);
    await http.createUnit(4);
    await http.renameUnit(3, { version: 2, belongsTo: 'literacy' });
    await http.setUnitAcronym(3, 2, null);
    await http.moveUnit(3, { number: 1, order: 2, oldOrder: 1 });
    await http.removeUnit(3);
    await http.createLesson(3);
    await http.createLesson(3, 4);
    await http.renameLesson(9, { version: 1, title: { en: 'A', es: '' }, lessonTypeValue: 2 });
    await http.moveLesson(9, { number: 0, order: 1, oldOrder: 2 });
    await http.removeLesson(9);
    await http.publish('course', null);
    await http.publish('unit', 3);
    await http.publish('lesson', 9);
    await http.publishJob(12);
    expect(call.mock.calls).toEqual([
      ['GET', '/units/unitData'],
      ['GET', '/unit/types'],
      ['GET', '/3/unit-details'],
      ['POST', '/unit', { unitTypeId: 4 }],
      ['PATCH', '/unit/3/change-name', { version: 2, belongsTo: 'literacy' }],
      ['PATCH', '/unit/3', { version: 2, specialUnitAcronym: null }],
      ['PATCH', '/unit/3', { number: 1, order: 2, oldOrder: 1 }],
      ['DELETE', '/unit/3'],
      ['POST', '/lesson', { unitId: 3 }],
      ['POST', '/lesson', { unitId: 3, lessonTypeId: 4 }],
      ['PATCH', '/lesson/9/change-name', { version: 1, title: { en: 'A', es: '' }, lessonTypeValue: 2 }],
      ['PATCH', '/lesson/9', { number: 0, order: 1, oldOrder: 2 }],
      ['DELETE', '/lesson/9'],
      ['PATCH', '/course/publish'],
      ['PATCH', '/unit/3/publish'],
      ['PATCH', '/lesson/9/publish'],
      ['GET', '/publish-jobs/12'],
    ]);
  });
});
