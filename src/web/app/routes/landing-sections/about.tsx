import { AboutSection } from '@/features/site-content/components/about-section';

export default AboutSection;
