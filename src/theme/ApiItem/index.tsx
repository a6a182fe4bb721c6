// Wrapped so that an API page's content is not rendered a second time when hydration ends: the theme then builds a new request-panel store and re-renders the page around it; the content, memoized here, only updates where it reads that store or the browser flag. That flag turns true in a transition (src/components/AfterHydration), so that the parameters and schemas the theme draws in the browser only are built in short slices.
import { memo, useMemo, type ComponentProps } from 'react';
import ApiItem from '@theme-original/ApiItem';
import { IsBrowserAsTransition } from '@site/src/components/AfterHydration';

type Content = ComponentProps<typeof ApiItem>['content'];

export default function ApiItemWrapper(props: ComponentProps<typeof ApiItem>): JSX.Element {
  // The memoized component keeps the content's metadata, front matter and table of contents.
  const content = useMemo(() => Object.assign(memo(props.content), props.content) as Content, [props.content]);
  return (
    <IsBrowserAsTransition>
      <ApiItem {...props} content={content} />
    </IsBrowserAsTransition>
  );
}
