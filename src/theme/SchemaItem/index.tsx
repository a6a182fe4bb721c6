// Wrapped in an <li> where it is a direct child of a <ul> (the response headers, axe "list"); elsewhere unchanged.
import { useContext, type ComponentProps } from 'react';
import SchemaItem from '@theme-original/SchemaItem';
import { ListItemContext } from '@site/src/components/ListItemContext';

export default function SchemaItemWrapper(props: ComponentProps<typeof SchemaItem>): JSX.Element {
  const inList = useContext(ListItemContext);
  // Nested schema items (the children of this one) are not list items of that <ul>.
  const item = (
    <ListItemContext.Provider value={false}>
      <SchemaItem {...props} />
    </ListItemContext.Provider>
  );
  return inList ? <li className="api-list-item">{item}</li> : item;
}
