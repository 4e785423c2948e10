import { SiteFooter } from '@/features/site-content/components/site-footer';

export default SiteFooter;
