/**
 * A narration's time as a clock reads it: "0:05", "1:23", "1:02:03" past an hour. Seconds are cut, not
 * rounded, so the position never reads past the length. Anything not a finite time reads "0:00".
 */
export function audioClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The length the browser reports once the metadata is in; null while unknown (or a live stream). */
export function knownDuration(duration: number): number | null {
  return Number.isFinite(duration) && duration > 0 ? duration : null;
}
