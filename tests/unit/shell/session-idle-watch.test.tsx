// @vitest-environment jsdom
import '../../setup/dom.setup';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdentityUseCases, DEFAULT_CLIENT_CONFIG } from '@application/identity/identity.use-cases';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import type { TraceRecorder } from '@application/ports/trace-recorder.port';
import { RoleId } from '@domain/identity/role';
import { createInMemoryAuthGateway } from '@infrastructure/http/in-memory-auth.adapter';
import SessionIdleWatch from '@ui/shell/SessionIdleWatch';
import { managementWorld, profileOf, renderSection } from '../management/management-world';

const LOGOUT_AFTER_MS = 10_000;
const WARN_BEFORE_MS = 4_000;
const noTrace = { isOn: () => false } as unknown as TraceRecorder;

function renderWatch() {
  const { services } = managementWorld(profileOf(RoleId.DistrictTeacher));
  const auth = createInMemoryAuthGateway({ clientConfig: { ...DEFAULT_CLIENT_CONFIG, sessionIdleLogoutMs: LOGOUT_AFTER_MS, sessionIdleWarningBeforeMs: WARN_BEFORE_MS } });
  const signOut = vi.spyOn(services.session, 'signOut').mockResolvedValue(undefined);
  renderSection(
    <>
      <button type="button">Save draft</button>
      <SessionIdleWatch />
    </>,
    { ...services, identity: createIdentityUseCases(auth), machines: createMachineActorFactory(noTrace) },
  );
  return { signOut };
}

const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
const modalRoot = () => document.querySelector('.mantine-Modal-root');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the idle warning', () => {
  it('is not in the page until it first shows, and gives focus back to where it was when the user continues', async () => {
    renderWatch();
    const saveDraft = screen.getByRole('button', { name: 'Save draft' });
    saveDraft.focus();
    await advance(LOGOUT_AFTER_MS - WARN_BEFORE_MS - 100);
    expect(modalRoot()).toBeNull();

    await advance(200);
    const proceed = screen.getByRole('button', { name: 'Continue session' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    proceed.focus(); // where the modal's autofocus puts it in a browser
    fireEvent.click(proceed);
    await advance(1_000);
    expect(screen.queryByRole('button', { name: 'Continue session' })).toBeNull();
    expect(document.activeElement).toBe(saveDraft);
  });

  it('signs out when the warning is left alone', async () => {
    const { signOut } = renderWatch();
    await advance(LOGOUT_AFTER_MS + 100);
    expect(signOut).toHaveBeenCalledWith('idle');
  });
});
