// Wrapped so that the mobile menu, which the served page does not have, is built after hydration as a transition in short slices (src/components/AfterHydration) instead of in one long task.
import type { ComponentProps } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useMountedAsTransition } from '@site/src/components/AfterHydration';

export default function MobileSidebarWrapper(props: ComponentProps<typeof MobileSidebar>): JSX.Element | null {
  return useMountedAsTransition() ? <MobileSidebar {...props} /> : null;
}
