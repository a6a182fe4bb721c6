// Wrapped so that a tab set is not rendered a second time from scratch when hydration ends (src/components/StableTabs).
import ApiTabs from '@theme-original/ApiTabs';
import { withoutRemount } from '@site/src/components/StableTabs';

export default withoutRemount(ApiTabs);
