// Stand-in for 'crypto-js' in the OpenAPI theme's ApiExplorer/storage-utils.js, whose `hashArray`
// names the browser-storage entries of the request panel (credentials, chosen server) by SHA-1 of
// strings. Those names need only be stable and distinct, not secret: here `SHA1(text).toString()`
// is `h:` and the text URI-encoded (so a joined list stays unambiguous), and no hashing code ships
// with every API page (~2 KB gzipped). The prefix keeps the name of the chosen scheme apart from the
// theme's other entries, which are named by scheme id: without it, `hashArray(['bearerAuth'])` was
// `bearerAuth` itself, the entry of the token, and a token kept there broke the panel on the next
// page. Entries saved under the old names are simply not found again.
module.exports = { SHA1: (message) => ({ toString: () => `h:${encodeURIComponent(String(message))}` }) };
