const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Makes text safe to place in HTML element content or a quoted attribute. Text that arrives over
 * the real-time channel comes from other users (names, lesson titles), so it is escaped before any
 * view can render it as markup (api-spec §7.14).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}
