import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BannersEditor } from './banners-editor';
import { PackagesEditor } from './packages-editor';
import { SpecialsEditor } from './specials-editor';

/** Admin section 'Packages & pricing': packages, pricing specials and banners. */
export function PricingContentSection() {
  return (
    <Tabs defaultValue="packages">
      <TabsList aria-label="Pricing content">
        <TabsTrigger value="packages">Packages</TabsTrigger>
        <TabsTrigger value="specials">Specials</TabsTrigger>
        <TabsTrigger value="banners">Banners</TabsTrigger>
      </TabsList>
      <TabsContent value="packages">
        <PackagesEditor />
      </TabsContent>
      <TabsContent value="specials">
        <SpecialsEditor />
      </TabsContent>
      <TabsContent value="banners">
        <BannersEditor />
      </TabsContent>
    </Tabs>
  );
}
