import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';
import type { LessonDocument } from '@domain/content/lesson.schemas';
import { LessonTypeId } from '@domain/shared/constants';
import type { Sql } from '../db/database';
import { readLivePublishedAssessments } from '../modules/assessment/published-assessment.repository';
import { readPublishedUnits, readSnapshot } from '../modules/content/publish/snapshot.repository';
import { colonialUnit } from './course/colonial/unit';
import { allowRetake, answerAssessment, readLesson, scoreWaitingAnswers, type ClassworkWorld, type DemoStudent } from './classwork/demo-classwork.flows';
import type { SeedStep } from './seed-runner';

/**
 * Where a demo student is in the first unit (Colonial America), each stage building on the one before:
 * - `not-started`: nothing opened;
 * - `reading`: the opener and the first lesson done, the second open on page 2;
 * - `read`: every reading lesson completed;
 * - `working`: the skill check submitted (scored at once), the mid-unit check answered but not submitted;
 * - `waiting`: the mid-unit check submitted, its written answer waiting for a score (feedback pending, score blank);
 * - `essay-waiting`: the mid-unit check scored, the performance assessment's essay waiting;
 * - `scored`: everything submitted and scored with feedback (the unit's feedback complete);
 * - `retake`: the mid-unit check submitted and scored low, a retake allowed (round 2 open, round 1 kept);
 * - `retake-working`: as `retake`, with round 2 answered but not yet submitted.
 */
export type ClassworkStage = 'not-started' | 'reading' | 'read' | 'working' | 'waiting' | 'essay-waiting' | 'scored' | 'retake' | 'retake-working';

/**
 * Each classmate's stage. The demo student (`student`) is left alone: the browser journeys and the
 * server tests start from their empty record. Only the first unit is touched, so the second unit
 * (the classroom details tests, the notification journey's "Make Your Case") starts empty for everyone.
 */
export const DEMO_CLASSWORK: Readonly<Record<string, ClassworkStage>> = {
  // US History, Period 2
  mateogarcia: 'scored',
  sofiahdz: 'essay-waiting',
  liamjohnson: 'waiting',
  valemtz: 'retake',
  noahwilliams: 'reading',
  camilarguez: 'not-started',
  emmanguyen: 'working',
  diegopena: 'read',
  avathompson: 'waiting',
  ximenanunez: 'scored',
  ethanbrown: 'not-started',
  // US History, Period 3
  santilopez: 'waiting',
  oliviadavis: 'scored',
  isagomez: 'retake-working',
  lucasmiller: 'reading',
  renataibanez: 'essay-waiting',
  jacksonlee: 'not-started',
  miacastillo: 'working',
  benwilson: 'scored',
  luciaramirez: 'read',
  aidenclark: 'waiting',
  zoeperez: 'reading',
  joaquinmunoz: 'not-started',
};

/** The teacher's words on a scored answer, in the student's language. */
const FEEDBACK = {
  good: { en: 'Clear answer with good evidence from the map and the text.', es: 'Respuesta clara, con buenas pruebas del mapa y del texto.' },
  retry: { en: 'Look again at the three regions and use the text to support your answer.', es: 'Vuelve a mirar las tres regiones y usa el texto para apoyar tu respuesta.' },
} as const;

interface UnitLessons {
  readonly reading: readonly number[];
  readonly skill: number;
  readonly midUnit: number;
  readonly performance: number;
}

async function loadWorld(tx: Sql, teacherId: number): Promise<{ world: ClassworkWorld; unit: UnitLessons } | null> {
  const unit = (await readPublishedUnits(tx)).find((u) => u.name.en === colonialUnit.name.en);
  if (!unit) return null;
  const lessons = new Map<number, { summary: (typeof unit.lessons)[number]; doc: LessonDocument }>();
  for (const summary of [...unit.lessons].sort((a, b) => a.order - b.order)) {
    const doc = await readSnapshot<LessonDocument>(tx, 'lesson', summary.id);
    if (doc) lessons.set(summary.id, { summary, doc });
  }
  const assessments = new Map<number, AssessmentDocument>();
  for (const doc of await readLivePublishedAssessments(tx)) if (!doc.benchmarkSet && lessons.has(doc.lessonId)) assessments.set(doc.lessonId, doc);
  const summaries = [...lessons.values()].map((l) => l.summary);
  const withAssessment = (type: number) => summaries.find((l) => l.lessonTypeId === type && assessments.has(l.id))?.id;
  const [skill, midUnit, performance] = [withAssessment(LessonTypeId.Skill), withAssessment(LessonTypeId.MidAssessment), withAssessment(LessonTypeId.EndAssessment)];
  if (!skill || !midUnit || !performance) return null;
  return {
    world: { tx, teacherId, lessons, assessments },
    unit: { reading: summaries.filter((l) => !l.hasAssessment).map((l) => l.id), skill, midUnit, performance },
  };
}

/** Replays one student's work up to their stage, in the order a student and their teacher would have done it. */
async function workTo(w: ClassworkWorld, u: UnitLessons, s: DemoStudent, stage: ClassworkStage): Promise<void> {
  if (stage === 'not-started') return;
  const feedback = (kind: keyof typeof FEEDBACK) => FEEDBACK[kind][s.language];
  if (stage === 'reading') {
    const [opener, first, second] = u.reading;
    await readLesson(w, s, opener);
    await readLesson(w, s, first);
    await readLesson(w, s, second, 2);
    return;
  }
  for (const lessonId of u.reading) await readLesson(w, s, lessonId);
  if (stage === 'read') return;
  await answerAssessment(w, s, u.skill, 'right');
  if (stage === 'working') return answerAssessment(w, s, u.midUnit, 'right', false);
  if (stage === 'retake' || stage === 'retake-working') {
    await answerAssessment(w, s, u.midUnit, 'wrong');
    await scoreWaitingAnswers(w, s, u.midUnit, 0.25, feedback('retry'));
    await allowRetake(w, s, u.midUnit);
    if (stage === 'retake-working') await answerAssessment(w, s, u.midUnit, 'right', false);
    return;
  }
  await answerAssessment(w, s, u.midUnit, 'right');
  if (stage === 'waiting') return;
  await scoreWaitingAnswers(w, s, u.midUnit, 0.75, feedback('good'));
  await answerAssessment(w, s, u.performance, 'right');
  if (stage === 'essay-waiting') return;
  await scoreWaitingAnswers(w, s, u.performance, 0.8, feedback('good'));
}

/**
 * Classwork at every stage for the demo teacher's students (issue 12 "Demo data"), so a teacher's
 * first sign-in shows real lists, pending feedback, scores and a retake. After `demo-classrooms`.
 */
export const demoClassworkSeed: SeedStep = {
  name: 'demo-classwork',
  async run(tx) {
    const teacher = await tx.query<{ id: number }>(`SELECT id FROM users WHERE username = 'teacher'`);
    const students = await tx.query<{ id: number; username: string; language: string }>(
      `SELECT id, username, text_language AS language FROM users WHERE username = ANY($1::text[]) ORDER BY id`,
      [Object.keys(DEMO_CLASSWORK)],
    );
    const loaded = teacher[0] ? await loadWorld(tx, teacher[0].id) : null;
    if (!loaded) return;
    for (const s of students) {
      await workTo(loaded.world, loaded.unit, { id: s.id, language: s.language === 'es' ? 'es' : 'en' }, DEMO_CLASSWORK[s.username]);
    }
  },
};
