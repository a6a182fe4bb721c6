// Browser stand-in for 'iconv-lite' (its code-page tables are large). postman-collection uses it to
// decode response bodies in other charsets; the browser's own TextDecoder covers the panel's needs.
module.exports = {
  decode: (buffer, encoding) => new TextDecoder(encoding || 'utf-8').decode(buffer),
  encode: (text) => new TextEncoder().encode(text),
  encodingExists: () => true,
};
