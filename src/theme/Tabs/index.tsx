// Wrapped so that a tab set is not rendered a second time from scratch when hydration ends (src/components/StableTabs).
import Tabs from '@theme-original/Tabs';
import { withoutRemount } from '@site/src/components/StableTabs';

export default withoutRemount(Tabs);
