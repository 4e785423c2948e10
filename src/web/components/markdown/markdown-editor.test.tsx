import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MarkdownEditor } from './markdown-editor';

function Harness() {
  const [value, setValue] = useState('');
  return <MarkdownEditor id="body" label="Article" value={value} onChange={setValue} />;
}

describe('MarkdownEditor', () => {
  it('previews as it is typed, with a script tag shown as text and never run', async () => {
    const { container } = render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Article'));
    await user.paste('## Setup\n\nThen <script>window.pwned = true</script> **Done**');
    const preview = screen.getByRole('region', { name: 'Article preview' });
    expect(within(preview).getByRole('heading', { name: 'Setup' })).toBeInTheDocument();
    expect(within(preview).getByText('Done').tagName).toBe('STRONG');
    expect(preview.textContent).toContain('<script>window.pwned = true</script>');
    expect(container.querySelector('script')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });
});
