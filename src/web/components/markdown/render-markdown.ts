import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';

/**
 * Markdown from the database to safe HTML. Two locks: raw HTML in the source is escaped by the
 * renderer (a `<script>` in an article shows as text), and the output goes through DOMPurify
 * (no event handlers, no `javascript:` links, no styles). Only the pages that show Markdown load this.
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag): string {
      return escapeHtml(token.text);
    },
  },
});

const purify = DOMPurify();
// Site paths ('/setup-guide') go through the hash router; other sites open in a new tab.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/')) {
    node.setAttribute('href', `#${href}`);
  } else if (/^https?:\/\//i.test(href)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function renderMarkdown(source: string): string {
  const html = marked.parse(source) as string;
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

/** Splits Markdown at its level-2 headings: the text before the first, and each titled section. */
export function splitMarkdownSections(source: string): {
  intro: string;
  sections: { title: string; body: string }[];
} {
  const lines = source.split('\n');
  const intro: string[] = [];
  const sections: { title: string; body: string[] }[] = [];
  let inFence = false;
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = !inFence ? /^##\s+(.+?)\s*#*\s*$/.exec(line) : null;
    if (heading) sections.push({ title: heading[1]!, body: [] });
    else if (sections.length > 0) sections.at(-1)!.body.push(line);
    else intro.push(line);
  }
  return {
    intro: intro.join('\n'),
    sections: sections.map((s) => ({ title: s.title, body: s.body.join('\n').trim() })),
  };
}

/** Drops a leading level-1 heading: the page shows its own title. */
export function withoutTitle(source: string): string {
  return source.replace(/^\s*#\s+[^\n]*\n?/, '');
}
