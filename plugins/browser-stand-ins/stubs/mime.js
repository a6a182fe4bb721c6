// Browser stand-in for 'mime' (a database of ~1,000 types). postman-collection uses it only to guess
// file names of downloaded responses, which the API request panel does not offer.
module.exports = { getType: () => null, getExtension: () => null };
