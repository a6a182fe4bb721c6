// Browser stand-in for 'chalk': the OpenAPI plugin's example builder, which the theme also runs in the
// browser, colours its console warnings with it. In the browser every style returns the text as is.
const handler = {
  get: (_target, property) => (property === 'default' ? style : style),
  apply: (_target, _this, args) => String(args[0] ?? ''),
};
const style = new Proxy(function chalk() {}, handler);
module.exports = style;
