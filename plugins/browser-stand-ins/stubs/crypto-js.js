// Stand-in for 'crypto-js' in the OpenAPI theme's ApiExplorer/storage-utils.js, whose `hashArray`
// names the browser-storage entries of the request panel (credentials, chosen server) by SHA-1 of
// strings. Those names need only be stable and distinct, not secret: here `SHA1(text).toString()`
// is the text itself, URI-encoded (so a joined list stays unambiguous), and no hashing code ships
// with every API page (~2 KB gzipped). Entries saved under the old names are simply not found again.
module.exports = { SHA1: (message) => ({ toString: () => encodeURIComponent(String(message)) }) };
