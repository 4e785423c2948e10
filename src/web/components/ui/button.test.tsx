import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it.each([
    ['default', 'h-12'],
    ['sm', 'h-10'],
    ['lg', 'h-14'],
    ['xl', 'h-16'],
  ] as const)('size %s has height class %s (48/40/56/64 px)', (size, height) => {
    render(<Button size={size}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(height);
  });

  it('defaults to the default size and a non-submitting type', () => {
    render(<Button>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveClass('h-12');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-slot', 'button');
  });

  it('renders its child with the button look when asChild', () => {
    render(
      <Button asChild variant="outline" size="lg">
        <a href="#/order">Order</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Order' });
    expect(link).toHaveClass('h-14', 'border');
    expect(link).not.toHaveAttribute('type');
  });

  it('has a visible focus ring', () => {
    render(<Button variant="destructive">Delete</Button>);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass(
      'focus-visible:ring-3',
      'bg-destructive',
    );
  });
});
