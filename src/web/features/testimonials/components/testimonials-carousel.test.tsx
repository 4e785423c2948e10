import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Testimonial } from '@shared/contracts/public-site';
import { TestimonialsCarousel } from './testimonials-carousel';

const testimonial = (id: string, clientName: string): Testimonial => ({
  id,
  clientName,
  location: 'Durban',
  content: `${clientName} loves it`,
  rating: 5,
  isFeatured: false,
  createdAt: '2026-01-01T00:00:00Z',
});

const list = [testimonial('1', 'Thandi'), testimonial('2', 'Johan'), testimonial('3', 'Ayesha')];
const shown = () => screen.getByTestId('testimonial').textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('TestimonialsCarousel', () => {
  it('advances every 6 s in the given order and wraps around', () => {
    render(<TestimonialsCarousel testimonials={list} />);
    expect(shown()).toContain('Thandi');
    act(() => vi.advanceTimersByTime(5999));
    expect(shown()).toContain('Thandi');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toContain('Johan');
    act(() => vi.advanceTimersByTime(6000));
    expect(shown()).toContain('Ayesha');
    act(() => vi.advanceTimersByTime(6000));
    expect(shown()).toContain('Thandi');
  });

  it('pauses while hovered and resumes after', () => {
    render(<TestimonialsCarousel testimonials={list} />);
    const carousel = screen.getByRole('group', { name: 'What our clients say' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toContain('Thandi');
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(6000));
    expect(shown()).toContain('Johan');
  });

  it('can be moved by hand', () => {
    render(<TestimonialsCarousel testimonials={list} />);
    act(() => screen.getByRole('button', { name: 'Previous testimonial' }).click());
    expect(shown()).toContain('Ayesha');
  });

  it('shows a single testimonial without rotating', () => {
    render(<TestimonialsCarousel testimonials={[list[0]!]} />);
    act(() => vi.advanceTimersByTime(12_000));
    expect(shown()).toContain('Thandi');
    expect(screen.queryByRole('button', { name: 'Next testimonial' })).toBeNull();
  });
});
