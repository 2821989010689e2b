import { z } from 'zod';

/** POST telemetry/events: how many of the batch's events were stored now (a retried event counts once, the first time). */
export const telemetryBatchResultSchema = z.object({ stored: z.number().int() });
export type TelemetryBatchResult = z.infer<typeof telemetryBatchResultSchema>;

/** GET User/update-time: the user's seconds in the system today (the server's day, UTC). */
export const timeInSystemTodaySchema = z.object({ userId: z.number().int(), day: z.string(), seconds: z.number().int() });
export type TimeInSystemToday = z.infer<typeof timeInSystemTodaySchema>;

/** The most users one time-in-system read lists (the busiest first); the sums still count everyone. */
export const TIME_IN_SYSTEM_USERS_LISTED = 500;

/** GET User/time-in-system: the viewer's report scope's time over the days, per user and summed per school and district. */
export const timeInSystemReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  users: z.array(z.object({ userId: z.number().int(), userName: z.string(), roleId: z.number().int(), schoolId: z.number().int().nullable(), seconds: z.number().int() })),
  schools: z.array(z.object({ schoolId: z.number().int(), schoolName: z.string(), districtId: z.number().int().nullable(), seconds: z.number().int() })),
  districts: z.array(z.object({ districtId: z.number().int(), districtName: z.string(), seconds: z.number().int() })),
});
export type TimeInSystemReport = z.infer<typeof timeInSystemReportSchema>;
