import type { Language } from '@domain/shared/constants';

/** The course's own videos are served by the API (WebM) and play in a <video> element. */
export function isOwnVideo(url: string): boolean {
  return url.startsWith('/api/videos/');
}

/** The WebVTT captions of one of the course's own videos in one language (the server keeps one per language). */
export function captionsUrl(videoUrl: string, language: Language): string {
  return `${videoUrl}/captions/${language}`;
}

/** Only http(s) addresses, or paths on this server, are framed. */
export function isFrameable(url: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}

/**
 * The sandbox of a framed page. Scripts run, but a page from this origin never also gets
 * `allow-same-origin` (with both it could reach into the app); pages from other origins keep their own
 * origin so players such as YouTube work.
 */
export function sandboxFor(url: string, appOrigin: string = window.location.origin): string {
  const base = 'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-presentation allow-forms';
  let origin = appOrigin;
  try {
    origin = new URL(url, appOrigin).origin;
  } catch {
    // an unparsable address is treated as this origin: the stricter sandbox
  }
  return origin === appOrigin ? base : `${base} allow-same-origin`;
}
