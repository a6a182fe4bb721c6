// Stand-in for 'xml-formatter': the theme pretty-prints XML response examples with it, and our APIs
// answer JSON only. An XML example would be shown as written.
function format(xml) {
  return xml;
}
module.exports = format;
module.exports.default = format;
