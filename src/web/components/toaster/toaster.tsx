import { useEffect } from 'react';
import * as sonner from 'sonner';
import { toasterMounted } from '@/lib/toast';

/** SPEC.md section 9: top-right, up to 5 visible, 4000 ms, 8px gap (width in styles.css). */
function ToasterContainer() {
  // Runs after sonner's own subscription effect (children's effects run first).
  useEffect(() => toasterMounted(sonner), []);
  return (
    <sonner.Toaster
      position="top-right"
      visibleToasts={5}
      duration={4000}
      gap={8}
      theme="dark"
      richColors
      closeButton
    />
  );
}

export default ToasterContainer;
