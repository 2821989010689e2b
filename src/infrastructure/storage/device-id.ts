const DEVICE_ID_KEY = 'device-id';
const DEVICE_ID = /^[A-Za-z0-9-]{16,64}$/;

/**
 * A random id for this browser, kept in localStorage. The server counts failed sign-ins per account
 * and device, so a classmate's wrong passwords on another device never block this one.
 */
export function readOrCreateDeviceId(storage: Storage, random: () => string = () => crypto.randomUUID()): string {
  const existing = storage.getItem(DEVICE_ID_KEY);
  if (existing && DEVICE_ID.test(existing)) return existing;
  const created = random();
  storage.setItem(DEVICE_ID_KEY, created);
  return created;
}
