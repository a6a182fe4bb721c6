// Stand-in for 'pako'. The API pages are generated uncompressed (disableCompression in
// docusaurus.config.ts), so the theme's attempt to gunzip the operation data fails fast and it
// uses the data as is; the real inflate code is not needed.
module.exports = {
  ungzip() {
    throw new Error('API page data is not compressed');
  },
};
