// Browser stand-in for 'file-type': postman-collection sniffs binary responses with it; the request
// panel shows responses as text, so nothing is sniffed.
module.exports = () => undefined;
