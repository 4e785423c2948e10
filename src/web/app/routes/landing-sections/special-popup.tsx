import { SpecialPopup } from '@/features/pricing/components/special-popup';

export default SpecialPopup;
