import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../server/src/modules/content/rich-text.sanitizer';
import { sanitizeRichValues } from '../../server/src/modules/content/publish/rich-values';

describe('rich text sanitizer', () => {
  it('strips scripts, event handlers and javascript: links, keeping the formatting', () => {
    const dirty =
      '<p onclick="steal()">Hello <strong>class</strong><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a><a href="https://example.org" target="_blank">ok</a></p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<strong>class</strong>');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('removes iframes, forms and inline styles', () => {
    expect(sanitizeRichText('<iframe src="https://evil.test"></iframe><form><input></form><p style="x">t</p>')).toBe('<p>t</p>');
  });

  it('sanitizes only values the database marked rich, and drops the marker', () => {
    const doc = sanitizeRichValues({
      title: { id: 1, en: '<b>plain</b>', es: 'x' },
      body: { id: 2, en: '<p onmouseover="x()">a</p>', es: '<script>b</script>', $rich: true },
    });
    expect(doc.title.en).toBe('<b>plain</b>');
    expect(doc.body).toEqual({ id: 2, en: '<p>a</p>', es: '' });
  });
});
