import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BrandingEditor } from './branding-editor';
import { FooterEditor } from './footer-editor';
import { SiteSettingsEditor } from './site-settings-editor';

/** Admin section 'Branding & settings': branding keys, site settings, footer. */
export function SiteContentSection() {
  return (
    <Tabs defaultValue="branding">
      <TabsList aria-label="Site content">
        <TabsTrigger value="branding">Branding</TabsTrigger>
        <TabsTrigger value="settings">Settings</TabsTrigger>
        <TabsTrigger value="footer">Footer</TabsTrigger>
      </TabsList>
      <TabsContent value="branding">
        <BrandingEditor />
      </TabsContent>
      <TabsContent value="settings">
        <SiteSettingsEditor />
      </TabsContent>
      <TabsContent value="footer">
        <FooterEditor />
      </TabsContent>
    </Tabs>
  );
}
