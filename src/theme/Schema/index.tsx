// Wrapped in an <li>: the request and response bodies render their schema tree straight inside a <ul> (axe "list").
import type { ComponentProps } from 'react';
import Schema from '@theme-original/Schema';

export default function SchemaWrapper(props: ComponentProps<typeof Schema>): JSX.Element {
  return (
    <li className="api-list-item">
      <Schema {...props} />
    </li>
  );
}
