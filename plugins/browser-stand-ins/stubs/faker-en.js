// Browser stand-in for '@faker-js/faker/locale/en'. postman-collection (used by the OpenAPI request
// panel) loads faker only to expand {{$random…}} variables, which the panel never sends; the real
// library adds about 300 KB of gzipped JavaScript to every API page. Any faker call returns ''.
const callable = () => '';
const handler = { get: () => new Proxy(callable, handler), apply: () => '' };
module.exports = new Proxy(callable, handler);
