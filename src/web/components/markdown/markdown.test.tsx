import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';
import { renderMarkdown, splitMarkdownSections, withoutTitle } from './render-markdown';

describe('Markdown', () => {
  it('shows a script tag in an article as text, never as an element', () => {
    const { container } = render(
      <Markdown source={'Hello <script>window.hacked = true</script> **world**'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<script>window.hacked = true</script>');
    expect(container.querySelector('strong')?.textContent).toBe('world');
  });

  it('drops event handlers, inline HTML and javascript: links', () => {
    const host = document.createElement('div');
    host.innerHTML = renderMarkdown(
      '<img src=x onerror="alert(1)"> [click](javascript:alert(1)) <b onclick="x()">b</b>',
    );
    expect(host.querySelector('img, b, [onerror], [onclick]')).toBeNull();
    expect(host.querySelector('a[href^="javascript"]')).toBeNull();
    expect(host.textContent).toContain('<img src=x');
  });

  it('renders lists, headings and links; site paths go through the hash router', () => {
    const { container } = render(
      <Markdown
        source={'## Steps\n\n1. One\n2. Two\n\n[Guide](/setup-guide) [Site](https://example.com)'}
      />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Steps');
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
    const [guide, site] = [...container.querySelectorAll('a')];
    expect(guide).toHaveAttribute('href', '#/setup-guide');
    expect(site).toHaveAttribute('target', '_blank');
  });
});

describe('splitMarkdownSections', () => {
  it('splits at level-2 headings outside code fences', () => {
    const { intro, sections } = splitMarkdownSections(
      '# Guide\n\nIntro\n\n## Android\n\n1. Install\n\n```\n## not a heading\n```\n\n## iPhone\n\nText',
    );
    expect(withoutTitle(intro).trim()).toBe('Intro');
    expect(sections.map((s) => s.title)).toEqual(['Android', 'iPhone']);
    expect(sections[0]!.body).toContain('## not a heading');
  });
});
