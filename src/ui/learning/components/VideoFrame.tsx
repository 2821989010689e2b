import { CaptionTracks } from './CaptionTracks';
import { isFrameable, isOwnVideo, sandboxFor } from './media-url';
import classes from './media.module.css';

/**
 * A video: the course's own (`/api/videos/{id}`) in a native player with its captions, an external address in a titled,
 * sandboxed frame. `label` names it for assistive technology.
 */
export function VideoFrame({ url, label }: { url: string | null | undefined; label: string }) {
  if (!url) return null;
  if (isOwnVideo(url)) {
    return (
      <video className={classes.video} controls preload="metadata" src={url} aria-label={label} data-testid="video-player">
        <CaptionTracks videoUrl={url} />
      </video>
    );
  }
  if (!isFrameable(url)) return null;
  return (
    <iframe
      className={classes.videoFrame}
      src={url}
      title={label}
      sandbox={sandboxFor(url)}
      allow="fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
