import { TestimonialsSection } from '@/features/testimonials/components/testimonials-section';

export default TestimonialsSection;
