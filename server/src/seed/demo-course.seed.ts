import { DEMO_PLACES } from './demo-world.seed';
import type { SeedStep } from './seed-runner';
import { one } from '../db/database';
import { insertRichText, insertText } from '../modules/content/draft/bilingual.repository';
import { fillContributorsPage, insertContributor } from '../modules/content/draft/reading-draft.repository';
import { publishCourse } from '../modules/content/publish/publish-course';
import { lockUnitForClassroom } from '../modules/learning/student-scope.repository';
import { DEMO_CONTRIBUTORS, DEMO_COURSE } from './course/course';
import { CourseMedia } from './course/course-media';
import { writeUnit } from './course/unit-seed.writer';

/**
 * The demo course (issue 4): every unit written as drafts, then one course-wide publish, so students
 * read published snapshots exactly as they would after a content creator's publish. Units marked
 * `lockedForDemoClassroom` are locked for the demo classroom.
 */
export const demoCourseSeed: SeedStep = {
  name: 'demo-course',
  async run(tx) {
    const media = new CourseMedia(tx);
    const classroom = await one<{ id: number }>(tx, 'SELECT id FROM classrooms WHERE name = $1 ORDER BY id LIMIT 1', [DEMO_PLACES.classroom.name]);
    for (const [i, unit] of DEMO_COURSE.entries()) {
      const unitId = await writeUnit(tx, media, i + 1, unit);
      if (unit.lockedForDemoClassroom && classroom) await lockUnitForClassroom(tx, classroom.id, unitId);
    }
    const pageId = await fillContributorsPage(tx, await insertText(tx, DEMO_CONTRIBUTORS.title), await insertRichText(tx, DEMO_CONTRIBUTORS.intro));
    for (const [i, person] of DEMO_CONTRIBUTORS.people.entries()) {
      await insertContributor(tx, pageId, i + 1, person.name, await insertText(tx, person.role));
    }
    await publishCourse(tx);
  },
};
