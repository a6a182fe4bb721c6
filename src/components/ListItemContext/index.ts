import { createContext } from 'react';

/**
 * True where the OpenAPI theme renders schema items straight inside a <ul> (the response headers):
 * the SchemaItem wrapper then puts each one in an <li> (src/theme/ResponseHeaders, src/theme/SchemaItem).
 */
export const ListItemContext = createContext(false);
