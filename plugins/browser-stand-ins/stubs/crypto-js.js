// Stand-in for the whole of 'crypto-js': the OpenAPI theme only hashes storage keys with SHA1,
// so only that algorithm is bundled.
module.exports = { SHA1: require('crypto-js/sha1') };
