import { describe, expect, it } from 'vitest';
import { ownedConnectionId, ownerOfConnectionId, standInOwner, transportRouteOf } from '../../../server/src/realtime/connection-owner';
import { createConnectionTokens } from '../../../server/src/realtime/connection-token';

const tokens = createConnectionTokens(Buffer.from('a signing secret of at least thirty-two bytes'));
const NOW = 1_000_000;
const ticketOf = (connectionId: string, expiresAtMs = NOW + 15_000) =>
  tokens.authentic(tokens.issue({ connectionId, userId: 7, expiresAtMs }));

describe('who owns a hub connection (WORKERS)', () => {
  it('names the owner inside the connection id, and a single process names none', () => {
    expect(ownedConnectionId('r4nd0m', 'w0rkerA1')).toBe('r4nd0m~w0rkerA1');
    expect(ownerOfConnectionId('r4nd0m~w0rkerA1')).toBe('w0rkerA1');
    expect(ownedConnectionId('r4nd0m', null)).toBe('r4nd0m');
    expect(ownerOfConnectionId('r4nd0m')).toBeNull();
  });

  it('reads no owner that could leave the private directory', () => {
    expect(ownerOfConnectionId('r4nd0m~../../etc/x')).toBeNull();
    expect(ownerOfConnectionId('r4nd0m~')).toBeNull();
  });

  it("sends a sibling's connection to that sibling and serves its own, untagged and forged ones here", () => {
    expect(transportRouteOf(ticketOf('r~workerB'), 'workerA')).toEqual({ kind: 'owner', owner: 'workerB' });
    expect(transportRouteOf(ticketOf('r~workerA'), 'workerA')).toEqual({ kind: 'here' });
    expect(transportRouteOf(ticketOf('r'), 'workerA')).toEqual({ kind: 'here' });
    expect(transportRouteOf(null, 'workerA')).toEqual({ kind: 'here' });
    // A single process forwards nothing, whatever the token says.
    expect(transportRouteOf(ticketOf('r~workerB'), null)).toEqual({ kind: 'here' });
  });

  it('covers the owner with the MAC: a token whose owner was changed is not authentic', () => {
    const token = tokens.issue({ connectionId: 'r~workerA', userId: 7, expiresAtMs: NOW + 15_000 });
    expect(tokens.authentic(token.replace('~workerA', '~workerB'))).toBeNull();
  });

  it('still knows the owner of a live connection past the negotiate deadline, which only bounds starting one', () => {
    const token = tokens.issue({ connectionId: 'r~workerB', userId: 7, expiresAtMs: NOW - 1 });
    expect(tokens.verify(token, NOW)).toBeNull();
    expect(transportRouteOf(tokens.authentic(token), 'workerA')).toEqual({ kind: 'owner', owner: 'workerB' });
  });

  it("picks one worker of this host for another host's connection, the same from every worker, and keeps it when others come and go", () => {
    const ids = Array.from({ length: 200 }, (_, i) => `conn${i}~otherHost`);
    const host = ['aaaa', 'bbbb', 'cccc'];
    const picks = ids.map((id) => standInOwner(id, host));
    expect(ids.map((id) => standInOwner(id, [...host].reverse()))).toEqual(picks);
    // Every worker takes a share.
    expect(new Set(picks)).toEqual(new Set(host));
    // A worker that leaves moves only its own connections.
    const without = ids.map((id) => standInOwner(id, ['aaaa', 'cccc']));
    picks.forEach((pick, i) => {
      if (pick !== 'bbbb') expect(without[i]).toBe(pick);
    });
  });
});
