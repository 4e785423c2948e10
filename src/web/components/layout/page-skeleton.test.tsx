import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSkeleton, type SkeletonVariant } from './page-skeleton';

function blocks(container: HTMLElement) {
  return container.querySelectorAll('[data-slot="skeleton"]');
}

describe('PageSkeleton', () => {
  it('the dashboard variant shows exactly six blocks', () => {
    const { container } = render(<PageSkeleton variant="dashboard" />);
    expect(blocks(container)).toHaveLength(6);
  });

  it.each<SkeletonVariant>(['card', 'list', 'table', 'form'])(
    'renders the %s variant',
    (variant) => {
      const { container, getByRole } = render(<PageSkeleton variant={variant} />);
      expect(getByRole('status')).toHaveAttribute('data-variant', variant);
      expect(blocks(container).length).toBeGreaterThan(0);
    },
  );

  it('a decorative skeleton is hidden from assistive technology', () => {
    const { container, queryByRole } = render(<PageSkeleton variant="list" decorative />);
    expect(queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
