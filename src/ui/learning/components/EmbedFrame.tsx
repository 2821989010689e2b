import { cssLength } from './css-values';
import { isFrameable, sandboxFor } from './media-url';
import classes from './media.module.css';

/** Framed content (an embedded page or activity): always titled and sandboxed. */
export function EmbedFrame({ url, title, height }: { url: string | null | undefined; title: string; height?: string | null }) {
  if (!url || !isFrameable(url)) return null;
  return (
    <iframe
      className={classes.embed}
      src={url}
      title={title}
      sandbox={sandboxFor(url)}
      style={{ height: cssLength(height) ?? '420px' }}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
