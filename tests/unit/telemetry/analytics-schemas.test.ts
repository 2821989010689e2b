import { describe, expect, it } from 'vitest';
import {
  formatTelemetryFilter,
  parseTelemetryFilter,
  telemetryQuerySchema,
  timespanMinutes,
  userCountBodySchema,
} from '@domain/telemetry/analytics.schemas';

/* The analytics reads' input (issue 16; api-spec §7.15): ISO 8601 spans up to 90 days, `field:value` filters. */

describe('timespanMinutes', () => {
  it.each([
    ['P1D', 1440],
    ['P7D', 7 * 1440],
    ['P30D', 30 * 1440],
    ['P90D', 90 * 1440],
    ['P2W', 14 * 1440],
    ['PT1H', 60],
    ['PT15M', 15],
    ['P1DT12H', 36 * 60],
  ])('reads %s as %i minutes', (text, minutes) => {
    expect(timespanMinutes(text)).toBe(minutes);
  });

  it.each(['', 'P', 'PT', 'P1DT', 'P0D', 'P91D', 'P13W', 'P1Y', 'P1M', 'P1.5D', '1D', 'p1d', 'P1W1D', 'PT1S'])('refuses %j', (text) => {
    expect(timespanMinutes(text)).toBeNull();
  });
});

describe('telemetry filters', () => {
  it('reads field:value pairs and writes them back the same way', () => {
    const filter = parseTelemetryFilter('section:unit,roleId:6,districtId:3');
    expect(filter).toEqual({ section: 'unit', roleId: 6, districtId: 3 });
    expect(formatTelemetryFilter(filter!)).toBe('section:unit,roleId:6,districtId:3');
    expect(formatTelemetryFilter({ districtId: undefined, schoolId: undefined })).toBeNull();
  });

  it.each(['', 'unit', ':3', 'userId:3', 'districtId:', 'districtId:0', 'districtId:-1', 'districtId:1.5', 'districtId:3e2', 'roleId:9', 'roleId:6,roleId:4', "section:unit'", 'section:a b', 'districtId:99999999999'])(
    'refuses %j',
    (text) => {
      expect(parseTelemetryFilter(text)).toBeNull();
    },
  );
});

describe('telemetryQuerySchema', () => {
  it('defaults to visits per section over the last day', () => {
    expect(telemetryQuerySchema.parse({})).toEqual({ timespan: 'P1D', groupBy: 'section', aggregate: 'visits' });
  });

  it('parses the filter and names the field it refuses', () => {
    expect(telemetryQuerySchema.parse({ timespan: 'P7D', filter: 'schoolId:4', groupBy: 'day', aggregate: 'users' })).toEqual({
      timespan: 'P7D',
      filter: { schoolId: 4 },
      groupBy: 'day',
      aggregate: 'users',
    });
    for (const [field, value] of [
      ['timespan', 'P1Y'],
      ['filter', 'nope:1'],
      ['groupBy', 'browser'],
      ['aggregate', 'median'],
    ]) {
      const result = telemetryQuerySchema.safeParse({ [field]: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].path).toEqual([field]);
    }
  });
});

describe('userCountBodySchema', () => {
  it('takes no body, places and a split', () => {
    expect(userCountBodySchema.parse(undefined)).toEqual({});
    expect(userCountBodySchema.parse({ districtId: '3', per: 'school' })).toEqual({ districtId: 3, per: 'school' });
  });

  it('refuses unknown fields and splits', () => {
    expect(userCountBodySchema.safeParse({ per: 'state' }).success).toBe(false);
    expect(userCountBodySchema.safeParse({ roleId: 6 }).success).toBe(false);
  });
});
