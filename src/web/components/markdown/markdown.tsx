import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown';

/** Markdown from the database, rendered safely (see render-markdown.ts). */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <div
      className={`markdown ${className ?? ''}`}
      // Sanitised by render-markdown.ts: raw HTML escaped, then DOMPurify.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
