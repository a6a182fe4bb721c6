// Wrapped so that a panel's content sees the real useIsBrowser() inside a tab set that holds it at false (src/components/StableTabs).
import type { ComponentProps } from 'react';
import TabItem from '@theme-original/TabItem';
import { RestoreIsBrowser } from '@site/src/components/StableTabs';

export default function TabItemWrapper({ children, ...props }: ComponentProps<typeof TabItem>): JSX.Element {
  return (
    <TabItem {...props}>
      <RestoreIsBrowser>{children}</RestoreIsBrowser>
    </TabItem>
  );
}
