import { useTestimonials } from '../api/get-testimonials';
import { TestimonialsCarousel } from './testimonials-carousel';

/** #testimonials: published and approved testimonials, rotating. Nothing when there are none. */
export function TestimonialsSection() {
  const testimonials = useTestimonials();
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="testimonials-heading" className="mb-8 text-center text-3xl font-bold sm:text-4xl">
        What Our Clients Say
      </h2>
      <TestimonialsCarousel testimonials={testimonials} />
    </section>
  );
}
