import { PricingSection } from '@/features/pricing/components/pricing-section';

export default PricingSection;
