/**
 * The shape of the synthetic district world (issue 13, "At district scale"), scaled from one number:
 * at 200,000 students it is 2 states, 20 districts (the first, the largest, with 50,000 students), 400
 * schools of 500 students, 8,000 teachers with one classroom of 25 students each.
 */
export const STATES = 2;
export const DISTRICTS = 20;
export const STUDENTS_PER_CLASSROOM = 25;
export const CLASSROOMS_PER_SCHOOL = 20;

export interface DistrictSize {
  /** 1-based; usernames start with `d<no>-`. */
  readonly no: number;
  readonly stateNo: number;
  readonly students: number;
  readonly classrooms: number;
  readonly schools: number;
}

export interface DistrictPlan {
  readonly students: number;
  readonly districts: readonly DistrictSize[];
  readonly schools: number;
  readonly teachers: number;
}

/** The largest district holds a quarter of all students; the other 19 share the rest evenly. */
export function planDistricts(students: number): DistrictPlan {
  if (!Number.isInteger(students) || students < DISTRICTS * STUDENTS_PER_CLASSROOM) {
    throw new Error(`--students must be a whole number of at least ${DISTRICTS * STUDENTS_PER_CLASSROOM}`);
  }
  const largest = Math.round(students / 4);
  const rest = students - largest;
  const others = DISTRICTS - 1;
  const districts = Array.from({ length: DISTRICTS }, (_, i): DistrictSize => {
    const count = i === 0 ? largest : Math.floor(rest / others) + (i - 1 < rest % others ? 1 : 0);
    const classrooms = Math.ceil(count / STUDENTS_PER_CLASSROOM);
    return {
      no: i + 1,
      stateNo: i < DISTRICTS / STATES ? 1 : 2,
      students: count,
      classrooms,
      schools: Math.ceil(classrooms / CLASSROOMS_PER_SCHOOL),
    };
  });
  return {
    students,
    districts,
    schools: districts.reduce((n, d) => n + d.schools, 0),
    teachers: districts.reduce((n, d) => n + d.classrooms, 0),
  };
}

/** Zero-padded numbers keep generated usernames and place names sortable. */
export const pad = (n: number, width: number) => String(n).padStart(width, '0');
