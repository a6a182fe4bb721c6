// Wrapped to tell the SchemaItem wrapper that its items sit straight inside this component's <ul> (axe "list").
import type { ComponentProps } from 'react';
import ResponseHeaders from '@theme-original/ResponseHeaders';
import { ListItemContext } from '@site/src/components/ListItemContext';

export default function ResponseHeadersWrapper(props: ComponentProps<typeof ResponseHeaders>): JSX.Element {
  return (
    <ListItemContext.Provider value={true}>
      <ResponseHeaders {...props} />
    </ListItemContext.Provider>
  );
}
