import type pg from 'pg';
import { appRead, type ReaderPlan } from './report-readers';

/** What the readers of one phase read: through the app, and the ceiling of the same numbers. */
export interface Target {
  readonly name: string;
  readonly targetP95Ms: number;
  readonly app: (base: string) => ReaderPlan[];
  /** Null: no precomputed table holds these numbers; the row is compared with `ceilingOf`'s ceiling. */
  readonly ceiling: ((pool: pg.Pool) => ReaderPlan[]) | null;
  readonly ceilingOf?: string;
}

export interface BenchWorld {
  readonly districtId: number;
  readonly unitId: number;
  /** One per reader: a teacher's session and their classroom. */
  readonly teachers: readonly { token: string; classroomId: number }[];
  /** One session of the district's manager per reader. */
  readonly managerTokens: readonly string[];
  readonly from: string;
  readonly to: string;
}

const CYU = 1;

const ceilingRead = (pool: pg.Pool, text: string, params: unknown[]) => async () => {
  await pool.query(text, params);
  return 200;
};

/**
 * The calls of issue 13's targets and their ceilings: the rows of the rollup tables that hold the same
 * numbers, read with one SELECT over a pool (no HTTP, JSON, authentication or scope check).
 */
export function reportTargets(w: BenchWorld): Target[] {
  const overview = `/api/Report/overview?districtId=${w.districtId}`;
  const districtRows = `SELECT * FROM report_school_units WHERE district_id = $1 AND report_type = ${CYU}`;
  const districtReaders = (base: string, path: string) => w.managerTokens.map((t): ReaderPlan => ({ label: 'app', read: appRead(base, t, path) }));
  return [
    {
      name: 'classroom report (teacher): CYUPerformance/classroom + classroom-performance-report/classroom',
      targetP95Ms: 50,
      app: (base) =>
        w.teachers.map((t, i) => ({
          label: 'app',
          read: appRead(base, t.token, i % 2 === 0 ? `/api/Report/CYUPerformance/classroom/${t.classroomId}` : `/api/classroom-performance-report/classroom/${t.classroomId}`),
        })),
      ceiling: (pool) =>
        w.teachers.map((t) => ({
          label: 'ceiling',
          read: ceilingRead(
            pool,
            `SELECT r.* FROM classroom_students cs JOIN report_student_units r ON r.student_user_id = cs.student_user_id
              WHERE cs.classroom_id = $1 AND r.report_type = ${CYU}`,
            [t.classroomId],
          ),
        })),
    },
    {
      name: 'district report (manager): overview?districtId',
      targetP95Ms: 500,
      app: (base) => districtReaders(base, overview),
      ceiling: (pool) => w.managerTokens.map(() => ({ label: 'ceiling', read: ceilingRead(pool, districtRows, [w.districtId]) })),
    },
    {
      name: 'district report (manager): overview?districtId&unitId',
      targetP95Ms: 500,
      app: (base) => districtReaders(base, `${overview}&unitId=${w.unitId}`),
      ceiling: (pool) => w.managerTokens.map(() => ({ label: 'ceiling', read: ceilingRead(pool, `${districtRows} AND unit_id = $2`, [w.districtId, w.unitId]) })),
    },
    {
      name: `district report (manager): overview?districtId&from=${w.from}&to=${w.to}`,
      targetP95Ms: 500,
      app: (base) => districtReaders(base, `${overview}&from=${w.from}&to=${w.to}`),
      ceiling: null,
      ceilingOf: 'district report (manager): overview?districtId',
    },
    {
      name: 'district xlsx (manager): overview/download?districtId (1 downloader + 19 overview readers)',
      targetP95Ms: 5000,
      // One manager downloads while the other readers keep reading the district report: 20 readers in all.
      app: (base) => [
        { label: 'app', read: appRead(base, w.managerTokens[0], `/api/Report/overview/download?districtId=${w.districtId}`) },
        ...districtReaders(base, overview).slice(1).map((p) => ({ ...p, label: 'background' })),
      ],
      ceiling: (pool) => [
        {
          label: 'ceiling',
          read: ceilingRead(
            pool,
            `SELECT u.first_name, u.last_name, r.* FROM report_student_units r JOIN users u ON u.id = r.student_user_id
              WHERE r.district_id = $1 AND r.report_type = ${CYU}`,
            [w.districtId],
          ),
        },
        ...w.managerTokens.slice(1).map(() => ({ label: 'background', read: ceilingRead(pool, districtRows, [w.districtId]) })),
      ],
    },
  ];
}
