import type pg from 'pg';
import type { DistrictPlan } from './district-plan';
import { CLASSROOMS_PER_SCHOOL, STATES, STUDENTS_PER_CLASSROOM } from './district-plan';

/** Where the generated world lives: every generated place name starts with this, every username with `d`. */
export const PLACE_PREFIX = 'Bench ';
/** The period of every generated classroom and benchmark assignment (the demo school year). */
const SCHOOL_YEAR = { starts: '2026-08-17', ends: '2027-05-28' } as const;

/**
 * Places, people and classrooms, set-based: each statement inserts one kind of row for the whole world
 * from generate_series. Leaves the session table `gen_students` (id, k, district_no, classroom_id,
 * teacher_id) for the work generator. Runs on one client inside the caller's transaction.
 */
export async function generatePeople(client: pg.Client, plan: DistrictPlan, passwordHash: string, benchmarkSetId: number): Promise<void> {
  await client.query(
    `CREATE TEMP TABLE gen_districts ON COMMIT PRESERVE ROWS AS
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS d(no int, "stateNo" int, students int, classrooms int, schools int)`,
    [JSON.stringify(plan.districts)],
  );
  await client.query(`INSERT INTO states (name, abbreviation) SELECT 'Bench State ' || s, 'B' || s FROM generate_series(1, ${STATES}) s`);
  await client.query(
    `INSERT INTO districts (name, state_id)
     SELECT 'Bench District ' || lpad(d.no::text, 2, '0'), st.id FROM gen_districts d JOIN states st ON st.name = 'Bench State ' || d."stateNo"
      ORDER BY d.no`,
  );
  await client.query(
    `CREATE TEMP TABLE gen_places ON COMMIT PRESERVE ROWS AS
     SELECT d.no, d.students, d.classrooms, d.schools, di.id AS district_id, di.state_id, 'd' || lpad(d.no::text, 2, '0') AS prefix
       FROM gen_districts d JOIN districts di ON di.name = 'Bench District ' || lpad(d.no::text, 2, '0')`,
  );
  await client.query(
    `INSERT INTO schools (name, district_id)
     SELECT 'Bench District ' || lpad(p.no::text, 2, '0') || ' School ' || lpad(s::text, 3, '0'), p.district_id
       FROM gen_places p CROSS JOIN generate_series(1, p.schools) s ORDER BY p.no, s`,
  );
  // School number n of district d is found again by its name (schools_name_key makes it unique).
  await client.query(
    `CREATE TEMP TABLE gen_schools ON COMMIT PRESERVE ROWS AS
     SELECT p.no, s AS school_no, sc.id AS school_id, p.district_id, p.state_id
       FROM gen_places p CROSS JOIN generate_series(1, p.schools) s
       JOIN schools sc ON sc.name = 'Bench District ' || lpad(p.no::text, 2, '0') || ' School ' || lpad(s::text, 3, '0')`,
  );
  const user = `INSERT INTO users (username, password_hash, first_name, last_name, role_id, state_id, district_id, school_id, created_at)`;
  await client.query(
    `${user} SELECT 'ds' || s || '-manager', $1, 'State', 'Manager ' || s, 8, st.id, NULL, NULL, now()
       FROM generate_series(1, ${STATES}) s JOIN states st ON st.name = 'Bench State ' || s`,
    [passwordHash],
  );
  await client.query(`${user} SELECT p.prefix || '-manager', $1, 'District', 'Manager ' || p.no, 2, p.state_id, p.district_id, NULL, now() FROM gen_places p`, [
    passwordHash,
  ]);
  await client.query(
    `${user} SELECT p.prefix || '-c' || lpad(s.school_no::text, 3, '0'), $1, 'Campus', 'Manager ' || s.school_no, 3, s.state_id, s.district_id, s.school_id, now()
       FROM gen_schools s JOIN gen_places p ON p.no = s.no`,
    [passwordHash],
  );
  // Teacher k of a district teaches classroom k, in school ceil(k / CLASSROOMS_PER_SCHOOL).
  await client.query(
    `${user} SELECT p.prefix || '-t' || lpad(k::text, 4, '0'), $1, 'Teacher', p.prefix || ' ' || k, 4, p.state_id, p.district_id, s.school_id, now()
       FROM gen_places p CROSS JOIN generate_series(1, p.classrooms) k
       JOIN gen_schools s ON s.no = p.no AND s.school_no = (k - 1) / ${CLASSROOMS_PER_SCHOOL} + 1`,
    [passwordHash],
  );
  await client.query(
    `INSERT INTO classrooms (name, period, start_date, end_date, teacher_user_id, school_id)
     SELECT 'Bench US History ' || u.username, '1', '${SCHOOL_YEAR.starts}', '${SCHOOL_YEAR.ends}', u.id, u.school_id
       FROM users u JOIN gen_places p ON u.username LIKE p.prefix || '-t%' AND u.district_id = p.district_id`,
  );
  // Student k of a district sits in classroom ceil(k / STUDENTS_PER_CLASSROOM), in that classroom's school.
  await client.query(
    `${user} SELECT p.prefix || '-s' || lpad(k::text, 6, '0'), $1, 'Student', p.prefix || ' ' || k, 6, p.state_id, p.district_id, s.school_id, now()
       FROM gen_places p CROSS JOIN generate_series(1, p.students) k
       JOIN gen_schools s ON s.no = p.no AND s.school_no = ((k - 1) / ${STUDENTS_PER_CLASSROOM}) / ${CLASSROOMS_PER_SCHOOL} + 1`,
    [passwordHash],
  );
  await client.query(
    `CREATE TEMP TABLE gen_students ON COMMIT PRESERVE ROWS AS
     SELECT u.id, k, p.no AS district_no, c.id AS classroom_id, c.teacher_user_id AS teacher_id
       FROM gen_places p CROSS JOIN generate_series(1, p.students) k
       JOIN users u ON lower(u.username) = p.prefix || '-s' || lpad(k::text, 6, '0')
       JOIN users t ON lower(t.username) = p.prefix || '-t' || lpad(((k - 1) / ${STUDENTS_PER_CLASSROOM} + 1)::text, 4, '0')
       JOIN classrooms c ON c.teacher_user_id = t.id`,
  );
  await client.query('CREATE INDEX ON gen_students (id)');
  await client.query('ANALYZE gen_students');
  await client.query('INSERT INTO classroom_students (classroom_id, student_user_id, added_at) SELECT classroom_id, id, $1 FROM gen_students', [SCHOOL_YEAR.starts]);
  // Every classroom has the demo benchmark set assigned to the whole classroom for the school year.
  await client.query(
    `INSERT INTO classroom_benchmarks (classroom_id, benchmark_set_id, assigned_by_user_id, whole_classroom, starts_at, ends_at)
     SELECT c.id, $1, c.teacher_user_id, true, '${SCHOOL_YEAR.starts}', '${SCHOOL_YEAR.ends}'
       FROM classrooms c WHERE c.id IN (SELECT DISTINCT classroom_id FROM gen_students)`,
    [benchmarkSetId],
  );
}

/** Each student's own benchmark assignment, whose status and round the work generator sets. */
export async function assignBenchmarks(client: pg.Client, benchmarkSetId: number): Promise<void> {
  await client.query(
    `INSERT INTO benchmark_assignments (benchmark_set_id, student_user_id, assigned_by_user_id, classroom_assigned_id, is_assigned_by_classroom,
                                        starts_at, ends_at, classroom_benchmark_id)
     SELECT cb.benchmark_set_id, g.id, g.teacher_id, g.classroom_id, true, cb.starts_at, cb.ends_at, cb.id
       FROM gen_students g JOIN classroom_benchmarks cb ON cb.classroom_id = g.classroom_id AND cb.benchmark_set_id = $1 AND cb.deleted_at IS NULL`,
    [benchmarkSetId],
  );
}
