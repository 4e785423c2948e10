import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Quote, Star } from 'lucide-react';
import type { Testimonial } from '@shared/contracts/public-site';

/** Testimonials advance every 6 s and wrap around (SPEC.md sections 4 and 9). */
export const testimonialRotationMs = 6000;

/**
 * One testimonial at a time, advancing every 6 s; hovering or focusing it pauses the rotation so
 * it can be read. Reduced motion turns off the fade, not the rotation.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = testimonials.length;
  const paused = hovered || focused;
  const current = count > 0 ? testimonials[index % count] : undefined;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), testimonialRotationMs);
    return () => clearTimeout(timer);
  }, [index, count, paused]);

  if (!current) return null;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label="What our clients say"
      className="mx-auto flex max-w-3xl flex-col items-center gap-6"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <figure
        key={current.id}
        aria-roledescription="slide"
        aria-label={`${(index % count) + 1} of ${count}`}
        data-testid="testimonial"
        className="flex w-full flex-col items-center gap-4 rounded-2xl border border-border bg-card p-6 text-center motion-safe:animate-[fade-in_400ms_ease-out] sm:p-8"
      >
        <Quote className="size-8 text-brand-300" aria-hidden />
        <div className="flex gap-0.5" role="img" aria-label={`${current.rating} out of 5 stars`}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Star
              key={n}
              className={`size-5 ${n <= current.rating ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground'}`}
              aria-hidden
            />
          ))}
        </div>
        <blockquote className="text-lg text-balance">&ldquo;{current.content}&rdquo;</blockquote>
        <figcaption className="text-sm">
          <span className="font-semibold">{current.clientName}</span>
          {current.location && <span className="text-muted-foreground">, {current.location}</span>}
        </figcaption>
      </figure>
      {count > 1 && (
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => go(index - 1)}
            className="inline-flex size-10 items-center justify-center rounded-full border border-border hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
          >
            <ChevronLeft className="size-5" aria-hidden />
            <span className="sr-only">Previous testimonial</span>
          </button>
          <span className="min-w-16 text-center text-sm tabular-nums text-muted-foreground">
            {(index % count) + 1} / {count}
          </span>
          <button
            type="button"
            onClick={() => go(index + 1)}
            className="inline-flex size-10 items-center justify-center rounded-full border border-border hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
          >
            <ChevronRight className="size-5" aria-hidden />
            <span className="sr-only">Next testimonial</span>
          </button>
        </div>
      )}
    </div>
  );
}
