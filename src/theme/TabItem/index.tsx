// Wrapped so that a panel's content sees the real useIsBrowser() inside a tab set that holds it at false (src/components/StableTabs), so that a panel hidden at hydration keeps its served HTML unhydrated until opened (useServedWhileHidden), and so that the code of a hidden panel is highlighted only once shown (plugins/code-highlighting/client/visibility.ts).
import { useContext, type ComponentProps } from 'react';
import TabItem from '@theme-original/TabItem';
import { RestoreIsBrowser, ServedContent, useServedWhileHidden } from '@site/src/components/StableTabs';
import { CodeShownContext } from '@site/plugins/code-highlighting/client/visibility';

export default function TabItemWrapper({ children, ...props }: ComponentProps<typeof TabItem>): JSX.Element {
  const shown = useContext(CodeShownContext) && props.hidden !== true;
  const served = useServedWhileHidden(props.hidden === true);
  const content = (
    <CodeShownContext.Provider value={shown}>
      <RestoreIsBrowser>{children}</RestoreIsBrowser>
    </CodeShownContext.Provider>
  );
  return <TabItem {...props}>{served ? <ServedContent>{content}</ServedContent> : content}</TabItem>;
}
