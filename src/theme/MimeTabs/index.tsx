// Wrapped so that a tab set is not rendered a second time from scratch when hydration ends (src/components/StableTabs).
import MimeTabs from '@theme-original/MimeTabs';
import { withoutRemount } from '@site/src/components/StableTabs';

export default withoutRemount(MimeTabs);
