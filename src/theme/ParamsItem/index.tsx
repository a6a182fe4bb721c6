// Wrapped in an <li>: the theme renders parameters as <div>s straight inside a <ul> (axe "list").
import type { ComponentProps } from 'react';
import ParamsItem from '@theme-original/ParamsItem';

export default function ParamsItemWrapper(props: ComponentProps<typeof ParamsItem>): JSX.Element {
  return (
    <li className="api-list-item">
      <ParamsItem {...props} />
    </li>
  );
}
